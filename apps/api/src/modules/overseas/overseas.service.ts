import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import { badRequest } from '../../lib/http-error.js';
import { signIn } from '../auth/auth.service.js';
import type { Outbox } from '../mail/outbox.service.js';
import { hashToken } from '../sessions/sessions.service.js';
import * as repository from './overseas.repository.js';
import { linkVerdict, OVERSEAS_SLOWED_LINK_MINUTES } from './overseas-link-limits.js';
import { signInLinkMail } from './overseas-mail.js';

/** A sign-in link works once, within this many minutes. */
export const OVERSEAS_LINK_MINUTES = 15;
/** Every request for a link takes at least this long, so known and unknown addresses look alike. */
export const OVERSEAS_LOGIN_MIN_MS = 300;
/** The portal's page the e-mailed link opens; its script spends the token (mail scanners only fetch). */
export const OVERSEAS_AUTHENTICATE_PATH = '/overseas/authenticate';

export const linkSentMessage = (email: string) =>
  `If ${email} belongs to a registered overseas laboratory, we have sent a sign-in link to it. The link works once, within ${OVERSEAS_LINK_MINUTES} minutes.`;

export const LINK_NOT_VALID_MESSAGE =
  'This sign-in link has expired or has already been used. Ask for a new link.';

/** Who asks for a link: the address it is for, and the client (its IP address) asking. */
export interface LinkRequest {
  email: string;
  clientAddress: string;
}

/**
 * E-mails a sign-in link when the address belongs to an overseas laboratory, within the caps of
 * overseas-link-limits.ts. The caller's answer is the same either way (no account enumeration), and so
 * is its timing: the e-mail leaves in the background and the request lasts at least OVERSEAS_LOGIN_MIN_MS.
 */
export async function requestSignInLink(
  db: Database,
  config: Config,
  outbox: Outbox,
  linkRequest: LinkRequest,
  log: FastifyBaseLogger,
): Promise<void> {
  const started = Date.now();
  try {
    await issueSignInLink(db, config, outbox, linkRequest, log);
  } finally {
    await sleep(Math.max(0, started + OVERSEAS_LOGIN_MIN_MS - Date.now()));
  }
}

async function issueSignInLink(
  db: Database,
  config: Config,
  outbox: Outbox,
  { email, clientAddress }: LinkRequest,
  log: FastifyBaseLogger,
) {
  const user = await repository.findOverseasUserByEmail(db, email);
  const address = user?.email;
  if (!user || !address) return;
  const token = randomBytes(32).toString('base64url');
  const issued = await inTransaction(db, async (tx) => {
    await repository.lockUser(tx, user.userId);
    const verdict = linkVerdict(
      await repository.linksIssuedInLastHour(tx, user.userId, clientAddress, OVERSEAS_SLOWED_LINK_MINUTES),
    );
    if (verdict !== 'send') {
      log.warn({ userId: user.userId, clientAddress, verdict }, 'overseas sign-in link not sent: hourly cap');
      return false;
    }
    await repository.insertToken(
      tx,
      { tokenHash: hashToken(token), userId: user.userId, requestedFrom: clientAddress },
      OVERSEAS_LINK_MINUTES,
    );
    const link = new URL(`${config.publicUrl}${OVERSEAS_AUTHENTICATE_PATH}`);
    link.searchParams.set('token', token);
    const mail = signInLinkMail({
      to: address,
      name: user.name,
      link: link.href,
      loginUrl: `${config.publicUrl}/login`,
      minutes: OVERSEAS_LINK_MINUTES,
    });
    await outbox.queue(tx, { ...mail, about: { kind: 'sign-in', id: null, label: null }, sensitive: true });
    return true;
  });
  if (issued) await repository.deleteStaleTokens(db);
}

/** Spends an e-mailed token once and opens the user's session (in PT mode, as for every overseas lab). */
export async function signInWithLink(db: Database, config: Config, token: string) {
  const userId = await repository.spendToken(db, hashToken(token));
  const account = userId ? await repository.findAccountOfUser(db, userId) : null;
  if (!account) throw badRequest(LINK_NOT_VALID_MESSAGE);
  return signIn(db, config, account);
}
