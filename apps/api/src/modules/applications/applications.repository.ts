import {
  APPLICATION_STATUS_WORKFLOW_ORDER,
  type ApplicationCategory,
  type ApplicationSortField,
  ApplicationStatus,
  type Programme,
} from '@fsmis/domain';
import { and, asc, desc, eq, gte, ilike, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.js';
import { preparedQuery } from '../../db/prepared-query.js';
import { applicationEvents, applications, companies, users } from '../../db/schema/index.js';
import { containsPattern } from '../../lib/list-query.js';

export type ApplicationRow = typeof applications.$inferSelect;

/** What a list shows of an application: its answers, baseline and signatures stay in the database. */
const summaryColumns = {
  id: applications.id,
  referenceNumber: applications.referenceNumber,
  programme: applications.programme,
  category: applications.category,
  form: applications.form,
  status: applications.status,
  createdAt: applications.createdAt,
  submittedAt: applications.submittedAt,
  updatedAt: applications.updatedAt,
};
export type ApplicationSummaryRow = Pick<ApplicationRow, keyof typeof summaryColumns>;

export interface ApplicationFilter {
  companyId: string;
  programmes?: readonly Programme[];
  categories?: readonly ApplicationCategory[];
  statuses?: readonly ApplicationStatus[];
  /** On the creation instant: at or after `createdFrom`, before `createdBefore`. */
  createdFrom?: Date;
  createdBefore?: Date;
  referenceNumberContains?: string;
}

export interface ApplicationSort {
  field: ApplicationSortField;
  direction: 'asc' | 'desc';
}

// Statuses sort by their place in the workflow (1101 and 1102 sit between 11 and 12), never by code.
const workflowPosition = sql`array_position(${sql.raw(
  `array[${APPLICATION_STATUS_WORKFLOW_ORDER.join(',')}]::smallint[]`,
)}, ${applications.status})`;

const SORT_COLUMNS: Record<ApplicationSortField, SQL> = {
  referenceNumber: sql`${applications.referenceNumber}`,
  programme: sql`${applications.programme}`,
  category: sql`${applications.category}`,
  status: workflowPosition,
  createdAt: sql`${applications.createdAt}`,
  submittedAt: sql`${applications.submittedAt}`,
  updatedAt: sql`${applications.updatedAt}`,
};

function whereOf(filter: ApplicationFilter): SQL | undefined {
  const { programmes, categories, statuses, createdFrom, createdBefore, referenceNumberContains } = filter;
  return and(
    eq(applications.companyId, filter.companyId),
    programmes?.length ? inArray(applications.programme, [...programmes]) : undefined,
    categories?.length ? inArray(applications.category, [...categories]) : undefined,
    statuses?.length ? inArray(applications.status, [...statuses]) : undefined,
    createdFrom ? gte(applications.createdAt, createdFrom) : undefined,
    createdBefore ? lt(applications.createdAt, createdBefore) : undefined,
    referenceNumberContains
      ? ilike(applications.referenceNumber, containsPattern(referenceNumberContains))
      : undefined,
  );
}

/** Sort keys that are never null: `nulls last` changes nothing for them, and would keep indexes out. */
const NEVER_NULL_SORT_FIELDS: ReadonlySet<ApplicationSortField> = new Set([
  'referenceNumber',
  'programme',
  'category',
  'createdAt',
  'updatedAt',
]);

function orderOf({ field, direction }: ApplicationSort): SQL[] {
  const by = direction === 'asc' ? asc : desc;
  // Drafts have no submission date: they come last either way. Ties keep a stable order. The default,
  // newest first, reads the index on (company, created) backwards and stops at the end of the page.
  const primary = NEVER_NULL_SORT_FIELDS.has(field)
    ? by(SORT_COLUMNS[field])
    : sql`${SORT_COLUMNS[field]} ${sql.raw(direction)} nulls last`;
  return [primary, by(applications.createdAt), by(applications.referenceNumber)];
}

export async function findApplications(
  db: Database,
  filter: ApplicationFilter,
  sort: ApplicationSort,
  window: { limit: number; offset: number },
): Promise<ApplicationSummaryRow[]> {
  return db
    .select(summaryColumns)
    .from(applications)
    .where(whereOf(filter))
    .orderBy(...orderOf(sort))
    .limit(window.limit)
    .offset(window.offset);
}

export async function countApplications(db: Database, filter: ApplicationFilter): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(applications)
    .where(whereOf(filter));
  return row?.count ?? 0;
}

const lastSavedBy = alias(users, 'last_saved_by');

/** The application with its company and who saved it last, only when it belongs to the company. */
export function findCompanyApplication(db: Database, companyId: string, applicationId: string) {
  return findApplicationWithCompany(db, applicationId, companyId);
}

/**
 * The application with its company and who saved it last: any company's when `companyId` is left out
 * (an officer's read), else only when it belongs to that company.
 */
export async function findApplicationWithCompany(db: Database, applicationId: string, companyId?: string) {
  const [row] = await db
    .select({
      application: applications,
      companyName: companies.name,
      companyUen: companies.uen,
      lastSavedByName: lastSavedBy.name,
    })
    .from(applications)
    .innerJoin(companies, eq(applications.companyId, companies.id))
    .leftJoin(lastSavedBy, eq(applications.lastSavedByUserId, lastSavedBy.id))
    .where(
      and(
        eq(applications.id, applicationId),
        companyId === undefined ? undefined : eq(applications.companyId, companyId),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The company's own application row, or null. */
function companyApplicationRow(db: Database, companyId: string, applicationId: string) {
  return db
    .select()
    .from(applications)
    .where(and(eq(applications.id, applicationId), eq(applications.companyId, companyId)))
    .limit(1);
}

/** The application row, only when it belongs to the company. */
export async function findCompanyApplicationRow(
  db: Database,
  companyId: string,
  applicationId: string,
): Promise<ApplicationRow | null> {
  const [row] = await companyApplicationRow(db, companyId, applicationId);
  return row ?? null;
}

/** As findCompanyApplicationRow, locked until the transaction ends (saves and moves wait for each other). */
export async function lockCompanyApplication(
  db: Database,
  companyId: string,
  applicationId: string,
): Promise<ApplicationRow | null> {
  const [row] = await companyApplicationRow(db, companyId, applicationId).for('update');
  return row ?? null;
}

/** Any company's application, locked until the transaction ends: the officer's side of a step. */
export async function lockApplication(db: Database, applicationId: string): Promise<ApplicationRow | null> {
  const [row] = await db
    .select()
    .from(applications)
    .where(eq(applications.id, applicationId))
    .limit(1)
    .for('update');
  return row ?? null;
}

/**
 * Locks the company for the transaction that starts an application, so two starts at once cannot both
 * find no draft. `no key update` leaves rows that merely reference the company (uploads) unblocked.
 */
export async function lockCompany(db: Database, companyId: string): Promise<void> {
  await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('no key update');
}

/**
 * The company's drafts, newest first (one per programme and form at most, by the start rule): which form
 * each is of, and how it is known.
 */
export async function findCompanyDrafts(db: Database, companyId: string) {
  return companyDrafts(db).execute({ companyId });
}

const companyDrafts = preparedQuery((db) =>
  db
    .select({
      id: applications.id,
      referenceNumber: applications.referenceNumber,
      programme: applications.programme,
      form: applications.form,
    })
    .from(applications)
    .where(
      and(
        eq(applications.companyId, sql.placeholder('companyId')),
        eq(applications.status, ApplicationStatus.draft),
      ),
    )
    .orderBy(desc(applications.createdAt))
    .prepare('company_drafts'),
);

/** The next running number of reference numbers (a sequence: never reused, even after a rollback). */
export async function nextReferenceNumber(db: Database): Promise<number> {
  const result = await db.execute<{ value: string | number }>(
    sql`select nextval('application_reference_seq') as value`,
  );
  const rows = Array.isArray(result) ? result : (result as { rows: { value: string | number }[] }).rows;
  return Number(rows[0]?.value);
}

export async function insertApplication(
  db: Database,
  values: typeof applications.$inferInsert,
): Promise<ApplicationRow> {
  const [row] = await db.insert(applications).values(values).returning();
  if (!row) throw new Error('The application was not saved.');
  return row;
}

export async function updateApplication(
  db: Database,
  applicationId: string,
  changes: Partial<typeof applications.$inferInsert>,
): Promise<void> {
  await db.update(applications).set(changes).where(eq(applications.id, applicationId));
}

export async function insertEvent(db: Database, event: typeof applicationEvents.$inferInsert) {
  await db.insert(applicationEvents).values(event);
}

/** A user's name and e-mail address (the signer of a declaration, who saved last). */
export async function findUser(db: Database, userId: string) {
  const [row] = await db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

export async function companyHasApplications(db: Database, companyId: string): Promise<boolean> {
  const [row] = await anyApplicationOfCompany(db).execute({ companyId });
  return row !== undefined;
}

const anyApplicationOfCompany = preparedQuery((db) =>
  db
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.companyId, sql.placeholder('companyId')))
    .limit(1)
    .prepare('any_application_of_company'),
);
