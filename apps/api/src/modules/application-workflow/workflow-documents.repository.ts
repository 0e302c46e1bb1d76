import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import {
  applicationCorrespondence,
  applicationFindings,
  applicationInvoices,
  approvalDocuments,
  approvalDocumentVersions,
  correctiveActions,
  siteVerifications,
} from '../../db/schema/index.js';

/** The queries that say which files belong to an application's workflow records. */

/** Each request for information's status and the files of its answer. */
export function findCorrespondenceFiles(db: Database, applicationId: string) {
  return db
    .select({
      status: applicationCorrespondence.status,
      attachmentIds: applicationCorrespondence.responseAttachmentIds,
    })
    .from(applicationCorrespondence)
    .where(eq(applicationCorrespondence.applicationId, applicationId));
}

export async function findVerificationReportId(db: Database, applicationId: string): Promise<string | null> {
  const [row] = await db
    .select({ attachmentId: siteVerifications.reportAttachmentId })
    .from(siteVerifications)
    .where(eq(siteVerifications.applicationId, applicationId))
    .limit(1);
  return row?.attachmentId ?? null;
}

/** Each corrective action's status and files. */
export function findCorrectiveActionFiles(db: Database, applicationId: string) {
  return db
    .select({ status: correctiveActions.status, attachmentIds: correctiveActions.attachmentIds })
    .from(correctiveActions)
    .innerJoin(applicationFindings, eq(correctiveActions.findingId, applicationFindings.id))
    .where(eq(applicationFindings.applicationId, applicationId));
}

/** Every version of the application's approval documents with its files, oldest first. */
export function findApprovalVersionFiles(db: Database, applicationId: string) {
  return db
    .select({
      id: approvalDocumentVersions.id,
      documentId: approvalDocumentVersions.documentId,
      status: approvalDocumentVersions.status,
      attachmentId: approvalDocumentVersions.attachmentId,
      responseAttachmentId: approvalDocumentVersions.responseAttachmentId,
    })
    .from(approvalDocumentVersions)
    .innerJoin(approvalDocuments, eq(approvalDocumentVersions.documentId, approvalDocuments.id))
    .where(eq(approvalDocuments.applicationId, applicationId))
    .orderBy(asc(approvalDocumentVersions.version));
}
export type ApprovalVersionFiles = Awaited<ReturnType<typeof findApprovalVersionFiles>>[number];

export async function findInvoiceAttachmentId(db: Database, applicationId: string): Promise<string | null> {
  const [row] = await db
    .select({ attachmentId: applicationInvoices.attachmentId })
    .from(applicationInvoices)
    .where(eq(applicationInvoices.applicationId, applicationId))
    .limit(1);
  return row?.attachmentId ?? null;
}
