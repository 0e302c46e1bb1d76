import { memberOf } from './codes.js';

/**
 * Every screen of docs/requirements.md §2, and the recognition's own pages, by name; paths belong to the web
 * app.
 */
export type RouteId =
  | 'login'
  | 'spcpCallback'
  | 'overseasAuthenticate'
  | 'scheduledMaintenance'
  | 'notFound'
  | 'selectModule'
  | 'dashboard'
  | 'profile'
  | 'termsAndConditions'
  | 'termsAndConditionsRequest'
  | 'applicationDetails'
  | 'applicationInstructions'
  | 'applicationForm'
  | 'recognitionDetails'
  | 'recognitionSuspension'
  | 'recognitionWithdrawal'
  | 'ptSchemeDashboard'
  | 'ptSchemeDetails'
  | 'userManual';

/** Routes that need no login (docs/requirements.md §2). */
export const PUBLIC_ROUTES: readonly RouteId[] = [
  'login',
  'spcpCallback',
  'overseasAuthenticate',
  'scheduledMaintenance',
  'notFound',
];

/**
 * Routes that require login (docs/requirements.md §2), with a recognition's pages (a local lab's, like its
 * applications).
 */
export const LOGIN_REQUIRED_ROUTES: readonly RouteId[] = [
  'selectModule',
  'dashboard',
  'profile',
  'termsAndConditions',
  'termsAndConditionsRequest',
  'applicationDetails',
  'applicationInstructions',
  'applicationForm',
  'recognitionDetails',
  'recognitionSuspension',
  'recognitionWithdrawal',
  'ptSchemeDashboard',
  'ptSchemeDetails',
  'userManual',
];

export const ROUTES: readonly RouteId[] = [...PUBLIC_ROUTES, ...LOGIN_REQUIRED_ROUTES];

/** The PT list (docs/requirements.md §2): where a user in PT mode may be. */
export const PT_ROUTES: readonly RouteId[] = [
  'profile',
  'ptSchemeDashboard',
  'ptSchemeDetails',
  'selectModule',
  'notFound',
  'userManual',
];

const PT_ONLY_ROUTES: readonly RouteId[] = ['ptSchemeDashboard', 'ptSchemeDetails'];

/** The local list (docs/domain.md): every login-required route except the PT scheme screens. */
export const LOCAL_ROUTES: readonly RouteId[] = LOGIN_REQUIRED_ROUTES.filter(
  (route) => !PT_ONLY_ROUTES.includes(route),
);

export const isRouteId = memberOf(ROUTES);
export const isPublicRoute = memberOf(PUBLIC_ROUTES);
export const isLoginRequiredRoute = memberOf(LOGIN_REQUIRED_ROUTES);
export const isLocalRoute = memberOf(LOCAL_ROUTES);
export const isPtRoute = memberOf(PT_ROUTES);
