import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import { badRequest } from '../../lib/http-error.js';
import { signIn } from '../auth/auth.service.js';
import type { Mailer } from '../mail/mailer.js';
import { hashToken } from '../sessions/sessions.service.js';
import * as repository from './overseas.repository.js';
import { signInLinkMail } from './overseas-mail.js';

/** A sign-in link works once, within this many minutes. */
export const OVERSEAS_LINK_MINUTES = 15;
/** At most this many links per address and hour; further requests get the same answer and no e-mail. */
export const OVERSEAS_LINKS_PER_HOUR = 5;
/** Every request for a link takes at least this long, so known and unknown addresses look alike. */
export const OVERSEAS_LOGIN_MIN_MS = 300;
/** The portal's page the e-mailed link opens; its script spends the token (mail scanners only fetch). */
export const OVERSEAS_AUTHENTICATE_PATH = '/overseas/authenticate';

export const linkSentMessage = (email: string) =>
  `If ${email} belongs to a registered overseas laboratory, we have sent a sign-in link to it. The link works once, within ${OVERSEAS_LINK_MINUTES} minutes.`;

export const LINK_NOT_VALID_MESSAGE =
  'This sign-in link has expired or has already been used. Ask for a new link.';

/**
 * E-mails a sign-in link when the address belongs to an overseas laboratory. The caller's answer is
 * the same either way (no account enumeration), and so is its timing: the e-mail leaves in the
 * background and the request lasts at least OVERSEAS_LOGIN_MIN_MS.
 */
export async function requestSignInLink(
  db: Database,
  config: Config,
  mailer: Mailer,
  email: string,
  log: FastifyBaseLogger,
): Promise<void> {
  const started = Date.now();
  try {
    await issueSignInLink(db, config, mailer, email, log);
  } finally {
    await sleep(Math.max(0, started + OVERSEAS_LOGIN_MIN_MS - Date.now()));
  }
}

async function issueSignInLink(
  db: Database,
  config: Config,
  mailer: Mailer,
  email: string,
  log: FastifyBaseLogger,
) {
  const user = await repository.findOverseasUserByEmail(db, email);
  if (!user?.email) return;
  const recent = await repository.countTokensIssuedSince(db, user.userId, 60);
  if (recent >= OVERSEAS_LINKS_PER_HOUR) {
    log.warn({ userId: user.userId }, 'overseas sign-in links: hourly limit of the address reached');
    return;
  }
  await repository.deleteStaleTokens(db);
  const token = randomBytes(32).toString('base64url');
  await repository.insertToken(
    db,
    { tokenHash: hashToken(token), userId: user.userId },
    OVERSEAS_LINK_MINUTES,
  );
  const link = new URL(`${config.publicUrl}${OVERSEAS_AUTHENTICATE_PATH}`);
  link.searchParams.set('token', token);
  mailer.sendInBackground(
    signInLinkMail({
      to: user.email,
      name: user.name,
      link: link.href,
      loginUrl: `${config.publicUrl}/login`,
      minutes: OVERSEAS_LINK_MINUTES,
    }),
  );
}

/** Spends an e-mailed token once and opens the user's session (in PT mode, as for every overseas lab). */
export async function signInWithLink(db: Database, config: Config, token: string) {
  const userId = await repository.spendToken(db, hashToken(token));
  const account = userId ? await repository.findAccountOfUser(db, userId) : null;
  if (!account) throw badRequest(LINK_NOT_VALID_MESSAGE);
  return signIn(db, config, account);
}
