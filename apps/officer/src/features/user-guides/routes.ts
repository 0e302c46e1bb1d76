import type { RouteObject } from 'react-router';

export const userGuidesRoutes: RouteObject[] = [];
