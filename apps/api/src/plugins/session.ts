import {
  AUTO_LOGOUT_AT_HEADER,
  INACTIVITY_LOGOUT_MESSAGE,
  NEW_SESSION_LOGOUT_MESSAGE,
  NEW_SESSION_REASON,
  SESSION_INVALIDATED_REASON_HEADER,
} from '@fsmis/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { requestCookie } from '../lib/cookies.js';
import { forbidden, unauthorized } from '../lib/http-error.js';
import type { NamedOfficerActor } from '../modules/audit/audit.service.js';
import {
  extendSession,
  lookUpSession,
  type Session,
  type SessionLookup,
} from '../modules/sessions/sessions.service.js';

export const SESSION_COOKIE = 'fsmis_session';

const NO_SESSION: SessionLookup = { kind: 'none' };

export const COMPANIES_ONLY_MESSAGE =
  "This is for companies' users only. Officers of the regulator use the officer API or the officer command line.";
export const OFFICERS_ONLY_MESSAGE = "This is for the regulator's officers only.";

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Lets an officer's session through `app.authenticate` (signed-in user details, ping). */
    allowOfficers?: boolean;
  }
  interface FastifyRequest {
    /** The session's lookup once made (see `sessionLookupOf`); null before. */
    sessionLookup: SessionLookup | null;
    /** The live session; present on routes that use `app.authenticate`. */
    session: Session | null;
  }
  interface FastifyInstance {
    /**
     * onRequest hook: answers 401 unless the request carries a live session, and extends it. A route
     * for companies refuses an officer's session with 403 unless its config has `allowOfficers`.
     */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** onRequest hook of the officer API: a live session of an officer, else 401 or 403. */
    requireOfficer(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    setSessionCookie(reply: FastifyReply, token: string): void;
    clearSessionCookie(reply: FastifyReply): void;
  }
}

export const sessionPlugin = fp(async (app: FastifyInstance) => {
  const secure = app.config.publicUrl.startsWith('https:');
  const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure };

  app.decorateRequest('sessionLookup', null);
  app.decorateRequest('session', null);

  /** Answers 401 unless there is a live session, which it extends; returns the session. */
  const liveSession = async (request: FastifyRequest, reply: FastifyReply): Promise<Session> => {
    const lookup = await sessionLookupOf(request);
    if (lookup.kind === 'ended') {
      reply.clearCookie(SESSION_COOKIE, cookieOptions);
      if (lookup.reason === NEW_SESSION_REASON) {
        throw unauthorized(NEW_SESSION_LOGOUT_MESSAGE, {
          [SESSION_INVALIDATED_REASON_HEADER]: NEW_SESSION_REASON,
        });
      }
      if (lookup.reason === 'Inactivity') throw unauthorized(INACTIVITY_LOGOUT_MESSAGE);
      throw unauthorized();
    }
    if (lookup.kind === 'none') throw unauthorized();
    const deadline = await extendSession(app.db, lookup.session, app.config.sessionIdleMinutes);
    reply.header(AUTO_LOGOUT_AT_HEADER, deadline.toISOString());
    return lookup.session;
  };

  app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
    const session = await liveSession(request, reply);
    // Deny by default: an officer belongs to no laboratory, so company routes are not theirs.
    if (session.role === 'officer' && request.routeOptions.config.allowOfficers !== true) {
      throw forbidden(COMPANIES_ONLY_MESSAGE);
    }
  });

  app.decorate('requireOfficer', async (request: FastifyRequest, reply: FastifyReply) => {
    const session = await liveSession(request, reply);
    if (session.role !== 'officer') throw forbidden(OFFICERS_ONLY_MESSAGE);
  });

  app.decorate('setSessionCookie', (reply: FastifyReply, token: string) => {
    reply.setCookie(SESSION_COOKIE, token, cookieOptions);
  });
  app.decorate('clearSessionCookie', (reply: FastifyReply) => {
    reply.clearCookie(SESSION_COOKIE, cookieOptions);
  });
});

/**
 * The session the request's cookie names, looked up in the database once per request and only when a
 * route or the maintenance gate asks: public calls (the maintenance status, banners) carry the cookie
 * too, and looking it up for them cost a query each on every Dashboard load (decision record 0018).
 */
export async function sessionLookupOf(request: FastifyRequest): Promise<SessionLookup> {
  if (request.sessionLookup) return request.sessionLookup;
  const token = requestCookie(request, SESSION_COOKIE);
  const lookup = token ? await lookUpSession(request.server.db, token) : NO_SESSION;
  request.sessionLookup = lookup;
  request.session = lookup.kind === 'live' ? lookup.session : null;
  return lookup;
}

/** The live session of a request that passed `app.authenticate`. */
export function sessionOf(request: FastifyRequest): Session {
  if (!request.session) throw unauthorized();
  return request.session;
}

/** The officer of a request that passed `app.requireOfficer`, as the audit log names them. */
export function actorOfRequest(request: FastifyRequest): NamedOfficerActor {
  const session = sessionOf(request);
  return { officerUserId: session.userId, actor: session.userId, requestId: request.id };
}
