import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';

export const userGuidesRoutes: RouteObject[] = [
  {
    path: paths.userGuides.path,
    handle: { title: 'User guides' },
    lazy: async () => ({ Component: (await import('./routes/user-guides-page')).UserGuidesPage }),
  },
];
