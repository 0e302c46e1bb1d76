import { z } from 'zod';
import { formatNumber } from './format-number.js';
import { PROGRAMMES } from './programme.js';
import { emailSchema, limitedVisibleText } from './validation.js';

export const PROGRAMME_CHOICE_MESSAGE = 'Choose a programme: 1 LRP, 2 IBR or 3 AOR';
/** A programme code given by a client (1 LRP, 2 IBR, 3 AOR). */
export const programmeChoiceSchema = z.literal(PROGRAMMES, PROGRAMME_CHOICE_MESSAGE);

export const TERMS_CONTACT_NAME_MAX = 100;
export const TERMS_CONTACT_EMAIL_MAX = 254;
export const TERMS_PURPOSE_MAX = 1000;

/** What a company gives when it asks for a programme's terms and conditions (the request form). */
export const termsRequestDetailsSchema = z.object({
  contactName: limitedVisibleText(
    'Enter the name of the person we should contact about these terms and conditions',
    TERMS_CONTACT_NAME_MAX,
    `The contact person's name must be ${TERMS_CONTACT_NAME_MAX} characters or fewer`,
  ),
  contactEmail: emailSchema.pipe(
    z
      .string()
      .max(
        TERMS_CONTACT_EMAIL_MAX,
        `The email address must be ${TERMS_CONTACT_EMAIL_MAX} characters or fewer`,
      ),
  ),
  purpose: limitedVisibleText(
    'Tell us what your company plans to apply for under this programme',
    TERMS_PURPOSE_MAX,
    `What your company plans to apply for must be ${formatNumber(TERMS_PURPOSE_MAX)} characters or fewer`,
  ),
});
export type TermsRequestDetails = z.input<typeof termsRequestDetailsSchema>;

/** POST /api/company-terms-and-conditions. */
export const termsRequestSchema = termsRequestDetailsSchema.extend({
  applicationType: programmeChoiceSchema,
});
export type TermsRequest = z.output<typeof termsRequestSchema>;
