import { describe, expect, it } from 'vitest';
import {
  ALL_APPLICATION_FORMS,
  APPLICATION_CATEGORIES,
  APPLICATION_FORMS,
  ApplicationCategory,
  applicationCategoryLabel,
  applicationCategorySchema,
  applicationFormFor,
  firstFormOf,
  isApplicationCategory,
} from './application-category.js';
import { PROGRAMMES, Programme } from './programme.js';

describe('application categories', () => {
  it('are 1 New, 2 Renewal, 3 Change Of Scope, 4 Change Of Company Details / Information', () => {
    expect(APPLICATION_CATEGORIES).toEqual([1, 2, 3, 4]);
    expect(APPLICATION_CATEGORIES.map((category) => applicationCategoryLabel(category))).toEqual([
      'New',
      'Renewal',
      'Change Of Scope',
      'Change Of Company Details / Information',
    ]);
  });

  it.each([
    [Programme.LRP, 'Change Of Company Details / Information'],
    [Programme.IBR, 'Change Of Company Details / Information'],
    [Programme.AOR, 'Change Of Company Information'],
  ])('label category 4 of programme %i as %s', (programme, label) => {
    expect(applicationCategoryLabel(ApplicationCategory.changeOfCompanyDetails, programme)).toBe(label);
  });

  it('keep the other labels for AOR', () => {
    expect(applicationCategoryLabel(ApplicationCategory.changeOfScope, Programme.AOR)).toBe(
      'Change Of Scope',
    );
  });

  it('are validated by code', () => {
    expect(applicationCategorySchema.safeParse(4).success).toBe(true);
    expect(applicationCategorySchema.safeParse(5).success).toBe(false);
    expect(isApplicationCategory(1)).toBe(true);
    expect(isApplicationCategory(0)).toBe(false);
  });
});

describe('application forms', () => {
  it('are the routes of docs/requirements.md §2', () => {
    const slugs = Object.fromEntries(
      PROGRAMMES.map((p) => [p, APPLICATION_FORMS[p].map((form) => form.slug)]),
    );
    expect(slugs).toEqual({
      1: ['new', 'renewal', 'change-of-scope', 'change-of-company-name', 'change-of-company-address'],
      2: ['new', 'renewal', 'change-of-scope', 'change-of-company-details'],
      3: [
        'new',
        'renewal',
        'change-of-scope',
        'change-of-company-name-and-address',
        'change-of-company-authorised-representatives',
        'change-of-company-authorised-auditors-and-approved-signatories',
      ],
    });
  });

  it('name the category they start', () => {
    expect(applicationFormFor(Programme.LRP, 'renewal')?.category).toBe(ApplicationCategory.renewal);
    expect(applicationFormFor(Programme.AOR, 'change-of-company-authorised-representatives')?.category).toBe(
      ApplicationCategory.changeOfCompanyDetails,
    );
  });

  it('are not found under another programme', () => {
    expect(applicationFormFor(Programme.IBR, 'change-of-company-name')).toBeNull();
  });
});

describe('the name of a form', () => {
  it('is the category’s label for the forms every programme has', () => {
    for (const programme of PROGRAMMES) {
      for (const category of [
        ApplicationCategory.new,
        ApplicationCategory.renewal,
        ApplicationCategory.changeOfScope,
      ]) {
        expect(firstFormOf(programme, category).name).toBe(applicationCategoryLabel(category));
      }
    }
  });

  it('tells apart the forms of a programme that change company details', () => {
    for (const programme of PROGRAMMES) {
      const names = APPLICATION_FORMS[programme].map((form) => form.name);
      expect(new Set(names).size).toBe(names.length);
      for (const form of APPLICATION_FORMS[programme].filter(
        (candidate) => candidate.category === ApplicationCategory.changeOfCompanyDetails,
      )) {
        expect(form.name).toMatch(/^Change Of /);
      }
    }
  });
});

describe('every application form', () => {
  it('is the fifteen forms of docs/requirements.md §2, each with its programme', () => {
    expect(ALL_APPLICATION_FORMS).toHaveLength(15);
    for (const form of ALL_APPLICATION_FORMS) {
      expect(applicationFormFor(form.programme, form.slug)).toEqual({
        slug: form.slug,
        category: form.category,
        name: form.name,
      });
    }
    expect(new Set(ALL_APPLICATION_FORMS.map((form) => form.programme))).toEqual(new Set(PROGRAMMES));
  });
});

describe('the first form of a category', () => {
  it('is the one records older than forms were started on', () => {
    expect(firstFormOf(Programme.LRP, ApplicationCategory.changeOfCompanyDetails).slug).toBe(
      'change-of-company-name',
    );
    expect(firstFormOf(Programme.AOR, ApplicationCategory.renewal).slug).toBe('renewal');
  });

  it('is every category’s in every programme', () => {
    for (const programme of PROGRAMMES) {
      for (const category of APPLICATION_CATEGORIES) {
        expect(firstFormOf(programme, category).category).toBe(category);
      }
    }
  });

  it('is refused for a code that names no category', () => {
    expect(() => firstFormOf(Programme.IBR, 9 as ApplicationCategory)).toThrow(
      'No form of category 9 in programme 2',
    );
  });
});
