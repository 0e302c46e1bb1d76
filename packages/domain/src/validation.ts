import { z } from 'zod';
import { unescapeHtml } from './html-escape.js';

/** GUID: 8-4-4-4-12 hexadecimal characters (docs/requirements.md §5). Every entity id is one. */
export const GUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isGuid(text: string): boolean {
  return GUID_PATTERN.test(text);
}

export const guidSchema = z
  .string()
  .regex(GUID_PATTERN, 'Enter an identifier of 32 hexadecimal characters in the form 8-4-4-4-12');

/**
 * The "postal code" rule of docs/requirements.md §5 is the Singapore telephone number (docs/domain.md):
 * empty, or a digit 3, 6, 8 or 9 and 3 more digits, an optional space, and 4 digits, like 6123 4567.
 */
export const SINGAPORE_TELEPHONE_PATTERN = /^(?:[3689]\d{3} ?\d{4})?$/;

export const singaporeTelephoneSchema = z
  .string()
  .regex(
    SINGAPORE_TELEPHONE_PATTERN,
    'Enter a telephone number of 8 digits starting with 3, 6, 8 or 9, like 6123 4567',
  );

/** A Singapore postal code in an address: 6 digits. */
export const SINGAPORE_POSTAL_CODE_PATTERN = /^\d{6}$/;

export const singaporePostalCodeSchema = z
  .string()
  .trim()
  .regex(SINGAPORE_POSTAL_CODE_PATTERN, 'Enter a postal code of 6 digits, like 018989');

const TAG = /<[^>]*>/g;
const NON_BREAKING_SPACE_ENTITY = /&nbsp;|&#160;|&#xa0;/gi;

/**
 * Visible text (docs/requirements.md §5): with the text read as it is shown (the wire's escaping undone,
 * non-breaking space entities as spaces), tags and whitespace removed, at least one character remains.
 * Reading it this way gives the same answer for a value before and after the wire escaping.
 */
export function hasVisibleText(text: string): boolean {
  return (
    unescapeHtml(text).replace(NON_BREAKING_SPACE_ENTITY, ' ').replace(TAG, '').replace(/\s/g, '') !== ''
  );
}

/** A string schema that requires visible text, with the given GOV.UK-style message ("Enter …"). */
export function visibleText(message: string) {
  return z.string().refine(hasVisibleText, message);
}

export const visibleTextSchema = visibleText('Enter some text');

const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message);

const EMAIL_FORMAT_MESSAGE = 'Enter an email address in the correct format, like name@example.com';

/** An email address: required, trimmed, in the correct format. */
export const emailSchema = requiredText('Enter an email address').pipe(z.email(EMAIL_FORMAT_MESSAGE));

/**
 * POST /api/auth/test-logins (docs/requirements.md §3). The password is needed only when the server asks for
 * one.
 */
export const testLoginSchema = z.object({
  singpassIdentifier: requiredText('Enter your Singpass ID'),
  email: emailSchema,
  companyUen: requiredText('Enter your company UEN'),
  password: z.string().optional(),
});
export type TestLogin = z.infer<typeof testLoginSchema>;

/** The test login when the portal asks for a password (`x-requires-password: 1`). */
export const testLoginWithPasswordSchema = testLoginSchema.extend({
  password: requiredText('Enter the test login password'),
});

export function testLoginSchemaFor(requiresPassword: boolean) {
  return requiresPassword ? testLoginWithPasswordSchema : testLoginSchema;
}

/** POST /api/auth/overseas/login (docs/requirements.md §3). */
export const overseasLoginSchema = z.object({ email: emailSchema });
export type OverseasLogin = z.infer<typeof overseasLoginSchema>;

/** Required text with visible characters, trimmed, at most `max` characters. */
export function limitedVisibleText(required: string, max: number, tooLong: string) {
  return z
    .string(required)
    .refine(hasVisibleText, required)
    .transform((text) => text.trim())
    .pipe(z.string().max(max, tooLong));
}
