import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';

export const recognitionsRoutes: RouteObject[] = [
  {
    path: paths.recognitions.path,
    handle: { title: 'Recognitions' },
    lazy: async () => ({ Component: (await import('./routes/recognitions-page')).RecognitionsPage }),
  },
  {
    path: paths.recognition.path,
    handle: { title: 'Recognition' },
    lazy: async () => ({ Component: (await import('./routes/recognition-page')).RecognitionPage }),
  },
  {
    path: paths.suspension.path,
    handle: { title: 'Suspension' },
    lazy: async () => ({ Component: (await import('./routes/suspension-page')).SuspensionPage }),
  },
];
