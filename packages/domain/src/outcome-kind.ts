import { ApplicationCategory } from './application-category.js';
import { type CodeOf, codeSchema, codesOf } from './codes.js';

/** What reaching Recognised means for an application (docs/requirements.md §3). */
export const OutcomeKind = { recognised: 1, scopeGranted: 2, companyDetailsUpdated: 3 } as const;
export type OutcomeKind = CodeOf<typeof OutcomeKind>;

export const OUTCOME_KINDS = codesOf(OutcomeKind);
export const outcomeKindSchema = codeSchema(OUTCOME_KINDS);

export const OUTCOME_KIND_LABELS: Readonly<Record<OutcomeKind, string>> = {
  [OutcomeKind.recognised]: 'Recognised',
  [OutcomeKind.scopeGranted]: 'Scope Granted',
  [OutcomeKind.companyDetailsUpdated]: 'Company Details Updated',
};

const OUTCOME_OF_CATEGORY: Readonly<Record<ApplicationCategory, OutcomeKind>> = {
  [ApplicationCategory.new]: OutcomeKind.recognised,
  [ApplicationCategory.renewal]: OutcomeKind.recognised,
  [ApplicationCategory.changeOfScope]: OutcomeKind.scopeGranted,
  [ApplicationCategory.changeOfCompanyDetails]: OutcomeKind.companyDetailsUpdated,
};

/** The outcome of a recognised application of this category (docs/domain.md). */
export function outcomeKindFor(category: ApplicationCategory): OutcomeKind {
  return OUTCOME_OF_CATEGORY[category];
}
