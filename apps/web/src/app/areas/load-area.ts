import { paths } from '../../config/paths';

// Each area's code, loaded on demand: one chunk per area, so Login downloads none of them.
export const loadDashboardArea = () => import('./dashboard-area');
export const loadLocalArea = () => import('./local-area');
export const loadPtArea = () => import('./pt-area');
export const loadSharedArea = () => import('./shared-area');
export const loadSignInArea = () => import('./sign-in-area');
export const loadSignedInFrameArea = () => import('./signed-in-frame');

/**
 * Loads what a signed-in first page shows, beside the portal's code instead of after it: the signed-in
 * frame, and the area of the Dashboard where most visits start.
 */
export function loadSignedInFirstPage(pathname: string): void {
  void loadSignedInFrameArea();
  if (pathname === paths.dashboard.path) void loadDashboardArea();
  else if (pathname === paths.ptSchemeDashboard.path) void loadPtArea();
}
