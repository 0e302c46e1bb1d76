import type { FastifyInstance, RouteOptions } from 'fastify';
import type { FailureStatus } from './failure-envelope.js';

/** Who may call a route: anyone, any signed-in user, companies' users only, or officers only. */
export type RouteAccess = 'public' | 'signed-in' | 'company' | 'officer';

export const ACCESS_DESCRIPTIONS: Record<RouteAccess, string> = {
  public: 'Anyone; no session needed.',
  'signed-in': "Any signed-in user: a company's user or an officer.",
  company: "A company's signed-in user; an officer is refused (403).",
  officer: "An officer of the regulator; a company's user is refused (403).",
};

/** Every officer route lives under this path and its plugin guards it with `app.requireOfficer`. */
const OFFICER_PATH = '/api/officer/';

/** Methods the cross-site check lets through and that carry no body (plugins/cross-site.ts). */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function methodsOf(route: Pick<RouteOptions, 'method'>): string[] {
  return (Array.isArray(route.method) ? route.method : [route.method]).map((method) => method.toUpperCase());
}

export function accessOf(
  route: Pick<RouteOptions, 'url' | 'onRequest' | 'config'>,
  guards: Pick<FastifyInstance, 'authenticate' | 'requireOfficer'>,
): RouteAccess {
  const hooks = [route.onRequest ?? []].flat();
  if (route.url.startsWith(OFFICER_PATH) || hooks.includes(guards.requireOfficer)) return 'officer';
  if (!hooks.includes(guards.authenticate)) return 'public';
  const config = route.config as { allowOfficers?: boolean } | undefined;
  return config?.allowOfficers === true ? 'signed-in' : 'company';
}

export interface RouteFacts {
  methods: string[];
  access: RouteAccess;
  hasInput: boolean;
  rateLimited: boolean;
  /** Whether the maintenance gate answers 503 on it while the portal is shut. */
  gated: boolean;
  /** Whether it reads the database, which answers 503 while out of reach (every route but liveness). */
  readsDatabase: boolean;
}

/**
 * The refusals a route can give whatever its handler does: from validation, the session guards, the
 * cross-site check, body parsing, the rate limiter, the maintenance gate and an unreachable database. 404 and 409 come from the
 * services: a path that names a record may find none (or another company's), and a record may be in a
 * state that allows no such request (a change out of turn, a file still being scanned, a report not yet
 * published). A route adds any other status its handler gives to its own response schema.
 */
export function failureStatusesOf(facts: RouteFacts): FailureStatus[] {
  const changes = facts.methods.some((method) => !SAFE_METHODS.has(method));
  const signedIn = facts.access !== 'public';
  const statuses: Array<FailureStatus | false> = [
    (facts.hasInput || changes) && 400,
    signedIn && 401,
    (changes || facts.access === 'company' || facts.access === 'officer') && 403,
    (facts.hasInput || signedIn) && 404,
    signedIn && 409,
    changes && 413,
    changes && 415,
    facts.rateLimited && 429,
    500,
    (facts.gated || facts.readsDatabase) && 503,
  ];
  return statuses.filter((status): status is FailureStatus => status !== false);
}
