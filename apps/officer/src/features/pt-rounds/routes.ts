import type { RouteObject } from 'react-router';

export const ptRoundsRoutes: RouteObject[] = [];
