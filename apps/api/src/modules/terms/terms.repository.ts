import type { CorrespondenceStatus, Programme } from '@fsmis/domain';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { preparedQuery } from '../../db/prepared-query.js';
import { companies, companyTermsAndConditions, termsDocuments, users } from '../../db/schema/index.js';

export type TermsItemRow = typeof companyTermsAndConditions.$inferSelect;
export type TermsDocumentRow = typeof termsDocuments.$inferSelect;

/** An item with the version and title of the document it was sent with. */
const itemWithDocument = {
  item: companyTermsAndConditions,
  version: termsDocuments.version,
  documentTitle: termsDocuments.title,
};

/** Every terms item of the company, newest first. */
export async function findCompanyTerms(db: Database, companyId: string) {
  return companyTerms(db).execute({ companyId });
}

const companyTerms = preparedQuery((db) =>
  db
    .select(itemWithDocument)
    .from(companyTermsAndConditions)
    .leftJoin(termsDocuments, eq(companyTermsAndConditions.documentId, termsDocuments.id))
    .where(eq(companyTermsAndConditions.companyId, sql.placeholder('companyId')))
    .orderBy(desc(companyTermsAndConditions.createdAt), desc(companyTermsAndConditions.id))
    .prepare('company_terms'),
);

/** One item with its document's version, locked for the transaction that changes it. */
export async function findItemForUpdate(db: Database, id: string) {
  const [row] = await db
    .select()
    .from(companyTermsAndConditions)
    .where(eq(companyTermsAndConditions.id, id))
    .limit(1)
    .for('update');
  return row ?? null;
}

/** The company's items of one programme, newest first, locked for the transaction that changes them. */
export async function findProgrammeItemsForUpdate(db: Database, companyId: string, programme: Programme) {
  return db
    .select()
    .from(companyTermsAndConditions)
    .where(
      and(
        eq(companyTermsAndConditions.companyId, companyId),
        eq(companyTermsAndConditions.programme, programme),
      ),
    )
    .orderBy(desc(companyTermsAndConditions.createdAt), desc(companyTermsAndConditions.id))
    .for('update');
}

/** Every company's items of a programme in these statuses, locked (publishing a new version). */
export async function findItemsInStatusForUpdate(
  db: Database,
  programme: Programme,
  statuses: CorrespondenceStatus[],
) {
  return db
    .select()
    .from(companyTermsAndConditions)
    .where(
      and(
        eq(companyTermsAndConditions.programme, programme),
        inArray(companyTermsAndConditions.status, statuses),
      ),
    )
    .orderBy(asc(companyTermsAndConditions.createdAt), asc(companyTermsAndConditions.id))
    .for('update');
}

export async function insertItem(
  db: Database,
  item: typeof companyTermsAndConditions.$inferInsert,
): Promise<TermsItemRow> {
  const [row] = await db.insert(companyTermsAndConditions).values(item).returning();
  if (!row) throw new Error('The terms item was not saved.');
  return row;
}

export async function updateItem(
  db: Database,
  id: string,
  changes: Partial<typeof companyTermsAndConditions.$inferInsert>,
): Promise<TermsItemRow> {
  const [row] = await db
    .update(companyTermsAndConditions)
    .set(changes)
    .where(eq(companyTermsAndConditions.id, id))
    .returning();
  if (!row) throw new Error(`The terms item ${id} was not updated.`);
  return row;
}

/** Open requests of every company, oldest first, with the company. */
export async function findItemsWithCompanyInStatus(db: Database, status: CorrespondenceStatus) {
  return db
    .select({
      ...itemWithDocument,
      company: { id: companies.id, uen: companies.uen, name: companies.name },
    })
    .from(companyTermsAndConditions)
    .innerJoin(companies, eq(companyTermsAndConditions.companyId, companies.id))
    .leftJoin(termsDocuments, eq(companyTermsAndConditions.documentId, termsDocuments.id))
    .where(eq(companyTermsAndConditions.status, status))
    .orderBy(asc(companyTermsAndConditions.requestedAt), asc(companyTermsAndConditions.createdAt));
}

export async function findCompanyByUen(db: Database, uen: string) {
  const [row] = await db
    .select({
      id: companies.id,
      uen: companies.uen,
      name: companies.name,
      regionType: companies.regionType,
      isRegulator: companies.isRegulator,
    })
    .from(companies)
    .where(eq(sql`upper(${companies.uen})`, uen.toUpperCase()))
    .limit(1);
  return row ?? null;
}

export async function findCompanyById(db: Database, id: string) {
  const [row] = await db
    .select({ id: companies.id, uen: companies.uen, name: companies.name })
    .from(companies)
    .where(eq(companies.id, id))
    .limit(1);
  return row ?? null;
}

/** The current (highest) version of a programme's terms. */
export async function findCurrentDocument(
  db: Database,
  programme: Programme,
): Promise<TermsDocumentRow | null> {
  const [row] = await db
    .select()
    .from(termsDocuments)
    .where(eq(termsDocuments.programme, programme))
    .orderBy(desc(termsDocuments.version))
    .limit(1);
  return row ?? null;
}

export async function findDocument(db: Database, id: string): Promise<TermsDocumentRow | null> {
  const [row] = await db.select().from(termsDocuments).where(eq(termsDocuments.id, id)).limit(1);
  return row ?? null;
}

export async function insertDocument(
  db: Database,
  document: typeof termsDocuments.$inferInsert,
): Promise<TermsDocumentRow> {
  const [row] = await db.insert(termsDocuments).values(document).returning();
  if (!row) throw new Error('The terms document was not saved.');
  return row;
}

/** Published versions with their publisher, by programme and newest version first. */
export async function findDocuments(db: Database, programme: Programme | undefined) {
  return db
    .select({ document: termsDocuments, publisherName: users.name })
    .from(termsDocuments)
    .innerJoin(users, eq(termsDocuments.publishedByUserId, users.id))
    .where(programme === undefined ? undefined : eq(termsDocuments.programme, programme))
    .orderBy(asc(termsDocuments.programme), desc(termsDocuments.version));
}

export async function findPublisherName(db: Database, userId: string): Promise<string> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.name ?? '';
}
