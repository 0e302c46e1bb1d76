import {
  APPLICATION_STEP_GUARDS,
  type ApplicationFacts,
  applicationMoveGuards,
} from './application-needs.js';
import { ApplicationStatus, isEnded, SUBMITTED_STATUSES, statusesFrom } from './application-status.js';
import { type CaseDefinition, companyMove, type Move, officerMove, type Step } from './case-definition.js';
import { applicationStatusLabel } from './status-wording.js';

/** An application's life (docs/domain.md "Transitions"), enforced by the API with the actor. */

const S = ApplicationStatus;

/**
 * The submitted statuses an officer may end early: a company may ask to withdraw, and an officer may have
 * to void (a duplicate, a company struck off), at any point before the outcome, so both are open until
 * Recognised (docs/domain.md "Transitions").
 */
const STOPPABLE = statusesFrom(S.applicationReview, S.pendingSigning);

const MOVES = [
  companyMove(S.draft, S.applicationReview, 'submit'),
  companyMove(S.draft, S.cancelled, 'mark-as-cancelled'),
  companyMove(S.applicationReview, S.cancelled, 'mark-as-cancelled'),
  companyMove(S.requestForInformation, S.applicationReview, 'more-info-provided'),
  companyMove(S.pendingFindingsAcknowledgement, S.pendingCorrectiveAction, 'acknowledge'),
  companyMove(S.pendingCorrectiveAction, S.correctiveActionsReview, 'findings-corrected'),
  companyMove(S.approvalDocumentsReady, S.pendingApprovalOrSupport, 'declaration-signature'),
  officerMove(S.applicationReview, S.requestForInformation, 'request-information'),
  officerMove(S.applicationReview, S.verificationCheck, 'start-verification'),
  officerMove(S.verificationCheck, S.pendingFindingsAcknowledgement, 'raise-findings'),
  officerMove(S.verificationCheck, S.preparationOfApprovalDocuments, 'verify-without-findings'),
  officerMove(S.correctiveActionsReview, S.pendingCorrectiveAction, 'reject-corrective-actions'),
  officerMove(S.correctiveActionsReview, S.preparationOfApprovalDocuments, 'accept-corrective-actions'),
  officerMove(S.preparationOfApprovalDocuments, S.documentaryReview, 'start-documentary-review'),
  officerMove(S.documentaryReview, S.approvalDocumentsReady, 'approval-documents-ready'),
  officerMove(S.pendingApprovalOrSupport, S.approvedOrSupported, 'approve'),
  officerMove(S.approvedOrSupported, S.pendingSigning, 'send-for-signing'),
  officerMove(S.pendingSigning, S.recognised, 'recognise'),
  officerMove(S.recognised, S.closed, 'close'),
  ...STOPPABLE.map((from) => officerMove(from, S.voided, 'void')),
  ...STOPPABLE.map((from) => officerMove(from, S.withdrawn, 'withdraw')),
] as const;

/** The name of a move, e.g. 'submit' or 'raise-findings'. */
export type ApplicationAction = (typeof MOVES)[number]['action'];

export type Transition = Move<ApplicationStatus, ApplicationAction>;

export const APPLICATION_TRANSITIONS: readonly Transition[] = MOVES;

const OPEN_SUBMITTED = SUBMITTED_STATUSES.filter((status) => !isEnded(status));

/**
 * Steps within a status: work on an application's records that does not move it (a draft corrective
 * action, a response to one document, a report uploaded, a comment). Each is open to one side, or both,
 * in given statuses.
 */
export const APPLICATION_STEPS = {
  'save-corrective-action': { actors: ['company'], statuses: [S.pendingCorrectiveAction] },
  'respond-to-document': { actors: ['company'], statuses: [S.documentaryReview] },
  comment: { actors: ['company', 'officer'], statuses: OPEN_SUBMITTED },
  'verification-report': { actors: ['officer'], statuses: [S.verificationCheck] },
  'prepare-approval-document': {
    actors: ['officer'],
    statuses: [S.preparationOfApprovalDocuments, S.documentaryReview],
  },
  'issue-invoice': { actors: ['officer'], statuses: OPEN_SUBMITTED },
  'record-payment': { actors: ['officer'], statuses: statusesFrom(S.applicationReview, S.closed) },
  'review-corrective-actions': { actors: ['officer'], statuses: [S.correctiveActionsReview] },
  'revise-approval-document': {
    actors: ['officer'],
    statuses: [S.preparationOfApprovalDocuments, S.documentaryReview],
  },
} as const satisfies Record<string, Step<ApplicationStatus>>;

export type ApplicationStep = keyof typeof APPLICATION_STEPS;

/**
 * Steps an officer takes through a form whose request runs, and is recorded, as another action: the
 * review of corrective actions ends in accepting or rejecting them, a new version of an approval document
 * is its preparation. They are in the case so that the list of actions says when each form is open.
 */
export const APPLICATION_STEPS_TAKEN_AS = {
  'review-corrective-actions': 'accept-corrective-actions',
  'revise-approval-document': 'prepare-approval-document',
} as const satisfies Partial<Record<ApplicationStep, ApplicationAction | ApplicationStep>>;

/** A step the history and the audit log never name: its request is recorded as another action. */
export type ApplicationFormStep = keyof typeof APPLICATION_STEPS_TAKEN_AS;

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

const STEP_WORDS: Readonly<Record<ApplicationStep, string>> = {
  'save-corrective-action': 'change corrective actions',
  'respond-to-document': 'respond to approval documents',
  comment: 'add a comment',
  'verification-report': 'upload the verification report',
  'prepare-approval-document': 'change approval documents',
  'issue-invoice': 'issue an invoice',
  'record-payment': 'record a payment',
  'review-corrective-actions': 'review corrective actions',
  'revise-approval-document': 'add a new version of an approval document',
};

const label = (status: ApplicationStatus, facts: ApplicationFacts) =>
  applicationStatusLabel(status, facts.programme, facts.category);

const endedRefusal = (status: ApplicationStatus, facts: ApplicationFacts) =>
  `This application is ${label(status, facts)} and can no longer change.`;

/**
 * The application's case: an ended application refuses every move, whoever asks; a step on it is refused
 * once the actor is known to be the step's, with the same words.
 */
export const APPLICATION_CASE: CaseDefinition<
  ApplicationStatus,
  ApplicationAction,
  ApplicationStep,
  ApplicationFacts
> = {
  moves: APPLICATION_TRANSITIONS,
  steps: APPLICATION_STEPS,
  words: { ...APPLICATION_ACTION_WORDS, ...STEP_WORDS },
  guards: {
    ...Object.fromEntries(MOVES.map(({ action }) => [action, applicationMoveGuards(action)])),
    ...APPLICATION_STEP_GUARDS,
  },
  ended: { is: isEnded, refusal: endedRefusal },
  wrongMoment: ({ words, state, facts }) =>
    isEnded(state)
      ? endedRefusal(state, facts)
      : `You cannot ${words} while the application is in ${label(state, facts)}.`,
};
