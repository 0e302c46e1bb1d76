import { emailSchema, hasVisibleText } from '@fsmis/domain';
import { z } from 'zod';

/*
 * The API's rule for a terms request (apps/api/src/modules/terms/terms.schemas.ts, termsRequestSchema),
 * which @fsmis/domain does not hold yet. This is the web's only copy: the same limits and messages, so
 * the form says what the API would. Move it to the domain to have one.
 */

export const CONTACT_NAME_MAX = 100;
export const CONTACT_EMAIL_MAX = 254;
export const PURPOSE_MAX = 1000;

const limitedText = (required: string, max: number, tooLong: string) =>
  z
    .string(required)
    .refine(hasVisibleText, required)
    .transform((text) => text.trim())
    .pipe(z.string().max(max, tooLong));

/** What a company gives when it asks for a programme's terms (the programme comes from the page). */
export const termsRequestFormSchema = z.object({
  contactName: limitedText(
    'Enter the name of the person we should contact about these terms and conditions',
    CONTACT_NAME_MAX,
    `The contact person's name must be ${CONTACT_NAME_MAX} characters or fewer`,
  ),
  contactEmail: emailSchema.pipe(
    z.string().max(CONTACT_EMAIL_MAX, `The email address must be ${CONTACT_EMAIL_MAX} characters or fewer`),
  ),
  purpose: limitedText(
    'Tell us what your company plans to apply for under this programme',
    PURPOSE_MAX,
    `What your company plans to apply for must be ${PURPOSE_MAX.toLocaleString('en-SG')} characters or fewer`,
  ),
});

export type TermsRequestFormValues = z.input<typeof termsRequestFormSchema>;
export type ValidTermsRequest = z.output<typeof termsRequestFormSchema>;
