import { z } from 'zod';
import { labelledSchema } from './codes.js';
import { formatNumber } from './format-number.js';
import { officerFileSchema } from './officer-file.js';
import { programmeSchema } from './programme.js';
import { companyTermsItemSchema } from './terms-contracts.js';
import { programmeChoiceSchema } from './terms-request.js';
import { limitedVisibleText } from './validation.js';

/**
 * The officers' contracts of terms and conditions, apart from the companies' (terms-contracts.ts): the
 * portal's pages read those, and need none of these.
 */

const instant = z.iso.datetime();

export const REJECTION_REASON_MAX = 1000;
export const TERMS_TITLE_MAX = 200;

const termsCompanySchema = z.object({ id: z.uuid(), uen: z.string().nullable(), name: z.string() });

/** A terms item with its company, as officers see it. */
export const officerTermsItemSchema = companyTermsItemSchema.extend({ company: termsCompanySchema });
export type OfficerTermsItem = z.infer<typeof officerTermsItemSchema>;

const companyUenField = z
  .string('Enter the UEN of the company')
  .trim()
  .min(1, 'Enter the UEN of the company')
  .max(20, 'Enter a UEN of 20 characters or fewer');

/** POST /api/officer/company-terms-and-conditions/send */
export const sendTermsSchema = z.object({
  companyUen: companyUenField,
  applicationType: programmeChoiceSchema,
});
export type SendTerms = z.infer<typeof sendTermsSchema>;

/** POST /api/officer/company-terms-and-conditions/reject */
export const rejectTermsSchema = z.object({
  companyUen: companyUenField,
  applicationType: programmeChoiceSchema,
  reason: limitedVisibleText(
    'Enter the reason for rejecting the request; the company will see it',
    REJECTION_REASON_MAX,
    `The reason must be ${formatNumber(REJECTION_REASON_MAX)} characters or fewer`,
  ),
});
export type RejectTerms = z.infer<typeof rejectTermsSchema>;

/** What the terms form says of a PDF not yet uploaded. */
export const ATTACH_TERMS_MESSAGE = 'Upload the PDF of the terms and conditions';

/** POST /api/officer/terms-documents: a new version of a programme's terms, its PDF an officer's upload. */
export const publishTermsSchema = z.object({
  applicationType: programmeChoiceSchema,
  title: limitedVisibleText(
    'Enter the title of the terms and conditions',
    TERMS_TITLE_MAX,
    `The title must be ${TERMS_TITLE_MAX} characters or fewer`,
  ),
  file: z.string(ATTACH_TERMS_MESSAGE).pipe(officerFileSchema),
});
export type PublishTerms = z.input<typeof publishTermsSchema>;

/** One published version of a programme's terms (GET /api/officer/terms-documents), newest first. */
export const termsDocumentSchema = z.object({
  id: z.uuid(),
  applicationType: labelledSchema(programmeSchema),
  version: z.number().int(),
  title: z.string(),
  fileName: z.string(),
  fileSize: z.number().int(),
  publishedAt: instant,
  publishedBy: z.object({ userId: z.uuid(), name: z.string() }),
});
export type TermsDocument = z.infer<typeof termsDocumentSchema>;

export const publishedTermsSchema = z.object({
  document: termsDocumentSchema,
  /** How many companies' Sent or Acknowledged items became Obsolete, each replaced by a new Sent item. */
  companiesToAcknowledgeAgain: z.number().int(),
});
export type PublishedTerms = z.infer<typeof publishedTermsSchema>;
