import type { RouteObject } from 'react-router';

export const templatesRoutes: RouteObject[] = [];
