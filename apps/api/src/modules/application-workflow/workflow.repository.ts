import {
  CompanyRecognitionStatus,
  CorrectiveActionStatus,
  type Programme,
  ReviewResponseStatus,
} from '@fsmis/domain';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import {
  applicationFindings,
  approvalDocuments,
  approvalDocumentVersions,
  companyRecognitions,
  correctiveActions,
  siteVerifications,
} from '../../db/schema/index.js';

const HOLDING_RECOGNITION_STATUSES = [
  CompanyRecognitionStatus.suspended,
  CompanyRecognitionStatus.appealInProgress,
  CompanyRecognitionStatus.revoked,
];

/** Whether the company's recognition under the programme is suspended or revoked (docs/domain.md). */
export async function isProgrammeHeld(
  db: Database,
  companyId: string,
  programme: Programme,
): Promise<boolean> {
  const [row] = await db
    .select({ id: companyRecognitions.id })
    .from(companyRecognitions)
    .where(
      and(
        eq(companyRecognitions.companyId, companyId),
        eq(companyRecognitions.programme, programme),
        inArray(companyRecognitions.status, HOLDING_RECOGNITION_STATUSES),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function hasVerificationReport(db: Database, applicationId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: siteVerifications.id })
    .from(siteVerifications)
    .where(
      and(
        eq(siteVerifications.applicationId, applicationId),
        isNotNull(siteVerifications.reportAttachmentId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Each finding of the application with its latest corrective action (status and text), if any. */
export async function latestCorrectiveActions(db: Database, applicationId: string) {
  return db
    .select({
      findingId: applicationFindings.id,
      status: correctiveActions.status,
      text: correctiveActions.text,
    })
    .from(applicationFindings)
    .leftJoin(
      correctiveActions,
      and(
        eq(correctiveActions.findingId, applicationFindings.id),
        eq(
          correctiveActions.attempt,
          sql`(select max(${correctiveActions.attempt}) from ${correctiveActions} where ${correctiveActions.findingId} = ${applicationFindings.id})`,
        ),
      ),
    )
    .where(eq(applicationFindings.applicationId, applicationId));
}

/** Each approval document with its latest version's response status. */
export async function latestApprovalResponses(db: Database, applicationId: string) {
  return db
    .select({
      documentId: approvalDocuments.id,
      existing: approvalDocuments.existing,
      responseStatus: approvalDocumentVersions.responseStatus,
    })
    .from(approvalDocuments)
    .leftJoin(
      approvalDocumentVersions,
      and(
        eq(approvalDocumentVersions.documentId, approvalDocuments.id),
        eq(
          approvalDocumentVersions.version,
          sql`(select max(${approvalDocumentVersions.version}) from ${approvalDocumentVersions} where ${approvalDocumentVersions.documentId} = ${approvalDocuments.id})`,
        ),
      ),
    )
    .where(eq(approvalDocuments.applicationId, applicationId));
}

export const PENDING_RESPONSE = ReviewResponseStatus.pending;
export const REJECTED_RESPONSE = ReviewResponseStatus.rejected;
export const {
  draft: DRAFT_ACTION,
  submitted: SUBMITTED_ACTION,
  rejected: REJECTED_ACTION,
} = CorrectiveActionStatus;
