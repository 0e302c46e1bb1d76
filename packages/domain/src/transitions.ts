import { ApplicationStatus } from './application-status.js';

/** Who moves an application: the applying company, or an officer of the regulator. */
export type Actor = 'company' | 'officer';

interface Move<A extends Actor, N extends string> {
  readonly from: ApplicationStatus;
  readonly to: ApplicationStatus;
  readonly actor: A;
  /** The action that makes the move, named after its API call where there is one. */
  readonly action: N;
}

const S = ApplicationStatus;

const company = <const N extends string>(from: ApplicationStatus, to: ApplicationStatus, action: N) =>
  ({ from, to, actor: 'company', action }) satisfies Move<'company', N>;
const officer = <const N extends string>(from: ApplicationStatus, to: ApplicationStatus, action: N) =>
  ({ from, to, actor: 'officer', action }) satisfies Move<'officer', N>;

// The regulator's process (DOMAIN.md "Transitions"), enforced by the API with the actor.
const TRANSITION_TABLE = [
  company(S.draft, S.applicationReview, 'submit'),
  company(S.draft, S.cancelled, 'mark-as-cancelled'),
  company(S.applicationReview, S.cancelled, 'mark-as-cancelled'),
  company(S.requestForInformation, S.applicationReview, 'more-info-provided'),
  company(S.pendingFindingsAcknowledgement, S.pendingCorrectiveAction, 'acknowledge'),
  company(S.pendingCorrectiveAction, S.correctiveActionsReview, 'findings-corrected'),
  company(S.approvalDocumentsReady, S.pendingApprovalOrSupport, 'declaration-signature'),
  officer(S.applicationReview, S.requestForInformation, 'request-information'),
  officer(S.applicationReview, S.verificationCheck, 'start-verification'),
  officer(S.applicationReview, S.voided, 'void'),
  officer(S.applicationReview, S.withdrawn, 'withdraw'),
  officer(S.verificationCheck, S.pendingFindingsAcknowledgement, 'raise-findings'),
  officer(S.verificationCheck, S.preparationOfApprovalDocuments, 'verify-without-findings'),
  officer(S.correctiveActionsReview, S.pendingCorrectiveAction, 'reject-corrective-actions'),
  officer(S.correctiveActionsReview, S.preparationOfApprovalDocuments, 'accept-corrective-actions'),
  officer(S.preparationOfApprovalDocuments, S.documentaryReview, 'start-documentary-review'),
  officer(S.documentaryReview, S.approvalDocumentsReady, 'approval-documents-ready'),
  officer(S.pendingApprovalOrSupport, S.approvedOrSupported, 'approve'),
  officer(S.approvedOrSupported, S.pendingSigning, 'send-for-signing'),
  officer(S.pendingSigning, S.recognised, 'recognise'),
  officer(S.recognised, S.closed, 'close'),
] as const;

/** The name of a move, e.g. 'submit' or 'raise-findings'. */
export type ApplicationAction = (typeof TRANSITION_TABLE)[number]['action'];

export type Transition = Move<Actor, ApplicationAction>;

export const APPLICATION_TRANSITIONS: readonly Transition[] = TRANSITION_TABLE;

export function canTransition(from: ApplicationStatus, to: ApplicationStatus, actor: Actor): boolean {
  return APPLICATION_TRANSITIONS.some((t) => t.from === from && t.to === to && t.actor === actor);
}

/** The statuses `actor` may move an application to from `from`, in the table's order. */
export function nextStatuses(from: ApplicationStatus, actor: Actor): readonly ApplicationStatus[] {
  return transitionsFrom(from, actor).map((t) => t.to);
}

/** The moves open to `actor` from `from`. */
export function transitionsFrom(from: ApplicationStatus, actor: Actor): readonly Transition[] {
  return APPLICATION_TRANSITIONS.filter((t) => t.from === from && t.actor === actor);
}

/** Where `action` by `actor` takes an application in status `from`, or null when it may not be taken. */
export function statusAfter(
  from: ApplicationStatus,
  action: ApplicationAction,
  actor: Actor,
): ApplicationStatus | null {
  return transitionsFrom(from, actor).find((t) => t.action === action)?.to ?? null;
}
