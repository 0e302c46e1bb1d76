import { z } from 'zod';
import { caseActionSchema } from './case-action-contracts.js';
import { labelledSchema } from './codes.js';
import { correspondenceStatusSchema } from './correspondence.js';
import { programmeSchema } from './programme.js';
import type { TermsCompanyAction } from './terms-transitions.js';
import { guidSchema } from './validation.js';

/**
 * The contracts of a company's terms and conditions (docs/requirements.md §7, Terms): the API validates and
 * serialises with these schemas, the web checks what it receives with the same ones. The request of
 * POST /api/company-terms-and-conditions is `termsRequestSchema` (terms-request.ts), the form's own.
 */

const instant = z.iso.datetime();

// The company's actions by name only: the session reads this contract on every page, and the terms'
// case itself (terms-transitions.ts) stays with the pages that need it. The names are its company side.
const TERMS_COMPANY_ACTION_NAMES = [
  'request',
  'acknowledge',
] as const satisfies readonly TermsCompanyAction[];

/** One programme's terms item (docs/requirements.md §3), in /latest and in the signed-in user's details. */
export const programmeTermsSchema = z.object({
  applicationType: labelledSchema(programmeSchema),
  companyTermsAndConditionId: z.uuid().nullable(),
  companyTermsAndConditionsStatus: labelledSchema(correspondenceStatusSchema).nullable(),
  /** The version of the terms document sent with the latest item; null before any was sent. */
  version: z.int().nullable(),
  hasOngoingSuspension: z.boolean(),
  /** Whether the company may request the terms now: the `request` action is open (kept for outside readers). */
  isAbleToRequest: z.boolean(),
  /**
   * Every action of the company on the programme's terms, open or not and why not (the terms' case):
   * `request`, and `acknowledge` of the item `companyTermsAndConditionId`.
   */
  actions: z.array(caseActionSchema(TERMS_COMPANY_ACTION_NAMES)),
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
