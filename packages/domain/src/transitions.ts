import {
  APPLICATION_CASE,
  APPLICATION_TRANSITIONS,
  type ApplicationAction,
  type ApplicationStep,
  type Transition,
} from './application-case.js';
import type { ApplicationCategory } from './application-category.js';
import {
  type ApplicationFacts,
  NO_STEP_FACTS,
  NO_WORKFLOW_FACTS,
  type WorkflowFacts,
} from './application-needs.js';
import { type ApplicationStatus, isEnded } from './application-status.js';
import {
  type Actor,
  type AvailableAction,
  availableActions,
  type CaseOutcome,
  movesFrom,
  moveTarget,
  takeAction,
} from './case-definition.js';
import type { Programme } from './programme.js';

// An application's moves, read from its case (application-case.ts) under the names the API calls.
export {
  APPLICATION_ACTION_WORDS,
  APPLICATION_TRANSITIONS,
  type ApplicationAction,
  type Transition,
} from './application-case.js';
export type { WorkflowFacts } from './application-needs.js';
export type { Actor } from './case-definition.js';

/** Every action, each once, in the table's order. */
export const APPLICATION_ACTIONS: readonly ApplicationAction[] = [
  ...new Set(APPLICATION_TRANSITIONS.map((t) => t.action)),
];

export function canTransition(from: ApplicationStatus, to: ApplicationStatus, actor: Actor): boolean {
  return APPLICATION_TRANSITIONS.some((t) => t.from === from && t.to === to && t.actor === actor);
}

/** The statuses `actor` may move an application to from `from`, in the table's order. */
export function nextStatuses(from: ApplicationStatus, actor: Actor): readonly ApplicationStatus[] {
  return transitionsFrom(from, actor).map((t) => t.to);
}

/** The moves open to `actor` from `from`. */
export function transitionsFrom(from: ApplicationStatus, actor: Actor): readonly Transition[] {
  return movesFrom(APPLICATION_CASE, from, actor);
}

/** Where `action` by `actor` takes an application in status `from`, or null when it may not be taken. */
export function statusAfter(
  from: ApplicationStatus,
  action: ApplicationAction,
  actor: Actor,
): ApplicationStatus | null {
  return moveTarget(APPLICATION_CASE, from, actor, action);
}

export interface TransitionRequest {
  readonly actor: Actor;
  readonly status: ApplicationStatus;
  readonly action: ApplicationAction;
  readonly programme: Programme;
  readonly category: ApplicationCategory;
  readonly facts?: Partial<WorkflowFacts>;
}

export type TransitionOutcome = CaseOutcome<ApplicationStatus>;

/**
 * The one transition rule (docs/domain.md "Transitions"): where `action` by `actor` takes the application, or
 * why it may not be taken, checked in this order: an ended application, the wrong actor, the wrong
 * moment, a hold on the programme, then what the action needs of the records (`facts`).
 */
export function applicationTransition(request: TransitionRequest): TransitionOutcome {
  const { actor, status, action, programme, category } = request;
  const facts = { ...NO_WORKFLOW_FACTS, ...NO_STEP_FACTS, ...request.facts, programme, category };
  return takeAction(APPLICATION_CASE, status, actor, action, facts);
}

/** One of an application's actions, move or step, open or not and why: what the API answers its readers. */
export type ApplicationAvailableAction = AvailableAction<ApplicationAction | ApplicationStep>;

/**
 * Every action of `actor` on an application, open or not and why, from its records: a move is open
 * exactly when the step runner would accept it, a step when its moment and its records allow it.
 */
export function applicationActions(
  actor: Actor,
  status: ApplicationStatus,
  facts: ApplicationFacts,
): ApplicationAvailableAction[] {
  return availableActions(APPLICATION_CASE, status, actor, facts);
}

/** Actions a company may take that are no step it owes: a cancellation, a comment. */
const NOT_OWED: readonly (ApplicationAction | ApplicationStep)[] = ['mark-as-cancelled', 'comment'];

/**
 * Whose move it is on an application: nobody's once it ended, the company's while an action it owes is
 * open (an answer, an acknowledgement, a response to a document, a signature), the regulator's otherwise.
 */
export function applicationWaitingOn(status: ApplicationStatus, facts: ApplicationFacts): Actor | null {
  if (isEnded(status)) return null;
  const owed = applicationActions('company', status, facts).some(
    (action) => action.open && !NOT_OWED.includes(action.name),
  );
  return owed ? 'company' : 'officer';
}
