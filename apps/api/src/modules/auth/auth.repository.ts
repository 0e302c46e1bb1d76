import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { preparedQuery } from '../../db/prepared-query.js';
import { attachments, companies, companyTermsAndConditions, users } from '../../db/schema/index.js';

const userWithCompany = {
  userId: users.id,
  companyId: companies.id,
  name: users.name,
  email: users.email,
  singpassIdentifier: users.singpassIdentifier,
  contactCountryCode: users.contactCountryCode,
  contactAreaCode: users.contactAreaCode,
  contactNumber: users.contactNumber,
  signatureAttachmentId: users.signatureAttachmentId,
  companyName: companies.name,
  companyUen: companies.uen,
  companyAddress: companies.address,
  regionType: companies.regionType,
  hasAccessToProficiencyTesting: companies.hasAccessToProficiencyTesting,
  role: users.role,
};

export type UserWithCompany = Awaited<ReturnType<typeof findUserWithCompany>> & {};

/** The user of a test login: a company's user, or an officer at the regulator's UEN. */
export async function findUserForTestLogin(
  db: Database,
  identity: { singpassIdentifier: string; companyUen: string; email: string },
) {
  const [row] = await db
    .select(userWithCompany)
    .from(users)
    .innerJoin(companies, eq(users.companyId, companies.id))
    .where(
      and(
        eq(sql`upper(${users.singpassIdentifier})`, identity.singpassIdentifier.toUpperCase()),
        eq(sql`upper(${companies.uen})`, identity.companyUen.toUpperCase()),
        eq(sql`lower(${users.email})`, identity.email.toLowerCase()),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function findUserWithCompany(db: Database, userId: string) {
  const [row] = await userWithCompanyById(db).execute({ userId });
  return row ?? null;
}

const userWithCompanyById = preparedQuery((db) =>
  db
    .select(userWithCompany)
    .from(users)
    .innerJoin(companies, eq(users.companyId, companies.id))
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('user_with_company'),
);

export async function findTermsStatuses(db: Database, companyId: string) {
  return db
    .select({ programme: companyTermsAndConditions.programme, status: companyTermsAndConditions.status })
    .from(companyTermsAndConditions)
    .where(eq(companyTermsAndConditions.companyId, companyId));
}

export async function findAttachment(db: Database, attachmentId: string) {
  const [row] = await db.select().from(attachments).where(eq(attachments.id, attachmentId)).limit(1);
  return row ?? null;
}

export async function updateUserProfile(
  db: Database,
  userId: string,
  profile: Pick<
    typeof users.$inferInsert,
    'name' | 'email' | 'contactCountryCode' | 'contactAreaCode' | 'contactNumber' | 'signatureAttachmentId'
  >,
) {
  await db.update(users).set(profile).where(eq(users.id, userId));
}
