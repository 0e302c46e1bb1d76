import { type CodeOf, codeSchema, codesOf, memberOf } from './codes.js';
import { Programme } from './programme.js';

/** The spec's "application types" (spec 3): the category of an application within its programme. */
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

/** An application form's URL segment, e.g. `application/lrp/change-of-scope`, and the category it starts. */
export interface ApplicationForm {
  readonly slug: string;
  readonly category: ApplicationCategory;
}

const FORMS_OF_EVERY_PROGRAMME: readonly ApplicationForm[] = [
  { slug: 'new', category: ApplicationCategory.new },
  { slug: 'renewal', category: ApplicationCategory.renewal },
  { slug: 'change-of-scope', category: ApplicationCategory.changeOfScope },
];

const changeOfDetails = (slug: string): ApplicationForm => ({
  slug,
  category: ApplicationCategory.changeOfCompanyDetails,
});

/** The application forms of each programme (spec 2): a change of company details has its own forms. */
export const APPLICATION_FORMS: Readonly<Record<Programme, readonly ApplicationForm[]>> = {
  [Programme.LRP]: [
    ...FORMS_OF_EVERY_PROGRAMME,
    changeOfDetails('change-of-company-name'),
    changeOfDetails('change-of-company-address'),
  ],
  [Programme.IBR]: [...FORMS_OF_EVERY_PROGRAMME, changeOfDetails('change-of-company-details')],
  [Programme.AOR]: [
    ...FORMS_OF_EVERY_PROGRAMME,
    changeOfDetails('change-of-company-name-and-address'),
    changeOfDetails('change-of-company-authorised-representatives'),
    changeOfDetails('change-of-company-authorised-auditors-and-approved-signatories'),
  ],
};

/** The form a programme's URL segment names, or null (which shows Not Found). */
export function applicationFormFor(programme: Programme, slug: string): ApplicationForm | null {
  return APPLICATION_FORMS[programme].find((form) => form.slug === slug) ?? null;
}
