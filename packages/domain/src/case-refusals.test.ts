import { describe, expect, it } from 'vitest';
import { APPLICATION_CASE } from './application-case.js';
import { ApplicationCategory } from './application-category.js';
import { type ApplicationFacts, NO_STEP_FACTS, NO_WORKFLOW_FACTS } from './application-needs.js';
import { ApplicationStatus } from './application-status.js';
import {
  type Actor,
  type AvailableAction,
  availableActions,
  type CaseDefinition,
  refusalOf,
} from './case-definition.js';
import { CompanyRecognitionStatus } from './company-recognition.js';
import { CorrespondenceStatus } from './correspondence.js';
import { PENDING_DETAILS_CASE, PendingDetailsStatus } from './pending-details.js';
import { PtStatus } from './proficiency-testing.js';
import { Programme } from './programme.js';
import { PT_PARTICIPATION_CASE, type PtParticipationFacts } from './pt-participation-case.js';
import { PT_ROUND_CASE, type PtRoundFacts } from './pt-round-case.js';
import { RECOGNITION_CASE, type RecognitionFacts } from './recognition-case.js';
import { SuspensionStatus } from './suspension.js';
import { SUSPENSION_CASE, type SuspensionFacts } from './suspension-transitions.js';
import { TERMS_CASE } from './terms-transitions.js';

/**
 * Every refusal the portal words today, each asked of the case that gives it: the sentence must stay
 * word for word, and the actor's list of actions must give the same reason for the same action.
 */

interface Asked {
  readonly refusal: string | null;
  /** The action as the actor's list gives it; undefined when the action is not the actor's. */
  readonly listed: AvailableAction<string> | undefined;
}

function ask<S, M extends string, T extends string, F>(
  definition: CaseDefinition<S, M, T, F>,
  state: S,
  actor: Actor,
  action: M | T,
  facts: F,
): Asked {
  return {
    refusal: refusalOf(definition, state, actor, action, facts),
    listed: availableActions(definition, state, actor, facts).find((listed) => listed.name === action),
  };
}

const A = ApplicationStatus;
const application = (overrides: Partial<ApplicationFacts> = {}): ApplicationFacts => ({
  ...NO_WORKFLOW_FACTS,
  ...NO_STEP_FACTS,
  programme: Programme.LRP,
  category: ApplicationCategory.new,
  ...overrides,
});
const U = SuspensionStatus;
const NOW = new Date('2026-03-10T04:00:00.000Z');
const inTime: SuspensionFacts = { appealDeadline: NOW, now: NOW };
const P = PendingDetailsStatus;
const C = CorrespondenceStatus;
const R = CompanyRecognitionStatus;
const clear: RecognitionFacts = { hasOpenSuspension: false, openApplications: 0 };
const T = PtStatus;
const round = (status: PtStatus, overrides: Partial<PtRoundFacts> = {}): PtRoundFacts => ({
  status,
  participantCount: 1,
  submittedCount: 1,
  statisticsComputed: true,
  statisticsReviewed: true,
  ...overrides,
});
const lab = (status: PtStatus, overrides: Partial<PtParticipationFacts> = {}): PtParticipationFacts => ({
  status,
  registered: true,
  dispatched: true,
  received: false,
  resultsSubmitted: false,
  ...overrides,
});

const REFUSALS: readonly (readonly [string, Asked])[] = [
  // Applications: moves
  [
    'This application is Voided and can no longer change.',
    ask(APPLICATION_CASE, A.voided, 'company', 'submit', application()),
  ],
  [
    'This application is Scope Granted and can no longer change.',
    ask(
      APPLICATION_CASE,
      A.recognised,
      'officer',
      'void',
      application({ category: ApplicationCategory.changeOfScope }),
    ),
  ],
  [
    'Only an officer can close this application.',
    ask(APPLICATION_CASE, A.recognised, 'company', 'close', application()),
  ],
  [
    'Only the company can submit this application.',
    ask(APPLICATION_CASE, A.draft, 'officer', 'submit', application()),
  ],
  [
    'You cannot acknowledge the findings while the application is in Pending Approval.',
    ask(APPLICATION_CASE, A.pendingApprovalOrSupport, 'company', 'acknowledge', application()),
  ],
  [
    'You cannot acknowledge the findings while the application is in Supported.',
    ask(
      APPLICATION_CASE,
      A.approvedOrSupported,
      'company',
      'acknowledge',
      application({ programme: Programme.IBR }),
    ),
  ],
  [
    'The LRP recognition is suspended or revoked: its applications cannot advance until it is reinstated.',
    ask(
      APPLICATION_CASE,
      A.pendingFindingsAcknowledgement,
      'company',
      'acknowledge',
      application({ programmeHeld: true }),
    ),
  ],
  [
    'Upload the site verification report first.',
    ask(APPLICATION_CASE, A.verificationCheck, 'officer', 'raise-findings', application()),
  ],
  [
    'Upload the site verification report first.',
    ask(APPLICATION_CASE, A.verificationCheck, 'officer', 'verify-without-findings', application()),
  ],
  [
    'Write a corrective action for every finding: 1 finding still needs one.',
    ask(
      APPLICATION_CASE,
      A.pendingCorrectiveAction,
      'company',
      'findings-corrected',
      application({ findingsAwaitingAction: 1 }),
    ),
  ],
  [
    'Write a corrective action for every finding: 2 findings still need one.',
    ask(
      APPLICATION_CASE,
      A.pendingCorrectiveAction,
      'company',
      'findings-corrected',
      application({ findingsAwaitingAction: 2 }),
    ),
  ],
  [
    'Accept or reject every corrective action: 1 is still undecided.',
    ask(
      APPLICATION_CASE,
      A.correctiveActionsReview,
      'officer',
      'accept-corrective-actions',
      application({ correctiveActionsUndecided: 1 }),
    ),
  ],
  [
    'Accept or reject every corrective action: 3 are still undecided.',
    ask(
      APPLICATION_CASE,
      A.correctiveActionsReview,
      'officer',
      'reject-corrective-actions',
      application({ correctiveActionsUndecided: 3 }),
    ),
  ],
  [
    'Some corrective actions were rejected: return them to the company instead.',
    ask(
      APPLICATION_CASE,
      A.correctiveActionsReview,
      'officer',
      'accept-corrective-actions',
      application({ correctiveActionsRejected: 1 }),
    ),
  ],
  [
    'No corrective action was rejected: accept them instead.',
    ask(APPLICATION_CASE, A.correctiveActionsReview, 'officer', 'reject-corrective-actions', application()),
  ],
  [
    'Add at least one approval document first.',
    ask(
      APPLICATION_CASE,
      A.preparationOfApprovalDocuments,
      'officer',
      'start-documentary-review',
      application(),
    ),
  ],
  [
    'Replace the 1 approval document the company rejected first.',
    ask(
      APPLICATION_CASE,
      A.documentaryReview,
      'officer',
      'approval-documents-ready',
      application({ approvalDocumentsRejected: 1, approvalDocumentsAwaitingResponse: 1 }),
    ),
  ],
  [
    'Replace the 2 approval documents the company rejected first.',
    ask(
      APPLICATION_CASE,
      A.documentaryReview,
      'officer',
      'approval-documents-ready',
      application({ approvalDocumentsRejected: 2 }),
    ),
  ],
  [
    'The company has not yet answered 1 approval document.',
    ask(
      APPLICATION_CASE,
      A.documentaryReview,
      'officer',
      'approval-documents-ready',
      application({ approvalDocumentsAwaitingResponse: 1 }),
    ),
  ],
  [
    'The company has not yet answered 2 approval documents.',
    ask(
      APPLICATION_CASE,
      A.documentaryReview,
      'officer',
      'approval-documents-ready',
      application({ approvalDocumentsAwaitingResponse: 2 }),
    ),
  ],
  // Applications: steps within a status
  [
    'Only the company can change corrective actions.',
    ask(APPLICATION_CASE, A.pendingCorrectiveAction, 'officer', 'save-corrective-action', application()),
  ],
  [
    'Only an officer can upload the verification report.',
    ask(APPLICATION_CASE, A.verificationCheck, 'company', 'verification-report', application()),
  ],
  [
    'You cannot respond to approval documents while the application is in Preparation Of Approval Documents.',
    ask(APPLICATION_CASE, A.preparationOfApprovalDocuments, 'company', 'respond-to-document', application()),
  ],
  [
    'You cannot add a comment while the application is in Draft.',
    ask(APPLICATION_CASE, A.draft, 'company', 'comment', application()),
  ],
  [
    'This application is Withdrawn and can no longer change.',
    ask(APPLICATION_CASE, A.withdrawn, 'officer', 'comment', application()),
  ],
  // Suspensions
  [
    'This suspension is Revoked and can no longer change.',
    ask(SUSPENSION_CASE, U.revoked, 'company', 'appeal', inTime),
  ],
  [
    'Only an officer can suspend the recognition.',
    ask(SUSPENSION_CASE, U.suspensionRequested, 'company', 'suspend', inTime),
  ],
  [
    'Only the company can appeal against the suspension.',
    ask(SUSPENSION_CASE, U.suspended, 'officer', 'appeal', inTime),
  ],
  [
    'You cannot appeal against the suspension while the suspension is Appeal Submitted.',
    ask(SUSPENSION_CASE, U.appealSubmitted, 'company', 'appeal', inTime),
  ],
  [
    'The appeal period has ended: an appeal can no longer be made against this suspension.',
    ask(SUSPENSION_CASE, U.suspended, 'company', 'appeal', {
      appealDeadline: new Date(NOW.getTime() - 1),
      now: NOW,
    }),
  ],
  // Pending company details
  [
    'These details are Accepted: nothing more is needed.',
    ask(PENDING_DETAILS_CASE, P.accepted, 'officer', 'waive', undefined),
  ],
  [
    'These details are Waived: nothing more is needed.',
    ask(PENDING_DETAILS_CASE, P.waived, 'company', 'provide', undefined),
  ],
  [
    'Only the company can provide these details.',
    ask(PENDING_DETAILS_CASE, P.pendingDetails, 'officer', 'provide', undefined),
  ],
  [
    'Only an officer can return these details to the company.',
    ask(PENDING_DETAILS_CASE, P.detailsProvided, 'company', 'return', undefined),
  ],
  [
    'You cannot accept these details while they are Pending Details.',
    ask(PENDING_DETAILS_CASE, P.pendingDetails, 'officer', 'accept', undefined),
  ],
  // A programme's terms
  [
    'Only the company can request terms and conditions.',
    ask(TERMS_CASE, null, 'officer', 'request', undefined),
  ],
  [
    'Only an officer can replace terms and conditions with a newer version.',
    ask(TERMS_CASE, C.sent, 'company', 'supersede', undefined),
  ],
  [
    'These terms and conditions have already been requested.',
    ask(TERMS_CASE, C.requested, 'company', 'request', undefined),
  ],
  [
    'These terms and conditions have already been sent.',
    ask(TERMS_CASE, C.sent, 'officer', 'send', undefined),
  ],
  [
    'These terms and conditions have already been acknowledged.',
    ask(TERMS_CASE, C.acknowledged, 'company', 'request', undefined),
  ],
  [
    'These terms and conditions have not been sent yet.',
    ask(TERMS_CASE, C.requested, 'company', 'acknowledge', undefined),
  ],
  ['No terms and conditions have been sent yet.', ask(TERMS_CASE, null, 'officer', 'supersede', undefined)],
  [
    'There is no open request for these terms and conditions.',
    ask(TERMS_CASE, null, 'officer', 'reject', undefined),
  ],
  ['This request has already been rejected.', ask(TERMS_CASE, C.rejected, 'officer', 'reject', undefined)],
  [
    'This request was rejected, so no terms and conditions were sent.',
    ask(TERMS_CASE, C.rejected, 'company', 'acknowledge', undefined),
  ],
  [
    'These terms and conditions have been replaced by a newer version.',
    ask(TERMS_CASE, C.obsolete, 'officer', 'reject', undefined),
  ],
  // Recognitions
  [
    'This recognition has already been withdrawn.',
    ask(RECOGNITION_CASE, R.withdrawn, 'company', 'withdraw', {
      hasOpenSuspension: true,
      openApplications: 2,
    }),
  ],
  [
    'Not available while a suspension is under way: it must be concluded first.',
    ask(RECOGNITION_CASE, R.appealInProgress, 'officer', 'withdraw', clear),
  ],
  [
    'Not available while a suspension is under way: it must be concluded first.',
    ask(RECOGNITION_CASE, R.expired, 'company', 'withdraw', { ...clear, hasOpenSuspension: true }),
  ],
  [
    'Only a current recognition can be withdrawn: this one is Revoked.',
    ask(RECOGNITION_CASE, R.revoked, 'company', 'withdraw', clear),
  ],
  [
    'Cancel or finish your open applications under this programme first.',
    ask(RECOGNITION_CASE, R.recognised, 'company', 'withdraw', { ...clear, openApplications: 1 }),
  ],
  [
    'The company has open applications under this programme: end them first.',
    ask(RECOGNITION_CASE, R.recognised, 'officer', 'withdraw', { ...clear, openApplications: 3 }),
  ],
  [
    'This recognition already has a suspension under way: conclude it first.',
    ask(RECOGNITION_CASE, R.withdrawn, 'officer', 'propose-suspension', {
      ...clear,
      hasOpenSuspension: true,
    }),
  ],
  [
    'Only a current recognition can be suspended: this one is Withdrawn.',
    ask(RECOGNITION_CASE, R.withdrawn, 'officer', 'propose-suspension', clear),
  ],
  // PT rounds
  [
    'You can open registration only while the round is Draft; it is PT Completed.',
    ask(PT_ROUND_CASE, T.ptCompleted, 'officer', 'open-registration', round(T.ptCompleted)),
  ],
  [
    'You can record a dispatch only while the round is Registration Closed or Results Submission Open; it is Draft.',
    ask(PT_ROUND_CASE, T.draft, 'officer', 'dispatch', round(T.draft)),
  ],
  [
    'No laboratory has registered for the round, so you cannot open results submission.',
    ask(
      PT_ROUND_CASE,
      T.registrationClosed,
      'officer',
      'open-results',
      round(T.registrationClosed, { participantCount: 0 }),
    ),
  ],
  [
    'No laboratory has registered for the round, so you cannot record a dispatch.',
    ask(
      PT_ROUND_CASE,
      T.registrationClosed,
      'officer',
      'dispatch',
      round(T.registrationClosed, { participantCount: 0 }),
    ),
  ],
  [
    'No laboratory submitted results, so there is nothing to compute.',
    ask(
      PT_ROUND_CASE,
      T.resultsSubmissionClosed,
      'officer',
      'compute',
      round(T.resultsSubmissionClosed, { submittedCount: 0 }),
    ),
  ],
  [
    'Compute the statistics before you review them.',
    ask(
      PT_ROUND_CASE,
      T.resultsSubmissionClosed,
      'officer',
      'review',
      round(T.resultsSubmissionClosed, { statisticsComputed: false }),
    ),
  ],
  [
    'Compute the statistics before you publish the report.',
    ask(
      PT_ROUND_CASE,
      T.resultsSubmissionClosed,
      'officer',
      'publish',
      round(T.resultsSubmissionClosed, { statisticsComputed: false, statisticsReviewed: false }),
    ),
  ],
  [
    'Review the statistics before you publish the report.',
    ask(
      PT_ROUND_CASE,
      T.resultsSubmissionClosed,
      'officer',
      'publish',
      round(T.resultsSubmissionClosed, { statisticsReviewed: false }),
    ),
  ],
  // A laboratory's part in a PT round
  [
    'Your laboratory is already registered for this round.',
    ask(PT_PARTICIPATION_CASE, T.draft, 'company', 'register', lab(T.draft)),
  ],
  [
    'Registration for this round has not opened yet.',
    ask(PT_PARTICIPATION_CASE, T.draft, 'company', 'register', lab(T.draft, { registered: false })),
  ],
  [
    'Registration for this round has closed.',
    ask(
      PT_PARTICIPATION_CASE,
      T.registrationClosed,
      'company',
      'register',
      lab(T.registrationClosed, { registered: false }),
    ),
  ],
  [
    'Your laboratory is not registered for this round.',
    ask(
      PT_PARTICIPATION_CASE,
      T.resultsSubmissionOpen,
      'company',
      'submit-results',
      lab(T.resultsSubmissionOpen, { registered: false }),
    ),
  ],
  [
    'Your test items have not been dispatched yet.',
    ask(
      PT_PARTICIPATION_CASE,
      T.registrationClosed,
      'company',
      'confirm-receipt',
      lab(T.registrationClosed, { dispatched: false }),
    ),
  ],
  [
    'You have already confirmed that your test items arrived.',
    ask(
      PT_PARTICIPATION_CASE,
      T.registrationClosed,
      'company',
      'confirm-receipt',
      lab(T.registrationClosed, { received: true }),
    ),
  ],
  [
    'Results submission for this round has not opened yet.',
    ask(PT_PARTICIPATION_CASE, T.registrationClosed, 'company', 'save-results', lab(T.registrationClosed)),
  ],
  [
    'Results submission for this round has closed, so results can no longer be saved or submitted.',
    ask(
      PT_PARTICIPATION_CASE,
      T.ptCompleted,
      'company',
      'save-results',
      lab(T.ptCompleted, { resultsSubmitted: true }),
    ),
  ],
  [
    'Your results have been submitted, so they can no longer be changed.',
    ask(
      PT_PARTICIPATION_CASE,
      T.resultsSubmissionOpen,
      'company',
      'submit-results',
      lab(T.resultsSubmissionOpen, { resultsSubmitted: true }),
    ),
  ],
];

describe('every refusal, word for word', () => {
  it.each(REFUSALS)('%s', (reason, { refusal, listed }) => {
    expect(refusal).toBe(reason);
    if (listed) expect(listed).toEqual({ name: listed.name, open: false, reason });
  });

  it('lists the refusal in the actor’s actions wherever the action is the actor’s', () => {
    const wrongActor = REFUSALS.filter(
      ([reason]) => reason.startsWith('Only the company') || reason.startsWith('Only an officer'),
    );
    expect(REFUSALS.filter(([, asked]) => asked.listed === undefined)).toEqual(wrongActor);
  });
});
