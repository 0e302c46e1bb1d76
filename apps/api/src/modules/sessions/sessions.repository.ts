import { and, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { perDatabase } from '../../db/per-database.js';
import { preparedQuery } from '../../db/prepared-query.js';
import { companies, sessions, users } from '../../db/schema/index.js';
import { sharedWhilePending } from '../../lib/shared-while-pending.js';

export type SessionRow = typeof sessions.$inferSelect;
export type EndedReason = NonNullable<SessionRow['endedReason']>;

export async function insertSession(db: Database, session: typeof sessions.$inferInsert) {
  await db.insert(sessions).values(session);
}

const sessionByTokenHash = preparedQuery((db) =>
  db
    .select({
      ...getTableColumns(sessions),
      role: users.role,
      regionType: companies.regionType,
      hasAccessToProficiencyTesting: companies.hasAccessToProficiencyTesting,
    })
    .from(sessions)
    .innerJoin(users, eq(sessions.userId, users.id))
    .innerJoin(companies, eq(sessions.companyId, companies.id))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('session_by_token_hash'),
);

/**
 * The session with its user's role and its company's access, read on every request so that a changed
 * role or access takes effect at once. The requests a page sends together (the Dashboard sends six at
 * once) share one read while it is under way (`sharedWhilePending`): each is answered as if it had
 * arrived when the read began, a few milliseconds earlier, and nothing is kept once it is done.
 */
export function findSession(db: Database, tokenHash: string): Promise<SessionLookupRow | null> {
  return sessionReader(db)(tokenHash);
}

export type SessionLookupRow = NonNullable<Awaited<ReturnType<typeof readSession>>>;

async function readSession(db: Database, tokenHash: string) {
  const [row] = await sessionByTokenHash(db).execute({ tokenHash });
  return row ?? null;
}

const sessionReader = perDatabase((db) =>
  sharedWhilePending((tokenHash: string) => readSession(db, tokenHash)),
);

export async function endLiveSessionsOfUser(db: Database, userId: string, reason: EndedReason, now: Date) {
  await db
    .update(sessions)
    .set({ endedAt: now, endedReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt)));
}

export async function endSession(db: Database, tokenHash: string, reason: EndedReason, now: Date) {
  await db
    .update(sessions)
    .set({ endedAt: now, endedReason: reason })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.endedAt)));
}

export async function updateSession(
  db: Database,
  tokenHash: string,
  changes: Partial<Pick<SessionRow, 'autoLogoutOnInactivityAt' | 'ptMode' | 'moduleSelected'>>,
) {
  await db.update(sessions).set(changes).where(eq(sessions.tokenHash, tokenHash));
}
