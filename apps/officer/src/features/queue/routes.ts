import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';

export const queueRoutes: RouteObject[] = [
  {
    path: paths.queue.path,
    handle: { title: 'Work queue' },
    lazy: async () => ({ Component: (await import('./routes/queue-page')).QueuePage }),
  },
];
