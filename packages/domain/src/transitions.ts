import type { ApplicationCategory } from './application-category.js';
import { ApplicationStatus, isEnded } from './application-status.js';
import { type Programme, programmeLabel } from './programme.js';
import { applicationStatusLabel } from './status-wording.js';

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

/**
 * The submitted statuses an officer may end early. The domain rules first listed Application Review alone
 * (decision record 0009); a company may ask to withdraw, and an officer may have to void (a duplicate, a
 * company struck off), at any point before the outcome, so both are open until Recognised.
 */
const STOPPABLE = [
  S.applicationReview,
  S.requestForInformation,
  S.verificationCheck,
  S.pendingFindingsAcknowledgement,
  S.pendingCorrectiveAction,
  S.correctiveActionsReview,
  S.preparationOfApprovalDocuments,
  S.documentaryReview,
  S.approvalDocumentsReady,
  S.pendingApprovalOrSupport,
  S.approvedOrSupported,
  S.pendingSigning,
] as const;

// The regulator's process (docs/domain.md "Transitions"), enforced by the API with the actor.
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
  ...STOPPABLE.map((from) => officer(from, S.voided, 'void')),
  ...STOPPABLE.map((from) => officer(from, S.withdrawn, 'withdraw')),
] as const;

/** The name of a move, e.g. 'submit' or 'raise-findings'. */
export type ApplicationAction = (typeof TRANSITION_TABLE)[number]['action'];

export type Transition = Move<Actor, ApplicationAction>;

export const APPLICATION_TRANSITIONS: readonly Transition[] = TRANSITION_TABLE;

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

/** What an action does, in words that finish "You cannot …" and "Only an officer can …". */
export const APPLICATION_ACTION_WORDS: Readonly<Record<ApplicationAction, string>> = {
  submit: 'submit this application',
  'mark-as-cancelled': 'cancel this application',
  'more-info-provided': 'answer a request for information',
  acknowledge: 'acknowledge the findings',
  'findings-corrected': 'submit corrective actions',
  'declaration-signature': 'sign the declaration',
  'request-information': 'request information',
  'start-verification': 'schedule a site verification',
  'raise-findings': 'raise findings',
  'verify-without-findings': 'complete the verification without findings',
  'reject-corrective-actions': 'reject corrective actions',
  'accept-corrective-actions': 'accept corrective actions',
  'start-documentary-review': 'send approval documents for documentary review',
  'approval-documents-ready': 'mark the approval documents ready',
  approve: 'approve or support this application',
  'send-for-signing': 'send this application for signing',
  recognise: 'recognise this application',
  close: 'close this application',
  void: 'void this application',
  withdraw: 'withdraw this application',
};

/**
 * What the records of an application say about the step at hand, for the guards of some actions. Each
 * count defaults to 0 and each flag to false, so a caller states only what its action needs.
 */
export interface WorkflowFacts {
  /** The company's recognition under the programme is suspended or revoked: nothing may advance. */
  readonly programmeHeld: boolean;
  /** The site verification report has been uploaded. */
  readonly verificationReport: boolean;
  /** Findings that still lack a written corrective action. */
  readonly findingsAwaitingAction: number;
  /** Submitted corrective actions the officer has neither accepted nor rejected. */
  readonly correctiveActionsUndecided: number;
  /** Corrective actions the officer has rejected in this review. */
  readonly correctiveActionsRejected: number;
  /** Approval documents prepared. */
  readonly approvalDocuments: number;
  /** Approval documents the company has not yet answered (accepted or rejected). */
  readonly approvalDocumentsAwaitingResponse: number;
  /** Approval documents the company has rejected and the officer has not yet replaced. */
  readonly approvalDocumentsRejected: number;
}

const NO_FACTS: WorkflowFacts = {
  programmeHeld: false,
  verificationReport: false,
  findingsAwaitingAction: 0,
  correctiveActionsUndecided: 0,
  correctiveActionsRejected: 0,
  approvalDocuments: 0,
  approvalDocumentsAwaitingResponse: 0,
  approvalDocumentsRejected: 0,
};

export interface TransitionRequest {
  readonly actor: Actor;
  readonly status: ApplicationStatus;
  readonly action: ApplicationAction;
  readonly programme: Programme;
  readonly category: ApplicationCategory;
  readonly facts?: Partial<WorkflowFacts>;
}

export type TransitionOutcome =
  | { readonly ok: true; readonly to: ApplicationStatus }
  | { readonly ok: false; readonly reason: string };

/** Actions that stop an application rather than advance it: a hold on the programme does not bar them. */
const STOPPING_ACTIONS: readonly ApplicationAction[] = ['mark-as-cancelled', 'void', 'withdraw', 'close'];

/**
 * The one transition rule (docs/domain.md "Transitions"): where `action` by `actor` takes the application, or
 * why it may not be taken, checked in this order: an ended application, the wrong actor, the wrong
 * moment, a hold on the programme, then what the action needs of the records (`facts`).
 */
export function applicationTransition(request: TransitionRequest): TransitionOutcome {
  const { actor, status, action, programme, category } = request;
  const facts = { ...NO_FACTS, ...request.facts };
  const words = APPLICATION_ACTION_WORDS[action];
  const statusLabel = applicationStatusLabel(status, programme, category);
  const refuse = (reason: string): TransitionOutcome => ({ ok: false, reason });

  const to = statusAfter(status, action, actor);
  if (to === null) {
    if (isEnded(status) && !(status === S.recognised && action === 'close')) {
      return refuse(`This application is ${statusLabel} and can no longer change.`);
    }
    const other: Actor = actor === 'company' ? 'officer' : 'company';
    if (!APPLICATION_TRANSITIONS.some((t) => t.action === action && t.actor === actor)) {
      return refuse(`Only ${other === 'officer' ? 'an officer' : 'the company'} can ${words}.`);
    }
    return refuse(`You cannot ${words} while the application is in ${statusLabel}.`);
  }
  if (facts.programmeHeld && !STOPPING_ACTIONS.includes(action)) {
    return refuse(
      `The ${programmeLabel(programme)} recognition is suspended or revoked: its applications cannot advance until it is reinstated.`,
    );
  }
  const unmet = unmetNeed(action, facts);
  return unmet ? refuse(unmet) : { ok: true, to };
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

function unmetNeed(action: ApplicationAction, facts: WorkflowFacts): string | null {
  switch (action) {
    case 'raise-findings':
    case 'verify-without-findings':
      return facts.verificationReport ? null : 'Upload the site verification report first.';
    case 'findings-corrected':
      return facts.findingsAwaitingAction === 0
        ? null
        : `Write a corrective action for every finding: ${plural(facts.findingsAwaitingAction, 'finding')} still ${facts.findingsAwaitingAction === 1 ? 'needs' : 'need'} one.`;
    case 'accept-corrective-actions':
    case 'reject-corrective-actions':
      if (facts.correctiveActionsUndecided > 0) {
        const undecided = facts.correctiveActionsUndecided;
        return `Accept or reject every corrective action: ${undecided} ${undecided === 1 ? 'is' : 'are'} still undecided.`;
      }
      if (action === 'accept-corrective-actions' && facts.correctiveActionsRejected > 0) {
        return 'Some corrective actions were rejected: return them to the company instead.';
      }
      if (action === 'reject-corrective-actions' && facts.correctiveActionsRejected === 0) {
        return 'No corrective action was rejected: accept them instead.';
      }
      return null;
    case 'start-documentary-review':
      return facts.approvalDocuments > 0 ? null : 'Add at least one approval document first.';
    case 'approval-documents-ready':
      if (facts.approvalDocumentsRejected > 0) {
        return `Replace the ${plural(facts.approvalDocumentsRejected, 'approval document')} the company rejected first.`;
      }
      return facts.approvalDocumentsAwaitingResponse === 0
        ? null
        : `The company has not yet answered ${plural(facts.approvalDocumentsAwaitingResponse, 'approval document')}.`;
    default:
      return null;
  }
}
