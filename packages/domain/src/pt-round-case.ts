import { actionsOf, type CaseDefinition, type Guard, officerMove, type Step } from './case-definition.js';
import { PT_STATUS_LABELS, PtStatus } from './proficiency-testing.js';

/**
 * The regulator's steps through a Proficiency Testing round (docs/domain.md "Proficiency testing"), each
 * named after its officer route and command: its moves from status to status, and its work within one.
 */

const P = PtStatus;

const MOVES = [
  officerMove(P.draft, P.registrationOpen, 'open-registration'),
  officerMove(P.registrationOpen, P.registrationClosed, 'close-registration'),
  officerMove(P.registrationClosed, P.resultsSubmissionOpen, 'open-results'),
  officerMove(P.resultsSubmissionOpen, P.resultsSubmissionClosed, 'close-results'),
  officerMove(P.resultsSubmissionClosed, P.ptCompleted, 'publish'),
] as const;

/** A step that moves the round to its next status. */
export type PtStatusStep = (typeof MOVES)[number]['action'];

/** The officer's steps that work within a status. */
const WORK_STEPS = {
  /** Edit the round's details, analytes and documents. */
  edit: { actors: ['officer'], statuses: [P.draft, P.registrationOpen] },
  /** Record that a participant's test items left. */
  dispatch: { actors: ['officer'], statuses: [P.registrationClosed, P.resultsSubmissionOpen] },
  /** Choose how each analyte's assigned value and sigma_pt are set. */
  assign: {
    actors: ['officer'],
    statuses: [
      P.draft,
      P.registrationOpen,
      P.registrationClosed,
      P.resultsSubmissionOpen,
      P.resultsSubmissionClosed,
    ],
  },
  /** Compute the statistics and scores from the submitted results. */
  compute: { actors: ['officer'], statuses: [P.resultsSubmissionClosed] },
  /** Mark the computed statistics reviewed, ready to publish. */
  review: { actors: ['officer'], statuses: [P.resultsSubmissionClosed] },
} as const satisfies Record<string, Step<PtStatus>>;

export type PtWorkStep = keyof typeof WORK_STEPS;

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

const WORDS: Readonly<Record<PtStatusStep | PtWorkStep, string>> = {
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

const someoneRegistered = (step: PtStatusStep | PtWorkStep): Guard<PtRoundFacts> => ({
  holds: (round) => round.participantCount > 0,
  refusal: `No laboratory has registered for the round, so you cannot ${WORDS[step]}.`,
});

const computed = (then: string): Guard<PtRoundFacts> => ({
  holds: (round) => round.statisticsComputed,
  refusal: `Compute the statistics before you ${then}.`,
});

const label = (status: PtStatus) => PT_STATUS_LABELS[status];

/**
 * A PT round's case: each step is refused first by the status, then by what it needs of the round
 * (participants to dispatch to, results to score, statistics computed and then reviewed before the
 * report is published).
 */
export const PT_ROUND_CASE: CaseDefinition<PtStatus, PtStatusStep, PtWorkStep, PtRoundFacts> = {
  moves: MOVES,
  steps: WORK_STEPS,
  words: WORDS,
  guards: {
    'open-results': [someoneRegistered('open-results')],
    dispatch: [someoneRegistered('dispatch')],
    compute: [
      {
        holds: (round) => round.submittedCount > 0,
        refusal: 'No laboratory submitted results, so there is nothing to compute.',
      },
    ],
    review: [computed('review them')],
    publish: [
      computed('publish the report'),
      {
        holds: (round) => round.statisticsReviewed,
        refusal: 'Review the statistics before you publish the report.',
      },
    ],
  },
  wrongMoment: ({ words, state, allowed }) =>
    `You can ${words} only while the round is ${allowed.map(label).join(' or ')}; it is ${label(state)}.`,
};

/** Every action an officer takes on a round, in the order the console lists them. */
export const PT_ROUND_ACTIONS = actionsOf(PT_ROUND_CASE, 'officer') as [
  PtStatusStep | PtWorkStep,
  ...(PtStatusStep | PtWorkStep)[],
];
export type PtRoundAction = (typeof PT_ROUND_ACTIONS)[number];
