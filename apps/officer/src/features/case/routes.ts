import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';

export const caseRoutes: RouteObject[] = [
  {
    path: paths.application.path,
    handle: { title: 'Application' },
    lazy: async () => ({ Component: (await import('./routes/case-page')).CasePage }),
  },
];
