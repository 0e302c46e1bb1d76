import type { Database } from '../db/database.js';
import { inTransaction } from '../db/transaction.js';
import { conflict, notFound } from '../lib/http-error.js';
import { type AuditRecord, recordOfficerAction } from '../modules/audit/audit.service.js';
import type { EmailAbout } from '../modules/mail/outbox.service.js';
import type { WorkflowActor } from './actors.js';
import type { WorkflowContext } from './case-context.js';
import { type NoticeContext, tellCompany, type WorkflowNotice } from './notices.js';

/** What the runner needs: the database, and the outbox for a case whose notices are e-mailed. */
export type StepContext = Pick<WorkflowContext, 'db'> & Partial<NoticeContext>;

/**
 * A kind of case as the step runner sees it: how its record is locked for an actor, the 404 when the
 * actor may not see it, how a step's history line is written, and what its e-mails are filed under.
 */
export interface CaseAggregate<Where, Locked, History = never> {
  /** Locks the record for the step; null when there is none, or it is another company's. */
  readonly lock: (tx: Database, actor: WorkflowActor, where: Where) => Promise<Locked | null>;
  /** The 404's sentence when `lock` finds nothing. */
  readonly missing: string | ((where: Where) => string);
  /** Writes a step's line of the case's history. */
  readonly recordHistory?: (
    tx: Database,
    locked: Locked,
    line: History,
    by: { readonly actor: WorkflowActor; readonly now: Date },
  ) => Promise<void>;
  /** What the e-mails of a step are filed under on the Messages screen; none when the case sends none. */
  readonly about?: (locked: Locked) => EmailAbout | null;
}

/** One step on a case: the domain's refusal, checked before anything is written, then the work. */
export interface CaseStep<Locked, T, History = never> {
  /** The domain's sentence when the step may not be taken now (a 409), or null. */
  readonly refusal?: (tx: Database, locked: Locked) => string | null | Promise<string | null>;
  readonly work: (tx: Database, locked: Locked) => Promise<StepOutcome<T, History>>;
}

/** A company told of a step. */
export interface CompanyNotice {
  readonly companyId: string;
  readonly notice: WorkflowNotice;
}

/** What a step's work did, and how the history, the audit log and the companies hear of it. */
export interface StepOutcome<T, History = never> {
  readonly result: T;
  /** The case's history line; none for a step its history does not keep. */
  readonly history?: History | null;
  /**
   * The audit entry, written only when an officer acts; several when one step moves several records
   * (publishing terms supersedes every company's item).
   */
  readonly audit?: AuditRecord | readonly AuditRecord[] | null;
  readonly notices?: readonly CompanyNotice[];
}

/**
 * Takes one step on a case (docs/architecture.md "Add a step to a case"), in one transaction: it locks
 * the record so that whoever acts second sees the first's result (404 when the actor may not see it),
 * refuses with the domain's sentence (409), runs the work, writes the history line, the officer's audit
 * entry, and tells each company concerned (the in-app notification, read already when the company took
 * the step itself, and its e-mails into the outbox, sent once the transaction commits). A step refused
 * or failing anywhere writes nothing.
 */
export function runStep<Where, Locked, T, History>(
  context: StepContext,
  actor: WorkflowActor,
  aggregate: CaseAggregate<Where, Locked, History>,
  where: Where,
  step: CaseStep<NoInfer<Locked>, T, NoInfer<History>>,
  now = new Date(),
): Promise<T> {
  return inTransaction(context.db, async (tx) => {
    const locked = await aggregate.lock(tx, actor, where);
    if (!locked) {
      const { missing } = aggregate;
      throw notFound(typeof missing === 'string' ? missing : missing(where));
    }
    const refusal = await step.refusal?.(tx, locked);
    if (refusal) throw conflict(refusal);
    const outcome = await step.work(tx, locked);
    if (outcome.history != null) await aggregate.recordHistory?.(tx, locked, outcome.history, { actor, now });
    if (actor.party === 'officer' && outcome.audit) {
      for (const entry of Array.isArray(outcome.audit) ? outcome.audit : [outcome.audit]) {
        await recordOfficerAction(tx, actor.audit, entry);
      }
    }
    const about = aggregate.about?.(locked) ?? null;
    for (const { companyId, notice } of outcome.notices ?? []) {
      await tellCompany(tx, context, companyId, notice, about, isOwnStep(actor, companyId) ? now : null);
    }
    return outcome.result;
  });
}

/** Whether the company told of a step took it itself: it knows already, so nothing is unread for it. */
const isOwnStep = (actor: WorkflowActor, companyId: string) =>
  actor.party === 'company' && actor.companyId === companyId;

/** The one company told of a step, when there is something to tell it. */
export const noticeTo = (companyId: string, notice: WorkflowNotice | null): readonly CompanyNotice[] =>
  notice ? [{ companyId, notice }] : [];
