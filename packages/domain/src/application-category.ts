import { type CodeOf, codeSchema, codesOf, memberOf } from './codes.js';
import { Programme } from './programme.js';

/**
 * The "application types" of docs/requirements.md §3: the category of an application within its programme.
 */
export const ApplicationCategory = {
  new: 1,
  renewal: 2,
  changeOfScope: 3,
  changeOfCompanyDetails: 4,
} as const;
export type ApplicationCategory = CodeOf<typeof ApplicationCategory>;

export const APPLICATION_CATEGORIES = codesOf(ApplicationCategory);
export const applicationCategorySchema = codeSchema(APPLICATION_CATEGORIES);
export const isApplicationCategory = memberOf(APPLICATION_CATEGORIES);

export const APPLICATION_CATEGORY_LABELS: Readonly<Record<ApplicationCategory, string>> = {
  [ApplicationCategory.new]: 'New',
  [ApplicationCategory.renewal]: 'Renewal',
  [ApplicationCategory.changeOfScope]: 'Change Of Scope',
  [ApplicationCategory.changeOfCompanyDetails]: 'Change Of Company Details / Information',
};

const AOR_CHANGE_OF_COMPANY_DETAILS_LABEL = 'Change Of Company Information';

/** The category's label; AOR names its change of company details differently. */
export function applicationCategoryLabel(category: ApplicationCategory, programme?: Programme): string {
  return programme === Programme.AOR && category === ApplicationCategory.changeOfCompanyDetails
    ? AOR_CHANGE_OF_COMPANY_DETAILS_LABEL
    : APPLICATION_CATEGORY_LABELS[category];
}

/** An application form's URL segment, e.g. `application/lrp/change-of-scope`, the category it starts and its name. */
export interface ApplicationForm {
  readonly slug: string;
  readonly category: ApplicationCategory;
  /** What the form applies for, e.g. "Renewal" or "Change Of Company Name". */
  readonly name: string;
}

const form = (slug: string, category: ApplicationCategory, name: string): ApplicationForm => ({
  slug,
  category,
  name,
});

const FORMS_OF_EVERY_PROGRAMME: readonly ApplicationForm[] = [
  form('new', ApplicationCategory.new, 'New'),
  form('renewal', ApplicationCategory.renewal, 'Renewal'),
  form('change-of-scope', ApplicationCategory.changeOfScope, 'Change Of Scope'),
];

const changeOfDetails = (slug: string, name: string) =>
  form(slug, ApplicationCategory.changeOfCompanyDetails, name);

/**
 * The application forms of each programme (docs/requirements.md §2): a change of company details has its own
 * forms.
 */
export const APPLICATION_FORMS: Readonly<Record<Programme, readonly ApplicationForm[]>> = {
  [Programme.LRP]: [
    ...FORMS_OF_EVERY_PROGRAMME,
    changeOfDetails('change-of-company-name', 'Change Of Company Name'),
    changeOfDetails('change-of-company-address', 'Change Of Company Address'),
  ],
  [Programme.IBR]: [
    ...FORMS_OF_EVERY_PROGRAMME,
    changeOfDetails('change-of-company-details', 'Change Of Company Details'),
  ],
  [Programme.AOR]: [
    ...FORMS_OF_EVERY_PROGRAMME,
    changeOfDetails('change-of-company-name-and-address', 'Change Of Company Name and Address'),
    changeOfDetails(
      'change-of-company-authorised-representatives',
      'Change Of Company Authorised Representatives',
    ),
    changeOfDetails(
      'change-of-company-authorised-auditors-and-approved-signatories',
      'Change Of Company Authorised Auditors and Approved Signatories',
    ),
  ],
};

/** The form a programme's URL segment names, or null (which shows Not Found). */
export function applicationFormFor(programme: Programme, slug: string): ApplicationForm | null {
  return APPLICATION_FORMS[programme].find((candidate) => candidate.slug === slug) ?? null;
}

/** Every form of every programme: the fifteen of docs/requirements.md §2. */
export const ALL_APPLICATION_FORMS: readonly (ApplicationForm & { readonly programme: Programme })[] = (
  Object.entries(APPLICATION_FORMS) as unknown as [string, readonly ApplicationForm[]][]
).flatMap(([programme, forms]) =>
  forms.map((entry) => ({ ...entry, programme: Number(programme) as Programme })),
);

/** The first form of a category in a programme: what records older than forms were started on. */
export function firstFormOf(programme: Programme, category: ApplicationCategory): ApplicationForm {
  const found = APPLICATION_FORMS[programme].find((candidate) => candidate.category === category);
  if (!found) throw new Error(`No form of category ${category} in programme ${programme}`);
  return found;
}
