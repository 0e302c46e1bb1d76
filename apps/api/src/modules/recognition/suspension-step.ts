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
import type { WorkflowActor } from '../../cases/actors.js';
import type { WorkflowContext } from '../../cases/case-context.js';
import type { WorkflowNotice } from '../../cases/notices.js';
import { type CaseAggregate, type CaseStep, noticeTo, runStep } from '../../cases/run-step.js';
import type { Database } from '../../db/database.js';
import { conflict } from '../../lib/http-error.js';
import * as repository from './recognition-records.repository.js';
import { lockUnderRecognition, type RecognitionHistoryLine, recognitionHistory } from './recognition-step.js';

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
 * The suspensions of a recognition as the step runner sees them: the recognition locked, then the
 * suspension; another company's suspension, or one not of `recognitionId`, is a 404.
 */
const SUSPENSION: CaseAggregate<
  { readonly suspensionId: string; readonly recognitionId?: string },
  LockedSuspension,
  RecognitionHistoryLine
> = {
  lock: async (tx, actor, where) => {
    const found = await lockUnderRecognition(tx, actor, where.recognitionId, {
      recognitionIdOf: (db) => repository.recognitionIdOfSuspension(db, where.suspensionId),
      lock: (db) => repository.lockSuspension(db, where.suspensionId),
    });
    return found && { recognition: found.recognition, suspension: found.record };
  },
  missing: SUSPENSION_NOT_FOUND_MESSAGE,
  ...recognitionHistory((locked: LockedSuspension) => locked.recognition),
};

/**
 * Takes one step of a suspension (docs/domain.md "Recognitions and suspensions") through the step
 * runner: it checks the step with the domain's `suspensionTransition`, stores or checks its files, moves
 * the suspension and makes the recognition follow; the timeline line, the officer's audit entry and the
 * company's notice are the runner's.
 */
export function takeSuspensionStep(
  context: RecognitionContext,
  actor: WorkflowActor,
  where: { readonly suspensionId: string; readonly recognitionId?: string },
  step: SuspensionStep,
  now = new Date(),
): Promise<SuspensionStatus> {
  return runStep(context, actor, SUSPENSION, where, suspensionMove(context, actor, step, now), now);
}

function suspensionMove(
  context: RecognitionContext,
  actor: WorkflowActor,
  step: SuspensionStep,
  now: Date,
): CaseStep<LockedSuspension, SuspensionStatus, RecognitionHistoryLine> {
  const decide = ({ suspension }: LockedSuspension) =>
    suspensionTransition({
      actor: actor.party,
      status: suspension.status,
      action: step.action,
      appealDeadline: suspension.appealDeadline,
      now,
    });
  return {
    refusal: (_tx, locked) => {
      const decided = decide(locked);
      return decided.ok ? null : decided.reason;
    },
    work: async (tx, locked) => {
      const { recognition, suspension } = locked;
      const decided = decide(locked);
      if (!decided.ok) throw conflict(decided.reason);
      const from = suspension.status;
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
        await repository.updateRecognitionRecord(tx, recognition.id, {
          status: recognitionTo,
          updatedAt: now,
        });
      }
      const notice = step.notice({
        recognition: { ...recognition, status: recognitionTo },
        suspension: { ...suspension, ...changes },
        to: decided.to,
      });
      return {
        result: decided.to,
        history: {
          event: {
            subject: 'suspension',
            subjectId: suspension.id,
            action: step.action,
            fromStatus: from,
            toStatus: decided.to,
            detail: step.detail,
          },
          attachmentIds,
        },
        audit: {
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
        },
        notices: noticeTo(recognition.companyId, notice),
      };
    },
  };
}
