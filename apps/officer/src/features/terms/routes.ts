import type { RouteObject } from 'react-router';

export const termsRoutes: RouteObject[] = [];
