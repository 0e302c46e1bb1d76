import { PtRegionType } from '@fsmis/domain';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { companies, identitySignInAttempts, relyingPartyKeys, users } from '../../db/schema/index.js';

export type KeyUse = (typeof relyingPartyKeys.$inferSelect)['use'];
export type NewKey = Pick<typeof relyingPartyKeys.$inferInsert, 'kid' | 'use' | 'alg' | 'privateJwk'>;

export async function findActiveKeys(db: Database) {
  return db
    .select({
      kid: relyingPartyKeys.kid,
      use: relyingPartyKeys.use,
      alg: relyingPartyKeys.alg,
      privateJwk: relyingPartyKeys.privateJwk,
    })
    .from(relyingPartyKeys)
    .where(isNull(relyingPartyKeys.retiredAt));
}

/** Does nothing when another instance has just made the active key of this use. */
export async function insertKeyUnlessActive(db: Database, key: NewKey) {
  await db.insert(relyingPartyKeys).values(key).onConflictDoNothing();
}

export async function insertSignInAttempt(
  db: Database,
  attempt: { state: string; nonce: string; codeVerifier: string; browserBindingHash: string },
  lifetimeMinutes: number,
) {
  await db.insert(identitySignInAttempts).values({
    ...attempt,
    expiresAt: sql`now() + make_interval(mins => ${lifetimeMinutes})`,
  });
}

/**
 * Spends an attempt once: only the browser that started it, only before it expires, only the first
 * time. Answers its secrets, or null when any of that fails.
 */
export async function spendSignInAttempt(db: Database, state: string, browserBindingHash: string) {
  const [row] = await db
    .update(identitySignInAttempts)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(identitySignInAttempts.state, state),
        eq(identitySignInAttempts.browserBindingHash, browserBindingHash),
        isNull(identitySignInAttempts.usedAt),
        gt(identitySignInAttempts.expiresAt, sql`now()`),
      ),
    )
    .returning({
      state: identitySignInAttempts.state,
      nonce: identitySignInAttempts.nonce,
      codeVerifier: identitySignInAttempts.codeVerifier,
    });
  return row ?? null;
}

/** Why an attempt cannot be spent, for the message. */
export async function findSignInAttemptStatus(db: Database, state: string) {
  const [row] = await db
    .select({
      browserBindingHash: identitySignInAttempts.browserBindingHash,
      used: sql<boolean>`${identitySignInAttempts.usedAt} is not null`,
      expired: sql<boolean>`${identitySignInAttempts.expiresAt} <= now()`,
    })
    .from(identitySignInAttempts)
    .where(eq(identitySignInAttempts.state, state))
    .limit(1);
  return row ?? null;
}

/** Attempts are kept a day past their expiry (to explain a late callback), then removed. */
export async function deleteStaleSignInAttempts(db: Database) {
  await db
    .delete(identitySignInAttempts)
    .where(lt(identitySignInAttempts.expiresAt, sql`now() - interval '1 day'`));
}

const account = {
  userId: users.id,
  companyId: companies.id,
  regionType: companies.regionType,
  hasAccessToProficiencyTesting: companies.hasAccessToProficiencyTesting,
  role: users.role,
};

export type Account = Awaited<ReturnType<typeof findAccount>> & {};

/**
 * The user with this identity-service identifier at the company with this UEN: a company's user, or an
 * officer at the regulator's UEN.
 */
export async function findAccount(db: Database, identity: { uen: string; userIdentifier: string }) {
  const [row] = await db
    .select(account)
    .from(users)
    .innerJoin(companies, eq(users.companyId, companies.id))
    .where(
      and(
        eq(sql`upper(${companies.uen})`, identity.uen.toUpperCase()),
        eq(sql`upper(${users.singpassIdentifier})`, identity.userIdentifier.toUpperCase()),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function findCompanyByUen(
  db: Database,
  uen: string,
): Promise<{ id: string; isRegulator: boolean } | null> {
  const [row] = await db
    .select({ id: companies.id, isRegulator: companies.isRegulator })
    .from(companies)
    .where(eq(sql`upper(${companies.uen})`, uen.toUpperCase()))
    .limit(1);
  return row ?? null;
}

/** Creates a local laboratory; does nothing when one with this UEN was created meanwhile. */
export async function insertLocalCompany(db: Database, company: { uen: string; name: string }) {
  await db
    .insert(companies)
    .values({ ...company, regionType: PtRegionType.local })
    .onConflictDoNothing();
}

/** Creates a company user; answers false when the company already has this identifier. */
export async function insertCompanyUser(
  db: Database,
  user: { companyId: string; singpassIdentifier: string; name: string; email: string | null },
): Promise<boolean> {
  const created = await db
    .insert(users)
    .values({ ...user, role: 'company' })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return created.length > 0;
}
