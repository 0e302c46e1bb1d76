import {
  type Actor,
  type CaseDefinition,
  type CaseOutcome,
  companyMove,
  officerMove,
  takeAction,
} from './case-definition.js';
import { type CodeOf, codeSchema, codesOf } from './codes.js';

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

const MOVES = [
  companyMove(P.pendingDetails, P.detailsProvided, 'provide'),
  officerMove(P.detailsProvided, P.accepted, 'accept'),
  officerMove(P.detailsProvided, P.pendingDetails, 'return'),
  officerMove(P.pendingDetails, P.waived, 'waive'),
  officerMove(P.detailsProvided, P.waived, 'waive'),
] as const;

/** provide (company), accept, return or waive (officer). */
export type PendingDetailsAction = (typeof MOVES)[number]['action'];

export const PENDING_DETAILS_ACTIONS: readonly PendingDetailsAction[] = [
  ...new Set(MOVES.map((t) => t.action)),
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

/** Pending details' case: once accepted or waived, nothing more is asked of them, whoever asks. */
export const PENDING_DETAILS_CASE: CaseDefinition<PendingDetailsStatus, PendingDetailsAction> = {
  moves: MOVES,
  words: PENDING_DETAILS_ACTION_WORDS,
  ended: {
    is: (status) => !isPendingDetailsOpen(status),
    refusal: (status) =>
      `These details are ${PENDING_DETAILS_STATUS_LABELS[status]}: nothing more is needed.`,
  },
  wrongMoment: ({ words, state }) =>
    `You cannot ${words} while they are ${PENDING_DETAILS_STATUS_LABELS[state]}.`,
};

export type PendingDetailsOutcome = CaseOutcome<PendingDetailsStatus>;

/** Where `action` by `actor` takes the pending details, or why it may not be taken. */
export function pendingDetailsTransition(
  actor: Actor,
  status: PendingDetailsStatus,
  action: PendingDetailsAction,
): PendingDetailsOutcome {
  return takeAction(PENDING_DETAILS_CASE, status, actor, action, undefined);
}
