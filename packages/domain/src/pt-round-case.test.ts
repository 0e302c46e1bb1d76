import { describe, expect, it } from 'vitest';
import { availableActions } from './case-definition.js';
import { PT_STATUSES, PtStatus } from './proficiency-testing.js';
import { PT_ROUND_CASE, type PtRoundFacts } from './pt-round-case.js';
import { ptStepRefusal } from './pt-steps.js';

const S = PtStatus;
const round = (status: PtStatus, overrides: Partial<PtRoundFacts> = {}): PtRoundFacts => ({
  status,
  participantCount: 3,
  submittedCount: 2,
  statisticsComputed: false,
  statisticsReviewed: false,
  ...overrides,
});

describe('availableActions of a PT round', () => {
  it('gives the officer the status steps in order, then the work within a status', () => {
    expect(availableActions(PT_ROUND_CASE, S.draft, 'officer', round(S.draft))).toEqual([
      { name: 'open-registration', open: true, reason: null },
      {
        name: 'close-registration',
        open: false,
        reason: 'You can close registration only while the round is Registration Open; it is Draft.',
      },
      {
        name: 'open-results',
        open: false,
        reason: 'You can open results submission only while the round is Registration Closed; it is Draft.',
      },
      {
        name: 'close-results',
        open: false,
        reason:
          'You can close results submission only while the round is Results Submission Open; it is Draft.',
      },
      {
        name: 'publish',
        open: false,
        reason: 'You can publish the report only while the round is Results Submission Closed; it is Draft.',
      },
      { name: 'edit', open: true, reason: null },
      {
        name: 'dispatch',
        open: false,
        reason:
          'You can record a dispatch only while the round is Registration Closed or Results Submission Open; it is Draft.',
      },
      { name: 'assign', open: true, reason: null },
      {
        name: 'compute',
        open: false,
        reason:
          'You can compute the statistics only while the round is Results Submission Closed; it is Draft.',
      },
      {
        name: 'review',
        open: false,
        reason:
          'You can review the statistics only while the round is Results Submission Closed; it is Draft.',
      },
    ]);
  });

  it('says what a closed round still lacks before its report is published', () => {
    const closed = availableActions(
      PT_ROUND_CASE,
      S.resultsSubmissionClosed,
      'officer',
      round(S.resultsSubmissionClosed),
    );
    expect(closed.filter((step) => ['publish', 'compute', 'review'].includes(step.name))).toEqual([
      { name: 'publish', open: false, reason: 'Compute the statistics before you publish the report.' },
      { name: 'compute', open: true, reason: null },
      { name: 'review', open: false, reason: 'Compute the statistics before you review them.' },
    ]);
  });

  it('gives the company nothing to do in a round', () => {
    expect(availableActions(PT_ROUND_CASE, S.registrationOpen, 'company', round(S.registrationOpen))).toEqual(
      [],
    );
  });

  it('agrees with ptStepRefusal for every status and every need of the round', () => {
    const needs: Partial<PtRoundFacts>[] = [
      {},
      { participantCount: 0, submittedCount: 0 },
      { statisticsComputed: true },
      { statisticsComputed: true, statisticsReviewed: true },
    ];
    for (const status of PT_STATUSES) {
      for (const need of needs) {
        const facts = round(status, need);
        for (const { name, open, reason } of availableActions(PT_ROUND_CASE, status, 'officer', facts)) {
          expect(reason).toBe(ptStepRefusal(name, facts));
          expect(open).toBe(reason === null);
        }
      }
    }
  });
});
