import { describe, expect, it } from 'vitest';
import { availableActions } from './case-definition.js';
import {
  PENDING_DETAILS_CASE,
  PENDING_DETAILS_STATUSES,
  PendingDetailsStatus,
  pendingDetailsTransition,
} from './pending-details.js';

const P = PendingDetailsStatus;

describe('availableActions of pending details', () => {
  it('offers the company its answer while the details are owed', () => {
    expect(availableActions(PENDING_DETAILS_CASE, P.pendingDetails, 'company', undefined)).toEqual([
      { name: 'provide', open: true, reason: null },
    ]);
    expect(availableActions(PENDING_DETAILS_CASE, P.detailsProvided, 'company', undefined)).toEqual([
      {
        name: 'provide',
        open: false,
        reason: 'You cannot provide these details while they are Details Provided.',
      },
    ]);
  });

  it('offers the officer a decision once they are answered, and nothing once accepted', () => {
    expect(availableActions(PENDING_DETAILS_CASE, P.detailsProvided, 'officer', undefined)).toEqual([
      { name: 'accept', open: true, reason: null },
      { name: 'return', open: true, reason: null },
      { name: 'waive', open: true, reason: null },
    ]);
    expect(availableActions(PENDING_DETAILS_CASE, P.accepted, 'officer', undefined)).toEqual(
      ['accept', 'return', 'waive'].map((name) => ({
        name,
        open: false,
        reason: 'These details are Accepted: nothing more is needed.',
      })),
    );
  });

  it('agrees with pendingDetailsTransition for every status and side', () => {
    for (const status of PENDING_DETAILS_STATUSES) {
      for (const actor of ['company', 'officer'] as const) {
        for (const { name, open, reason } of availableActions(
          PENDING_DETAILS_CASE,
          status,
          actor,
          undefined,
        )) {
          const outcome = pendingDetailsTransition(actor, status, name);
          expect(open).toBe(outcome.ok);
          expect(reason).toBe(outcome.ok ? null : outcome.reason);
        }
      }
    }
  });
});
