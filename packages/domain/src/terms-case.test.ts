import { describe, expect, it } from 'vitest';
import { availableActions } from './case-definition.js';
import { CORRESPONDENCE_STATUSES, CorrespondenceStatus } from './correspondence.js';
import { TERMS_CASE, type TermsStanding, termsTransition } from './terms-transitions.js';

const S = CorrespondenceStatus;

describe('availableActions of a programme’s terms', () => {
  it('offers the company a request while it has no terms, and says why it may not acknowledge them', () => {
    expect(availableActions(TERMS_CASE, null, 'company', undefined)).toEqual([
      { name: 'request', open: true, reason: null },
      { name: 'acknowledge', open: false, reason: 'No terms and conditions have been sent yet.' },
    ]);
  });

  it('offers the officer the answer to a request', () => {
    expect(availableActions(TERMS_CASE, S.requested, 'officer', undefined)).toEqual([
      { name: 'send', open: true, reason: null },
      { name: 'reject', open: true, reason: null },
      { name: 'supersede', open: false, reason: 'These terms and conditions have not been sent yet.' },
    ]);
  });

  it('agrees with termsTransition for every standing and side', () => {
    for (const standing of [null, ...CORRESPONDENCE_STATUSES] as TermsStanding[]) {
      for (const actor of ['company', 'officer'] as const) {
        for (const { name, open, reason } of availableActions(TERMS_CASE, standing, actor, undefined)) {
          const outcome = termsTransition(actor, standing, name);
          expect(open).toBe(outcome.ok);
          expect(reason).toBe(outcome.ok ? null : outcome.reason);
        }
      }
    }
  });
});
