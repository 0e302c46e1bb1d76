import {
  type ApplicationCase,
  acceptanceStatements,
  type Comment,
  CorrespondenceStatus,
  isCorrespondenceVisible,
  type moreInfoProvidedSchema,
  type NewComment,
  ReviewResponseStatus,
  type reviewResponseSchema,
} from '@fsmis/domain';
import type { z } from 'zod';
import { companyActor, type WorkflowActor } from '../../cases/actors.js';
import type { WorkflowContext } from '../../cases/case-context.js';
import { checkCompanyFiles } from '../../cases/company-files.js';
import type { Database } from '../../db/database.js';
import { badRequest, conflict, notFound } from '../../lib/http-error.js';
import { templateOfApplication } from '../applications/application-answers.js';
import * as applicationRecords from '../applications/application-records.service.js';
import {
  APPLICATION_NOT_FOUND_MESSAGE,
  type StoredDeclaration,
} from '../applications/applications.service.js';
import { freezeSignature } from '../attachments/attachments.service.js';
import type { Session } from '../sessions/sessions.service.js';
import { companyCase, ownStepNotice, takeCompanyStep } from './company-step.js';
import * as repository from './company-steps.repository.js';
import { officerNotices } from './officer-notices.js';
import { applyAction } from './workflow.service.js';

export const COMPANY_STEP_MESSAGES = {
  correspondenceNotFound: 'We could not find this request for information.',
  alreadyAnswered: 'This request for information has already been answered.',
  requestClosed: 'This request for information is closed and can no longer be answered.',
  documentNotFound: 'We could not find this approval document.',
  existingDocument: 'This document is already in force and needs no response.',
  documentAnswered: 'You have already responded to this version of the document.',
  documentNotSent: 'This document is not waiting for your response.',
  noSignature: 'Add your signature on your profile before you sign the declaration.',
} as const;

/** GET /api/applications/{id}/comments: the thread, oldest first. */
export async function listComments(
  db: Database,
  session: Session,
  applicationId: string,
): Promise<Comment[]> {
  const application = await applicationRecords.findCompanyApplicationRow(
    db,
    session.companyId,
    applicationId,
  );
  if (!application) throw notFound(APPLICATION_NOT_FOUND_MESSAGE);
  return (await repository.findComments(db, application.id)).map(toComment);
}

/** A comment on the thread, by the company or an officer; not kept in the timeline. The company hears of an officer's. */
export async function addComment(
  context: WorkflowContext,
  actor: WorkflowActor,
  applicationId: string,
  comment: NewComment,
  now = new Date(),
): Promise<Comment> {
  return applyAction(
    context,
    actor,
    applicationId,
    {
      name: 'comment',
      recorded: false,
      work: async (tx, application) => ({
        result: toComment(
          await repository.insertComment(tx, {
            applicationId: application.id,
            authorUserId: actor.userId,
            authorParty: actor.party,
            body: comment.body,
            createdAt: now,
          }),
        ),
        notice: actor.party === 'officer' ? officerNotices.officerComment(application) : null,
      }),
    },
    now,
  );
}

/** POST /api/applications/{id}/more-info-provided: the answer to the open request, back to review. */
export async function provideMoreInformation(
  context: WorkflowContext,
  session: Session,
  applicationId: string,
  answer: z.output<typeof moreInfoProvidedSchema>,
  now = new Date(),
): Promise<ApplicationCase> {
  return takeCompanyStep(
    context,
    session,
    applicationId,
    {
      name: 'more-info-provided',
      work: async (tx, application) => {
        const request = await repository.findCorrespondence(tx, application.id, answer.correspondenceId);
        if (!request || !isCorrespondenceVisible(request.status)) {
          throw notFound(COMPANY_STEP_MESSAGES.correspondenceNotFound);
        }
        if (request.status === CorrespondenceStatus.acknowledged)
          throw conflict(COMPANY_STEP_MESSAGES.alreadyAnswered);
        if (request.status !== CorrespondenceStatus.sent) throw conflict(COMPANY_STEP_MESSAGES.requestClosed);
        await checkCompanyFiles(tx, session.companyId, answer.attachmentIds, 'attachmentIds');
        await repository.answerCorrespondence(tx, request.id, {
          text: answer.response,
          attachmentIds: answer.attachmentIds,
          userId: session.userId,
          at: now,
        });
        return {
          result: null,
          detail: `Round ${request.round}: ${request.subject}`,
          notice: ownStepNotice(
            application,
            'Information provided',
            `Your answer to "${request.subject}" on application ${application.referenceNumber} has been sent. We will let you know when we have reviewed it.`,
          ),
        };
      },
    },
    now,
  );
}

/**
 * POST /api/applications/{id}/review-response-document/{docId}: the company accepts the document's
 * current version, or rejects it saying what must change (with a marked-up copy if it likes).
 */
export async function answerReviewDocument(
  context: WorkflowContext,
  session: Session,
  applicationId: string,
  documentId: string,
  response: z.output<typeof reviewResponseSchema>,
  now = new Date(),
): Promise<ApplicationCase> {
  return takeCompanyStep(
    context,
    session,
    applicationId,
    {
      name: 'respond-to-document',
      work: async (tx, application) => {
        const document = await repository.findApprovalDocument(tx, application.id, documentId);
        if (!document) throw notFound(COMPANY_STEP_MESSAGES.documentNotFound);
        if (document.existing) throw conflict(COMPANY_STEP_MESSAGES.existingDocument);
        const version = await repository.latestShownVersion(tx, document.id);
        if (!version) throw conflict(COMPANY_STEP_MESSAGES.documentNotSent);
        if (version.responseStatus !== ReviewResponseStatus.pending) {
          throw conflict(COMPANY_STEP_MESSAGES.documentAnswered);
        }
        if (version.status !== CorrespondenceStatus.sent)
          throw conflict(COMPANY_STEP_MESSAGES.documentNotSent);
        const accepted = response.decision === 'accepted';
        if (!accepted && response.attachmentId) {
          await checkCompanyFiles(tx, session.companyId, [response.attachmentId], 'attachmentId');
        }
        await repository.answerVersion(tx, version.id, {
          responseStatus: accepted ? ReviewResponseStatus.accepted : ReviewResponseStatus.rejected,
          responseComment: response.comment || null,
          responseAttachmentId: accepted ? null : response.attachmentId,
          respondedAt: now,
          respondedByUserId: session.userId,
          ...(accepted ? { status: CorrespondenceStatus.acknowledged } : {}),
        });
        const answered = accepted ? 'accepted' : 'rejected';
        return {
          result: null,
          detail: `${document.title} (version ${version.version}) ${answered}`,
          notice: ownStepNotice(
            application,
            accepted ? 'Approval document accepted' : 'Approval document rejected',
            accepted
              ? `You accepted "${document.title}" for application ${application.referenceNumber}.`
              : `You rejected "${document.title}" for application ${application.referenceNumber}. We will send you a new version.`,
          ),
        };
      },
    },
    now,
  );
}

/**
 * POST /api/applications/{id}/declaration-signature: the company signs the declaration of acceptance,
 * with its profile's signature copied (as at submission) so that a later change leaves what was signed.
 */
export async function signAcceptance(
  context: WorkflowContext,
  session: Session,
  applicationId: string,
  now = new Date(),
): Promise<ApplicationCase> {
  const frozen: { storageKey: string | null } = { storageKey: null };
  try {
    await applyAction(
      context,
      companyActor(session),
      applicationId,
      {
        name: 'declaration-signature',
        work: async (tx, application) => {
          const signer = await applicationRecords.findUser(tx, session.userId);
          const signature = await freezeSignature(
            { db: tx, storage: context.storage },
            session,
            application.id,
          );
          if (signature) frozen.storageKey = signature.storageKey;
          if (!signer || !signature) throw badRequest({ signature: [COMPANY_STEP_MESSAGES.noSignature] });
          const template = await templateOfApplication(tx, application);
          const acceptance: StoredDeclaration = {
            signerUserId: session.userId,
            signerName: signer.name,
            signedAt: now.toISOString(),
            signatureAttachmentId: signature.attachmentId,
            statements: acceptanceStatements(template?.definition),
          };
          await applicationRecords.updateApplication(tx, application.id, { acceptance });
          return {
            result: null,
            detail: `Signed by ${signer.name}`,
            notice: ownStepNotice(
              application,
              'Declaration signed',
              `You signed the declaration of acceptance for application ${application.referenceNumber}. We will let you know the outcome.`,
            ),
          };
        },
      },
      now,
    );
  } catch (error) {
    if (frozen.storageKey) await context.storage.delete(frozen.storageKey).catch(() => undefined);
    throw error;
  }
  return companyCase(context, session, applicationId, now);
}

function toComment(row: Awaited<ReturnType<typeof repository.insertComment>>): Comment {
  return {
    id: row.id,
    body: row.body,
    authorName: row.authorName,
    authorParty: row.authorParty,
    createdAt: row.createdAt.toISOString(),
  };
}
