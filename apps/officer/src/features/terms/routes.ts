import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';

export const termsRoutes: RouteObject[] = [
  {
    path: paths.termsRequests.path,
    handle: { title: 'Terms requests' },
    lazy: async () => ({ Component: (await import('./routes/terms-requests-page')).TermsRequestsPage }),
  },
  {
    path: paths.termsDocuments.path,
    handle: { title: 'Published terms' },
    lazy: async () => ({ Component: (await import('./routes/terms-documents-page')).TermsDocumentsPage }),
  },
];
