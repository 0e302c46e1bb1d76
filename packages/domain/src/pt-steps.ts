import { PT_STATUS_LABELS, PtStatus } from './proficiency-testing.js';

/**
 * The regulator's steps through a Proficiency Testing round (docs/domain.md "Proficiency testing"), each
 * named after its officer route and command. A status step moves the round; the others work within one.
 */
export const PT_STATUS_STEPS = {
  'open-registration': { from: PtStatus.draft, to: PtStatus.registrationOpen },
  'close-registration': { from: PtStatus.registrationOpen, to: PtStatus.registrationClosed },
  'open-results': { from: PtStatus.registrationClosed, to: PtStatus.resultsSubmissionOpen },
  'close-results': { from: PtStatus.resultsSubmissionOpen, to: PtStatus.resultsSubmissionClosed },
  publish: { from: PtStatus.resultsSubmissionClosed, to: PtStatus.ptCompleted },
} as const satisfies Record<string, { from: PtStatus; to: PtStatus }>;
export type PtStatusStep = keyof typeof PT_STATUS_STEPS;
export const PT_STATUS_STEP_NAMES = Object.keys(PT_STATUS_STEPS) as [PtStatusStep, ...PtStatusStep[]];

/** The officer's steps that work within a status. */
export const PT_WORK_STEPS = {
  /** Edit the round's details, analytes and documents. */
  edit: [PtStatus.draft, PtStatus.registrationOpen],
  /** Record that a participant's test items left. */
  dispatch: [PtStatus.registrationClosed, PtStatus.resultsSubmissionOpen],
  /** Choose how each analyte's assigned value and sigma_pt are set. */
  assign: [
    PtStatus.draft,
    PtStatus.registrationOpen,
    PtStatus.registrationClosed,
    PtStatus.resultsSubmissionOpen,
    PtStatus.resultsSubmissionClosed,
  ],
  /** Compute the statistics and scores from the submitted results. */
  compute: [PtStatus.resultsSubmissionClosed],
  /** Mark the computed statistics reviewed, ready to publish. */
  review: [PtStatus.resultsSubmissionClosed],
} as const satisfies Record<string, readonly PtStatus[]>;
export type PtWorkStep = keyof typeof PT_WORK_STEPS;

/** What a step needs to know of the round besides its status. */
export interface PtRoundFacts {
  readonly status: PtStatus;
  /** Participants registered in the round. */
  readonly participantCount: number;
  /** Participants whose results were submitted. */
  readonly submittedCount: number;
  /** The statistics were computed after the last change to the results or the assignment rules. */
  readonly statisticsComputed: boolean;
  /** The computed statistics were reviewed. */
  readonly statisticsReviewed: boolean;
}

const STEP_WORDS: Readonly<Record<PtStatusStep | PtWorkStep, string>> = {
  'open-registration': 'open registration',
  'close-registration': 'close registration',
  'open-results': 'open results submission',
  'close-results': 'close results submission',
  publish: 'publish the report',
  edit: 'change the round’s details',
  dispatch: 'record a dispatch',
  assign: 'change how the assigned values are set',
  compute: 'compute the statistics',
  review: 'review the statistics',
};

const allowedIn = (statuses: readonly PtStatus[]) =>
  statuses.map((status) => PT_STATUS_LABELS[status]).join(' or ');

/**
 * Why the officer may not take a step now, or null when it may. In order of precedence: the status,
 * then what the step needs of the round (participants to dispatch to, results to score, statistics
 * computed and reviewed before the report is published).
 */
export function ptStepRefusal(step: PtStatusStep | PtWorkStep, round: PtRoundFacts): string | null {
  const words = STEP_WORDS[step];
  const status = PT_STATUS_LABELS[round.status];
  if (step in PT_STATUS_STEPS) {
    const { from } = PT_STATUS_STEPS[step as PtStatusStep];
    if (round.status !== from) {
      return `You can ${words} only while the round is ${PT_STATUS_LABELS[from]}; it is ${status}.`;
    }
  } else {
    const statuses: readonly PtStatus[] = PT_WORK_STEPS[step as PtWorkStep];
    if (!statuses.includes(round.status)) {
      return `You can ${words} only while the round is ${allowedIn(statuses)}; it is ${status}.`;
    }
  }
  if ((step === 'open-results' || step === 'dispatch') && round.participantCount === 0) {
    return `No laboratory has registered for the round, so you cannot ${words}.`;
  }
  if (step === 'compute' && round.submittedCount === 0) {
    return 'No laboratory submitted results, so there is nothing to compute.';
  }
  if (step === 'review' && !round.statisticsComputed) {
    return 'Compute the statistics before you review them.';
  }
  if (step === 'publish') {
    if (!round.statisticsComputed) return 'Compute the statistics before you publish the report.';
    if (!round.statisticsReviewed) return 'Review the statistics before you publish the report.';
  }
  return null;
}

/** Which laboratories a status step concerns: every one with PT access when registration opens, else the participants. */
export function ptStatusStepConcerns(step: PtStatusStep): 'pt-laboratories' | 'participants' {
  return step === 'open-registration' ? 'pt-laboratories' : 'participants';
}

/** A laboratory's steps in a round. */
export type PtParticipantStep = 'register' | 'confirm-receipt' | 'save-results' | 'submit-results';

/** What a laboratory's step needs to know of the round and of its part in it. */
export interface PtParticipationFacts {
  readonly status: PtStatus;
  readonly registered: boolean;
  readonly dispatched: boolean;
  readonly received: boolean;
  readonly resultsSubmitted: boolean;
}

export const PT_NOT_REGISTERED_MESSAGE = 'Your laboratory is not registered for this round.';

/**
 * Why a laboratory may not take a step now, or null when it may (docs/domain.md "Proficiency testing"): it
 * registers while Registration Open, confirms receipt once its items are dispatched, and saves and
 * submits its results once, while Results Submission Open.
 */
export function ptParticipantRefusal(step: PtParticipantStep, facts: PtParticipationFacts): string | null {
  if (step === 'register') {
    if (facts.registered) return 'Your laboratory is already registered for this round.';
    if (facts.status === PtStatus.draft) return 'Registration for this round has not opened yet.';
    return facts.status === PtStatus.registrationOpen ? null : 'Registration for this round has closed.';
  }
  if (!facts.registered) return PT_NOT_REGISTERED_MESSAGE;
  if (step === 'confirm-receipt') {
    if (!facts.dispatched) return 'Your test items have not been dispatched yet.';
    return facts.received ? 'You have already confirmed that your test items arrived.' : null;
  }
  if (facts.status < PtStatus.resultsSubmissionOpen) {
    return 'Results submission for this round has not opened yet.';
  }
  if (facts.status > PtStatus.resultsSubmissionOpen) {
    return 'Results submission for this round has closed, so results can no longer be saved or submitted.';
  }
  return facts.resultsSubmitted
    ? 'Your results have been submitted, so they can no longer be changed.'
    : null;
}
