import { describe, expect, it } from 'vitest';
import { PT_STATUSES, PtStatus } from './proficiency-testing.js';
import {
  PT_NOT_REGISTERED_MESSAGE,
  PT_STATUS_STEP_NAMES,
  PT_STATUS_STEPS,
  PT_WORK_STEPS,
  type PtParticipantStep,
  type PtParticipationFacts,
  type PtRoundFacts,
  type PtStatusStep,
  type PtWorkStep,
  ptParticipantActions,
  ptParticipantRefusal,
  ptStatusStepConcerns,
  ptStepRefusal,
} from './pt-steps.js';

const S = PtStatus;

/** A round in which every step's own needs are met, so that only its status decides. */
const ready = (status: PtStatus, overrides: Partial<PtRoundFacts> = {}): PtRoundFacts => ({
  status,
  participantCount: 3,
  submittedCount: 2,
  statisticsComputed: true,
  statisticsReviewed: true,
  ...overrides,
});

/**
 * Where each officer step may be taken (docs/requirements.md §4 and docs/domain.md), written out rather than
 * read from the tables.
 */
const ALLOWED: Readonly<Record<PtStatusStep | PtWorkStep, readonly PtStatus[]>> = {
  'open-registration': [S.draft],
  'close-registration': [S.registrationOpen],
  'open-results': [S.registrationClosed],
  'close-results': [S.resultsSubmissionOpen],
  publish: [S.resultsSubmissionClosed],
  edit: [S.draft, S.registrationOpen],
  dispatch: [S.registrationClosed, S.resultsSubmissionOpen],
  assign: [
    S.draft,
    S.registrationOpen,
    S.registrationClosed,
    S.resultsSubmissionOpen,
    S.resultsSubmissionClosed,
  ],
  compute: [S.resultsSubmissionClosed],
  review: [S.resultsSubmissionClosed],
};

const STATUS_REFUSALS: Readonly<Record<PtStatusStep | PtWorkStep, string>> = {
  'open-registration': 'You can open registration only while the round is Draft; it is',
  'close-registration': 'You can close registration only while the round is Registration Open; it is',
  'open-results': 'You can open results submission only while the round is Registration Closed; it is',
  'close-results': 'You can close results submission only while the round is Results Submission Open; it is',
  publish: 'You can publish the report only while the round is Results Submission Closed; it is',
  edit: 'You can change the round’s details only while the round is Draft or Registration Open; it is',
  dispatch:
    'You can record a dispatch only while the round is Registration Closed or Results Submission Open; it is',
  assign:
    'You can change how the assigned values are set only while the round is Draft or Registration Open or Registration Closed or Results Submission Open or Results Submission Closed; it is',
  compute: 'You can compute the statistics only while the round is Results Submission Closed; it is',
  review: 'You can review the statistics only while the round is Results Submission Closed; it is',
};

const LABELS: Readonly<Record<PtStatus, string>> = {
  1: 'Draft',
  2: 'Registration Open',
  3: 'Registration Closed',
  4: 'Results Submission Open',
  5: 'Results Submission Closed',
  6: 'PT Completed',
};

const STEPS = Object.keys(ALLOWED) as (PtStatusStep | PtWorkStep)[];

describe('ptStepRefusal by status', () => {
  it('knows every officer step', () => {
    expect([...PT_STATUS_STEP_NAMES, ...Object.keys(PT_WORK_STEPS)].sort()).toEqual([...STEPS].sort());
  });

  it.each(
    STEPS.flatMap((step) =>
      PT_STATUSES.map((status) => [step, status, ALLOWED[step].includes(status)] as const),
    ),
  )('%s from status %i: allowed %s', (step, status, allowed) => {
    const refusal = ptStepRefusal(step, ready(status));
    if (allowed) expect(refusal).toBeNull();
    else expect(refusal).toBe(`${STATUS_REFUSALS[step]} ${LABELS[status]}.`);
  });

  it('moves the round one status forward with each status step', () => {
    for (const step of PT_STATUS_STEP_NAMES) {
      const { from, to } = PT_STATUS_STEPS[step];
      expect(to).toBe(from + 1);
      expect(ptStepRefusal(step, ready(from))).toBeNull();
    }
  });
});

describe('ptStepRefusal by what the round needs', () => {
  it.each([
    [
      'open-results',
      ready(S.registrationClosed, { participantCount: 0 }),
      'No laboratory has registered for the round, so you cannot open results submission.',
    ],
    [
      'dispatch',
      ready(S.resultsSubmissionOpen, { participantCount: 0 }),
      'No laboratory has registered for the round, so you cannot record a dispatch.',
    ],
    [
      'compute',
      ready(S.resultsSubmissionClosed, { submittedCount: 0 }),
      'No laboratory submitted results, so there is nothing to compute.',
    ],
    [
      'review',
      ready(S.resultsSubmissionClosed, { statisticsComputed: false }),
      'Compute the statistics before you review them.',
    ],
    [
      'publish',
      ready(S.resultsSubmissionClosed, { statisticsComputed: false, statisticsReviewed: false }),
      'Compute the statistics before you publish the report.',
    ],
    [
      'publish',
      ready(S.resultsSubmissionClosed, { statisticsReviewed: false }),
      'Review the statistics before you publish the report.',
    ],
  ] as const)('%s is refused: %s', (step, facts, message) => {
    expect(ptStepRefusal(step, facts)).toBe(message);
  });

  it('puts the status before what the round needs', () => {
    const empty = ready(S.draft, {
      participantCount: 0,
      submittedCount: 0,
      statisticsComputed: false,
      statisticsReviewed: false,
    });
    for (const step of ['open-results', 'dispatch', 'compute', 'review', 'publish'] as const) {
      expect(ptStepRefusal(step, empty)).toBe(`${STATUS_REFUSALS[step]} Draft.`);
    }
  });

  it('needs nothing else of the round for the other steps', () => {
    const empty = (status: PtStatus) =>
      ready(status, {
        participantCount: 0,
        submittedCount: 0,
        statisticsComputed: false,
        statisticsReviewed: false,
      });
    expect(ptStepRefusal('open-registration', empty(S.draft))).toBeNull();
    expect(ptStepRefusal('close-registration', empty(S.registrationOpen))).toBeNull();
    expect(ptStepRefusal('close-results', empty(S.resultsSubmissionOpen))).toBeNull();
    expect(ptStepRefusal('edit', empty(S.registrationOpen))).toBeNull();
    expect(ptStepRefusal('assign', empty(S.resultsSubmissionClosed))).toBeNull();
  });
});

describe('ptStatusStepConcerns', () => {
  it('tells every PT laboratory that registration opened, and the participants of every later step', () => {
    expect(PT_STATUS_STEP_NAMES.map((step) => [step, ptStatusStepConcerns(step)])).toEqual([
      ['open-registration', 'pt-laboratories'],
      ['close-registration', 'participants'],
      ['open-results', 'participants'],
      ['close-results', 'participants'],
      ['publish', 'participants'],
    ]);
  });
});

const lab = (status: PtStatus, overrides: Partial<PtParticipationFacts> = {}): PtParticipationFacts => ({
  status,
  registered: true,
  dispatched: true,
  received: false,
  resultsSubmitted: false,
  ...overrides,
});

describe('ptParticipantRefusal', () => {
  const REGISTER: Readonly<Record<PtStatus, string | null>> = {
    1: 'Registration for this round has not opened yet.',
    2: null,
    3: 'Registration for this round has closed.',
    4: 'Registration for this round has closed.',
    5: 'Registration for this round has closed.',
    6: 'Registration for this round has closed.',
  };
  it.each(PT_STATUSES)(
    'registers an unregistered laboratory only while Registration Open (status %i)',
    (status) => {
      expect(ptParticipantRefusal('register', lab(status, { registered: false }))).toBe(REGISTER[status]);
    },
  );

  it.each(PT_STATUSES)('refuses to register a laboratory twice, first of all (status %i)', (status) => {
    expect(ptParticipantRefusal('register', lab(status))).toBe(
      'Your laboratory is already registered for this round.',
    );
  });

  const RESULTS: Readonly<Record<PtStatus, string | null>> = {
    1: 'Results submission for this round has not opened yet.',
    2: 'Results submission for this round has not opened yet.',
    3: 'Results submission for this round has not opened yet.',
    4: null,
    5: 'Results submission for this round has closed, so results can no longer be saved or submitted.',
    6: 'Results submission for this round has closed, so results can no longer be saved or submitted.',
  };
  it.each(
    (['save-results', 'submit-results'] as const).flatMap((step) =>
      PT_STATUSES.map((status) => [step, status] as const),
    ),
  )('%s only while Results Submission Open (status %i)', (step, status) => {
    expect(ptParticipantRefusal(step, lab(status))).toBe(RESULTS[status]);
  });

  it.each(['save-results', 'submit-results'] as const)(
    '%s only once: nothing changes after submitting',
    (step) => {
      expect(ptParticipantRefusal(step, lab(S.resultsSubmissionOpen, { resultsSubmitted: true }))).toBe(
        'Your results have been submitted, so they can no longer be changed.',
      );
      expect(ptParticipantRefusal(step, lab(S.ptCompleted, { resultsSubmitted: true }))).toBe(
        RESULTS[S.ptCompleted],
      );
    },
  );

  it.each(PT_STATUSES)('confirms receipt once the items are dispatched, once (status %i)', (status) => {
    expect(ptParticipantRefusal('confirm-receipt', lab(status))).toBeNull();
    expect(ptParticipantRefusal('confirm-receipt', lab(status, { dispatched: false }))).toBe(
      'Your test items have not been dispatched yet.',
    );
    expect(ptParticipantRefusal('confirm-receipt', lab(status, { received: true }))).toBe(
      'You have already confirmed that your test items arrived.',
    );
  });

  it.each(
    (['confirm-receipt', 'save-results', 'submit-results'] as PtParticipantStep[]).flatMap((step) =>
      PT_STATUSES.map((status) => [step, status] as const),
    ),
  )('refuses %s to an unregistered laboratory before anything else (status %i)', (step, status) => {
    const stranger = lab(status, {
      registered: false,
      dispatched: false,
      received: true,
      resultsSubmitted: true,
    });
    expect(ptParticipantRefusal(step, stranger)).toBe(PT_NOT_REGISTERED_MESSAGE);
    expect(PT_NOT_REGISTERED_MESSAGE).toBe('Your laboratory is not registered for this round.');
  });
});

describe('ptParticipantActions', () => {
  it('lists every step of the laboratory, open exactly when it may be taken, with the refusal when not', () => {
    const facts = lab(S.resultsSubmissionOpen, { received: true });
    expect(ptParticipantActions(facts)).toEqual([
      { name: 'register', open: false, reason: 'Your laboratory is already registered for this round.' },
      {
        name: 'confirm-receipt',
        open: false,
        reason: 'You have already confirmed that your test items arrived.',
      },
      { name: 'save-results', open: true, reason: null },
      { name: 'submit-results', open: true, reason: null },
    ]);
    for (const action of ptParticipantActions(lab(S.registrationOpen, { registered: false }))) {
      expect(action.reason).toBe(
        ptParticipantRefusal(action.name, lab(S.registrationOpen, { registered: false })),
      );
    }
  });
});
