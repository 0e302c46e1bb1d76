import { PT_STATUS_LABELS, type PtStatusStep, type PtWorkStep, ptStepRefusal } from '@fsmis/domain';
import type { Database } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import { conflict, notFound } from '../../lib/http-error.js';
import type { WorkflowContext } from '../application-workflow/workflow.service.js';
import { tellCompany, type WorkflowNotice } from '../application-workflow/workflow-notices.js';
import type { FileStorage } from '../attachments/file-storage.js';
import type { AuditAction, AuditEntity, AuditSnapshot, PtAuditStep } from '../audit/audit.schemas.js';
import { type NamedOfficerActor, recordOfficerAction } from '../audit/audit.service.js';
import * as repository from './pt-officer.repository.js';
import { PT_ROUND_NOT_FOUND_MESSAGE, roundFacts } from './pt-officer-view.js';

/**
 * What every officer step on a round shares: the round locked for the step, the domain's refusal, the
 * officer's audit entry, and the laboratories' notifications (in the step's transaction) and e-mails
 * (once it has committed).
 */

/** What an officer's step on a round needs. */
export interface PtOfficerContext extends Pick<WorkflowContext, 'db' | 'outbox' | 'publicUrl'> {
  readonly storage: FileStorage;
  /** The largest document an officer gives. */
  readonly maxFileBytes: number;
}

export const PT_AUDIT_ENTITY: AuditEntity = 'pt-round';

/** The audit log's name of a step on a round: `pt.open-registration`, `pt.compute` … */
export const ptAuditAction = (step: PtAuditStep): AuditAction => `pt.${step}`;

/** The round as the audit log keeps it before and after a step. */
export function roundSnapshot(
  round: Pick<repository.PtRoundRow, 'code' | 'status'>,
  more: AuditSnapshot = {},
): AuditSnapshot {
  const status = round.status;
  return { code: round.code, status, statusLabel: PT_STATUS_LABELS[status], ...more };
}

export interface PtStepOutcome<T> {
  readonly result: T;
  readonly before: AuditSnapshot | null;
  readonly after: AuditSnapshot | null;
  /** The laboratories told of the step, and what they are told. */
  readonly notice?: { readonly companyIds: readonly string[]; readonly notice: WorkflowNotice };
}

/** What a step's work sees of the round: its row and the facts the domain's refusals read. */
export interface LockedRound {
  readonly round: repository.PtRoundRow;
  readonly participants: repository.PtParticipantRow[];
}

/**
 * Takes one officer step on a round: in one transaction, with the round locked (a 404 when there is
 * none), it refuses the step with the domain's sentence (409) when it may not be taken now, runs `work`,
 * writes the audit entry `pt.<step>` and tells the laboratories concerned (their e-mails through the outbox, sent once committed).
 */
export async function takePtStep<T>(
  context: Pick<PtOfficerContext, 'db' | 'outbox' | 'publicUrl'>,
  actor: NamedOfficerActor,
  /**
   * The domain's step that may be refused, or null for one any round takes; and the audit log's name of
   * the step when it is not the domain's.
   */
  where:
    | { readonly roundId: string; readonly step: PtStatusStep | PtWorkStep; readonly action?: PtAuditStep }
    | { readonly roundId: string; readonly step: null; readonly action: PtAuditStep },
  work: (tx: Database, locked: LockedRound) => Promise<PtStepOutcome<T>>,
): Promise<T> {
  return inTransaction(context.db, async (tx) => {
    const round = await repository.lockRound(tx, where.roundId);
    if (!round) throw notFound(PT_ROUND_NOT_FOUND_MESSAGE);
    const participants = await repository.findParticipants(tx, round.id);
    const facts = roundFacts(
      round,
      participants.map((each) => each.participation),
    );
    const refusal = where.step ? ptStepRefusal(where.step, facts) : null;
    if (refusal) throw conflict(refusal);
    const outcome = await work(tx, { round, participants });
    await recordOfficerAction(tx, actor, {
      action: ptAuditAction(where.step === null ? where.action : (where.action ?? where.step)),
      entityType: PT_AUDIT_ENTITY,
      entityId: round.id,
      before: outcome.before,
      after: outcome.after,
    });
    const told = outcome.notice;
    const about = { kind: 'pt-round', id: round.id, label: round.name } as const;
    if (told)
      for (const companyId of told.companyIds) await tellCompany(tx, context, companyId, told.notice, about);
    return outcome.result;
  });
}
