import {
  type Actor,
  type CaseDefinition,
  type CaseOutcome,
  companyMove,
  type Move,
  movesFrom,
  moveTarget,
  officerMove,
  takeAction,
} from './case-definition.js';
import { SUSPENSION_STATUS_LABELS, SuspensionStatus } from './suspension.js';

const U = SuspensionStatus;

/**
 * A suspension's life (docs/domain.md "Recognitions and suspensions"). The officer may also reject or
 * suspend while details are awaited: a company that never answers cannot hold the decision up.
 */
const MOVES = [
  officerMove(U.suspensionRequested, U.suspensionDetailsRequired, 'require-details'),
  officerMove(U.suspensionRequested, U.suspensionRejected, 'reject'),
  officerMove(U.suspensionDetailsRequired, U.suspensionRejected, 'reject'),
  officerMove(U.suspensionRequested, U.suspended, 'suspend'),
  officerMove(U.suspensionDetailsRequired, U.suspended, 'suspend'),
  companyMove(U.suspensionDetailsRequired, U.suspensionRequested, 'provide-details'),
  companyMove(U.suspended, U.suspensionAcknowledged, 'acknowledge'),
  companyMove(U.suspended, U.appealSubmitted, 'appeal'),
  companyMove(U.suspensionAcknowledged, U.appealSubmitted, 'appeal'),
  officerMove(U.appealSubmitted, U.pendingReinstatementApproval, 'consider-reinstatement'),
  officerMove(U.appealSubmitted, U.revoked, 'revoke'),
  officerMove(U.pendingReinstatementApproval, U.revoked, 'revoke'),
  officerMove(U.pendingReinstatementApproval, U.reinstated, 'reinstate'),
  officerMove(U.suspended, U.reinstated, 'reinstate'),
  officerMove(U.suspensionAcknowledged, U.reinstated, 'reinstate'),
] as const;

/** The name of a suspension's move, e.g. 'suspend' or 'appeal'. */
export type SuspensionAction = (typeof MOVES)[number]['action'];

export type SuspensionTransition = Move<SuspensionStatus, SuspensionAction>;

export const SUSPENSION_TRANSITIONS: readonly SuspensionTransition[] = MOVES;

/** Every action, each once, in the table's order. */
export const SUSPENSION_ACTIONS: readonly SuspensionAction[] = [
  ...new Set(SUSPENSION_TRANSITIONS.map((t) => t.action)),
];

/** What an action does, in words that finish "You cannot …" and "Only an officer can …". */
export const SUSPENSION_ACTION_WORDS: Readonly<Record<SuspensionAction, string>> = {
  'require-details': 'ask the company for details',
  reject: 'reject the suspension',
  suspend: 'suspend the recognition',
  'provide-details': 'provide the details asked for',
  acknowledge: 'acknowledge the suspension',
  appeal: 'appeal against the suspension',
  'consider-reinstatement': 'put the recognition forward for reinstatement',
  revoke: 'revoke the recognition',
  reinstate: 'reinstate the recognition',
};

/** What happened, for the timeline: "Suspension proposed", "Appeal submitted" … */
export const SUSPENSION_ACTION_TITLES: Readonly<Record<SuspensionAction | 'propose', string>> = {
  propose: 'Suspension proposed',
  'require-details': 'Details required from the company',
  reject: 'Suspension proposal withdrawn',
  suspend: 'Recognition suspended',
  'provide-details': 'Details provided',
  acknowledge: 'Suspension acknowledged',
  appeal: 'Appeal submitted',
  'consider-reinstatement': 'Put forward for reinstatement',
  revoke: 'Recognition revoked',
  reinstate: 'Recognition reinstated',
};

/** Statuses from which a suspension no longer changes. */
export const ENDED_SUSPENSION_STATUSES: readonly SuspensionStatus[] = [
  U.suspensionRejected,
  U.reinstated,
  U.revoked,
];

export const isSuspensionEnded = (status: SuspensionStatus): boolean =>
  ENDED_SUSPENSION_STATUSES.includes(status);

/** The days a company has, from the day its recognition was suspended, to appeal (docs/domain.md). */
export const DEFAULT_APPEAL_PERIOD_DAYS = 14;

const DAY_MS = 86_400_000;

/** The last instant an appeal is accepted: `days` whole days after the suspension took effect. */
export function appealDeadline(suspendedAt: Date, days: number = DEFAULT_APPEAL_PERIOD_DAYS): Date {
  return new Date(suspendedAt.getTime() + days * DAY_MS);
}

/** What a suspension's guards read: when the appeal period ends (null until suspended), and now. */
export interface SuspensionFacts {
  readonly appealDeadline: Date | null;
  readonly now: Date;
}

/**
 * A suspension's case: an ended suspension refuses every move, whoever asks, and an appeal must come
 * within the appeal period.
 */
export const SUSPENSION_CASE: CaseDefinition<SuspensionStatus, SuspensionAction, never, SuspensionFacts> = {
  moves: SUSPENSION_TRANSITIONS,
  words: SUSPENSION_ACTION_WORDS,
  guards: {
    appeal: [
      {
        holds: ({ appealDeadline, now }) =>
          appealDeadline === null || now.getTime() <= appealDeadline.getTime(),
        refusal: 'The appeal period has ended: an appeal can no longer be made against this suspension.',
      },
    ],
  },
  ended: {
    is: isSuspensionEnded,
    refusal: (status) => `This suspension is ${SUSPENSION_STATUS_LABELS[status]} and can no longer change.`,
  },
  wrongMoment: ({ words, state }) =>
    `You cannot ${words} while the suspension is ${SUSPENSION_STATUS_LABELS[state]}.`,
};

export interface SuspensionTransitionRequest {
  readonly actor: Actor;
  readonly status: SuspensionStatus;
  readonly action: SuspensionAction;
  /** When the appeal period ends (null while the recognition is not yet suspended). */
  readonly appealDeadline?: Date | null;
  readonly now: Date;
}

export type SuspensionTransitionOutcome = CaseOutcome<SuspensionStatus>;

export function suspensionStatusAfter(
  from: SuspensionStatus,
  action: SuspensionAction,
  actor: Actor,
): SuspensionStatus | null {
  return moveTarget(SUSPENSION_CASE, from, actor, action);
}

/** The moves open to `actor` from `from`, in the table's order. */
export function suspensionActionsFrom(from: SuspensionStatus, actor: Actor): readonly SuspensionAction[] {
  return movesFrom(SUSPENSION_CASE, from, actor).map((t) => t.action);
}

/**
 * The one suspension rule: where `action` by `actor` takes the suspension, or why it may not, checked in
 * this order: an ended suspension, the wrong side, the wrong moment, then the appeal period.
 */
export function suspensionTransition(request: SuspensionTransitionRequest): SuspensionTransitionOutcome {
  const { actor, status, action, now } = request;
  return takeAction(SUSPENSION_CASE, status, actor, action, {
    appealDeadline: request.appealDeadline ?? null,
    now,
  });
}
