import {
  detailsRequestRefusal,
  PENDING_DETAILS_STATUS_LABELS,
  type PendingDetailsAction,
  PendingDetailsStatus,
  type pendingDetailsAnswerSchema,
  type pendingDetailsDecisionSchema,
  pendingDetailsTransition,
  type requestPendingDetailsSchema,
} from '@fsmis/domain';
import type { z } from 'zod';
import type { WorkflowActor } from '../../cases/actors.js';
import { asOfficer, companyActor } from '../../cases/actors.js';
import { type CaseAggregate, noticeTo, runStep } from '../../cases/run-step.js';
import type { Database } from '../../db/database.js';
import { badRequest, conflict } from '../../lib/http-error.js';
import type { Session } from '../sessions/sessions.service.js';
import { pendingDetailsRequestedNotice, pendingDetailsStepNotice } from './recognition-notices.js';
import * as repository from './recognition-records.repository.js';
import {
  type Created,
  checkedCompanyFiles,
  lockUnderRecognition,
  RECOGNITION,
  type RecognitionHistoryLine,
  recognitionHistory,
  type StepResult,
  takeOfficerStepFiles,
} from './recognition-step.js';
import type { RecognitionContext } from './suspension-step.js';

/**
 * Details a recognition still owes after it was granted: the officer asks for them, the company provides
 * them, and the officer accepts them, returns them to be provided again, or waives them (the domain's
 * `pendingDetailsTransition`). Each step is a line of the recognition's history.
 */

export const PENDING_DETAILS_MESSAGES = {
  notFound: 'We could not find those details.',
  reasonNeeded: {
    return: 'Enter why the details are returned to the company',
    waive: 'Enter why the details are no longer needed',
  },
} as const;

/** The officer's decisions on details provided (or still awaited, for a waiver), named after their routes. */
export const PENDING_DETAILS_DECISIONS = [
  'accept',
  'return',
  'waive',
] as const satisfies readonly PendingDetailsAction[];
export type PendingDetailsDecision = (typeof PENDING_DETAILS_DECISIONS)[number];

const CONFIRMATIONS: Readonly<Record<PendingDetailsAction, string>> = {
  provide: 'Your details have been sent.',
  accept: 'The details have been accepted.',
  return: 'The details have been returned to the company.',
  waive: 'The details have been waived.',
};

/**
 * POST /api/officer/recognitions/{id}/pending-details: asks the company for details its current
 * recognition owes (Pending Details), with a due date if any and the documents that explain them.
 */
export async function requestPendingDetails(
  context: RecognitionContext,
  actor: WorkflowActor,
  recognitionId: string,
  body: z.output<typeof requestPendingDetailsSchema>,
  now = new Date(),
): Promise<Created> {
  const officer = asOfficer(actor);
  return runStep(
    context,
    officer,
    RECOGNITION,
    { recognitionId },
    {
      refusal: (_tx, { status }) => detailsRequestRefusal(status),
      work: async (tx, recognition) => {
        const details = await repository.insertPendingDetails(tx, {
          recognitionId: recognition.id,
          description: body.description,
          dueDate: body.dueDate,
          status: PendingDetailsStatus.pendingDetails,
          requestedByUserId: officer.userId,
          createdAt: now,
          updatedAt: now,
        });
        const owner = { companyId: recognition.companyId, officerUserId: officer.userId };
        return {
          result: { id: details.id, message: 'The company has been asked for the details.' },
          history: {
            event: {
              subject: 'pending-details' as const,
              subjectId: details.id,
              action: 'request',
              fromStatus: null,
              toStatus: details.status,
              detail: body.description,
            },
            attachmentIds: await takeOfficerStepFiles(tx, owner, body.files),
          },
          audit: {
            action: 'pending-details.request',
            entityType: 'recognition-pending-details',
            entityId: details.id,
            before: null,
            after: {
              status: PENDING_DETAILS_STATUS_LABELS[PendingDetailsStatus.pendingDetails],
              detail: body.description,
              dueDate: body.dueDate,
            },
          },
          notices: noticeTo(recognition.companyId, pendingDetailsRequestedNotice(recognition, details)),
        };
      },
    },
    now,
  );
}

/** POST /api/companies/recognition/{id}/pending-details/{pid}: the company provides what is owed. */
export function providePendingDetails(
  context: Pick<RecognitionContext, 'db' | 'outbox' | 'publicUrl'>,
  session: Pick<Session, 'userId' | 'companyId'>,
  where: { readonly recognitionId: string; readonly pendingDetailsId: string },
  body: z.output<typeof pendingDetailsAnswerSchema>,
  now = new Date(),
): Promise<StepResult> {
  return movePendingDetails(context, companyActor(session), where, 'provide', {
    detail: body.response,
    changes: { response: body.response, respondedAt: now, returnReason: null },
    files: (tx, companyId) => checkedCompanyFiles(tx, companyId, body.attachmentIds),
    now,
  });
}

/**
 * POST /api/officer/recognitions/pending-details/{pid}/{accept|return|waive}: the officer's decision; a
 * return or a waiver needs its reason (a return's is kept for the company to read).
 */
export function decidePendingDetails(
  context: Pick<RecognitionContext, 'db' | 'outbox' | 'publicUrl'>,
  actor: WorkflowActor,
  pendingDetailsId: string,
  action: PendingDetailsDecision,
  body: z.output<typeof pendingDetailsDecisionSchema>,
  now = new Date(),
): Promise<StepResult> {
  const officer = asOfficer(actor);
  const reason = body.reason ?? null;
  if (reason === null && action !== 'accept') {
    throw badRequest({ reason: [PENDING_DETAILS_MESSAGES.reasonNeeded[action]] });
  }
  return movePendingDetails(context, officer, { pendingDetailsId }, action, {
    detail: reason,
    changes: action === 'return' ? { returnReason: reason } : {},
    now,
  });
}

/** Pending details as the step runner sees them: their recognition locked first, then the details. */
const PENDING_DETAILS: CaseAggregate<
  { readonly pendingDetailsId: string; readonly recognitionId?: string },
  { readonly recognition: repository.RecognitionRecordRow; readonly details: repository.PendingDetailsRow },
  RecognitionHistoryLine
> = {
  lock: async (tx, actor, where) => {
    const found = await lockUnderRecognition(tx, actor, where.recognitionId, {
      recognitionIdOf: (db) => repository.recognitionIdOfPendingDetails(db, where.pendingDetailsId),
      lock: (db) => repository.lockPendingDetails(db, where.pendingDetailsId),
    });
    return found && { recognition: found.recognition, details: found.record };
  },
  missing: PENDING_DETAILS_MESSAGES.notFound,
  ...recognitionHistory(
    (locked: { readonly recognition: repository.RecognitionRecordRow }) => locked.recognition,
  ),
};

/**
 * Moves pending details by `action`, checked with the domain, with their recognition locked first: 404
 * when they are not of `recognitionId` (when given) or of the acting company.
 */
async function movePendingDetails(
  context: Pick<RecognitionContext, 'db' | 'outbox' | 'publicUrl'>,
  actor: WorkflowActor,
  where: { readonly pendingDetailsId: string; readonly recognitionId?: string },
  action: PendingDetailsAction,
  step: {
    readonly detail: string | null;
    readonly changes: Partial<
      Pick<repository.PendingDetailsRow, 'response' | 'respondedAt' | 'returnReason'>
    >;
    readonly files?: (tx: Database, companyId: string) => Promise<readonly string[]>;
    readonly now: Date;
  },
): Promise<StepResult> {
  const { now } = step;
  const decide = (details: repository.PendingDetailsRow) =>
    pendingDetailsTransition(actor.party, details.status, action);
  return runStep(
    context,
    actor,
    PENDING_DETAILS,
    where,
    {
      refusal: (_tx, { details }) => {
        const decided = decide(details);
        return decided.ok ? null : decided.reason;
      },
      work: async (tx, { recognition, details }) => {
        const from = details.status;
        const decided = decide(details);
        if (!decided.ok) throw conflict(decided.reason);
        const attachmentIds = (await step.files?.(tx, recognition.companyId)) ?? [];
        await repository.updatePendingDetails(tx, details.id, {
          status: decided.to,
          updatedAt: now,
          ...step.changes,
        });
        const statusLabel = PENDING_DETAILS_STATUS_LABELS[decided.to];
        return {
          result: { status: decided.to, statusLabel, message: CONFIRMATIONS[action] },
          history: {
            event: {
              subject: 'pending-details' as const,
              subjectId: details.id,
              action,
              fromStatus: from,
              toStatus: decided.to,
              detail: step.detail,
            },
            attachmentIds,
          },
          audit: {
            action: `pending-details.${action}`,
            entityType: 'recognition-pending-details',
            entityId: details.id,
            before: { status: PENDING_DETAILS_STATUS_LABELS[from] },
            after: { status: statusLabel, detail: step.detail },
          },
          notices: noticeTo(
            recognition.companyId,
            pendingDetailsStepNotice(action, recognition, details, step.detail),
          ),
        };
      },
    },
    now,
  );
}
