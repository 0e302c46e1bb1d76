import {
  APPLICATION_STATUSES,
  type ApplicationCategory,
  ApplicationStatus,
  ENDED_STATUSES,
  type Programme,
  type TaskRecordKind,
  taskRecordsReadIn,
} from '@fsmis/domain';
import { and, asc, eq, ne, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { preparedQuery } from '../../db/prepared-query.js';
import {
  applicationCorrespondence,
  applicationFindings,
  applicationInvoices,
  applications,
  approvalDocuments,
  approvalDocumentVersions,
  correctiveActions,
} from '../../db/schema/index.js';
import type { TaskRecords } from './company-task-facts.js';

/**
 * What the company owes on all its open applications, for the Dashboard, in one statement: each
 * application with its records as JSON lists, each list in the order the details page reads it (oldest
 * first). One statement takes one pooled connection and one round trip however many applications are
 * open (the invoice, one at most, is joined); the set of queries it replaced (up to seven per Dashboard load) took the load benchmark's p99
 * over its budget.
 */
export interface OpenApplicationTaskRow {
  readonly id: string;
  readonly referenceNumber: string;
  readonly programme: Programme;
  readonly category: ApplicationCategory;
  readonly status: ApplicationStatus;
  readonly correspondence: readonly TaskRecords['correspondence'][number]['row'][];
  readonly findings: TaskRecords['findings'];
  readonly actions: TaskRecords['actions'];
  readonly documents: TaskRecords['documents'];
  readonly versions: readonly TaskRecords['versions'][number]['row'][];
  readonly invoice: TaskRecords['invoice'];
}

export function findOpenApplicationTasks(db: Database, companyId: string): Promise<OpenApplicationTaskRow[]> {
  return openApplicationTasks(db).execute({ companyId });
}

/**
 * A kind of record is read only for the applications whose status reads it (`taskRecordsReadIn`): most
 * open applications owe nothing but a possible invoice, so the other lists are not even looked up.
 */
function whenStatusReads<List>(kind: TaskRecordKind, list: SQL): SQL<List> {
  const statuses = APPLICATION_STATUSES.filter((status) => taskRecordsReadIn(status).has(kind));
  if (statuses.length === 0) return sql<List>`'[]'::json`;
  return sql<List>`case when ${applications.status} in (${sql.join(
    statuses.map((status) => sql.raw(String(status))),
    sql`, `,
  )}) then coalesce((${list}), '[]'::json) else '[]'::json end`;
}

const openApplicationTasks = preparedQuery((db) =>
  db
    .select({
      id: applications.id,
      referenceNumber: applications.referenceNumber,
      programme: applications.programme,
      category: applications.category,
      status: applications.status,
      correspondence: whenStatusReads<OpenApplicationTaskRow['correspondence']>(
        'correspondence',
        sql`select json_agg(json_build_object('status', ${applicationCorrespondence.status}, 'dueDate', ${applicationCorrespondence.dueDate}) order by ${applicationCorrespondence.round})
            from ${applicationCorrespondence} where ${applicationCorrespondence.applicationId} = ${applications.id}`,
      ),
      findings: whenStatusReads<OpenApplicationTaskRow['findings']>(
        'findings',
        sql`select json_agg(json_build_object('id', ${applicationFindings.id}, 'dueDate', ${applicationFindings.dueDate}) order by ${applicationFindings.number})
            from ${applicationFindings} where ${applicationFindings.applicationId} = ${applications.id}`,
      ),
      actions: whenStatusReads<OpenApplicationTaskRow['actions']>(
        'correctiveActions',
        sql`select json_agg(json_build_object('findingId', ${correctiveActions.findingId}, 'status', ${correctiveActions.status}) order by ${correctiveActions.attempt})
            from ${correctiveActions} join ${applicationFindings} on ${applicationFindings.id} = ${correctiveActions.findingId}
            where ${applicationFindings.applicationId} = ${applications.id}`,
      ),
      documents: whenStatusReads<OpenApplicationTaskRow['documents']>(
        'approvalDocuments',
        sql`select json_agg(json_build_object('id', ${approvalDocuments.id}, 'existing', ${approvalDocuments.existing}) order by ${approvalDocuments.id})
            from ${approvalDocuments} where ${approvalDocuments.applicationId} = ${applications.id}`,
      ),
      versions: whenStatusReads<OpenApplicationTaskRow['versions']>(
        'approvalDocuments',
        sql`select json_agg(json_build_object('documentId', ${approvalDocumentVersions.documentId}, 'status', ${approvalDocumentVersions.status}, 'responseStatus', ${approvalDocumentVersions.responseStatus}) order by ${approvalDocumentVersions.version})
            from ${approvalDocumentVersions} join ${approvalDocuments} on ${approvalDocuments.id} = ${approvalDocumentVersions.documentId}
            where ${approvalDocuments.applicationId} = ${applications.id}`,
      ),
      // At most one invoice per application (a unique index): joined, not listed.
      invoice: {
        number: applicationInvoices.number,
        dueDate: applicationInvoices.dueDate,
        paidAt: applicationInvoices.paidAt,
      },
    })
    .from(applications)
    .leftJoin(applicationInvoices, eq(applicationInvoices.applicationId, applications.id))
    .where(
      and(
        eq(applications.companyId, sql.placeholder('companyId')),
        ne(applications.status, ApplicationStatus.draft),
        notInArray(applications.status, [...ENDED_STATUSES]),
      ),
    )
    .orderBy(asc(applications.createdAt), asc(applications.id))
    .prepare('open_application_tasks'),
);
