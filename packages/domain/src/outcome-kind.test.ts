import { describe, expect, it } from 'vitest';
import { ApplicationCategory } from './application-category.js';
import {
  OUTCOME_KIND_LABELS,
  OUTCOME_KINDS,
  OutcomeKind,
  outcomeKindFor,
  outcomeKindSchema,
} from './outcome-kind.js';

describe('outcome kinds', () => {
  it('are recognised 1, scopeGranted 2, companyDetailsUpdated 3', () => {
    expect(OutcomeKind).toEqual({ recognised: 1, scopeGranted: 2, companyDetailsUpdated: 3 });
    expect(OUTCOME_KINDS.map((kind) => OUTCOME_KIND_LABELS[kind])).toEqual([
      'Recognised',
      'Scope Granted',
      'Company Details Updated',
    ]);
    expect(outcomeKindSchema.safeParse(3).success).toBe(true);
    expect(outcomeKindSchema.safeParse(0).success).toBe(false);
  });

  it.each([
    [ApplicationCategory.new, OutcomeKind.recognised],
    [ApplicationCategory.renewal, OutcomeKind.recognised],
    [ApplicationCategory.changeOfScope, OutcomeKind.scopeGranted],
    [ApplicationCategory.changeOfCompanyDetails, OutcomeKind.companyDetailsUpdated],
  ])('follow from category %i', (category, kind) => {
    expect(outcomeKindFor(category)).toBe(kind);
  });
});
