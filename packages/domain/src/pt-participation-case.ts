import type { CaseDefinition, Guard, Step } from './case-definition.js';
import { PT_STATUSES, PtStatus } from './proficiency-testing.js';

/**
 * A laboratory's part in a Proficiency Testing round (docs/domain.md "Proficiency testing"): it registers
 * while Registration Open, confirms receipt once its items are dispatched, and saves and submits its
 * results once, while Results Submission Open. A laboratory takes part as its company.
 */

const P = PtStatus;

const STEPS = {
  register: { actors: ['company'], statuses: [P.registrationOpen] },
  'confirm-receipt': { actors: ['company'], statuses: PT_STATUSES },
  'save-results': { actors: ['company'], statuses: [P.resultsSubmissionOpen] },
  'submit-results': { actors: ['company'], statuses: [P.resultsSubmissionOpen] },
} as const satisfies Record<string, Step<PtStatus>>;

/** A laboratory's steps in a round. */
export type PtParticipantStep = keyof typeof STEPS;

/** What a laboratory's step needs to know of the round and of its part in it. */
export interface PtParticipationFacts {
  readonly status: PtStatus;
  readonly registered: boolean;
  readonly dispatched: boolean;
  readonly received: boolean;
  readonly resultsSubmitted: boolean;
}

export const PT_NOT_REGISTERED_MESSAGE = 'Your laboratory is not registered for this round.';

// Whether the laboratory is registered decides before the round's status: it is what makes a step its own.
const REGISTERED: Guard<PtParticipationFacts> = {
  holds: (lab) => lab.registered,
  refusal: PT_NOT_REGISTERED_MESSAGE,
  beforeStatus: true,
};

const RESULTS_NOT_SUBMITTED: Guard<PtParticipationFacts> = {
  holds: (lab) => !lab.resultsSubmitted,
  refusal: 'Your results have been submitted, so they can no longer be changed.',
};

export const PT_PARTICIPATION_CASE: CaseDefinition<PtStatus, never, PtParticipantStep, PtParticipationFacts> =
  {
    moves: [],
    steps: STEPS,
    words: {
      register: 'register for this round',
      'confirm-receipt': 'confirm that the test items arrived',
      'save-results': 'save results',
      'submit-results': 'submit results',
    },
    guards: {
      register: [
        {
          holds: (lab) => !lab.registered,
          refusal: 'Your laboratory is already registered for this round.',
          beforeStatus: true,
        },
      ],
      'confirm-receipt': [
        REGISTERED,
        { holds: (lab) => lab.dispatched, refusal: 'Your test items have not been dispatched yet.' },
        {
          holds: (lab) => !lab.received,
          refusal: 'You have already confirmed that your test items arrived.',
        },
      ],
      'save-results': [REGISTERED, RESULTS_NOT_SUBMITTED],
      'submit-results': [REGISTERED, RESULTS_NOT_SUBMITTED],
    },
    wrongMoment: ({ action, state }) => {
      if (action === 'register') {
        return state === P.draft
          ? 'Registration for this round has not opened yet.'
          : 'Registration for this round has closed.';
      }
      return state < P.resultsSubmissionOpen
        ? 'Results submission for this round has not opened yet.'
        : 'Results submission for this round has closed, so results can no longer be saved or submitted.';
    },
  };
