import type { RouteObject } from 'react-router';

export const auditLogRoutes: RouteObject[] = [];
