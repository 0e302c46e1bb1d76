import type { RouteObject } from 'react-router';

export const recognitionsRoutes: RouteObject[] = [];
