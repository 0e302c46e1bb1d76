import {
  appealDeadline,
  COMPANY_RECOGNITION_STATUS_LABELS,
  isSuspensionEnded,
  recognitionStatusForSuspension,
  SUSPENSION_STATUS_LABELS,
  type SuspensionAction,
  type SuspensionStatus,
  suspensionTransition,
} from '@fsmis/domain';
import type { Database } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import { conflict, notFound } from '../../lib/http-error.js';
import type { WorkflowActor, WorkflowContext } from '../application-workflow/workflow.service.js';
import { tellCompany, type WorkflowNotice } from '../application-workflow/workflow-notices.js';
import { recordOfficerAction } from '../audit/audit.service.js';
import * as repository from './recognition-records.repository.js';
import { recognitionAbout } from './recognition-step.js';

export const SUSPENSION_NOT_FOUND_MESSAGE = 'We could not find that suspension.';

/** What a recognition's steps need besides the database: the workflow's context and the appeal period. */
export interface RecognitionContext extends WorkflowContext {
  readonly appealPeriodDays: number;
}

/** The rows a step works on, locked: the recognition, then its suspension. */
export interface LockedSuspension {
  readonly recognition: repository.RecognitionRecordRow;
  readonly suspension: repository.SuspensionRow;
}

export interface SuspensionStep {
  readonly action: SuspensionAction;
  /** The words of the step for the timeline: the question, the appeal's statement, the decision's reason. */
  readonly detail: string | null;
  /**
   * The files given with the step, as attachment ids of the recognition's company; run after the move is
   * allowed, inside the transaction (the officer's files are stored here, the company's are checked).
   */
  readonly files?: (tx: Database, locked: LockedSuspension) => Promise<readonly string[]>;
  /** What the company is told once the step is taken. */
  readonly notice: (moved: LockedSuspension & { readonly to: SuspensionStatus }) => WorkflowNotice | null;
}

/** Where a suspension is seen in the portal. */
export const suspensionPath = (recognitionId: string, suspensionId: string) =>
  `/recognition/${recognitionId}/suspension/${suspensionId}`;

/**
 * Takes one step of a suspension (docs/domain.md "Recognitions and suspensions"): in one transaction, with
 * the recognition and the suspension locked so that whoever acts second sees the first's result, it checks
 * the step with the domain's `suspensionTransition`, stores or checks its files, moves the suspension,
 * makes the recognition follow, writes the timeline line, the officer's audit entry and the company's
 * notification and e-mails (through the outbox, sent once committed). A refusal is a 409 with the domain's reason;
 * another company's suspension, or one not of `recognitionId`, is a 404.
 */
export async function takeSuspensionStep(
  context: RecognitionContext,
  actor: WorkflowActor,
  where: { readonly suspensionId: string; readonly recognitionId?: string },
  step: SuspensionStep,
  now = new Date(),
): Promise<SuspensionStatus> {
  return inTransaction(context.db, async (tx) => {
    const locked = await lockSuspensionOf(tx, actor, where);
    const { recognition, suspension } = locked;
    const from = suspension.status;
    const decided = suspensionTransition({
      actor: actor.party,
      status: from,
      action: step.action,
      appealDeadline: suspension.appealDeadline,
      now,
    });
    if (!decided.ok) throw conflict(decided.reason);
    const attachmentIds = (await step.files?.(tx, locked)) ?? [];

    const changes = {
      status: decided.to,
      updatedAt: now,
      ...(step.action === 'suspend'
        ? { effectiveFrom: now, appealDeadline: appealDeadline(now, context.appealPeriodDays) }
        : {}),
      ...(isSuspensionEnded(decided.to) ? { endedAt: now } : {}),
    };
    await repository.updateSuspension(tx, suspension.id, changes);
    const recognitionFrom = recognition.status;
    const recognitionTo =
      recognitionStatusForSuspension(decided.to, { validUntil: recognition.validUntil, now }) ??
      recognitionFrom;
    if (recognitionTo !== recognitionFrom) {
      await repository.updateRecognitionRecord(tx, recognition.id, { status: recognitionTo, updatedAt: now });
    }
    await repository.insertRecognitionEvent(
      tx,
      {
        recognitionId: recognition.id,
        subject: 'suspension',
        subjectId: suspension.id,
        action: step.action,
        fromStatus: from,
        toStatus: decided.to,
        actorUserId: actor.userId,
        detail: step.detail,
        at: now,
      },
      attachmentIds,
    );
    if (actor.party === 'officer') {
      await recordOfficerAction(tx, actor.audit, {
        action: `suspension.${step.action}`,
        entityType: 'recognition-suspension',
        entityId: suspension.id,
        before: {
          status: SUSPENSION_STATUS_LABELS[from],
          recognition: COMPANY_RECOGNITION_STATUS_LABELS[recognitionFrom],
        },
        after: {
          status: SUSPENSION_STATUS_LABELS[decided.to],
          recognition: COMPANY_RECOGNITION_STATUS_LABELS[recognitionTo],
          detail: step.detail,
        },
      });
    }
    const notice = step.notice({
      recognition: { ...recognition, status: recognitionTo },
      suspension: { ...suspension, ...changes },
      to: decided.to,
    });
    if (notice) await tellCompany(tx, context, recognition.companyId, notice, recognitionAbout(recognition));
    return decided.to;
  });
}

/** Locks the suspension's recognition, then the suspension; 404 when the actor may not see it. */
async function lockSuspensionOf(
  tx: Database,
  actor: WorkflowActor,
  where: { readonly suspensionId: string; readonly recognitionId?: string },
): Promise<LockedSuspension> {
  const recognitionId = await repository.recognitionIdOfSuspension(tx, where.suspensionId);
  if (!recognitionId || (where.recognitionId !== undefined && where.recognitionId !== recognitionId)) {
    throw notFound(SUSPENSION_NOT_FOUND_MESSAGE);
  }
  const recognition = await repository.lockRecognitionById(
    tx,
    recognitionId,
    actor.party === 'company' ? actor.companyId : null,
  );
  const suspension = recognition ? await repository.lockSuspension(tx, where.suspensionId) : null;
  if (!recognition || !suspension) throw notFound(SUSPENSION_NOT_FOUND_MESSAGE);
  return { recognition, suspension };
}
