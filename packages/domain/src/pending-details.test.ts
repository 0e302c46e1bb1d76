import { describe, expect, it } from 'vitest';
import {
  isPendingDetailsOpen,
  PENDING_DETAILS_ACTION_TITLES,
  PENDING_DETAILS_ACTIONS,
  PENDING_DETAILS_STATUS_LABELS,
  PENDING_DETAILS_STATUSES,
  type PendingDetailsAction,
  PendingDetailsStatus,
  pendingDetailsStatusSchema,
  pendingDetailsTransition,
} from './pending-details.js';
import type { Actor } from './transitions.js';

const P = PendingDetailsStatus;
const ACTORS: readonly Actor[] = ['company', 'officer'];

describe('pending-details statuses', () => {
  it('are Pending Details 1, Details Provided 2, Accepted 3 and Waived 4', () => {
    expect(PENDING_DETAILS_STATUSES).toEqual([1, 2, 3, 4]);
    expect(PENDING_DETAILS_STATUSES.map((status) => PENDING_DETAILS_STATUS_LABELS[status])).toEqual([
      'Pending Details',
      'Details Provided',
      'Accepted',
      'Waived',
    ]);
  });

  it.each([1, 2, 3, 4])('read %i as a status', (code) => {
    expect(pendingDetailsStatusSchema.safeParse(code).success).toBe(true);
  });

  it.each([0, 5, '1', 1.5])('refuse %j', (code) => {
    expect(pendingDetailsStatusSchema.safeParse(code).success).toBe(false);
  });

  it('stay open while owed or answered, and close once accepted or waived', () => {
    expect(PENDING_DETAILS_STATUSES.filter(isPendingDetailsOpen)).toEqual([
      P.pendingDetails,
      P.detailsProvided,
    ]);
  });
});

describe('the moves', () => {
  it.each<[Actor, PendingDetailsStatus, PendingDetailsAction, PendingDetailsStatus]>([
    ['company', P.pendingDetails, 'provide', P.detailsProvided],
    ['officer', P.detailsProvided, 'accept', P.accepted],
    ['officer', P.detailsProvided, 'return', P.pendingDetails],
    ['officer', P.pendingDetails, 'waive', P.waived],
    ['officer', P.detailsProvided, 'waive', P.waived],
  ])('the %s at %i may %s: the details become %i', (actor, from, action, to) => {
    expect(pendingDetailsTransition(actor, from, action)).toEqual({ ok: true, to });
  });
});

describe('closed details', () => {
  it.each<[PendingDetailsStatus, string]>([
    [P.accepted, 'These details are Accepted: nothing more is needed.'],
    [P.waived, 'These details are Waived: nothing more is needed.'],
  ])('at %i refuse every action by either side first', (status, reason) => {
    for (const action of PENDING_DETAILS_ACTIONS) {
      for (const actor of ACTORS) {
        expect(pendingDetailsTransition(actor, status, action)).toEqual({ ok: false, reason });
      }
    }
  });
});

describe('the wrong side', () => {
  it.each<[Actor, PendingDetailsAction, string]>([
    ['officer', 'provide', 'Only the company can provide these details.'],
    ['company', 'accept', 'Only an officer can accept these details.'],
    ['company', 'return', 'Only an officer can return these details to the company.'],
    ['company', 'waive', 'Only an officer can waive these details.'],
  ])('the %s may not %s open details', (actor, action, reason) => {
    for (const status of [P.pendingDetails, P.detailsProvided]) {
      expect(pendingDetailsTransition(actor, status, action)).toEqual({ ok: false, reason });
    }
  });
});

describe('the wrong moment', () => {
  it.each<[Actor, PendingDetailsStatus, PendingDetailsAction, string]>([
    [
      'company',
      P.detailsProvided,
      'provide',
      'You cannot provide these details while they are Details Provided.',
    ],
    [
      'officer',
      P.pendingDetails,
      'accept',
      'You cannot accept these details while they are Pending Details.',
    ],
    [
      'officer',
      P.pendingDetails,
      'return',
      'You cannot return these details to the company while they are Pending Details.',
    ],
  ])('the %s at %i may not %s', (actor, status, action, reason) => {
    expect(pendingDetailsTransition(actor, status, action)).toEqual({ ok: false, reason });
  });
});

describe('every status, action and side', () => {
  it('gives a move to the one side that has it, and a refusal everywhere else', () => {
    const moves: string[] = [];
    for (const status of PENDING_DETAILS_STATUSES) {
      for (const action of PENDING_DETAILS_ACTIONS) {
        for (const actor of ACTORS) {
          const outcome = pendingDetailsTransition(actor, status, action);
          if (outcome.ok) moves.push(`${actor} ${action} ${status}->${outcome.to}`);
          else expect(outcome.reason).not.toBe('');
        }
      }
    }
    expect(moves).toEqual([
      'company provide 1->2',
      'officer waive 1->4',
      'officer accept 2->3',
      'officer return 2->1',
      'officer waive 2->4',
    ]);
  });
});

describe('the titles', () => {
  it('give every action, and the request, a title of its own for the history', () => {
    const titled = [...PENDING_DETAILS_ACTIONS, 'request' as const];
    expect(Object.keys(PENDING_DETAILS_ACTION_TITLES).sort()).toEqual([...titled].sort());
    const titles = titled.map((action) => PENDING_DETAILS_ACTION_TITLES[action]);
    expect(new Set(titles).size).toBe(titles.length);
    expect(PENDING_DETAILS_ACTION_TITLES.request).toBe('Details requested');
    expect(PENDING_DETAILS_ACTION_TITLES.return).toBe('Details returned to the company');
  });
});
