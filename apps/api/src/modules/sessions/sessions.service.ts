import { createHash, randomBytes } from 'node:crypto';
import { type CompanyAccess, companyAccessOf } from '@fsmis/domain';
import type { Database } from '../../db/database.js';
import type { UserRole } from '../../db/schema/index.js';
import { inTransaction } from '../../db/transaction.js';
import * as repository from './sessions.repository.js';

export interface Session {
  tokenHash: string;
  userId: string;
  companyId: string;
  /** A company's user, or an officer of the regulator (who may use only the officer API). */
  role: UserRole;
  ptMode: boolean;
  moduleSelected: boolean;
  autoLogoutOnInactivityAt: Date;
  /** What the company may use (local module, proficiency testing), as of this request. */
  access: CompanyAccess;
}

export type SessionLookup =
  | { kind: 'live'; session: Session }
  | { kind: 'ended'; reason: repository.EndedReason }
  | { kind: 'none' };

/** The deadline is written at most this often, so busy pages do not write on every call. */
const DEADLINE_WRITE_STEP_MS = 30_000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Opens a session for a user and ends every other live session of theirs (one live session per user). */
export async function openSession(
  db: Database,
  user: {
    userId: string;
    companyId: string;
    role: UserRole;
    ptMode: boolean;
    moduleSelected: boolean;
    access: CompanyAccess;
  },
  idleMinutes: number,
  now = new Date(),
): Promise<{ token: string; session: Session }> {
  const token = randomBytes(32).toString('base64url');
  const session: Session = {
    tokenHash: hashToken(token),
    ...user,
    autoLogoutOnInactivityAt: new Date(now.getTime() + idleMinutes * 60_000),
  };
  const { role: _role, access: _access, ...row } = session;
  await inTransaction(db, async (transaction) => {
    await repository.endLiveSessionsOfUser(transaction, user.userId, 'NewSession', now);
    await repository.insertSession(transaction, row);
  });
  return { token, session };
}

/** Finds the session of a cookie token; a live one past its deadline is ended for inactivity. */
export async function lookUpSession(db: Database, token: string, now = new Date()): Promise<SessionLookup> {
  const row = await repository.findSession(db, hashToken(token));
  if (!row) return { kind: 'none' };
  if (row.endedAt) return { kind: 'ended', reason: row.endedReason ?? 'Logout' };
  if (row.autoLogoutOnInactivityAt.getTime() <= now.getTime()) {
    await repository.endSession(db, row.tokenHash, 'Inactivity', now);
    return { kind: 'ended', reason: 'Inactivity' };
  }
  const { tokenHash, userId, companyId, role, ptMode, moduleSelected, autoLogoutOnInactivityAt } = row;
  return {
    kind: 'live',
    session: {
      tokenHash,
      userId,
      companyId,
      role,
      ptMode,
      moduleSelected,
      autoLogoutOnInactivityAt,
      access: companyAccessOf(row),
    },
  };
}

/** Moves the inactivity deadline forward after an authenticated call; returns the deadline in force. */
export async function extendSession(
  db: Database,
  session: Session,
  idleMinutes: number,
  now = new Date(),
): Promise<Date> {
  const next = new Date(now.getTime() + idleMinutes * 60_000);
  if (next.getTime() - session.autoLogoutOnInactivityAt.getTime() < DEADLINE_WRITE_STEP_MS) {
    return session.autoLogoutOnInactivityAt;
  }
  await repository.updateSession(db, session.tokenHash, { autoLogoutOnInactivityAt: next });
  session.autoLogoutOnInactivityAt = next;
  return next;
}

export async function closeSession(db: Database, session: Session, now = new Date()) {
  await repository.endSession(db, session.tokenHash, 'Logout', now);
}

export async function chooseModule(db: Database, session: Session, ptMode: boolean) {
  await repository.updateSession(db, session.tokenHash, { ptMode, moduleSelected: true });
  session.ptMode = ptMode;
  session.moduleSelected = true;
}
