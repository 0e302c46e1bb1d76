import { type CodeOf, codeSchema, codesOf } from './codes.js';
import type { Actor } from './transitions.js';

/**
 * Details a recognition still owes after it was granted (a document to follow, a name to confirm).
 * docs/requirements.md §4 names Pending Details 1 and Waived 4; the codes between are the company's answer
 * (Details Provided 2) and the officer's acceptance of it (Accepted 3).
 */
export const PendingDetailsStatus = {
  pendingDetails: 1,
  detailsProvided: 2,
  accepted: 3,
  waived: 4,
} as const;
export type PendingDetailsStatus = CodeOf<typeof PendingDetailsStatus>;

export const PENDING_DETAILS_STATUSES = codesOf(PendingDetailsStatus);
export const pendingDetailsStatusSchema = codeSchema(PENDING_DETAILS_STATUSES);

const P = PendingDetailsStatus;

export const PENDING_DETAILS_STATUS_LABELS: Readonly<Record<PendingDetailsStatus, string>> = {
  [P.pendingDetails]: 'Pending Details',
  [P.detailsProvided]: 'Details Provided',
  [P.accepted]: 'Accepted',
  [P.waived]: 'Waived',
};

const PENDING_DETAILS_TABLE = [
  { from: P.pendingDetails, to: P.detailsProvided, actor: 'company', action: 'provide' },
  { from: P.detailsProvided, to: P.accepted, actor: 'officer', action: 'accept' },
  { from: P.detailsProvided, to: P.pendingDetails, actor: 'officer', action: 'return' },
  { from: P.pendingDetails, to: P.waived, actor: 'officer', action: 'waive' },
  { from: P.detailsProvided, to: P.waived, actor: 'officer', action: 'waive' },
] as const satisfies readonly {
  from: PendingDetailsStatus;
  to: PendingDetailsStatus;
  actor: Actor;
  action: string;
}[];

/** provide (company), accept, return or waive (officer). */
export type PendingDetailsAction = (typeof PENDING_DETAILS_TABLE)[number]['action'];

export const PENDING_DETAILS_ACTIONS: readonly PendingDetailsAction[] = [
  ...new Set(PENDING_DETAILS_TABLE.map((t) => t.action)),
];

const PENDING_DETAILS_ACTION_WORDS: Readonly<Record<PendingDetailsAction, string>> = {
  provide: 'provide these details',
  accept: 'accept these details',
  return: 'return these details to the company',
  waive: 'waive these details',
};

/** What happened, for the recognition's history. */
export const PENDING_DETAILS_ACTION_TITLES: Readonly<Record<PendingDetailsAction | 'request', string>> = {
  request: 'Details requested',
  provide: 'Details provided',
  accept: 'Details accepted',
  return: 'Details returned to the company',
  waive: 'Details waived',
};

export const isPendingDetailsOpen = (status: PendingDetailsStatus): boolean =>
  status === P.pendingDetails || status === P.detailsProvided;

export type PendingDetailsOutcome =
  | { readonly ok: true; readonly to: PendingDetailsStatus }
  | { readonly ok: false; readonly reason: string };

/** Where `action` by `actor` takes the pending details, or why it may not be taken. */
export function pendingDetailsTransition(
  actor: Actor,
  status: PendingDetailsStatus,
  action: PendingDetailsAction,
): PendingDetailsOutcome {
  const move = PENDING_DETAILS_TABLE.find((t) => t.from === status && t.action === action);
  const words = PENDING_DETAILS_ACTION_WORDS[action];
  if (move && move.actor === actor) return { ok: true, to: move.to };
  if (!isPendingDetailsOpen(status)) {
    return {
      ok: false,
      reason: `These details are ${PENDING_DETAILS_STATUS_LABELS[status]}: nothing more is needed.`,
    };
  }
  if (!PENDING_DETAILS_TABLE.some((t) => t.action === action && t.actor === actor)) {
    return { ok: false, reason: `Only ${actor === 'company' ? 'an officer' : 'the company'} can ${words}.` };
  }
  return {
    ok: false,
    reason: `You cannot ${words} while they are ${PENDING_DETAILS_STATUS_LABELS[status]}.`,
  };
}
