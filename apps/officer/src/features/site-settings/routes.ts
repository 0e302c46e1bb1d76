import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';

export const siteSettingsRoutes: RouteObject[] = [
  {
    path: paths.maintenance.path,
    handle: { title: 'Maintenance' },
    lazy: async () => ({ Component: (await import('./routes/maintenance-page')).MaintenancePage }),
  },
  {
    path: paths.banners.path,
    handle: { title: 'Banners' },
    lazy: async () => ({ Component: (await import('./routes/banners-page')).BannersPage }),
  },
  {
    path: paths.paymentDetails.path,
    handle: { title: 'Payment details' },
    lazy: async () => ({ Component: (await import('./routes/payment-details-page')).PaymentDetailsPage }),
  },
];
