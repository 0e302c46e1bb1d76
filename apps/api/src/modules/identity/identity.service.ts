import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import { badRequest, conflict, forbidden, HttpError } from '../../lib/http-error.js';
import { signIn } from '../auth/auth.service.js';
import { hashToken } from '../sessions/sessions.service.js';
import * as repository from './identity.repository.js';
import type { TestRegistration } from './identity.schemas.js';
import { type IdentityProviderClient, IdentityProviderError } from './oidc-client.js';

/** How long a sign-in may take from the authorization URL to the callback. */
export const SIGN_IN_ATTEMPT_MINUTES = 10;

export const SIGN_IN_MESSAGES = {
  cancelled: 'The sign-in was cancelled. Try again.',
  refused: 'Singpass could not sign you in. Try again from the Login page.',
  incomplete: 'This sign-in link is incomplete. Start again from the Login page.',
  unknown: 'This sign-in link is not valid. Start again from the Login page.',
  expired: 'This sign-in link has expired. Start again from the Login page.',
  used: 'This sign-in link has already been used. Start again from the Login page.',
  otherBrowser:
    'This sign-in was started in another browser or has been replaced by a newer one. Start again from the Login page in this browser.',
  notConfirmed: 'We could not confirm your sign-in with Singpass. Start again from the Login page.',
  noCompany:
    'Your Singpass sign-in did not name a company with a UEN. Sign in with your Singpass for business account for your company.',
  unavailable: 'Singpass is not answering at the moment. Try again in a few minutes.',
} as const;

/** Starts a sign-in: the authorization URL, with its secrets kept for the callback of this browser. */
export async function startSignIn(
  db: Database,
  idp: IdentityProviderClient,
  browserBinding: string,
  log: FastifyBaseLogger,
): Promise<string> {
  const attempt = idp.newAttempt();
  const url = await withIdentityProvider(() => idp.authorizationUrl(attempt), log);
  await repository.deleteStaleSignInAttempts(db);
  await repository.insertSignInAttempt(
    db,
    { ...attempt, browserBindingHash: hashToken(browserBinding) },
    SIGN_IN_ATTEMPT_MINUTES,
  );
  return url;
}

export interface CallbackParameters {
  code?: string | undefined;
  state?: string | undefined;
  error?: string | undefined;
  error_description?: string | undefined;
  [parameter: string]: string | undefined;
}

/**
 * Completes a sign-in from the identity service's callback: the attempt is spent once, by the
 * browser that started it, then the code is redeemed and the user signed in (created on the first
 * sign-in, with the company of the UEN).
 */
export async function completeSignIn(
  db: Database,
  config: Config,
  idp: IdentityProviderClient,
  parameters: CallbackParameters,
  browserBinding: string | undefined,
  log: FastifyBaseLogger,
) {
  const { state, code, error } = parameters;
  const bindingHash = hashToken(browserBinding ?? '');
  if (error !== undefined) {
    if (state) await repository.spendSignInAttempt(db, state, bindingHash);
    log.info({ error }, 'the identity service refused a sign-in');
    throw badRequest(error === 'access_denied' ? SIGN_IN_MESSAGES.cancelled : SIGN_IN_MESSAGES.refused);
  }
  if (!state || !code) throw badRequest(SIGN_IN_MESSAGES.incomplete);

  const attempt = await repository.spendSignInAttempt(db, state, bindingHash);
  if (!attempt) throw badRequest(await whyNotSpendable(db, state, bindingHash));

  const claims = await withIdentityProvider(
    () => idp.redeemCallback(new URLSearchParams(definedEntries(parameters)), attempt),
    log,
  );
  const identity = corppassIdentity(claims);
  if (!identity) {
    log.warn('the ID token names no company UEN');
    throw badRequest(SIGN_IN_MESSAGES.noCompany);
  }
  const account = await findOrCreateAccount(db, identity);
  return signIn(db, config, account);
}

async function whyNotSpendable(db: Database, state: string, bindingHash: string): Promise<string> {
  const status = await repository.findSignInAttemptStatus(db, state);
  if (!status) return SIGN_IN_MESSAGES.unknown;
  if (status.browserBindingHash !== bindingHash) return SIGN_IN_MESSAGES.otherBrowser;
  if (status.used) return SIGN_IN_MESSAGES.used;
  return SIGN_IN_MESSAGES.expired;
}

async function withIdentityProvider<T>(call: () => Promise<T>, log: FastifyBaseLogger): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof IdentityProviderError)) throw error;
    log.warn({ err: error }, 'the identity service call failed');
    if (error.reason === 'unavailable') throw new HttpError(503, SIGN_IN_MESSAGES.unavailable);
    throw badRequest(SIGN_IN_MESSAGES.notConfirmed);
  }
}

export interface CorppassIdentity {
  uen: string;
  /** The NRIC/FIN of the person, or their Corppass UUID when the token names none. */
  userIdentifier: string;
  name: string;
}

const corppassClaimsSchema = z.object({
  sub: z.string(),
  userInfo: z.object({ CPUID_FullName: z.string().optional() }).optional(),
  entityInfo: z.object({ CPEntID: z.string().optional(), CPEnt_TYPE: z.string().optional() }).optional(),
});

/** Reads the person and company of a Corppass ID token (`sub` is `s=<NRIC>,u=<UUID>,c=<country>`). */
export function corppassIdentity(claims: Record<string, unknown>): CorppassIdentity | null {
  const parsed = corppassClaimsSchema.safeParse(claims);
  if (!parsed.success) return null;
  const { sub, userInfo, entityInfo } = parsed.data;
  const subject = new Map(
    sub.split(',').map((part) => {
      const index = part.indexOf('=');
      return [part.slice(0, index).trim(), part.slice(index + 1).trim()] as const;
    }),
  );
  const userIdentifier = (subject.get('s') || subject.get('u') || '').toUpperCase();
  const uen = entityInfo?.CPEntID?.trim().toUpperCase() ?? '';
  if (!userIdentifier || !uen || (entityInfo?.CPEnt_TYPE ?? 'UEN') !== 'UEN') return null;
  return { uen, userIdentifier, name: userInfo?.CPUID_FullName?.trim() || userIdentifier };
}

/**
 * The account of an identity; a first sign-in creates it (with the company, when its UEN is new).
 * The new user has no e-mail, contact number or signature: the profile is incomplete.
 */
async function findOrCreateAccount(db: Database, identity: CorppassIdentity): Promise<repository.Account> {
  const existing = await repository.findAccount(db, identity);
  if (existing) return existing;
  // Corppass names no company for a UEN entity; the UEN stands in until the company details are known.
  const companyId = await ensureCompany(db, { uen: identity.uen, name: identity.uen });
  await repository.insertCompanyUser(db, {
    companyId,
    singpassIdentifier: identity.userIdentifier,
    name: identity.name,
    email: null,
  });
  const created = await repository.findAccount(db, identity);
  if (!created) throw new Error(`The account of ${identity.userIdentifier} could not be created.`);
  return created;
}

export const REGULATOR_SIGN_IN_MESSAGE =
  "Only the regulator's registered officers can sign in with the regulator's UEN. Ask an administrator to add your account.";

/** The company of a UEN, created when new; nobody joins the regulator by signing in. */
async function ensureCompany(db: Database, company: { uen: string; name: string }): Promise<string> {
  const existing = await repository.findCompanyByUen(db, company.uen);
  if (existing?.isRegulator) throw forbidden(REGULATOR_SIGN_IN_MESSAGE);
  if (existing) return existing.id;
  await repository.insertLocalCompany(db, company);
  const created = await repository.findCompanyByUen(db, company.uen);
  if (!created) throw new Error(`The company ${company.uen} could not be created.`);
  return created.id;
}

export const alreadyRegisteredMessage = (uen: string) =>
  `A test account with this Singpass ID already exists for company UEN ${uen}. Sign in with the test login instead.`;

/** Creates a local laboratory user (and its company, when the UEN is new) and signs them in. */
export async function testRegister(db: Database, config: Config, registration: TestRegistration) {
  const identity = { uen: registration.companyUen, userIdentifier: registration.singpassIdentifier };
  if (await repository.findAccount(db, identity)) throw conflict(alreadyRegisteredMessage(identity.uen));
  const companyId = await ensureCompany(db, { uen: identity.uen, name: registration.companyName });
  const created = await repository.insertCompanyUser(db, {
    companyId,
    singpassIdentifier: identity.userIdentifier,
    name: registration.name,
    email: registration.email,
  });
  const account = created ? await repository.findAccount(db, identity) : null;
  if (!account) throw conflict(alreadyRegisteredMessage(identity.uen));
  return signIn(db, config, account);
}

function definedEntries(parameters: CallbackParameters): Array<[string, string]> {
  return Object.entries(parameters).filter((entry): entry is [string, string] => entry[1] !== undefined);
}
