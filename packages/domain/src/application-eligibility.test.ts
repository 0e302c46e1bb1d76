import { describe, expect, it } from 'vitest';
import { ApplicationCategory } from './application-category.js';
import {
  canStartApplication,
  type ProgrammeStanding,
  startableCategories,
} from './application-eligibility.js';
import { CompanyRecognitionStatus } from './company-recognition.js';
import { CorrespondenceStatus } from './correspondence.js';

const C = ApplicationCategory;
const R = CompanyRecognitionStatus;
const standing = (overrides: Partial<ProgrammeStanding>): ProgrammeStanding => ({
  termsStatus: CorrespondenceStatus.acknowledged,
  recognitionStatus: null,
  openCategories: [],
  ...overrides,
});

describe('which applications a company may start', () => {
  it('New, with terms acknowledged and no recognition', () => {
    expect(startableCategories(standing({}))).toEqual([C.new]);
  });

  it.each([null, CorrespondenceStatus.requested, CorrespondenceStatus.sent, CorrespondenceStatus.obsolete])(
    'nothing while the terms are %s',
    (termsStatus) => {
      expect(startableCategories(standing({ termsStatus }))).toEqual([]);
    },
  );

  it('New again once the recognition has expired or was withdrawn', () => {
    expect(startableCategories(standing({ recognitionStatus: R.expired }))).toEqual([C.new]);
    expect(startableCategories(standing({ recognitionStatus: R.withdrawn }))).toEqual([C.new]);
  });

  it('Renewal, Change Of Scope and Change Of Company Details with a current recognition', () => {
    expect(startableCategories(standing({ recognitionStatus: R.recognised }))).toEqual([
      C.renewal,
      C.changeOfScope,
      C.changeOfCompanyDetails,
    ]);
  });

  it('needs no acknowledged terms for those', () => {
    const renewing = standing({
      termsStatus: CorrespondenceStatus.obsolete,
      recognitionStatus: R.recognised,
    });
    expect(canStartApplication(renewing, C.renewal)).toBe(true);
  });

  it.each([R.suspended, R.appealInProgress])(
    'nothing under an ongoing suspension (%i)',
    (recognitionStatus) => {
      expect(startableCategories(standing({ recognitionStatus }))).toEqual([]);
    },
  );

  it('nothing once revoked: the company is restricted', () => {
    expect(startableCategories(standing({ recognitionStatus: R.revoked }))).toEqual([]);
  });

  it('one open application per category at a time', () => {
    const open = standing({ recognitionStatus: R.recognised, openCategories: [C.changeOfScope] });
    expect(startableCategories(open)).toEqual([C.renewal, C.changeOfCompanyDetails]);
    expect(canStartApplication(standing({ openCategories: [C.new] }), C.new)).toBe(false);
  });
});
