import type { RouteObject } from 'react-router';

export const siteSettingsRoutes: RouteObject[] = [];
