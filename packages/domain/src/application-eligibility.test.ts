import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { APPLICATION_CATEGORIES, ApplicationCategory } from './application-category.js';
import {
  canStartApplication,
  type ProgrammeStanding,
  startableCategories,
  startRefusal,
} from './application-eligibility.js';
import { COMPANY_RECOGNITION_STATUSES, CompanyRecognitionStatus } from './company-recognition.js';
import { CORRESPONDENCE_STATUSES, CorrespondenceStatus } from './correspondence.js';

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

describe('why a company may not start an application', () => {
  it('is nothing when it may', () => {
    expect(startRefusal(standing({}), C.new, 'LRP')).toBeNull();
    expect(startRefusal(standing({ recognitionStatus: R.recognised }), C.renewal, 'LRP')).toBeNull();
  });

  it.each([
    [
      'an open application of the category',
      standing({ recognitionStatus: R.revoked, openCategories: [C.renewal] }),
      C.renewal,
      'You already have an open IBR application of this type. Continue it, or wait until it is decided.',
    ],
    [
      'a revoked recognition',
      standing({ recognitionStatus: R.revoked }),
      C.new,
      'Your IBR recognition was revoked, so you cannot apply under IBR again. A revocation does not end: contact the regulator if you have questions about it.',
    ],
    [
      'a current recognition, for New',
      standing({ recognitionStatus: R.suspended }),
      C.new,
      'You are already recognised under IBR. Apply for a renewal or a change instead.',
    ],
    [
      'terms not acknowledged, for New',
      standing({ termsStatus: CorrespondenceStatus.sent }),
      C.new,
      'Acknowledge the IBR terms and conditions before you apply.',
    ],
    [
      'no current recognition, for the others',
      standing({ recognitionStatus: R.expired }),
      C.changeOfScope,
      'You need a current IBR recognition for this application.',
    ],
    [
      'an ongoing suspension, for the others',
      standing({ recognitionStatus: R.appealInProgress }),
      C.changeOfCompanyDetails,
      'Your IBR recognition is suspended, so you cannot apply for it to be renewed or changed.',
    ],
  ])('names %s, in plain words', (_, given, category, reason) => {
    expect(startRefusal(given, category, 'IBR')).toBe(reason);
  });

  it('is given exactly when the company may not start, whatever the programme is called', () => {
    const standings = fc.record({
      termsStatus: fc.constantFrom(null, ...CORRESPONDENCE_STATUSES),
      recognitionStatus: fc.constantFrom(null, ...COMPANY_RECOGNITION_STATUSES),
      openCategories: fc.subarray([...APPLICATION_CATEGORIES]),
    });
    fc.assert(
      fc.property(
        standings,
        fc.constantFrom(...APPLICATION_CATEGORIES),
        fc.string(),
        (given, category, name) => {
          const reason = startRefusal(given, category, name);
          expect(reason === null).toBe(canStartApplication(given, category));
          if (reason !== null) expect(reason).toMatch(/\.$/);
        },
      ),
    );
  });
});
