import type { RouteObject } from 'react-router';

export const queueRoutes: RouteObject[] = [];
