import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isApiPath } from '../lib/api-path.js';
import { failure } from '../lib/envelope.js';
import type { MaintenanceStatusReader } from '../modules/settings/settings.service.js';
import { sessionLookupOf } from './session.js';

/** Calls that keep working during maintenance: the status itself, probes, banners and the portal's keys. */
export const OPEN_DURING_MAINTENANCE: ReadonlySet<string> = new Set([
  '/api/maintenance-status',
  '/api/health',
  '/api/ready',
  '/api/settings/banners/active',
  // The identity service fetches the portal's public keys whenever it needs them.
  '/api/spcp/jwks',
]);

/** The officer API: its guard refuses everyone but officers, who must be able to end maintenance. */
const OFFICER_API_PREFIX = '/api/officer/';

/**
 * What an officer needs to sign in to the console and find out who is signed in. Who signs in is known
 * only afterwards, so these are open to anyone; a company's user signed in meanwhile still meets 503 on
 * every company call (and the portal shows Scheduled Maintenance before its Login anyway).
 */
export const OFFICER_SIGN_IN_DURING_MAINTENANCE: ReadonlySet<string> = new Set([
  '/api/auth/session',
  '/api/auth/test-logins',
  '/api/auth/logout',
  '/api/spcp/generate-url',
  '/api/spcp/callback',
]);

/** Whether a path answers during maintenance whoever calls it (the officer API refuses non-officers itself). */
export function isOpenDuringMaintenance(pathname: string): boolean {
  return (
    OPEN_DURING_MAINTENANCE.has(pathname) ||
    OFFICER_SIGN_IN_DURING_MAINTENANCE.has(pathname) ||
    pathname.startsWith(OFFICER_API_PREFIX)
  );
}

/**
 * While the portal is under maintenance every other `/api` call answers 503, except an officer's: an
 * officer's session passes everywhere it may go (their details, the keep-alive, the templates to preview).
 */
export const maintenanceGatePlugin = fp(
  async (app: FastifyInstance, options: { maintenance: MaintenanceStatusReader }) => {
    const isOfficerRequest = async (request: FastifyRequest) => {
      const lookup = await sessionLookupOf(request);
      return lookup.kind === 'live' && lookup.session.role === 'officer';
    };

    /** Answers 503 unless the portal is open or an officer asks; whether it answered. */
    const refuseDuringMaintenance = async (request: FastifyRequest, reply: FastifyReply) => {
      const status = await options.maintenance.read();
      if (!status.isUnderMaintenance || (await isOfficerRequest(request))) return false;
      reply
        .code(503)
        .header('x-maintenance', 'on')
        .header('retry-after', '300')
        .send(failure(503, `The portal is under scheduled maintenance. ${status.message ?? ''}`.trim()));
      return true;
    };

    app.addHook('onRequest', (request, reply, done) => {
      const query = request.url.indexOf('?');
      const pathname = query === -1 ? request.url : request.url.slice(0, query);
      if (!isApiPath(pathname) || isOpenDuringMaintenance(pathname)) return done();
      refuseDuringMaintenance(request, reply).then((answered) => {
        if (!answered) done();
      }, done);
    });
  },
);
