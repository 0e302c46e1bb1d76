import { parsePtNumber } from '@fsmis/domain';
import { z } from 'zod';

/**
 * Conversions between what a form's controls hold (text) and what the domain's schemas take. Each
 * starts with the message for an empty or unreadable control, then hands over to the domain's own rule.
 */

/** A date control (`yyyy-mm-dd`, or empty). */
export const dateControl = <S extends z.ZodType<string, string>>(required: string, domain: S) =>
  z.string(required).min(1, required).pipe(domain);

/** A time control (`HH:mm`, or empty). */
export const timeControl = (required: string) =>
  z
    .string(required)
    .min(1, required)
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter a real time, like 09:30');

/**
 * A number as an officer types it into a text box, for a schema of the domain that takes numbers:
 * empty is `undefined` (the domain's default or its "enter …" message), a decimal number is that
 * number, and anything else is refused with `message`.
 */
export const numberControl = (message: string) =>
  // Typed wide (an optional key, null too) so that it pipes into any of the domain's number fields.
  z
    .string()
    .transform((text, context): number | null | undefined => {
      if (text.trim() === '') return undefined;
      const value = parsePtNumber(text);
      if (value === null) {
        context.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return value;
    })
    .optional();

/** A number as a text box shows it: empty for none. */
export const numberText = (value: number | null | undefined): string =>
  value === null || value === undefined ? '' : String(value);

/** An optional date control: empty is no date (`null`), as the domain's optional days take it. */
export const optionalDate = (text: string): string | null => (text.trim() === '' ? null : text);

/** A day and a time read in Singapore (which keeps UTC+8 all year), as an instant. */
export const singaporeInstant = (date: string, time: string): string =>
  new Date(`${date}T${time}:00+08:00`).toISOString();

/** The lines of a text area that say something, trimmed: one item each. */
export const linesOf = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
