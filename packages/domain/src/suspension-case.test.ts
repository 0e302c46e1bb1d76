import { describe, expect, it } from 'vitest';
import { availableActions } from './case-definition.js';
import { SUSPENSION_STATUSES, SuspensionStatus } from './suspension.js';
import { SUSPENSION_CASE, type SuspensionFacts, suspensionTransition } from './suspension-transitions.js';

const U = SuspensionStatus;
const NOW = new Date('2026-03-10T04:00:00.000Z');
const WITHIN: SuspensionFacts = { appealDeadline: NOW, now: NOW };
const PAST: SuspensionFacts = { appealDeadline: new Date(NOW.getTime() - 1), now: NOW };

describe('availableActions of a suspension', () => {
  it('offers the company its acknowledgement and appeal once suspended', () => {
    expect(availableActions(SUSPENSION_CASE, U.suspended, 'company', WITHIN)).toEqual([
      {
        name: 'provide-details',
        open: false,
        reason: 'You cannot provide the details asked for while the suspension is Suspended.',
      },
      { name: 'acknowledge', open: true, reason: null },
      { name: 'appeal', open: true, reason: null },
    ]);
  });

  it('closes the appeal once its period has ended, and says so', () => {
    expect(availableActions(SUSPENSION_CASE, U.suspensionAcknowledged, 'company', PAST)).toEqual([
      {
        name: 'provide-details',
        open: false,
        reason: 'You cannot provide the details asked for while the suspension is Suspension Acknowledged.',
      },
      {
        name: 'acknowledge',
        open: false,
        reason: 'You cannot acknowledge the suspension while the suspension is Suspension Acknowledged.',
      },
      {
        name: 'appeal',
        open: false,
        reason: 'The appeal period has ended: an appeal can no longer be made against this suspension.',
      },
    ]);
  });

  it('gives the officer every decision, and refuses them all on an ended suspension', () => {
    const proposed = availableActions(SUSPENSION_CASE, U.suspensionRequested, 'officer', WITHIN);
    expect(proposed.filter((action) => action.open).map((action) => action.name)).toEqual([
      'require-details',
      'reject',
      'suspend',
    ]);
    const revoked = availableActions(SUSPENSION_CASE, U.revoked, 'officer', WITHIN);
    expect(revoked.map((action) => action.name)).toEqual([
      'require-details',
      'reject',
      'suspend',
      'consider-reinstatement',
      'revoke',
      'reinstate',
    ]);
    expect(new Set(revoked.map((action) => action.reason))).toEqual(
      new Set(['This suspension is Revoked and can no longer change.']),
    );
  });

  it('agrees with suspensionTransition for every status and side', () => {
    for (const status of SUSPENSION_STATUSES) {
      for (const actor of ['company', 'officer'] as const) {
        for (const facts of [WITHIN, PAST]) {
          for (const { name, open, reason } of availableActions(SUSPENSION_CASE, status, actor, facts)) {
            const outcome = suspensionTransition({ actor, status, action: name, ...facts });
            expect(open).toBe(outcome.ok);
            expect(reason).toBe(outcome.ok ? null : outcome.reason);
          }
        }
      }
    }
  });
});
