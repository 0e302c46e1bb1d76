import {
  type ApplicationCategory,
  ApplicationStatus,
  CorrectiveActionStatus,
  CorrespondenceStatus,
  ENDED_STATUSES,
  type Programme,
} from '@fsmis/domain';
import { and, asc, eq, inArray, isNull, ne, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import {
  applicationCorrespondence,
  applicationFindings,
  applicationInvoices,
  applications,
  companies,
  correctiveActions,
  users,
} from '../../db/schema/index.js';

export interface QueueFilter {
  /** Only these statuses (ended ones included when named); otherwise every open submitted status. */
  readonly statuses?: readonly ApplicationStatus[] | undefined;
  readonly programme?: Programme | undefined;
  readonly category?: ApplicationCategory | undefined;
  /** Only the applications of this officer, or (null) those assigned to nobody. */
  readonly assignedOfficerId?: string | null | undefined;
}

function whereOf(filter: QueueFilter): SQL | undefined {
  return and(
    ne(applications.status, ApplicationStatus.draft),
    filter.statuses?.length
      ? inArray(applications.status, [...filter.statuses])
      : notInArray(applications.status, [...ENDED_STATUSES]),
    filter.programme === undefined ? undefined : eq(applications.programme, filter.programme),
    filter.category === undefined ? undefined : eq(applications.category, filter.category),
    filter.assignedOfficerId === undefined
      ? undefined
      : filter.assignedOfficerId === null
        ? isNull(applications.assignedOfficerId)
        : eq(applications.assignedOfficerId, filter.assignedOfficerId),
  );
}

/**
 * One page of the queue, the longest waiting in its status first, with the company's name and UEN and
 * the assigned officer's name.
 */
export function findQueue(db: Database, filter: QueueFilter, window: { limit: number; offset: number }) {
  return db
    .select({
      application: applications,
      companyName: companies.name,
      companyUen: companies.uen,
      assignedOfficerName: users.name,
    })
    .from(applications)
    .innerJoin(companies, eq(applications.companyId, companies.id))
    .leftJoin(users, eq(applications.assignedOfficerId, users.id))
    .where(whereOf(filter))
    .orderBy(asc(applications.statusSince), asc(applications.referenceNumber))
    .limit(window.limit)
    .offset(window.offset);
}

export async function countQueue(db: Database, filter: QueueFilter): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(applications)
    .where(whereOf(filter));
  return row?.count ?? 0;
}

type DueDates = Map<string, string>;

const toMap = (rows: readonly { applicationId: string; dueDate: string | null }[]): DueDates =>
  new Map(rows.flatMap((row) => (row.dueDate ? [[row.applicationId, row.dueDate] as const] : [])));

/** The due date of each application's open request for information. */
export async function openRequestDueDates(
  db: Database,
  applicationIds: readonly string[],
): Promise<DueDates> {
  if (applicationIds.length === 0) return new Map();
  const rows = await db
    .select({
      applicationId: applicationCorrespondence.applicationId,
      dueDate: sql<string | null>`min(${applicationCorrespondence.dueDate})::text`,
    })
    .from(applicationCorrespondence)
    .where(
      and(
        inArray(applicationCorrespondence.applicationId, [...applicationIds]),
        eq(applicationCorrespondence.status, CorrespondenceStatus.sent),
      ),
    )
    .groupBy(applicationCorrespondence.applicationId);
  return toMap(rows);
}

/** The earliest due date of each application's findings whose corrective action is not yet accepted. */
export async function openFindingDueDates(
  db: Database,
  applicationIds: readonly string[],
): Promise<DueDates> {
  if (applicationIds.length === 0) return new Map();
  const rows = await db
    .select({
      applicationId: applicationFindings.applicationId,
      dueDate: sql<string | null>`min(${applicationFindings.dueDate})::text`,
    })
    .from(applicationFindings)
    .where(
      and(
        inArray(applicationFindings.applicationId, [...applicationIds]),
        sql`not exists (select 1 from ${correctiveActions} where ${correctiveActions.findingId} = ${applicationFindings.id} and ${correctiveActions.status} = ${CorrectiveActionStatus.accepted})`,
      ),
    )
    .groupBy(applicationFindings.applicationId);
  return toMap(rows);
}

/** The due date of each application's unpaid invoice. */
export async function unpaidInvoiceDueDates(
  db: Database,
  applicationIds: readonly string[],
): Promise<DueDates> {
  if (applicationIds.length === 0) return new Map();
  const rows = await db
    .select({
      applicationId: applicationInvoices.applicationId,
      dueDate: sql<string | null>`${applicationInvoices.dueDate}::text`,
    })
    .from(applicationInvoices)
    .where(
      and(
        inArray(applicationInvoices.applicationId, [...applicationIds]),
        isNull(applicationInvoices.paidAt),
      ),
    );
  return toMap(rows);
}

/** The id of the application with this reference number (any letter case), or with this id. */
export async function findApplicationIdByReference(db: Database, reference: string): Promise<string | null> {
  const byId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(reference);
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(
      byId
        ? eq(applications.id, reference.toLowerCase())
        : sql`upper(${applications.referenceNumber}) = ${reference.toUpperCase()}`,
    )
    .limit(1);
  return row?.id ?? null;
}
