import { z } from 'zod';
import { type ApplicationCategory, applicationCategoryLabel } from './application-category.js';
import { type CompanyTaskFacts, companyTaskItems, type TaskTarget } from './application-workflow.js';
import { isCaseActionOpen } from './case-action-contracts.js';
import { availableActions } from './case-definition.js';
import { formatDate } from './format-date.js';
import { type Programme, programmeLabel } from './programme.js';
import type { PtParticipationFacts } from './pt-participation-case.js';
import { ptParticipantActions } from './pt-steps.js';
import type { SuspensionStatus } from './suspension.js';
import { SUSPENSION_CASE } from './suspension-transitions.js';

/**
 * The Dashboard's "what to do next" (docs/domain.md "The Dashboard's next actions"): every action the
 * company must take now on its applications, its suspensions and its proficiency testing rounds, each
 * with its deadline, soonest first. Each one is open by the same rule as the step it leads to.
 */

/** The kinds of next action: an application's tasks (`TaskTarget`), an appeal, and a PT round's steps. */
export const NEXT_ACTION_KINDS = [
  'correspondence',
  'findings',
  'corrective-actions',
  'approval-documents',
  'declaration',
  'invoice',
  'appeal',
  'pt-registration',
  'pt-results',
] as const satisfies readonly (TaskTarget | 'appeal' | 'pt-registration' | 'pt-results')[];
export type NextActionKind = (typeof NEXT_ACTION_KINDS)[number];

/** Where the action is taken: an application's section, a suspension, or a part of a PT round. */
export const nextActionPlaceSchema = z.discriminatedUnion('subject', [
  z.object({
    subject: z.literal('application'),
    applicationId: z.uuid(),
    /** "LRP-2026-000105 (LRP New)": what the application is called where the action is listed. */
    name: z.string(),
  }),
  z.object({ subject: z.literal('suspension'), recognitionId: z.uuid(), suspensionId: z.uuid() }),
  z.object({ subject: z.literal('pt-round'), roundId: z.uuid(), name: z.string() }),
]);
export type NextActionPlace = z.infer<typeof nextActionPlaceSchema>;

/** One action the company must take, in a sentence of its own, with its deadline (a Singapore day). */
export const nextActionSchema = z.object({
  kind: z.enum(NEXT_ACTION_KINDS),
  /** "Acknowledge 2 findings": what to do, in sentence case, without its deadline. */
  text: z.string(),
  /** The last day to do it, `yyyy-mm-dd` in Singapore; null when it has none. */
  dueDate: z.iso.date().nullable(),
  place: nextActionPlaceSchema,
});
export type NextAction = z.infer<typeof nextActionSchema>;

/** GET /api/dashboard/next-actions. */
export const companyNextActionsSchema = z.object({ actions: z.array(nextActionSchema) });
export type CompanyNextActions = z.infer<typeof companyNextActionsSchema>;

/** What the next actions are read from: the company's own records, as the API reads them. */
export interface NextActionFacts {
  readonly now: Date;
  /** Its submitted applications that have not ended, with what their records say it owes. */
  readonly applications: readonly {
    readonly id: string;
    readonly referenceNumber: string;
    readonly programme: Programme;
    readonly category: ApplicationCategory;
    readonly tasks: CompanyTaskFacts;
  }[];
  /** Its recognitions' suspensions under way. */
  readonly suspensions: readonly {
    readonly recognitionId: string;
    readonly suspensionId: string;
    readonly programme: Programme;
    readonly status: SuspensionStatus;
    readonly appealDeadline: Date | null;
  }[];
  /** The PT rounds it may see, with its part in each (for a laboratory with PT access). */
  readonly ptRounds: readonly {
    readonly id: string;
    readonly code: string;
    readonly name: string;
    readonly registrationClosesAt: Date;
    readonly resultsDueAt: Date;
    readonly participation: PtParticipationFacts;
  }[];
}

/** The Singapore calendar day of an instant, `yyyy-mm-dd`. */
export function singaporeDayOf(instant: Date): string {
  const [day, month, year] = formatDate(instant, 'dd/MM/yyyy').split('/');
  return `${year}-${month}-${day}`;
}

const sentence = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** A day after every deadline: an action without one sorts last. */
const NO_DEADLINE = '9999-12-31';

/** Soonest deadline first; those without one last; the order they were found in otherwise (a stable sort). */
const byDeadline = (a: NextAction, b: NextAction): number =>
  (a.dueDate ?? NO_DEADLINE).localeCompare(b.dueDate ?? NO_DEADLINE);

/** The company's next actions, soonest deadline first (those without a deadline last). */
export function companyNextActions(facts: NextActionFacts): NextAction[] {
  const actions: NextAction[] = [];
  for (const application of facts.applications) {
    const name = `${application.referenceNumber} (${programmeLabel(application.programme)} ${applicationCategoryLabel(
      application.category,
      application.programme,
    )})`;
    for (const task of companyTaskItems(application.tasks)) {
      actions.push({
        kind: task.target,
        text: sentence(task.what),
        dueDate: task.dueDate,
        place: { subject: 'application', applicationId: application.id, name },
      });
    }
  }
  for (const suspension of facts.suspensions) {
    const open = availableActions(SUSPENSION_CASE, suspension.status, 'company', {
      appealDeadline: suspension.appealDeadline,
      now: facts.now,
    });
    if (!isCaseActionOpen(open, 'appeal')) continue;
    actions.push({
      kind: 'appeal',
      text: `Appeal against the suspension of your ${programmeLabel(suspension.programme)} recognition, if you disagree with it`,
      dueDate: suspension.appealDeadline ? singaporeDayOf(suspension.appealDeadline) : null,
      place: {
        subject: 'suspension',
        recognitionId: suspension.recognitionId,
        suspensionId: suspension.suspensionId,
      },
    });
  }
  for (const round of facts.ptRounds) {
    const steps = ptParticipantActions(round.participation);
    const place = { subject: 'pt-round' as const, roundId: round.id, name: `${round.code} ${round.name}` };
    if (isCaseActionOpen(steps, 'register')) {
      actions.push({
        kind: 'pt-registration',
        text: 'Register for the proficiency testing round',
        dueDate: singaporeDayOf(round.registrationClosesAt),
        place,
      });
    }
    if (isCaseActionOpen(steps, 'submit-results')) {
      actions.push({
        kind: 'pt-results',
        text: 'Submit your proficiency testing results',
        dueDate: singaporeDayOf(round.resultsDueAt),
        place,
      });
    }
  }
  return actions.sort(byDeadline);
}
