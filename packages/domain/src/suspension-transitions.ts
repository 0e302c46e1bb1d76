import { SUSPENSION_STATUS_LABELS, SuspensionStatus } from './suspension.js';
import type { Actor } from './transitions.js';

const U = SuspensionStatus;

interface Move<N extends string> {
  readonly from: SuspensionStatus;
  readonly to: SuspensionStatus;
  readonly actor: Actor;
  /** The action that makes the move, named after its API call. */
  readonly action: N;
}

const company = <const N extends string>(from: SuspensionStatus, to: SuspensionStatus, action: N) =>
  ({ from, to, actor: 'company', action }) satisfies Move<N>;
const officer = <const N extends string>(from: SuspensionStatus, to: SuspensionStatus, action: N) =>
  ({ from, to, actor: 'officer', action }) satisfies Move<N>;

/**
 * A suspension's life (docs/domain.md "Recognitions and suspensions"). The officer may also reject or
 * suspend while details are awaited: a company that never answers cannot hold the decision up.
 */
const SUSPENSION_TABLE = [
  officer(U.suspensionRequested, U.suspensionDetailsRequired, 'require-details'),
  officer(U.suspensionRequested, U.suspensionRejected, 'reject'),
  officer(U.suspensionDetailsRequired, U.suspensionRejected, 'reject'),
  officer(U.suspensionRequested, U.suspended, 'suspend'),
  officer(U.suspensionDetailsRequired, U.suspended, 'suspend'),
  company(U.suspensionDetailsRequired, U.suspensionRequested, 'provide-details'),
  company(U.suspended, U.suspensionAcknowledged, 'acknowledge'),
  company(U.suspended, U.appealSubmitted, 'appeal'),
  company(U.suspensionAcknowledged, U.appealSubmitted, 'appeal'),
  officer(U.appealSubmitted, U.pendingReinstatementApproval, 'consider-reinstatement'),
  officer(U.appealSubmitted, U.revoked, 'revoke'),
  officer(U.pendingReinstatementApproval, U.revoked, 'revoke'),
  officer(U.pendingReinstatementApproval, U.reinstated, 'reinstate'),
  officer(U.suspended, U.reinstated, 'reinstate'),
  officer(U.suspensionAcknowledged, U.reinstated, 'reinstate'),
] as const;

/** The name of a suspension's move, e.g. 'suspend' or 'appeal'. */
export type SuspensionAction = (typeof SUSPENSION_TABLE)[number]['action'];

export type SuspensionTransition = Move<SuspensionAction>;

export const SUSPENSION_TRANSITIONS: readonly SuspensionTransition[] = SUSPENSION_TABLE;

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
  reject: 'Suspension rejected',
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

export interface SuspensionTransitionRequest {
  readonly actor: Actor;
  readonly status: SuspensionStatus;
  readonly action: SuspensionAction;
  /** When the appeal period ends (null while the recognition is not yet suspended). */
  readonly appealDeadline?: Date | null;
  readonly now: Date;
}

export type SuspensionTransitionOutcome =
  | { readonly ok: true; readonly to: SuspensionStatus }
  | { readonly ok: false; readonly reason: string };

export function suspensionStatusAfter(
  from: SuspensionStatus,
  action: SuspensionAction,
  actor: Actor,
): SuspensionStatus | null {
  return (
    SUSPENSION_TRANSITIONS.find((t) => t.from === from && t.action === action && t.actor === actor)?.to ??
    null
  );
}

/** The moves open to `actor` from `from`, in the table's order. */
export function suspensionActionsFrom(from: SuspensionStatus, actor: Actor): readonly SuspensionAction[] {
  return SUSPENSION_TRANSITIONS.filter((t) => t.from === from && t.actor === actor).map((t) => t.action);
}

/**
 * The one suspension rule: where `action` by `actor` takes the suspension, or why it may not, checked in
 * this order: an ended suspension, the wrong side, the wrong moment, then the appeal period.
 */
export function suspensionTransition(request: SuspensionTransitionRequest): SuspensionTransitionOutcome {
  const { actor, status, action } = request;
  const refuse = (reason: string): SuspensionTransitionOutcome => ({ ok: false, reason });
  const words = SUSPENSION_ACTION_WORDS[action];
  const to = suspensionStatusAfter(status, action, actor);
  if (to === null) {
    const label = SUSPENSION_STATUS_LABELS[status];
    if (isSuspensionEnded(status)) return refuse(`This suspension is ${label} and can no longer change.`);
    if (!SUSPENSION_TRANSITIONS.some((t) => t.action === action && t.actor === actor)) {
      return refuse(`Only ${actor === 'company' ? 'an officer' : 'the company'} can ${words}.`);
    }
    return refuse(`You cannot ${words} while the suspension is ${label}.`);
  }
  if (action === 'appeal') {
    const deadline = request.appealDeadline ?? null;
    if (deadline !== null && request.now.getTime() > deadline.getTime()) {
      return refuse('The appeal period has ended: an appeal can no longer be made against this suspension.');
    }
  }
  return { ok: true, to };
}
