import { PROGRAMME_CHOICE_MESSAGE, programmeChoiceSchema } from '@fsmis/domain';
import { z } from 'zod';

/** GET /api/terms-and-conditions/document?ApplicationType=1 */
export const termsDocumentQuerySchema = z.object({
  ApplicationType: z.coerce.number(PROGRAMME_CHOICE_MESSAGE).pipe(programmeChoiceSchema),
});

// The officer side: its bodies and answers are the domain's contracts (terms-officer-contracts.ts), named here
// too because the module's services and the command line import them from here.
export {
  type OfficerTermsItem,
  officerTermsItemSchema,
  type PublishedTerms,
  publishedTermsSchema,
  publishTermsSchema,
  REJECTION_REASON_MAX,
  type RejectTerms,
  rejectTermsSchema,
  type SendTerms,
  sendTermsSchema,
  TERMS_TITLE_MAX,
  type TermsDocument,
  termsDocumentSchema,
} from '@fsmis/domain';

export const termsDocumentsQuerySchema = z.object({
  ApplicationType: z.coerce.number(PROGRAMME_CHOICE_MESSAGE).pipe(programmeChoiceSchema).optional(),
});
