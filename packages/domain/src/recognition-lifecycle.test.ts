import { describe, expect, it } from 'vitest';
import { ApplicationCategory } from './application-category.js';
import { COMPANY_RECOGNITION_STATUSES, CompanyRecognitionStatus } from './company-recognition.js';
import { CorrespondenceStatus } from './correspondence.js';
import { Programme } from './programme.js';
import {
  categoryOfRecognitionAction,
  DEFAULT_RENEWAL_REMINDER_DAYS,
  DEFAULT_RENEWAL_WINDOW_DAYS,
  daysUntilExpiry,
  hasExpired,
  isRenewalCalledFor,
  isRenewalDue,
  RECOGNITION_COMPANY_ACTIONS,
  type RecognitionActionFacts,
  type RecognitionCompanyAction,
  recognitionCompanyActions,
  recognitionStatusForSuspension,
  renewalReminderDue,
  suspensionProposalRefusal,
  type WithdrawalFacts,
  withdrawalRefusal,
} from './recognition-lifecycle.js';
import { SuspensionStatus } from './suspension.js';
import { SUSPENSION_TRANSITIONS } from './suspension-transitions.js';

const C = ApplicationCategory;
const R = CompanyRecognitionStatus;
const U = SuspensionStatus;
const DAY_MS = 86_400_000;
const VALID_UNTIL = new Date('2026-06-01T00:00:00.000Z');
/** The moment `days` days (fractions allowed) before the recognition expires. */
const daysBefore = (days: number) => new Date(VALID_UNTIL.getTime() - days * DAY_MS);

const UNDER_WAY = 'Not available while a suspension is under way: it must be concluded first.';

describe('recognitionStatusForSuspension', () => {
  const stillValid = { validUntil: VALID_UNTIL, now: daysBefore(10) };

  it.each<[SuspensionStatus, CompanyRecognitionStatus | null]>([
    [U.suspensionRequested, null],
    [U.suspensionDetailsRequired, null],
    [U.suspensionRejected, null],
    [U.suspended, R.suspended],
    [U.suspensionAcknowledged, R.suspended],
    [U.appealSubmitted, R.appealInProgress],
    [U.pendingReinstatementApproval, R.appealInProgress],
    [U.reinstated, R.recognised],
    [U.revoked, R.revoked],
  ])('a suspension at %i leaves the valid recognition at %s', (suspension, recognition) => {
    expect(recognitionStatusForSuspension(suspension, stillValid)).toBe(recognition);
  });

  it('restores a reinstated recognition as Expired once its validity has ended', () => {
    const reinstate = (now: Date) =>
      recognitionStatusForSuspension(U.reinstated, { validUntil: VALID_UNTIL, now });
    expect(reinstate(new Date(VALID_UNTIL.getTime() - 1))).toBe(R.recognised);
    expect(reinstate(VALID_UNTIL)).toBe(R.expired);
    expect(reinstate(daysBefore(-30))).toBe(R.expired);
  });

  it('moves the recognition only on the moves that suspend, put under appeal, reinstate or revoke it', () => {
    const moving = SUSPENSION_TRANSITIONS.filter(
      (t) => recognitionStatusForSuspension(t.to, stillValid) !== null,
    );
    expect([...new Set(moving.map((t) => t.action))]).toEqual([
      'suspend',
      'acknowledge',
      'appeal',
      'consider-reinstatement',
      'revoke',
      'reinstate',
    ]);
  });
});

describe('suspensionProposalRefusal', () => {
  it('allows a suspension of a recognised recognition with none under way', () => {
    expect(suspensionProposalRefusal(R.recognised, false)).toBeNull();
  });

  it.each(COMPANY_RECOGNITION_STATUSES)(
    'refuses a second suspension while one is under way (status %i)',
    (status) => {
      expect(suspensionProposalRefusal(status, true)).toBe(
        'This recognition already has a suspension under way: conclude it first.',
      );
    },
  );

  it.each<[CompanyRecognitionStatus, string]>([
    [R.expired, 'Expired'],
    [R.suspended, 'Suspended'],
    [R.appealInProgress, 'Appeal in progress'],
    [R.revoked, 'Revoked'],
    [R.withdrawn, 'Withdrawn'],
  ])('refuses a recognition at %i (%s)', (status, label) => {
    expect(suspensionProposalRefusal(status, false)).toBe(
      `Only a current recognition can be suspended: this one is ${label}.`,
    );
  });
});

describe('withdrawalRefusal', () => {
  const facts = (overrides: Partial<WithdrawalFacts>): WithdrawalFacts => ({
    status: R.recognised,
    hasOpenSuspension: false,
    openApplications: 0,
    ...overrides,
  });

  it.each(['company', 'officer'] as const)(
    'lets the %s withdraw a recognised one with nothing open',
    (actor) => {
      expect(withdrawalRefusal(actor, facts({}))).toBeNull();
    },
  );

  it.each<[Partial<WithdrawalFacts>, string]>([
    [{ status: R.withdrawn }, 'This recognition has already been withdrawn.'],
    [
      { status: R.withdrawn, hasOpenSuspension: true, openApplications: 2 },
      'This recognition has already been withdrawn.',
    ],
    [{ status: R.suspended }, UNDER_WAY],
    [{ status: R.appealInProgress }, UNDER_WAY],
    [{ hasOpenSuspension: true }, UNDER_WAY],
    [{ hasOpenSuspension: true, openApplications: 1 }, UNDER_WAY],
    [{ status: R.expired }, 'Only a current recognition can be withdrawn: this one is Expired.'],
    [{ status: R.revoked }, 'Only a current recognition can be withdrawn: this one is Revoked.'],
    [
      { status: R.expired, openApplications: 1 },
      'Only a current recognition can be withdrawn: this one is Expired.',
    ],
  ])('refuses %j with the same words for either side', (overrides, reason) => {
    expect(withdrawalRefusal('company', facts(overrides))).toBe(reason);
    expect(withdrawalRefusal('officer', facts(overrides))).toBe(reason);
  });

  it('asks each side to end the open applications first, in its own words', () => {
    expect(withdrawalRefusal('company', facts({ openApplications: 1 }))).toBe(
      'Cancel or finish your open applications under this programme first.',
    );
    expect(withdrawalRefusal('officer', facts({ openApplications: 3 }))).toBe(
      'The company has open applications under this programme: end them first.',
    );
  });
});

describe('expiry', () => {
  it.each<[number, number]>([
    [90, 90],
    [89.9, 89],
    [60, 60],
    [30, 30],
    [0.5, 0],
    [0, 0],
    [-0.5, -1],
    [-1, -1],
  ])('with %d days left counts %i whole days', (left, whole) => {
    expect(daysUntilExpiry(VALID_UNTIL, daysBefore(left))).toBe(whole);
  });

  it('has happened from the instant the validity ends', () => {
    expect(hasExpired(VALID_UNTIL, new Date(VALID_UNTIL.getTime() - 1))).toBe(false);
    expect(hasExpired(VALID_UNTIL, VALID_UNTIL)).toBe(true);
    expect(hasExpired(VALID_UNTIL, daysBefore(-1))).toBe(true);
  });
});

describe('isRenewalDue', () => {
  it(`opens the window ${DEFAULT_RENEWAL_WINDOW_DAYS} days before expiry by default`, () => {
    expect(DEFAULT_RENEWAL_WINDOW_DAYS).toBe(90);
  });

  it.each<[number, boolean]>([
    [365, false],
    [91, false],
    [90, true],
    [89.9, true],
    [30, true],
    [0.5, true],
    [0, false],
    [-10, false],
  ])('with %d days left: %s', (left, due) => {
    expect(isRenewalDue(VALID_UNTIL, daysBefore(left))).toBe(due);
  });

  it('takes another window', () => {
    expect(isRenewalDue(VALID_UNTIL, daysBefore(61), 60)).toBe(false);
    expect(isRenewalDue(VALID_UNTIL, daysBefore(60), 60)).toBe(true);
    expect(isRenewalDue(VALID_UNTIL, daysBefore(0.5), 0)).toBe(true);
  });
});

describe('isRenewalCalledFor', () => {
  const called = (facts: Partial<Parameters<typeof isRenewalCalledFor>[0]>) =>
    isRenewalCalledFor({
      status: R.recognised,
      validUntil: VALID_UNTIL,
      now: daysBefore(45),
      renewalInProgress: false,
      ...facts,
    });

  it('calls for a renewal of a Recognised recognition within its window', () => {
    expect(called({})).toBe(true);
  });

  it('stops calling once a renewal is submitted and being processed', () => {
    expect(called({ renewalInProgress: true })).toBe(false);
  });

  it('does not call before the window, after expiry, or for a recognition that is not Recognised', () => {
    expect(called({ now: daysBefore(120) })).toBe(false);
    expect(called({ now: daysBefore(-1) })).toBe(false);
    for (const status of COMPANY_RECOGNITION_STATUSES.filter((each) => each !== R.recognised)) {
      expect(called({ status })).toBe(false);
    }
  });

  it('takes another window', () => {
    expect(called({ windowDays: 30 })).toBe(false);
  });
});

describe('renewalReminderDue', () => {
  it('reminds at 90, 60 and 30 days by default', () => {
    expect(DEFAULT_RENEWAL_REMINDER_DAYS).toEqual([90, 60, 30]);
  });

  it.each<[number, number | null]>([
    [120, null],
    [91, null],
    [90, 90],
    [89.9, 90],
    [61, 90],
    [60, 60],
    [50, 60],
    [30, 30],
    [0.5, 30],
    [0, null],
    [-5, null],
  ])('with %d days left: the %s-day reminder', (left, reminder) => {
    expect(renewalReminderDue(VALID_UNTIL, daysBefore(left))).toBe(reminder);
  });

  it('takes other days, in any order', () => {
    expect(renewalReminderDue(VALID_UNTIL, daysBefore(46), [14, 45])).toBeNull();
    expect(renewalReminderDue(VALID_UNTIL, daysBefore(45), [14, 45])).toBe(45);
    expect(renewalReminderDue(VALID_UNTIL, daysBefore(20), [14, 45])).toBe(45);
    expect(renewalReminderDue(VALID_UNTIL, daysBefore(14), [14, 45])).toBe(14);
    expect(renewalReminderDue(VALID_UNTIL, daysBefore(50), [30, 90, 60])).toBe(60);
  });

  it('reminds of nothing with no reminder days', () => {
    expect(renewalReminderDue(VALID_UNTIL, daysBefore(10), [])).toBeNull();
  });
});

describe('recognitionCompanyActions', () => {
  const facts = (
    status: CompanyRecognitionStatus,
    overrides: Partial<RecognitionActionFacts> = {},
    openCategories: readonly ApplicationCategory[] = [],
  ): RecognitionActionFacts => ({
    programme: Programme.IBR,
    status,
    standing: { termsStatus: CorrespondenceStatus.acknowledged, recognitionStatus: status, openCategories },
    hasOpenSuspension: false,
    openApplications: openCategories.length,
    ...overrides,
  });
  type Row = [RecognitionCompanyAction, string | null];
  const availability = (rows: Row[]) =>
    rows.map(([name, reason]) => ({ name, open: reason === null, reason, continuesDraft: false }));
  const applications = (reason: string | null): Row[] => [
    ['renew', reason],
    ['change-scope', reason],
    ['change-details', reason],
  ];

  it('offers everything on a recognised recognition with nothing open', () => {
    expect(recognitionCompanyActions(facts(R.recognised))).toEqual(
      availability([...applications(null), ['withdraw', null]]),
    );
  });

  it.each([R.suspended, R.appealInProgress])('offers nothing under an ongoing suspension (%i)', (status) => {
    expect(recognitionCompanyActions(facts(status, { hasOpenSuspension: true }))).toEqual(
      availability([
        ...applications(
          'Your IBR recognition is suspended, so you cannot apply for it to be renewed or changed.',
        ),
        ['withdraw', UNDER_WAY],
      ]),
    );
  });

  it('offers the applications but not withdrawal while a suspension is only proposed', () => {
    expect(recognitionCompanyActions(facts(R.recognised, { hasOpenSuspension: true }))).toEqual(
      availability([...applications(null), ['withdraw', UNDER_WAY]]),
    );
  });

  it('offers nothing on a revoked recognition', () => {
    expect(recognitionCompanyActions(facts(R.revoked))).toEqual(
      availability([
        ...applications(
          'Your IBR recognition was revoked, so you cannot apply under IBR again. A revocation does not end: contact the regulator if you have questions about it.',
        ),
        ['withdraw', 'Only a current recognition can be withdrawn: this one is Revoked.'],
      ]),
    );
  });

  it('offers nothing on an expired recognition', () => {
    expect(recognitionCompanyActions(facts(R.expired))).toEqual(
      availability([
        ...applications('You need a current IBR recognition for this application.'),
        ['withdraw', 'Only a current recognition can be withdrawn: this one is Expired.'],
      ]),
    );
  });

  it('offers nothing on a withdrawn recognition', () => {
    expect(recognitionCompanyActions(facts(R.withdrawn))).toEqual(
      availability([
        ...applications('You need a current IBR recognition for this application.'),
        ['withdraw', 'This recognition has already been withdrawn.'],
      ]),
    );
  });

  it('holds back an application whose category is already open, and withdrawal with it', () => {
    expect(recognitionCompanyActions(facts(R.recognised, {}, [C.renewal]))).toEqual(
      availability([
        [
          'renew',
          'You already have an open IBR application of this type. Continue it, or wait until it is decided.',
        ],
        ['change-scope', null],
        ['change-details', null],
        ['withdraw', 'Cancel or finish your open applications under this programme first.'],
      ]),
    );
  });

  it('names its programme in the reasons', () => {
    const lrp = recognitionCompanyActions(facts(R.expired, { programme: Programme.LRP }));
    expect(lrp[0]?.reason).toBe('You need a current LRP recognition for this application.');
  });

  it('continues the company’s Draft of a category where only that Draft stands in the way', () => {
    const drafting = facts(R.recognised, { draftCategories: [C.changeOfScope] }, [C.changeOfScope]);
    expect(recognitionCompanyActions(drafting)).toEqual([
      { name: 'renew', open: true, reason: null, continuesDraft: false },
      { name: 'change-scope', open: true, reason: null, continuesDraft: true },
      { name: 'change-details', open: true, reason: null, continuesDraft: false },
      {
        name: 'withdraw',
        open: false,
        reason: 'Cancel or finish your open applications under this programme first.',
        continuesDraft: false,
      },
    ]);
  });

  it('continues no Draft that the recognition’s status would refuse anyway', () => {
    const suspended = facts(R.suspended, { hasOpenSuspension: true, draftCategories: [C.renewal] }, [
      C.renewal,
    ]);
    expect(recognitionCompanyActions(suspended)[0]).toEqual({
      name: 'renew',
      open: false,
      reason:
        'You already have an open IBR application of this type. Continue it, or wait until it is decided.',
      continuesDraft: false,
    });
    const revoked = facts(R.revoked, { draftCategories: [C.renewal] }, [C.renewal]);
    expect(recognitionCompanyActions(revoked)[0]?.continuesDraft).toBe(false);
  });

  it('starts afresh where the Draft is of another category, or there is none', () => {
    const other = facts(R.recognised, { draftCategories: [C.renewal] }, [C.renewal]);
    expect(recognitionCompanyActions(other)[2]).toEqual({
      name: 'change-details',
      open: true,
      reason: null,
      continuesDraft: false,
    });
    expect(recognitionCompanyActions(facts(R.recognised, { draftCategories: [] }))).toEqual(
      recognitionCompanyActions(facts(R.recognised)),
    );
  });
});

describe('categoryOfRecognitionAction', () => {
  it.each<[RecognitionCompanyAction, ApplicationCategory | null]>([
    ['renew', C.renewal],
    ['change-scope', C.changeOfScope],
    ['change-details', C.changeOfCompanyDetails],
    ['withdraw', null],
  ])('%s starts %s', (action, category) => {
    expect(categoryOfRecognitionAction(action)).toBe(category);
  });

  it('covers every action', () => {
    expect(RECOGNITION_COMPANY_ACTIONS).toEqual(['renew', 'change-scope', 'change-details', 'withdraw']);
  });
});
