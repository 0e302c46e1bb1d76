import type { RouteObject } from 'react-router';

export const caseRoutes: RouteObject[] = [];
