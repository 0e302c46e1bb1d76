import { PT_STATUS_LABELS, type PtStatusStep, type PtWorkStep, ptStepRefusal } from '@fsmis/domain';
import { officerActor } from '../../cases/actors.js';
import type { WorkflowContext } from '../../cases/case-context.js';
import type { WorkflowNotice } from '../../cases/notices.js';
import { type CaseAggregate, runStep } from '../../cases/run-step.js';
import type { Database } from '../../db/database.js';
import type { AuditAction, AuditEntity, AuditSnapshot, PtAuditStep } from '../audit/audit.schemas.js';
import type { NamedOfficerActor } from '../audit/audit.service.js';
import * as repository from './pt-officer.repository.js';
import { PT_ROUND_NOT_FOUND_MESSAGE, roundFacts } from './pt-officer-view.js';

/**
 * What every officer step on a round shares, for the step runner: the round locked for the step, the
 * domain's refusal, the officer's audit entry, and the laboratories told.
 */

/** What an officer's step on a round needs: the case's context. */
export type PtOfficerContext = WorkflowContext;

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

/** A round as the step runner sees it: locked with its participants, whose facts the refusals read. */
const PT_ROUND: CaseAggregate<string, LockedRound> = {
  lock: async (tx, _actor, roundId) => {
    const round = await repository.lockRound(tx, roundId);
    return round ? { round, participants: await repository.findParticipants(tx, round.id) } : null;
  },
  missing: PT_ROUND_NOT_FOUND_MESSAGE,
  about: ({ round }) => ({ kind: 'pt-round', id: round.id, label: round.name }),
};

/**
 * Takes one officer step on a round through the step runner: the round locked (a 404 when there is
 * none), the step refused with the domain's sentence (409) when it may not be taken now, then `work`,
 * the audit entry `pt.<step>` and the laboratories concerned told (their e-mails through the outbox).
 */
export function takePtStep<T>(
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
  const { step } = where;
  const action = ptAuditAction(where.step === null ? where.action : (where.action ?? where.step));
  return runStep(context, officerActor(actor), PT_ROUND, where.roundId, {
    refusal: (_tx, { round, participants }) =>
      step
        ? ptStepRefusal(
            step,
            roundFacts(
              round,
              participants.map((each) => each.participation),
            ),
          )
        : null,
    work: async (tx, locked) => {
      const outcome = await work(tx, locked);
      const told = outcome.notice;
      return {
        result: outcome.result,
        audit: {
          action,
          entityType: PT_AUDIT_ENTITY,
          entityId: locked.round.id,
          before: outcome.before,
          after: outcome.after,
        },
        notices: told ? told.companyIds.map((companyId) => ({ companyId, notice: told.notice })) : [],
      };
    },
  });
}
