import { APPLICATION_STATUS_WORKFLOW_ORDER, type ApplicationSortField } from '@fsmis/domain';
import { and, asc, desc, eq, gte, ilike, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { applications, companies } from '../../db/schema/index.js';
import { containsPattern } from '../../lib/list-query.js';

export type ApplicationRow = typeof applications.$inferSelect;

export interface ApplicationFilter {
  companyId: string;
  programmes?: readonly number[];
  categories?: readonly number[];
  statuses?: readonly number[];
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

function orderOf({ field, direction }: ApplicationSort): SQL[] {
  const by = direction === 'asc' ? asc : desc;
  // Drafts have no submission date: they come last either way. Ties keep a stable order.
  const primary = sql`${SORT_COLUMNS[field]} ${sql.raw(direction)} nulls last`;
  return [primary, by(applications.createdAt), by(applications.referenceNumber)];
}

export async function findApplications(
  db: Database,
  filter: ApplicationFilter,
  sort: ApplicationSort,
  window: { limit: number; offset: number },
): Promise<ApplicationRow[]> {
  return db
    .select()
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

/** The application, only when it belongs to the company. */
export async function findCompanyApplication(db: Database, companyId: string, applicationId: string) {
  const [row] = await db
    .select({
      application: applications,
      companyName: companies.name,
      companyUen: companies.uen,
    })
    .from(applications)
    .innerJoin(companies, eq(applications.companyId, companies.id))
    .where(and(eq(applications.id, applicationId), eq(applications.companyId, companyId)))
    .limit(1);
  return row ?? null;
}

export async function companyHasApplications(db: Database, companyId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.companyId, companyId))
    .limit(1);
  return row !== undefined;
}
