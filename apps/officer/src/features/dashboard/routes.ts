import type { RouteObject } from 'react-router';

export const dashboardRoutes: RouteObject[] = [];
