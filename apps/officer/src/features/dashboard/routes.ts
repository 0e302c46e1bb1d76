import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';

export const dashboardRoutes: RouteObject[] = [
  {
    path: paths.dashboard.path,
    handle: { title: 'Numbers' },
    lazy: async () => ({ Component: (await import('./routes/numbers-page')).NumbersPage }),
  },
];
