import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';

export const auditLogRoutes: RouteObject[] = [
  {
    path: paths.auditLog.path,
    handle: { title: 'Audit log' },
    lazy: async () => ({ Component: (await import('./routes/audit-log-page')).AuditLogPage }),
  },
];
