import {
  APPLICATION_STEPS,
  type ApplicationAction,
  type ApplicationStep,
  applicationTransition,
  statusAfter,
  stepRefusal,
  type WorkflowFacts,
} from '@fsmis/domain';
import type { WorkflowActor } from '../../cases/actors.js';
import type { WorkflowContext } from '../../cases/case-context.js';
import type { WorkflowNotice } from '../../cases/notices.js';
import { type CaseStep, noticeTo, runStep } from '../../cases/run-step.js';
import type { Database } from '../../db/database.js';
import { conflict } from '../../lib/http-error.js';
import { APPLICATION, type ApplicationHistoryLine } from '../applications/application-case.js';
import * as applicationRecords from '../applications/application-records.service.js';
import * as repository from './workflow.repository.js';

/** What an operation's work did: its result, and how the history, the status and the company hear of it. */
export interface WorkOutcome<T> {
  readonly result: T;
  /** The move the work decided on (an officer's review of corrective actions): defaults to the operation's action. */
  readonly move?: ApplicationAction | null;
  /** A line for the timeline: "3 findings raised", the reason of a void … */
  readonly detail?: string | null;
  /** Why the application ended, for Voided, Withdrawn, Cancelled and Closed. */
  readonly endReason?: string | null;
  /** What to tell the company (an in-app notification and an e-mail), besides the move's own notice. */
  readonly notice?: WorkflowNotice | null;
}

export interface Operation<T> {
  /** The transition or step; checked before the work runs, so a refused request touches nothing. */
  readonly name: ApplicationAction | ApplicationStep;
  /** Whether a step is kept in the timeline (drafts and comments are not). Moves always are. */
  readonly recorded?: boolean;
  readonly work: (tx: Database, application: applicationRecords.ApplicationRow) => Promise<WorkOutcome<T>>;
  /** The notice of the move or step when the work gives none. */
  readonly notice?: (application: applicationRecords.ApplicationRow) => WorkflowNotice | null;
}

const isStep = (name: ApplicationAction | ApplicationStep): name is ApplicationStep =>
  name in APPLICATION_STEPS;

/**
 * Applies one operation of the workflow (docs/domain.md "Transitions") through the step runner: it
 * checks the actor and the status before the work, runs it, then checks what the move needs of the
 * records and moves the status; the history event, the officer's audit entry and the company's notice
 * are the runner's. A refusal is a 409 with the domain's reason; another company's application is a 404.
 */
export function applyAction<T>(
  context: WorkflowContext,
  actor: WorkflowActor,
  applicationId: string,
  operation: Operation<T>,
  now = new Date(),
): Promise<T> {
  return runStep(context, actor, APPLICATION, applicationId, operationStep(actor, operation, now), now);
}

/** The refusal of the operation at the application's status: the moment only (see `operationStep`). */
function momentRefusal(
  actor: WorkflowActor,
  name: ApplicationAction | ApplicationStep,
  { status, programme, category }: applicationRecords.ApplicationRow,
): string | null {
  if (isStep(name)) return stepRefusal(actor.party, name, status, programme, category);
  if (statusAfter(status, name, actor.party) !== null) return null;
  const early = applicationTransition({ actor: actor.party, status, action: name, programme, category });
  return early.ok ? null : early.reason;
}

function operationStep<T>(
  actor: WorkflowActor,
  operation: Operation<T>,
  now: Date,
): CaseStep<applicationRecords.ApplicationRow, T, ApplicationHistoryLine> {
  const { name } = operation;
  return {
    // Only the moment is checked before the work: what the move needs of the records (a report, a
    // decision on each action) may be what the work itself writes, so those needs are checked after it.
    refusal: (_tx, application) => momentRefusal(actor, name, application),
    work: async (tx, application) => {
      const { status, programme, category } = application;
      const outcome = await operation.work(tx, application);
      const move = outcome.move === undefined ? (isStep(name) ? null : name) : outcome.move;
      let to = status;
      if (move) {
        const facts = await workflowFacts(tx, application);
        const decided = applicationTransition({
          actor: actor.party,
          status,
          action: move,
          programme,
          category,
          facts,
        });
        if (!decided.ok) throw conflict(decided.reason);
        to = decided.to;
        await applicationRecords.updateApplication(tx, application.id, {
          status: to,
          statusSince: now,
          updatedAt: now,
          ...(outcome.endReason ? { endReason: outcome.endReason } : {}),
        });
      } else {
        await applicationRecords.updateApplication(tx, application.id, { updatedAt: now });
      }
      const action = move ?? name;
      const detail = outcome.detail ?? outcome.endReason ?? null;
      const notice = outcome.notice ?? operation.notice?.({ ...application, status: to }) ?? null;
      return {
        result: outcome.result,
        history:
          move || operation.recorded !== false ? { action, fromStatus: status, toStatus: to, detail } : null,
        audit: {
          action: `application.${isStep(name) && !move ? name : action}`,
          entityType: 'application',
          entityId: application.id,
          before: { status, action },
          after: { status: to, action, detail },
        },
        notices: noticeTo(application.companyId, notice),
      };
    },
  };
}

/** What the records of the application say, for the guards of the move (the domain's `WorkflowFacts`). */
export async function workflowFacts(
  db: Database,
  application: applicationRecords.ApplicationRow,
): Promise<WorkflowFacts> {
  const [programmeHeld, verificationReport, actions, documents] = await Promise.all([
    repository.isProgrammeHeld(db, application.companyId, application.programme),
    repository.hasVerificationReport(db, application.id),
    repository.latestCorrectiveActions(db, application.id),
    repository.latestApprovalResponses(db, application.id),
  ]);
  const count = <R>(rows: readonly R[], test: (row: R) => boolean) => rows.filter(test).length;
  const reviewed = documents.filter((document) => !document.existing);
  return {
    programmeHeld,
    verificationReport,
    findingsAwaitingAction: count(
      actions,
      (row) =>
        row.status === null ||
        row.status === repository.REJECTED_ACTION ||
        (row.status === repository.DRAFT_ACTION && row.text?.trim() === ''),
    ),
    correctiveActionsUndecided: count(actions, (row) => row.status === repository.SUBMITTED_ACTION),
    correctiveActionsRejected: count(actions, (row) => row.status === repository.REJECTED_ACTION),
    approvalDocuments: documents.length,
    approvalDocumentsAwaitingResponse: count(
      reviewed,
      (row) => row.responseStatus === null || row.responseStatus === repository.PENDING_RESPONSE,
    ),
    approvalDocumentsRejected: count(reviewed, (row) => row.responseStatus === repository.REJECTED_RESPONSE),
  };
}
