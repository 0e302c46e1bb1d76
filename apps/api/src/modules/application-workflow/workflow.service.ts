import {
  APPLICATION_STEPS,
  type ApplicationAction,
  type ApplicationStep,
  applicationTransition,
  statusAfter,
  stepRefusal,
  type WorkflowFacts,
} from '@fsmis/domain';
import type { Database } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import { conflict, notFound } from '../../lib/http-error.js';
import * as applicationsRepository from '../applications/applications.repository.js';
import { APPLICATION_NOT_FOUND_MESSAGE } from '../applications/applications.service.js';
import type { FileStorage } from '../attachments/file-storage.js';
import type { NamedOfficerActor } from '../audit/audit.service.js';
import { recordOfficerAction } from '../audit/audit.service.js';
import type { Outbox } from '../mail/outbox.service.js';
import * as repository from './workflow.repository.js';
import { tellCompany, type WorkflowNotice } from './workflow-notices.js';

/** Who acts on an application: one of its company's users, or an officer (named in the audit log). */
export type WorkflowActor =
  | { readonly party: 'company'; readonly userId: string; readonly companyId: string }
  | { readonly party: 'officer'; readonly userId: string; readonly audit: NamedOfficerActor };

export const companyActor = (session: { userId: string; companyId: string }): WorkflowActor => ({
  party: 'company',
  userId: session.userId,
  companyId: session.companyId,
});

export const officerActor = (audit: NamedOfficerActor): WorkflowActor => ({
  party: 'officer',
  userId: audit.officerUserId,
  audit,
});

/** What a workflow operation needs besides the database. */
export interface WorkflowContext {
  readonly db: Database;
  readonly storage: FileStorage;
  readonly outbox: Outbox;
  readonly publicUrl: string;
}

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
  readonly work: (
    tx: Database,
    application: applicationsRepository.ApplicationRow,
  ) => Promise<WorkOutcome<T>>;
  /** The notice of the move or step when the work gives none. */
  readonly notice?: (application: applicationsRepository.ApplicationRow) => WorkflowNotice | null;
}

const isStep = (name: ApplicationAction | ApplicationStep): name is ApplicationStep =>
  name in APPLICATION_STEPS;

/**
 * Applies one operation of the workflow (docs/domain.md "Transitions"): in one transaction, with the
 * application's row locked so that whoever acts second sees the first's result, it checks the actor and
 * the status, runs the work, checks what the move needs of the records, moves the status, writes the
 * history event, the officer's audit entry, the company's notification and its e-mails (in the outbox,
 * sent once the transaction commits). A refusal is a 409 with the domain's reason; another company's application is a 404.
 */
export async function applyAction<T>(
  context: WorkflowContext,
  actor: WorkflowActor,
  applicationId: string,
  operation: Operation<T>,
  now = new Date(),
): Promise<T> {
  return inTransaction(context.db, async (tx) => {
    const application =
      actor.party === 'company'
        ? await applicationsRepository.lockCompanyApplication(tx, actor.companyId, applicationId)
        : await repository.lockApplication(tx, applicationId);
    if (!application) throw notFound(APPLICATION_NOT_FOUND_MESSAGE);
    const status = application.status;
    const programme = application.programme;
    const category = application.category;
    const { name } = operation;

    if (isStep(name)) {
      const refusal = stepRefusal(actor.party, name, status, programme, category);
      if (refusal) throw conflict(refusal);
    } else {
      // Only the moment is checked before the work: what the move needs of the records (a report, a
      // decision on each action) may be what the work itself writes, so those needs are checked after it.
      if (statusAfter(status, name, actor.party) === null) {
        const early = applicationTransition({
          actor: actor.party,
          status,
          action: name,
          programme,
          category,
        });
        if (!early.ok) throw conflict(early.reason);
      }
    }

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
      await applicationsRepository.updateApplication(tx, application.id, {
        status: to,
        statusSince: now,
        updatedAt: now,
        ...(outcome.endReason ? { endReason: outcome.endReason } : {}),
      });
    } else {
      await applicationsRepository.updateApplication(tx, application.id, { updatedAt: now });
    }
    const action = move ?? name;
    if (move || operation.recorded !== false) {
      await applicationsRepository.insertEvent(tx, {
        applicationId: application.id,
        action,
        fromStatus: status,
        toStatus: to,
        actorUserId: actor.userId,
        detail: outcome.detail ?? outcome.endReason ?? null,
        at: now,
      });
    }
    if (actor.party === 'officer') {
      await recordOfficerAction(tx, actor.audit, {
        action: `application.${isStep(name) && !move ? name : action}`,
        entityType: 'application',
        entityId: application.id,
        before: { status, action },
        after: { status: to, action, detail: outcome.detail ?? outcome.endReason ?? null },
      });
    }
    const moved = { ...application, status: to };
    const notice = outcome.notice ?? operation.notice?.(moved) ?? null;
    if (notice) {
      await tellCompany(tx, context, application.companyId, notice, {
        kind: 'application',
        id: application.id,
        label: application.referenceNumber,
      });
    }
    return outcome.result;
  });
}

/** What the records of the application say, for the guards of the move (the domain's `WorkflowFacts`). */
export async function workflowFacts(
  db: Database,
  application: applicationsRepository.ApplicationRow,
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
