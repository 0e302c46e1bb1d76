import { PtRegionType } from '@fsmis/domain';
import { and, asc, count, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { companies, overseasSignInTokens, users } from '../../db/schema/index.js';
import type { LinksIssued } from './overseas-link-limits.js';

const account = {
  userId: users.id,
  name: users.name,
  email: users.email,
  companyId: companies.id,
  regionType: companies.regionType,
  hasAccessToProficiencyTesting: companies.hasAccessToProficiencyTesting,
  role: users.role,
};

/** The user of an overseas laboratory with this e-mail address, in any letter case. */
export async function findOverseasUserByEmail(db: Database, email: string) {
  const [row] = await db
    .select(account)
    .from(users)
    .innerJoin(companies, eq(users.companyId, companies.id))
    .where(
      and(
        eq(sql`lower(${users.email})`, email.toLowerCase()),
        eq(companies.regionType, PtRegionType.overseas),
        eq(users.role, 'company'),
      ),
    )
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(1);
  return row ?? null;
}

export async function findAccountOfUser(db: Database, userId: string) {
  const [row] = await db
    .select(account)
    .from(users)
    .innerJoin(companies, eq(users.companyId, companies.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/**
 * Holds the user's row until the transaction ends, so that simultaneous requests for links are
 * counted one after the other and cannot together pass the caps.
 */
export async function lockUser(db: Database, userId: string) {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** The links the user received in the last hour: in all, asked for by this client, and of late. */
export async function linksIssuedInLastHour(
  db: Database,
  userId: string,
  clientAddress: string,
  recentMinutes: number,
): Promise<LinksIssued> {
  const { requestedFrom, createdAt } = overseasSignInTokens;
  const [row] = await db
    .select({
      fromClient: sql<number>`count(*) filter (where ${requestedFrom} = ${clientAddress})`.mapWith(Number),
      fromAnywhere: count(),
      withinSlowedInterval:
        sql<number>`count(*) filter (where ${createdAt} > now() - make_interval(mins => ${recentMinutes}))`.mapWith(
          Number,
        ),
    })
    .from(overseasSignInTokens)
    .where(and(eq(overseasSignInTokens.userId, userId), gt(createdAt, sql`now() - interval '1 hour'`)));
  return row ?? { fromClient: 0, fromAnywhere: 0, withinSlowedInterval: 0 };
}

export async function insertToken(
  db: Database,
  token: { tokenHash: string; userId: string; requestedFrom: string },
  minutes: number,
) {
  await db
    .insert(overseasSignInTokens)
    .values({ ...token, expiresAt: sql`now() + make_interval(mins => ${minutes})` });
}

/** Spends a token once, atomically; answers its user, or null when unknown, used or expired. */
export async function spendToken(db: Database, tokenHash: string): Promise<string | null> {
  const [row] = await db
    .update(overseasSignInTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(overseasSignInTokens.tokenHash, tokenHash),
        isNull(overseasSignInTokens.usedAt),
        gt(overseasSignInTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: overseasSignInTokens.userId });
  return row?.userId ?? null;
}

/** Tokens are kept a day past expiry (they count towards the hourly limit), then removed. */
export async function deleteStaleTokens(db: Database) {
  await db
    .delete(overseasSignInTokens)
    .where(lt(overseasSignInTokens.expiresAt, sql`now() - interval '1 day'`));
}
