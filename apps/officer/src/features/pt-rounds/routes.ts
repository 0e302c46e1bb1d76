import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';

export const ptRoundsRoutes: RouteObject[] = [
  {
    path: paths.ptRounds.path,
    handle: { title: 'PT rounds' },
    lazy: async () => ({ Component: (await import('./routes/pt-rounds-page')).PtRoundsPage }),
  },
  {
    path: paths.ptRoundNew.path,
    handle: { title: 'New PT round' },
    lazy: async () => ({ Component: (await import('./routes/new-pt-round-page')).NewPtRoundPage }),
  },
  {
    path: paths.ptRound.path,
    handle: { title: 'PT round' },
    lazy: async () => ({ Component: (await import('./routes/pt-round-page')).PtRoundPage }),
  },
];
