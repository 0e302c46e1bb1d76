// Each area's code, loaded on demand: one chunk per area, so Login downloads none of them.
export const loadLocalArea = () => import('./local-area');
export const loadPtArea = () => import('./pt-area');
export const loadSharedArea = () => import('./shared-area');
export const loadSignInArea = () => import('./sign-in-area');
