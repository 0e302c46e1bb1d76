import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideRoute, type GuardSession, type RouteDecision } from './guards.js';
import {
  isLoginRequiredRoute,
  isPublicRoute,
  LOCAL_ROUTES,
  PT_ROUTES,
  ROUTES,
  type RouteId,
} from './routes.js';

const allow: RouteDecision = { kind: 'allow' };
const to = (route: RouteId): RouteDecision => ({ kind: 'redirect', to: route });

/** A local lab user with everything in order, in the local module. */
const ready: GuardSession = {
  signedIn: true,
  regionType: 1,
  hasAccessToProficiencyTesting: false,
  moduleSelected: false,
  ptMode: false,
  profileComplete: true,
  dashboardAllowed: true,
};
const overseas: GuardSession = { ...ready, regionType: 2, hasAccessToProficiencyTesting: true, ptMode: true };
const dual: GuardSession = { ...ready, hasAccessToProficiencyTesting: true, moduleSelected: true };
const signedOut: GuardSession = { ...ready, signedIn: false };

const sessions: fc.Arbitrary<GuardSession> = fc.record({
  signedIn: fc.boolean(),
  regionType: fc.constantFrom(undefined, null, 1, 2, 3),
  hasAccessToProficiencyTesting: fc.boolean(),
  moduleSelected: fc.boolean(),
  ptMode: fc.boolean(),
  profileComplete: fc.boolean(),
  dashboardAllowed: fc.boolean(),
});
const routes = fc.constantFrom(...ROUTES);

/** Every combination of the session's facts (region types: absent, local, overseas). */
function everySession(): readonly GuardSession[] {
  const flags = [false, true];
  const variants: Record<keyof GuardSession, readonly unknown[]> = {
    signedIn: flags,
    regionType: [undefined, 1, 2],
    hasAccessToProficiencyTesting: flags,
    moduleSelected: flags,
    ptMode: flags,
    profileComplete: flags,
    dashboardAllowed: flags,
  };
  const combinations = Object.entries(variants).reduce<readonly Record<string, unknown>[]>(
    (partials, [key, values]) =>
      partials.flatMap((partial) => values.map((value) => ({ ...partial, [key]: value }))),
    [{}],
  );
  return combinations as unknown as readonly GuardSession[];
}

const landing = (session: GuardSession, route: RouteId): RouteId => {
  const decision = decideRoute(session, route);
  return decision.kind === 'allow' ? route : decision.to;
};
const inPtMode = (s: GuardSession) =>
  (s.regionType ?? 1) !== 1 || (s.ptMode && s.hasAccessToProficiencyTesting);
const guardedPublic = (route: RouteId) => isPublicRoute(route) && route !== 'login';

describe('decideRoute, rule by rule', () => {
  it('1. lets anyone through a public route', () => {
    for (const route of [
      'login',
      'spcpCallback',
      'overseasAuthenticate',
      'scheduledMaintenance',
      'notFound',
    ] as const) {
      expect(decideRoute(signedOut, route)).toEqual(allow);
    }
    expect(decideRoute(ready, 'notFound')).toEqual(allow);
    expect(decideRoute(overseas, 'scheduledMaintenance')).toEqual(allow);
  });

  it('2. sends a visitor without a session to Login', () => {
    expect(decideRoute(signedOut, 'dashboard')).toEqual(to('login'));
    expect(decideRoute(signedOut, 'userManual')).toEqual(to('login'));
  });

  it('3. sends a user of both modules who has not chosen one to Select Module', () => {
    const choosing = { ...dual, moduleSelected: false };
    expect(decideRoute(choosing, 'dashboard')).toEqual(to('selectModule'));
    expect(decideRoute(choosing, 'login')).toEqual(to('selectModule'));
    expect(decideRoute(choosing, 'selectModule')).toEqual(allow);
  });

  it('3. never sends an overseas user to Select Module', () => {
    expect(decideRoute({ ...overseas, moduleSelected: false }, 'ptSchemeDashboard')).toEqual(allow);
  });

  it('4. sends a local lab with an incomplete profile to Profile, except on Profile, Select Module, User Manual', () => {
    const newcomer = { ...ready, profileComplete: false, dashboardAllowed: false };
    expect(decideRoute(newcomer, 'dashboard')).toEqual(to('profile'));
    expect(decideRoute(newcomer, 'termsAndConditions')).toEqual(to('profile'));
    expect(decideRoute(newcomer, 'login')).toEqual(to('profile'));
    for (const route of ['profile', 'selectModule', 'userManual'] as const) {
      expect(decideRoute(newcomer, route)).toEqual(allow);
    }
    expect(decideRoute({ ...overseas, profileComplete: false }, 'ptSchemeDashboard')).toEqual(allow);
  });

  it('4. applies in PT mode too', () => {
    expect(decideRoute({ ...dual, ptMode: true, profileComplete: false }, 'ptSchemeDetails')).toEqual(
      to('profile'),
    );
  });

  it('5. sends a local lab not allowed to the dashboard to Terms and Conditions', () => {
    const unacknowledged = { ...ready, dashboardAllowed: false };
    expect(decideRoute(unacknowledged, 'dashboard')).toEqual(to('termsAndConditions'));
    expect(decideRoute(unacknowledged, 'applicationDetails')).toEqual(to('termsAndConditions'));
    expect(decideRoute(unacknowledged, 'login')).toEqual(to('termsAndConditions'));
    for (const route of [
      'termsAndConditions',
      'termsAndConditionsRequest',
      'profile',
      'selectModule',
      'userManual',
    ] as const) {
      expect(decideRoute(unacknowledged, route)).toEqual(allow);
    }
  });

  it('5. does not apply in PT mode', () => {
    expect(decideRoute({ ...dual, ptMode: true, dashboardAllowed: false }, 'ptSchemeDashboard')).toEqual(
      allow,
    );
  });

  it('6. sends a local user on Login or outside the local list to Dashboard', () => {
    expect(decideRoute(ready, 'login')).toEqual(to('dashboard'));
    expect(decideRoute(ready, 'ptSchemeDashboard')).toEqual(to('dashboard'));
    expect(decideRoute(dual, 'ptSchemeDetails')).toEqual(to('dashboard'));
    for (const route of LOCAL_ROUTES) expect(decideRoute(ready, route)).toEqual(allow);
  });

  it('7. sends an overseas user on Login to PT Scheme', () => {
    expect(decideRoute(overseas, 'login')).toEqual(to('ptSchemeDashboard'));
  });

  it('7. sends a PT-mode user outside the PT list to PT Scheme', () => {
    expect(decideRoute(overseas, 'dashboard')).toEqual(to('ptSchemeDashboard'));
    expect(decideRoute({ ...dual, ptMode: true }, 'termsAndConditions')).toEqual(to('ptSchemeDashboard'));
    for (const route of PT_ROUTES) expect(decideRoute(overseas, route)).toEqual(allow);
  });

  it('keeps an overseas user in PT mode whatever the flag says', () => {
    const flagOff = { ...overseas, ptMode: false, hasAccessToProficiencyTesting: false };
    expect(decideRoute(flagOff, 'dashboard')).toEqual(to('ptSchemeDashboard'));
    expect(decideRoute(flagOff, 'ptSchemeDetails')).toEqual(allow);
  });

  it('treats a local user in PT mode without PT access as a local user', () => {
    const stale = { ...ready, ptMode: true };
    expect(decideRoute(stale, 'ptSchemeDashboard')).toEqual(to('dashboard'));
    expect(decideRoute(stale, 'dashboard')).toEqual(allow);
  });

  it('lets a local user with no region type through the local routes', () => {
    expect(decideRoute({ ...ready, regionType: undefined }, 'applicationForm')).toEqual(allow);
    expect(decideRoute({ ...ready, regionType: null }, 'ptSchemeDashboard')).toEqual(to('dashboard'));
  });
});

describe('decideRoute, for any session and route', () => {
  it('never lets a signed-out user reach a login-required route', () => {
    fc.assert(
      fc.property(sessions, routes, (session, route) => {
        fc.pre(!session.signedIn);
        expect(isLoginRequiredRoute(landing(session, route))).toBe(false);
      }),
    );
  });

  it('never lands a PT-mode user outside the PT list (public routes other than Login stay open)', () => {
    fc.assert(
      fc.property(sessions, routes, (session, route) => {
        fc.pre(session.signedIn && inPtMode(session));
        const destination = landing(session, route);
        expect(PT_ROUTES.includes(destination) || guardedPublic(destination)).toBe(true);
      }),
    );
  });

  it('never lands a local-mode user outside the local list (public routes other than Login stay open)', () => {
    fc.assert(
      fc.property(sessions, routes, (session, route) => {
        fc.pre(session.signedIn && !inPtMode(session));
        const destination = landing(session, route);
        expect(LOCAL_ROUTES.includes(destination) || guardedPublic(destination)).toBe(true);
      }),
    );
  });

  it('never keeps a signed-in user on Login', () => {
    fc.assert(
      fc.property(sessions, (session) => {
        fc.pre(session.signedIn);
        expect(decideRoute(session, 'login').kind).toBe('redirect');
      }),
    );
  });

  it('allows the route it redirects to, so there is no redirect loop', () => {
    fc.assert(
      fc.property(sessions, routes, (session, route) => {
        const decision = decideRoute(session, route);
        if (decision.kind === 'redirect') expect(decideRoute(session, decision.to)).toEqual(allow);
      }),
    );
  });

  it('allows the route it redirects to, checked for every session and route', () => {
    for (const session of everySession()) {
      for (const route of ROUTES) {
        const decision = decideRoute(session, route);
        if (decision.kind === 'redirect') expect(decideRoute(session, decision.to)).toEqual(allow);
      }
    }
  });
});
