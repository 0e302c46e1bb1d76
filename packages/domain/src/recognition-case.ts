import { type CaseDefinition, companyMove, officerMove, type Step } from './case-definition.js';
import {
  COMPANY_RECOGNITION_STATUS_LABELS,
  CompanyRecognitionStatus,
  hasOngoingSuspension,
  ONGOING_SUSPENSION_STATUSES,
} from './company-recognition.js';

/**
 * What either side may do to a recognition itself (docs/domain.md "Recognitions and suspensions"): withdraw
 * it, or, for an officer, propose its suspension or ask for details it still owes. A suspension then runs as a case of its own
 * (SUSPENSION_CASE), and an application to renew or change it as an application (startRefusal).
 */

const R = CompanyRecognitionStatus;

/** What a recognition's guards read of the records. */
export interface RecognitionFacts {
  /** A suspension of the recognition that has not ended (proposed, suspended, under appeal). */
  readonly hasOpenSuspension: boolean;
  /** The company's open applications under the programme. */
  readonly openApplications: number;
}

const MOVES = [
  companyMove(R.recognised, R.withdrawn, 'withdraw'),
  officerMove(R.recognised, R.withdrawn, 'withdraw'),
] as const;

export type RecognitionMove = (typeof MOVES)[number]['action'];

export const RECOGNITION_STEPS = {
  'propose-suspension': { actors: ['officer'], statuses: [R.recognised] },
  /** Ask the company for details the recognition still owes (its pending details); while it stands. */
  'request-details': { actors: ['officer'], statuses: [R.recognised, ...ONGOING_SUSPENSION_STATUSES] },
} as const satisfies Record<string, Step<CompanyRecognitionStatus>>;

export type RecognitionStep = keyof typeof RECOGNITION_STEPS;

const SUSPENSION_UNDER_WAY = 'Not available while a suspension is under way: it must be concluded first.';

const label = (status: CompanyRecognitionStatus) => COMPANY_RECOGNITION_STATUS_LABELS[status];

export const RECOGNITION_CASE: CaseDefinition<
  CompanyRecognitionStatus,
  RecognitionMove,
  RecognitionStep,
  RecognitionFacts
> = {
  moves: MOVES,
  steps: RECOGNITION_STEPS,
  words: {
    withdraw: 'withdraw this recognition',
    'propose-suspension': 'propose a suspension of this recognition',
    'request-details': 'ask the company for details',
  },
  guards: {
    withdraw: [
      { holds: (facts) => !facts.hasOpenSuspension, refusal: SUSPENSION_UNDER_WAY, beforeStatus: true },
      {
        holds: (facts) => facts.openApplications === 0,
        refusal: (_facts, actor) =>
          actor === 'company'
            ? 'Cancel or finish your open applications under this programme first.'
            : 'The company has open applications under this programme: end them first.',
      },
    ],
    'propose-suspension': [
      {
        holds: (facts) => !facts.hasOpenSuspension,
        refusal: 'This recognition already has a suspension under way: conclude it first.',
        beforeStatus: true,
      },
    ],
  },
  ended: {
    is: (status) => status === R.withdrawn,
    refusal: () => 'This recognition has already been withdrawn.',
  },
  // A suspended recognition, or one under appeal, is still current: withdrawal waits for its suspension.
  wrongMoment: ({ action, state }) => {
    if (action === 'propose-suspension') {
      return `Only a current recognition can be suspended: this one is ${label(state)}.`;
    }
    if (action === 'request-details') {
      return `Details can only be asked of a current recognition: this one is ${label(state)}.`;
    }
    return hasOngoingSuspension(state)
      ? SUSPENSION_UNDER_WAY
      : `Only a current recognition can be withdrawn: this one is ${label(state)}.`;
  },
};
