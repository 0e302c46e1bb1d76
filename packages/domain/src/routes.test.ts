import { describe, expect, it } from 'vitest';
import {
  isLocalRoute,
  isLoginRequiredRoute,
  isPtRoute,
  isPublicRoute,
  isRouteId,
  LOCAL_ROUTES,
  LOGIN_REQUIRED_ROUTES,
  PT_ROUTES,
  PUBLIC_ROUTES,
  ROUTES,
} from './routes.js';

describe('routes', () => {
  it('are public or login-required, never both', () => {
    expect(ROUTES).toHaveLength(19);
    expect(new Set(ROUTES).size).toBe(19);
    for (const route of ROUTES) expect(isPublicRoute(route)).toBe(!isLoginRequiredRoute(route));
    expect(PUBLIC_ROUTES).toEqual([
      'login',
      'spcpCallback',
      'overseasAuthenticate',
      'scheduledMaintenance',
      'notFound',
    ]);
  });

  it('have the PT list of docs/requirements.md §2', () => {
    expect(PT_ROUTES).toEqual([
      'profile',
      'ptSchemeDashboard',
      'ptSchemeDetails',
      'selectModule',
      'notFound',
      'userManual',
    ]);
    expect(isPtRoute('dashboard')).toBe(false);
  });

  it('have a local list of every login-required route but the PT scheme screens', () => {
    expect(LOCAL_ROUTES).toEqual(LOGIN_REQUIRED_ROUTES.filter((route) => !route.startsWith('ptScheme')));
    expect(isLocalRoute('applicationForm')).toBe(true);
    expect(isLocalRoute('recognitionSuspension')).toBe(true);
    expect(isPtRoute('recognitionDetails')).toBe(false);
    expect(isLocalRoute('ptSchemeDetails')).toBe(false);
    expect(isLocalRoute('login')).toBe(false);
  });

  it('recognise their ids', () => {
    expect(isRouteId('userManual')).toBe(true);
    expect(isRouteId('user-manual')).toBe(false);
  });
});
