import { ApplicationStatus, ENDED_STATUSES } from '@fsmis/domain';
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
 * What the company owes on all its open applications at once, for the Dashboard: one query per kind of
 * record over every application, not one set per application. Each list is in the order the details page
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

export async function findTaskRecords(db: Database, applicationIds: readonly string[]) {
  const ids = [...applicationIds];
  if (ids.length === 0) {
    return { correspondence: [], findings: [], actions: [], documents: [], versions: [], invoices: [] };
  }
  const [correspondence, findings, actions, documents, versions, invoices] = await Promise.all([
    db
      .select({
        applicationId: applicationCorrespondence.applicationId,
        status: applicationCorrespondence.status,
        dueDate: applicationCorrespondence.dueDate,
      })
      .from(applicationCorrespondence)
      .where(inArray(applicationCorrespondence.applicationId, ids))
      .orderBy(asc(applicationCorrespondence.round)),
    db
      .select({
        id: applicationFindings.id,
        applicationId: applicationFindings.applicationId,
        dueDate: applicationFindings.dueDate,
      })
      .from(applicationFindings)
      .where(inArray(applicationFindings.applicationId, ids))
      .orderBy(asc(applicationFindings.number)),
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
    db
      .select({
        id: approvalDocuments.id,
        applicationId: approvalDocuments.applicationId,
        existing: approvalDocuments.existing,
      })
      .from(approvalDocuments)
      .where(inArray(approvalDocuments.applicationId, ids)),
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
    db
      .select({
        applicationId: applicationInvoices.applicationId,
        number: applicationInvoices.number,
        dueDate: applicationInvoices.dueDate,
        paidAt: applicationInvoices.paidAt,
      })
      .from(applicationInvoices)
      .where(inArray(applicationInvoices.applicationId, ids)),
  ]);
  return { correspondence, findings, actions, documents, versions, invoices };
}
