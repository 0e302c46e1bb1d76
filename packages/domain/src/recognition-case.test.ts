import { describe, expect, it } from 'vitest';
import { availableActions, refusalOf } from './case-definition.js';
import { COMPANY_RECOGNITION_STATUSES, CompanyRecognitionStatus } from './company-recognition.js';
import { RECOGNITION_CASE, type RecognitionFacts } from './recognition-case.js';
import {
  detailsRequestRefusal,
  suspensionProposalRefusal,
  withdrawalRefusal,
} from './recognition-lifecycle.js';

const R = CompanyRecognitionStatus;
const CLEAR: RecognitionFacts = { hasOpenSuspension: false, openApplications: 0 };

describe('availableActions of a recognition', () => {
  it('offers the company its withdrawal, and says why not while it has open applications', () => {
    expect(availableActions(RECOGNITION_CASE, R.recognised, 'company', CLEAR)).toEqual([
      { name: 'withdraw', open: true, reason: null },
    ]);
    expect(
      availableActions(RECOGNITION_CASE, R.recognised, 'company', { ...CLEAR, openApplications: 1 }),
    ).toEqual([
      {
        name: 'withdraw',
        open: false,
        reason: 'Cancel or finish your open applications under this programme first.',
      },
    ]);
  });

  it('offers the officer a withdrawal and a proposed suspension, neither while a suspension is under way', () => {
    expect(availableActions(RECOGNITION_CASE, R.recognised, 'officer', CLEAR)).toEqual([
      { name: 'withdraw', open: true, reason: null },
      { name: 'propose-suspension', open: true, reason: null },
      { name: 'request-details', open: true, reason: null },
    ]);
    expect(availableActions(RECOGNITION_CASE, R.suspended, 'officer', CLEAR)).toEqual([
      {
        name: 'withdraw',
        open: false,
        reason: 'Not available while a suspension is under way: it must be concluded first.',
      },
      {
        name: 'propose-suspension',
        open: false,
        reason: 'Only a current recognition can be suspended: this one is Suspended.',
      },
      { name: 'request-details', open: true, reason: null },
    ]);
    expect(
      availableActions(RECOGNITION_CASE, R.recognised, 'officer', { ...CLEAR, hasOpenSuspension: true }),
    ).toEqual([
      {
        name: 'withdraw',
        open: false,
        reason: 'Not available while a suspension is under way: it must be concluded first.',
      },
      {
        name: 'propose-suspension',
        open: false,
        reason: 'This recognition already has a suspension under way: conclude it first.',
      },
      { name: 'request-details', open: true, reason: null },
    ]);
  });

  it('offers the officer a request for details while the recognition stands, suspended or not', () => {
    const requestOf = (status: CompanyRecognitionStatus) =>
      availableActions(RECOGNITION_CASE, status, 'officer', CLEAR).find(
        (action) => action.name === 'request-details',
      );
    for (const status of [R.recognised, R.suspended, R.appealInProgress]) {
      expect(requestOf(status)).toEqual({ name: 'request-details', open: true, reason: null });
    }
    for (const status of [R.expired, R.revoked, R.withdrawn]) {
      expect(requestOf(status)?.reason).toMatch(
        /^Details can only be asked of a current recognition: this one is (Expired|Revoked|Withdrawn)\.$/,
      );
    }
    expect(refusalOf(RECOGNITION_CASE, R.recognised, 'company', 'request-details', CLEAR)).toBe(
      'Only an officer can ask the company for details.',
    );
  });

  it('agrees with withdrawalRefusal, suspensionProposalRefusal and detailsRequestRefusal for every status and side', () => {
    for (const status of COMPANY_RECOGNITION_STATUSES) {
      for (const facts of [CLEAR, { hasOpenSuspension: true, openApplications: 2 }]) {
        for (const actor of ['company', 'officer'] as const) {
          for (const { name, reason } of availableActions(RECOGNITION_CASE, status, actor, facts)) {
            expect(reason).toBe(
              name === 'withdraw'
                ? withdrawalRefusal(actor, { status, ...facts })
                : name === 'propose-suspension'
                  ? suspensionProposalRefusal(status, facts.hasOpenSuspension)
                  : detailsRequestRefusal(status),
            );
          }
        }
      }
    }
  });

  it('refuses the company a proposed suspension: only an officer proposes one', () => {
    expect(refusalOf(RECOGNITION_CASE, R.recognised, 'company', 'propose-suspension', CLEAR)).toBe(
      'Only an officer can propose a suspension of this recognition.',
    );
  });
});
