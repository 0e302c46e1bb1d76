import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SUSPENSION_STATUS_LABELS, SUSPENSION_STATUSES, SuspensionStatus } from './suspension.js';
import {
  appealDeadline,
  DEFAULT_APPEAL_PERIOD_DAYS,
  isSuspensionEnded,
  SUSPENSION_ACTION_TITLES,
  SUSPENSION_ACTION_WORDS,
  SUSPENSION_ACTIONS,
  SUSPENSION_TRANSITIONS,
  type SuspensionAction,
  suspensionActionsFrom,
  suspensionStatusAfter,
  suspensionTransition,
} from './suspension-transitions.js';
import type { Actor } from './transitions.js';

const U = SuspensionStatus;
const ACTORS: readonly Actor[] = ['company', 'officer'];
const NOW = new Date('2026-03-10T04:00:00.000Z');
const ENDED = [U.suspensionRejected, U.reinstated, U.revoked] as const;
const APPEAL_PERIOD_ENDED =
  'The appeal period has ended: an appeal can no longer be made against this suspension.';

const transition = (
  actor: Actor,
  status: SuspensionStatus,
  action: SuspensionAction,
  deadline?: Date | null,
) => suspensionTransition({ actor, status, action, appealDeadline: deadline, now: NOW });

describe('the moves', () => {
  it.each<[Actor, SuspensionStatus, SuspensionAction, SuspensionStatus]>([
    ['officer', U.suspensionRequested, 'require-details', U.suspensionDetailsRequired],
    ['officer', U.suspensionRequested, 'reject', U.suspensionRejected],
    ['officer', U.suspensionDetailsRequired, 'reject', U.suspensionRejected],
    ['officer', U.suspensionRequested, 'suspend', U.suspended],
    ['officer', U.suspensionDetailsRequired, 'suspend', U.suspended],
    ['company', U.suspensionDetailsRequired, 'provide-details', U.suspensionRequested],
    ['company', U.suspended, 'acknowledge', U.suspensionAcknowledged],
    ['company', U.suspended, 'appeal', U.appealSubmitted],
    ['company', U.suspensionAcknowledged, 'appeal', U.appealSubmitted],
    ['officer', U.appealSubmitted, 'consider-reinstatement', U.pendingReinstatementApproval],
    ['officer', U.appealSubmitted, 'revoke', U.revoked],
    ['officer', U.pendingReinstatementApproval, 'revoke', U.revoked],
    ['officer', U.pendingReinstatementApproval, 'reinstate', U.reinstated],
    ['officer', U.suspended, 'reinstate', U.reinstated],
    ['officer', U.suspensionAcknowledged, 'reinstate', U.reinstated],
  ])('the %s at %i may %s: the suspension becomes %i', (actor, from, action, to) => {
    expect(transition(actor, from, action)).toEqual({ ok: true, to });
    expect(suspensionStatusAfter(from, action, actor)).toBe(to);
  });

  it('are exactly the table, each once', () => {
    expect(SUSPENSION_TRANSITIONS).toHaveLength(15);
    const keys = SUSPENSION_TRANSITIONS.map((t) => `${t.from} ${t.actor} ${t.action}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('an ended suspension', () => {
  it.each<[SuspensionStatus, string]>([
    [U.suspensionRejected, 'This suspension is Suspension Withdrawn and can no longer change.'],
    [U.reinstated, 'This suspension is Reinstated and can no longer change.'],
    [U.revoked, 'This suspension is Revoked and can no longer change.'],
  ])('at %i refuses every action by either side first', (status, reason) => {
    for (const action of SUSPENSION_ACTIONS) {
      for (const actor of ACTORS) {
        expect(transition(actor, status, action, new Date(0))).toEqual({ ok: false, reason });
      }
    }
  });

  it('is 3, 8 or 9', () => {
    expect(SUSPENSION_STATUSES.filter(isSuspensionEnded)).toEqual([...ENDED]);
  });
});

describe('the wrong side', () => {
  it.each<[Actor, SuspensionAction, string]>([
    ['company', 'require-details', 'Only an officer can ask the company for details.'],
    ['company', 'reject', 'Only an officer can reject the suspension.'],
    ['company', 'suspend', 'Only an officer can suspend the recognition.'],
    ['officer', 'provide-details', 'Only the company can provide the details asked for.'],
    ['officer', 'acknowledge', 'Only the company can acknowledge the suspension.'],
    ['officer', 'appeal', 'Only the company can appeal against the suspension.'],
    [
      'company',
      'consider-reinstatement',
      'Only an officer can put the recognition forward for reinstatement.',
    ],
    ['company', 'revoke', 'Only an officer can revoke the recognition.'],
    ['company', 'reinstate', 'Only an officer can reinstate the recognition.'],
  ])('the %s may not %s at any open status, even past the appeal period', (actor, action, reason) => {
    for (const status of SUSPENSION_STATUSES.filter((s) => !isSuspensionEnded(s))) {
      expect(transition(actor, status, action, new Date(0))).toEqual({ ok: false, reason });
    }
  });
});

describe('the wrong moment', () => {
  it.each<[Actor, SuspensionAction, string, SuspensionStatus[]]>([
    ['officer', 'require-details', 'ask the company for details', [2, 4, 5, 6, 7]],
    ['officer', 'reject', 'reject the suspension', [4, 5, 6, 7]],
    ['officer', 'suspend', 'suspend the recognition', [4, 5, 6, 7]],
    ['company', 'provide-details', 'provide the details asked for', [1, 4, 5, 6, 7]],
    ['company', 'acknowledge', 'acknowledge the suspension', [1, 2, 5, 6, 7]],
    ['company', 'appeal', 'appeal against the suspension', [1, 2, 6, 7]],
    ['officer', 'consider-reinstatement', 'put the recognition forward for reinstatement', [1, 2, 4, 5, 7]],
    ['officer', 'revoke', 'revoke the recognition', [1, 2, 4, 5]],
    ['officer', 'reinstate', 'reinstate the recognition', [1, 2, 6]],
  ])('the %s may not %s at %j', (actor, action, words, statuses) => {
    for (const status of statuses) {
      expect(transition(actor, status, action, new Date(0))).toEqual({
        ok: false,
        reason: `You cannot ${words} while the suspension is ${SUSPENSION_STATUS_LABELS[status]}.`,
      });
      expect(suspensionStatusAfter(status, action, actor)).toBeNull();
    }
  });

  it('names the status in its words', () => {
    expect(transition('company', U.appealSubmitted, 'appeal')).toEqual({
      ok: false,
      reason: 'You cannot appeal against the suspension while the suspension is Appeal Submitted.',
    });
  });
});

describe('the appeal period', () => {
  const suspendedAt = new Date('2026-02-24T04:00:00.000Z');
  const deadline = appealDeadline(suspendedAt);
  const appealAt = (status: SuspensionStatus, now: Date, due: Date | null | undefined) =>
    suspensionTransition({ actor: 'company', status, action: 'appeal', appealDeadline: due, now });

  it.each([U.suspended, U.suspensionAcknowledged])(
    'allows an appeal from %i up to the deadline itself',
    (status) => {
      expect(appealAt(status, deadline, deadline)).toEqual({ ok: true, to: U.appealSubmitted });
      expect(appealAt(status, suspendedAt, deadline)).toEqual({ ok: true, to: U.appealSubmitted });
    },
  );

  it.each([U.suspended, U.suspensionAcknowledged])('refuses it one millisecond after (from %i)', (status) => {
    const late = new Date(deadline.getTime() + 1);
    expect(appealAt(status, late, deadline)).toEqual({ ok: false, reason: APPEAL_PERIOD_ENDED });
  });

  it('allows it at any time when no deadline is set', () => {
    const muchLater = new Date('2030-01-01T00:00:00.000Z');
    expect(appealAt(U.suspended, muchLater, null)).toEqual({ ok: true, to: U.appealSubmitted });
    expect(appealAt(U.suspended, muchLater, undefined)).toEqual({ ok: true, to: U.appealSubmitted });
  });

  it('holds for any moment: allowed exactly when not after the deadline', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (offset) => {
        const now = new Date(deadline.getTime() + offset);
        const outcome = appealAt(U.suspended, now, deadline);
        expect(outcome.ok).toBe(offset <= 0);
      }),
    );
  });

  it('binds no other action', () => {
    const past = new Date(0);
    expect(transition('company', U.suspended, 'acknowledge', past)).toEqual({
      ok: true,
      to: U.suspensionAcknowledged,
    });
    expect(transition('officer', U.suspended, 'reinstate', past)).toEqual({ ok: true, to: U.reinstated });
  });

  it('is checked after the side and the moment', () => {
    const past = new Date(0);
    expect(transition('officer', U.suspended, 'appeal', past)).toEqual({
      ok: false,
      reason: 'Only the company can appeal against the suspension.',
    });
    expect(transition('company', U.pendingReinstatementApproval, 'appeal', past)).toEqual({
      ok: false,
      reason:
        'You cannot appeal against the suspension while the suspension is Pending Reinstatement Approval.',
    });
  });
});

describe('appealDeadline', () => {
  it(`is ${DEFAULT_APPEAL_PERIOD_DAYS} whole days after the suspension by default`, () => {
    expect(DEFAULT_APPEAL_PERIOD_DAYS).toBe(14);
    expect(appealDeadline(new Date('2026-02-24T04:00:00.000Z')).toISOString()).toBe(
      '2026-03-10T04:00:00.000Z',
    );
  });

  it('takes another period', () => {
    const suspendedAt = new Date('2026-02-24T04:00:00.000Z');
    expect(appealDeadline(suspendedAt, 30).toISOString()).toBe('2026-03-26T04:00:00.000Z');
    expect(appealDeadline(suspendedAt, 0).toISOString()).toBe('2026-02-24T04:00:00.000Z');
  });
});

describe('every status, action and side', () => {
  it('gives exactly one answer, ok where the table has the move and refused with a reason elsewhere', () => {
    for (const status of SUSPENSION_STATUSES) {
      for (const action of SUSPENSION_ACTIONS) {
        for (const actor of ACTORS) {
          const outcome = transition(actor, status, action, null);
          const move = SUSPENSION_TRANSITIONS.find(
            (t) => t.from === status && t.action === action && t.actor === actor,
          );
          if (move) {
            expect(outcome).toEqual({ ok: true, to: move.to });
          } else {
            expect(outcome.ok).toBe(false);
            expect('reason' in outcome && outcome.reason).toMatch(
              /^(This suspension is .+ and can no longer change|Only (an officer|the company) can .+|You cannot .+ while the suspension is .+)\.$/,
            );
          }
        }
      }
    }
  });
});

describe('suspensionActionsFrom', () => {
  it.each<[SuspensionStatus, SuspensionAction[], SuspensionAction[]]>([
    [U.suspensionRequested, ['require-details', 'reject', 'suspend'], []],
    [U.suspensionDetailsRequired, ['reject', 'suspend'], ['provide-details']],
    [U.suspensionRejected, [], []],
    [U.suspended, ['reinstate'], ['acknowledge', 'appeal']],
    [U.suspensionAcknowledged, ['reinstate'], ['appeal']],
    [U.appealSubmitted, ['consider-reinstatement', 'revoke'], []],
    [U.pendingReinstatementApproval, ['revoke', 'reinstate'], []],
    [U.reinstated, [], []],
    [U.revoked, [], []],
  ])('at %i: the officer %j, the company %j', (status, officerActions, companyActions) => {
    expect(suspensionActionsFrom(status, 'officer')).toEqual(officerActions);
    expect(suspensionActionsFrom(status, 'company')).toEqual(companyActions);
  });
});

describe('the table', () => {
  it('reaches every status from Suspension Requested', () => {
    const reached = new Set<SuspensionStatus>([U.suspensionRequested]);
    for (let grew = true; grew; ) {
      grew = false;
      for (const t of SUSPENSION_TRANSITIONS) {
        if (reached.has(t.from) && !reached.has(t.to)) {
          reached.add(t.to);
          grew = true;
        }
      }
    }
    expect([...reached].sort()).toEqual([...SUSPENSION_STATUSES]);
  });

  it('leaves no ended status, and every open status by some move', () => {
    for (const status of SUSPENSION_STATUSES) {
      expect(SUSPENSION_TRANSITIONS.some((t) => t.from === status)).toBe(!isSuspensionEnded(status));
    }
  });

  it('gives each action to one side only', () => {
    for (const action of SUSPENSION_ACTIONS) {
      const sides = new Set(SUSPENSION_TRANSITIONS.filter((t) => t.action === action).map((t) => t.actor));
      expect(sides.size).toBe(1);
    }
  });
});

describe('the words of each action', () => {
  it('name the nine actions, each once, in the table’s order', () => {
    expect(SUSPENSION_ACTIONS).toEqual([
      'require-details',
      'reject',
      'suspend',
      'provide-details',
      'acknowledge',
      'appeal',
      'consider-reinstatement',
      'revoke',
      'reinstate',
    ]);
  });

  it('give every action, and the proposal, a title of its own for the timeline', () => {
    const titled = [...SUSPENSION_ACTIONS, 'propose' as const];
    expect(Object.keys(SUSPENSION_ACTION_TITLES).sort()).toEqual([...titled].sort());
    const titles = titled.map((action) => SUSPENSION_ACTION_TITLES[action]);
    expect(new Set(titles).size).toBe(titles.length);
    expect(SUSPENSION_ACTION_TITLES.propose).toBe('Suspension proposed');
    expect(SUSPENSION_ACTION_TITLES.appeal).toBe('Appeal submitted');
  });

  it('give every action words of its own for the refusals', () => {
    expect(Object.keys(SUSPENSION_ACTION_WORDS).sort()).toEqual([...SUSPENSION_ACTIONS].sort());
    const words = SUSPENSION_ACTIONS.map((action) => SUSPENSION_ACTION_WORDS[action]);
    expect(new Set(words).size).toBe(words.length);
  });
});
