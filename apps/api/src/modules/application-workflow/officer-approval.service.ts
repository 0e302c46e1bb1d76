import {
  ApplicationStatus,
  applicationStatusLabel,
  CorrespondenceStatus,
  type newApprovalDocumentSchema,
  type newApprovalVersionSchema,
  ReviewResponseStatus,
} from '@fsmis/domain';
import type { z } from 'zod';
import type { WorkflowActor } from '../../cases/actors.js';
import type { WorkflowContext } from '../../cases/case-context.js';
import { notFound } from '../../lib/http-error.js';
import { officerNotices } from './officer-notices.js';
import * as repository from './officer-workflow.repository.js';
import { applyAction } from './workflow.service.js';
import { applyWithFiles } from './workflow-files.js';

/**
 * The approval stage: the officer prepares the approval documents (each in versions), sends them for
 * documentary review, declares them ready for the declaration, then approves and sends for signing
 * (recognising is `officer-recognition.service.ts`). Each answers the sentence that confirms it.
 */

export const APPROVAL_DOCUMENT_NOT_FOUND_MESSAGE = 'We could not find this approval document.';

type Versioned = { status: CorrespondenceStatus; sent: boolean };

/** Prepared versions wait as Requested; once the company reviews (Documentary Review) a new one goes at once. */
function versionStatusIn(status: number): Versioned {
  const sent = status === ApplicationStatus.documentaryReview;
  return { status: sent ? CorrespondenceStatus.sent : CorrespondenceStatus.requested, sent };
}

/** POST …/approval-document: a new approval document with its first version. */
export async function addApprovalDocument(
  context: WorkflowContext,
  actor: WorkflowActor,
  applicationId: string,
  request: z.output<typeof newApprovalDocumentSchema>,
  now = new Date(),
): Promise<string> {
  return applyWithFiles(
    context,
    actor,
    applicationId,
    {
      name: 'prepare-approval-document',
      work: async (tx, application, files) => {
        const file = await files.take(request.file);
        const document = await repository.insertApprovalDocument(tx, {
          applicationId: application.id,
          title: request.title,
          existing: request.existing,
          createdAt: now,
          createdByUserId: actor.userId,
        });
        const version = versionStatusIn(application.status);
        await repository.insertApprovalVersion(tx, {
          documentId: document.id,
          version: 1,
          attachmentId: file.attachmentId,
          status: version.status,
          createdAt: now,
          createdByUserId: actor.userId,
          responseStatus: request.existing ? ReviewResponseStatus.existing : ReviewResponseStatus.pending,
        });
        return {
          result: `Added the approval document "${request.title}" to ${application.referenceNumber}${version.sent ? ' and sent it to the company' : ''}.`,
          detail: `${request.title} added${request.existing ? ' (existing document)' : ''}`,
          notice:
            version.sent && !request.existing
              ? officerNotices.approvalDocumentSent(application, request.title, 1)
              : null,
        };
      },
    },
    now,
  );
}

/** POST …/approval-document/{docId}/versions: a new version replaces the document's others (Obsolete). */
export async function addApprovalVersion(
  context: WorkflowContext,
  actor: WorkflowActor,
  applicationId: string,
  documentId: string,
  request: z.output<typeof newApprovalVersionSchema>,
  now = new Date(),
): Promise<string> {
  return applyWithFiles(
    context,
    actor,
    applicationId,
    {
      name: 'prepare-approval-document',
      work: async (tx, application, files) => {
        const document = await repository.findApprovalDocument(tx, application.id, documentId);
        if (!document) throw notFound(APPROVAL_DOCUMENT_NOT_FOUND_MESSAGE);
        const file = await files.take(request.file);
        const number = await repository.nextVersionNumber(tx, document.id);
        await repository.obsoleteVersions(tx, document.id);
        const version = versionStatusIn(application.status);
        await repository.insertApprovalVersion(tx, {
          documentId: document.id,
          version: number,
          attachmentId: file.attachmentId,
          note: request.note || null,
          status: version.status,
          createdAt: now,
          createdByUserId: actor.userId,
          responseStatus: document.existing ? ReviewResponseStatus.existing : ReviewResponseStatus.pending,
        });
        return {
          result: `Added version ${number} of "${document.title}" to ${application.referenceNumber}${version.sent ? ' and sent it to the company' : ''}.`,
          detail: `${document.title}: version ${number}`,
          notice:
            version.sent && !document.existing
              ? officerNotices.approvalDocumentSent(application, document.title, number)
              : null,
        };
      },
    },
    now,
  );
}

/** POST …/documentary-review: the prepared versions go to the company (Preparation -> Documentary Review). */
export async function startDocumentaryReview(
  context: WorkflowContext,
  actor: WorkflowActor,
  applicationId: string,
  now = new Date(),
): Promise<string> {
  return applyAction(
    context,
    actor,
    applicationId,
    {
      name: 'start-documentary-review',
      work: async (tx, application) => {
        const sent = await repository.sendRequestedVersions(tx, application.id);
        return {
          result: `Sent the approval documents of ${application.referenceNumber} for documentary review.`,
          detail: `${sent} ${sent === 1 ? 'document' : 'documents'} sent for review`,
        };
      },
      notice: officerNotices.documentaryReview,
    },
    now,
  );
}

/** POST …/approval-documents-ready: every document is agreed; the company signs the declaration next. */
export function markApprovalDocumentsReady(
  context: WorkflowContext,
  actor: WorkflowActor,
  applicationId: string,
  now = new Date(),
): Promise<string> {
  return applyAction(
    context,
    actor,
    applicationId,
    {
      name: 'approval-documents-ready',
      work: async (_tx, application) => ({
        result: `Marked the approval documents of ${application.referenceNumber} ready; the company signs the declaration next.`,
      }),
      notice: officerNotices.approvalDocumentsReady,
    },
    now,
  );
}

/** POST …/approve: Pending Approval / Support -> Approved / Supported (wording by programme). */
export function approveApplication(
  context: WorkflowContext,
  actor: WorkflowActor,
  applicationId: string,
  now = new Date(),
): Promise<string> {
  return applyAction(
    context,
    actor,
    applicationId,
    {
      name: 'approve',
      work: async (_tx, application) => ({
        result: `${application.referenceNumber} is ${applicationStatusLabel(
          ApplicationStatus.approvedOrSupported,
          application.programme,
          application.category,
        ).toLowerCase()}.`,
      }),
      notice: officerNotices.approved,
    },
    now,
  );
}

/** POST …/send-for-signing: Approved / Supported -> Pending Signing. */
export function sendForSigning(
  context: WorkflowContext,
  actor: WorkflowActor,
  applicationId: string,
  now = new Date(),
): Promise<string> {
  return applyAction(
    context,
    actor,
    applicationId,
    {
      name: 'send-for-signing',
      work: async (_tx, application) => ({ result: `Sent ${application.referenceNumber} for signing.` }),
    },
    now,
  );
}
