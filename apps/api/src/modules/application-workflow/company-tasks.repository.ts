import { ApplicationStatus, ENDED_STATUSES, type TaskRecordKind, taskRecordsReadIn } from '@fsmis/domain';
import { and, asc, eq, inArray, ne, notInArray } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import {
  applicationCorrespondence,
  applicationFindings,
  applicationInvoices,
  applications,
  approvalDocuments,
  approvalDocumentVersions,
  correctiveActions,
} from '../../db/schema/index.js';

/**
 * What the company owes on all its open applications at once, for the Dashboard: at most one query per
 * kind of record over every application that reads it, not one set per application. Each list is in the order the details page
 * reads it, oldest first.
 */

/** The company's submitted applications that have not ended. */
export function findOpenSubmittedApplications(db: Database, companyId: string) {
  return db
    .select({
      id: applications.id,
      referenceNumber: applications.referenceNumber,
      programme: applications.programme,
      category: applications.category,
      status: applications.status,
    })
    .from(applications)
    .where(
      and(
        eq(applications.companyId, companyId),
        ne(applications.status, ApplicationStatus.draft),
        notInArray(applications.status, [...ENDED_STATUSES]),
      ),
    )
    .orderBy(asc(applications.createdAt), asc(applications.id));
}

export async function findTaskRecords(
  db: Database,
  open: readonly { readonly id: string; readonly status: ApplicationStatus }[],
) {
  // Each kind of record is read only for the applications whose status reads it (`taskRecordsReadIn`):
  // most open applications owe nothing but a possible invoice, so most reads are one query, not six.
  const idsReading = (kind: TaskRecordKind) =>
    open.filter((application) => taskRecordsReadIn(application.status).has(kind)).map(({ id }) => id);
  const when = <T>(ids: string[], read: (ids: string[]) => Promise<T[]>): Promise<T[]> =>
    ids.length === 0 ? Promise.resolve([]) : read(ids);
  const findingIds = idsReading('findings');
  const documentIds = idsReading('approvalDocuments');
  const [correspondence, findings, actions, documents, versions, invoices] = await Promise.all([
    when(idsReading('correspondence'), (ids) =>
      db
        .select({
          applicationId: applicationCorrespondence.applicationId,
          status: applicationCorrespondence.status,
          dueDate: applicationCorrespondence.dueDate,
        })
        .from(applicationCorrespondence)
        .where(inArray(applicationCorrespondence.applicationId, ids))
        .orderBy(asc(applicationCorrespondence.round)),
    ),
    when(findingIds, (ids) =>
      db
        .select({
          id: applicationFindings.id,
          applicationId: applicationFindings.applicationId,
          dueDate: applicationFindings.dueDate,
        })
        .from(applicationFindings)
        .where(inArray(applicationFindings.applicationId, ids))
        .orderBy(asc(applicationFindings.number)),
    ),
    when(idsReading('correctiveActions'), (ids) =>
      db
        .select({
          applicationId: applicationFindings.applicationId,
          findingId: correctiveActions.findingId,
          status: correctiveActions.status,
        })
        .from(correctiveActions)
        .innerJoin(applicationFindings, eq(correctiveActions.findingId, applicationFindings.id))
        .where(inArray(applicationFindings.applicationId, ids))
        .orderBy(asc(correctiveActions.attempt)),
    ),
    when(documentIds, (ids) =>
      db
        .select({
          id: approvalDocuments.id,
          applicationId: approvalDocuments.applicationId,
          existing: approvalDocuments.existing,
        })
        .from(approvalDocuments)
        .where(inArray(approvalDocuments.applicationId, ids)),
    ),
    when(documentIds, (ids) =>
      db
        .select({
          applicationId: approvalDocuments.applicationId,
          documentId: approvalDocumentVersions.documentId,
          status: approvalDocumentVersions.status,
          responseStatus: approvalDocumentVersions.responseStatus,
        })
        .from(approvalDocumentVersions)
        .innerJoin(approvalDocuments, eq(approvalDocumentVersions.documentId, approvalDocuments.id))
        .where(inArray(approvalDocuments.applicationId, ids))
        .orderBy(asc(approvalDocumentVersions.version)),
    ),
    when(idsReading('invoice'), (ids) =>
      db
        .select({
          applicationId: applicationInvoices.applicationId,
          number: applicationInvoices.number,
          dueDate: applicationInvoices.dueDate,
          paidAt: applicationInvoices.paidAt,
        })
        .from(applicationInvoices)
        .where(inArray(applicationInvoices.applicationId, ids)),
    ),
  ]);
  return { correspondence, findings, actions, documents, versions, invoices };
}
