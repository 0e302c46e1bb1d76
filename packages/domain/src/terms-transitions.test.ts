import { describe, expect, it } from 'vitest';
import { CORRESPONDENCE_STATUSES, CorrespondenceStatus } from './correspondence.js';
import {
  isAbleToRequestTerms,
  TERMS_COMPANY_ACTIONS,
  TERMS_TRANSITIONS,
  type TermsAction,
  type TermsStanding,
  termsCompanyActions,
  termsStandingOf,
  termsStatusesMovedBy,
  termsTransition,
} from './terms-transitions.js';
import type { Actor } from './transitions.js';

const S = CorrespondenceStatus;
const STANDINGS: readonly TermsStanding[] = [null, ...CORRESPONDENCE_STATUSES];

const ALREADY_REQUESTED = 'These terms and conditions have already been requested.';
const ALREADY_SENT = 'These terms and conditions have already been sent.';
const ALREADY_ACKNOWLEDGED = 'These terms and conditions have already been acknowledged.';
const NOT_SENT_YET = 'These terms and conditions have not been sent yet.';
const NONE_SENT = 'No terms and conditions have been sent yet.';
const WAS_REJECTED = 'This request was rejected, so no terms and conditions were sent.';
const REPLACED = 'These terms and conditions have been replaced by a newer version.';

describe('the moves', () => {
  it.each<[Actor, TermsAction, TermsStanding, CorrespondenceStatus]>([
    ['company', 'request', null, S.requested],
    ['company', 'request', S.rejected, S.requested],
    ['company', 'request', S.obsolete, S.requested],
    ['officer', 'send', S.requested, S.sent],
    ['officer', 'send', null, S.sent],
    ['officer', 'send', S.rejected, S.sent],
    ['officer', 'send', S.obsolete, S.sent],
    ['officer', 'reject', S.requested, S.rejected],
    ['company', 'acknowledge', S.sent, S.acknowledged],
    ['officer', 'supersede', S.sent, S.obsolete],
    ['officer', 'supersede', S.acknowledged, S.obsolete],
  ])('the %s may %s terms standing at %s: they become %i', (actor, action, from, to) => {
    expect(termsTransition(actor, from, action)).toEqual({ ok: true, to });
  });
});

describe('the refusals of the right actor at the wrong moment', () => {
  it.each<[Actor, TermsAction, TermsStanding, string]>([
    ['company', 'request', S.requested, ALREADY_REQUESTED],
    ['company', 'request', S.sent, ALREADY_SENT],
    ['company', 'request', S.acknowledged, ALREADY_ACKNOWLEDGED],
    ['officer', 'send', S.sent, ALREADY_SENT],
    ['officer', 'send', S.acknowledged, ALREADY_ACKNOWLEDGED],
    ['officer', 'reject', null, 'There is no open request for these terms and conditions.'],
    ['officer', 'reject', S.rejected, 'This request has already been rejected.'],
    ['officer', 'reject', S.sent, ALREADY_SENT],
    ['officer', 'reject', S.acknowledged, ALREADY_ACKNOWLEDGED],
    ['officer', 'reject', S.obsolete, REPLACED],
    ['company', 'acknowledge', null, NONE_SENT],
    ['company', 'acknowledge', S.requested, NOT_SENT_YET],
    ['company', 'acknowledge', S.rejected, WAS_REJECTED],
    ['company', 'acknowledge', S.acknowledged, ALREADY_ACKNOWLEDGED],
    ['company', 'acknowledge', S.obsolete, REPLACED],
    ['officer', 'supersede', null, NONE_SENT],
    ['officer', 'supersede', S.requested, NOT_SENT_YET],
    ['officer', 'supersede', S.rejected, WAS_REJECTED],
    ['officer', 'supersede', S.obsolete, REPLACED],
  ])('the %s may not %s terms standing at %s', (actor, action, from, reason) => {
    expect(termsTransition(actor, from, action)).toEqual({ ok: false, reason });
  });
});

describe('the refusals of the wrong actor', () => {
  it.each<[Actor, TermsAction, string]>([
    ['officer', 'request', 'Only the company can request terms and conditions.'],
    ['company', 'send', 'Only an officer can send terms and conditions.'],
    ['company', 'reject', 'Only an officer can reject a request for terms and conditions.'],
    ['officer', 'acknowledge', 'Only the company can acknowledge terms and conditions.'],
    ['company', 'supersede', 'Only an officer can replace terms and conditions with a newer version.'],
  ])('the %s may not %s terms, from any standing', (actor, action, reason) => {
    for (const from of STANDINGS) {
      expect(termsTransition(actor, from, action)).toEqual({ ok: false, reason });
    }
  });
});

describe('the transition table', () => {
  it('gives one answer for each actor, standing and action', () => {
    const keys = TERMS_TRANSITIONS.map((t) => `${t.actor} ${t.from} ${t.action}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('reaches every status from no terms', () => {
    const reached = new Set<TermsStanding>([null]);
    for (let grew = true; grew; ) {
      grew = false;
      for (const t of TERMS_TRANSITIONS) {
        if (reached.has(t.from) && !reached.has(t.to)) {
          reached.add(t.to);
          grew = true;
        }
      }
    }
    expect([...reached].sort()).toEqual([...STANDINGS].sort());
  });

  it('closes nothing for good: from every status some move is open to someone', () => {
    for (const from of STANDINGS) {
      expect(TERMS_TRANSITIONS.some((t) => t.from === from)).toBe(true);
    }
  });
});

describe('termsStatusesMovedBy', () => {
  it('names the items publishing makes obsolete: the Sent and the Acknowledged ones', () => {
    expect(termsStatusesMovedBy('supersede')).toEqual([S.sent, S.acknowledged]);
    for (const status of termsStatusesMovedBy('supersede')) {
      expect(termsTransition('officer', status, 'supersede')).toEqual({ ok: true, to: S.obsolete });
    }
  });

  it('leaves out the new item a request starts', () => {
    expect(termsStatusesMovedBy('request')).toEqual([S.rejected, S.obsolete]);
  });
});

describe('termsStandingOf', () => {
  it.each<[CorrespondenceStatus[], TermsStanding]>([
    [[], null],
    [[S.rejected, S.obsolete], null],
    [[S.obsolete, S.requested], S.requested],
    [[S.sent, S.obsolete, S.rejected], S.sent],
    [[S.obsolete, S.acknowledged], S.acknowledged],
  ])('of %j is %s', (statuses, standing) => {
    expect(termsStandingOf(statuses)).toBe(standing);
  });
});

describe('isAbleToRequestTerms', () => {
  it('with no terms, or only rejected and obsolete ones', () => {
    expect(isAbleToRequestTerms([])).toBe(true);
    expect(isAbleToRequestTerms([S.rejected, S.obsolete])).toBe(true);
  });

  it.each([S.requested, S.sent, S.acknowledged])('not with terms %i', (status) => {
    expect(isAbleToRequestTerms([S.obsolete, status])).toBe(false);
  });
});

describe('termsCompanyActions', () => {
  it('lists the company’s actions, open exactly when its move is allowed, with the refusal when not', () => {
    expect(TERMS_COMPANY_ACTIONS).toEqual(['request', 'acknowledge']);
    expect(termsCompanyActions(null)).toEqual([
      { name: 'request', open: true, reason: null },
      { name: 'acknowledge', open: false, reason: 'No terms and conditions have been sent yet.' },
    ]);
    for (const status of CORRESPONDENCE_STATUSES) {
      for (const action of termsCompanyActions(status)) {
        const move = termsTransition('company', status, action.name);
        expect(action).toEqual({ name: action.name, open: move.ok, reason: move.ok ? null : move.reason });
      }
    }
  });
});
