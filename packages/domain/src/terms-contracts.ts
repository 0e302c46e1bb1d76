import { z } from 'zod';
import { labelledSchema } from './codes.js';
import { correspondenceStatusSchema } from './correspondence.js';
import { programmeSchema } from './programme.js';
import { programmeChoiceSchema } from './terms-request.js';
import { guidSchema, limitedVisibleText } from './validation.js';

/**
 * The contracts of a company's terms and conditions (spec 7, Terms): the API validates and serialises
 * with these schemas, the web checks what it receives with the same ones. The request of
 * POST /api/company-terms-and-conditions is `termsRequestSchema` (terms-request.ts), the form's own.
 */

const instant = z.iso.datetime();

/** One programme's terms item (spec 3), in /latest and in the signed-in user's details. */
export const programmeTermsSchema = z.object({
  applicationType: labelledSchema(programmeSchema),
  companyTermsAndConditionId: z.uuid().nullable(),
  companyTermsAndConditionsStatus: labelledSchema(correspondenceStatusSchema).nullable(),
  /** The version of the terms document sent with the latest item; null before any was sent. */
  version: z.int().nullable(),
  hasOngoingSuspension: z.boolean(),
  isAbleToRequest: z.boolean(),
});
export type ProgrammeTerms = z.infer<typeof programmeTermsSchema>;

/** One terms item of the company: a request and what became of it (GET /api/company-terms-and-conditions). */
export const companyTermsItemSchema = z.object({
  id: z.uuid(),
  applicationType: labelledSchema(programmeSchema),
  companyTermsAndConditionsStatus: labelledSchema(correspondenceStatusSchema),
  /** The document version sent; null while requested and when rejected. */
  version: z.int().nullable(),
  documentTitle: z.string().nullable(),
  requestedAt: instant.nullable(),
  sentAt: instant.nullable(),
  acknowledgedAt: instant.nullable(),
  rejectedAt: instant.nullable(),
  obsoletedAt: instant.nullable(),
  rejectionReason: z.string().nullable(),
  /** What the company gave with its request; null when an officer sent the terms unasked. */
  contactName: z.string().nullable(),
  contactEmail: z.string().nullable(),
  purpose: z.string().nullable(),
});
export type CompanyTermsItem = z.infer<typeof companyTermsItemSchema>;

/** POST /api/company-terms-and-conditions/{id}: the item acknowledged, named again in the body. */
export const termsItemIdParamsSchema = z.object({ id: guidSchema });
export const acknowledgeTermsSchema = z.object({ companyTermsAndConditionId: guidSchema });
export type AcknowledgeTerms = z.infer<typeof acknowledgeTermsSchema>;

// ---- The officers' side (/api/officer/terms-requests, …/send, …/reject, /api/officer/terms-documents) ----

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
    `The reason must be ${REJECTION_REASON_MAX.toLocaleString('en-SG')} characters or fewer`,
  ),
});
export type RejectTerms = z.infer<typeof rejectTermsSchema>;

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** POST /api/officer/terms-documents: a new version of a programme's terms, the PDF as base64. */
export const publishTermsSchema = z.object({
  applicationType: programmeChoiceSchema,
  title: limitedVisibleText(
    'Enter the title of the terms and conditions',
    TERMS_TITLE_MAX,
    `The title must be ${TERMS_TITLE_MAX} characters or fewer`,
  ),
  content: z
    .string('Attach the PDF, encoded as base64')
    .min(1, 'Attach the PDF, encoded as base64')
    .regex(BASE64, 'Attach the PDF, encoded as base64 (no line breaks)'),
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
