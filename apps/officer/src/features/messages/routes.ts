import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';

export const messagesRoutes: RouteObject[] = [
  {
    path: paths.messages.path,
    handle: { title: 'Messages' },
    lazy: async () => ({ Component: (await import('./routes/messages-page')).MessagesPage }),
  },
];
