import { describe, expect, it } from 'vitest';
import { availableActions, refusalOf } from './case-definition.js';
import { PT_STATUSES, PtStatus } from './proficiency-testing.js';
import { PT_PARTICIPATION_CASE, type PtParticipationFacts } from './pt-participation-case.js';
import { ptParticipantRefusal } from './pt-steps.js';

const S = PtStatus;
const lab = (status: PtStatus, overrides: Partial<PtParticipationFacts> = {}): PtParticipationFacts => ({
  status,
  registered: true,
  dispatched: false,
  received: false,
  resultsSubmitted: false,
  ...overrides,
});

describe('availableActions of a laboratory in a PT round', () => {
  it('offers an unregistered laboratory its registration alone while Registration Open', () => {
    const stranger = lab(S.registrationOpen, { registered: false });
    expect(availableActions(PT_PARTICIPATION_CASE, S.registrationOpen, 'company', stranger)).toEqual([
      { name: 'register', open: true, reason: null },
      ...['confirm-receipt', 'save-results', 'submit-results'].map((name) => ({
        name,
        open: false,
        reason: 'Your laboratory is not registered for this round.',
      })),
    ]);
  });

  it('offers a participant its results while Results Submission Open, and its receipt once dispatched', () => {
    const participant = lab(S.resultsSubmissionOpen, { dispatched: true });
    expect(availableActions(PT_PARTICIPATION_CASE, S.resultsSubmissionOpen, 'company', participant)).toEqual([
      { name: 'register', open: false, reason: 'Your laboratory is already registered for this round.' },
      { name: 'confirm-receipt', open: true, reason: null },
      { name: 'save-results', open: true, reason: null },
      { name: 'submit-results', open: true, reason: null },
    ]);
  });

  it('leaves the steps to the laboratory', () => {
    expect(
      availableActions(PT_PARTICIPATION_CASE, S.registrationOpen, 'officer', lab(S.registrationOpen)),
    ).toEqual([]);
    expect(
      refusalOf(PT_PARTICIPATION_CASE, S.registrationOpen, 'officer', 'register', lab(S.registrationOpen)),
    ).toBe('Only the company can register for this round.');
  });

  it('agrees with ptParticipantRefusal for every status and part in the round', () => {
    const parts: Partial<PtParticipationFacts>[] = [
      { registered: false },
      {},
      { dispatched: true },
      { dispatched: true, received: true, resultsSubmitted: true },
    ];
    for (const status of PT_STATUSES) {
      for (const part of parts) {
        const facts = lab(status, part);
        for (const { name, open, reason } of availableActions(
          PT_PARTICIPATION_CASE,
          status,
          'company',
          facts,
        )) {
          expect(reason).toBe(ptParticipantRefusal(name, facts));
          expect(open).toBe(reason === null);
        }
      }
    }
  });
});
