import { z } from 'zod';

/**
 * Conversions between what a form's controls hold (strings) and what the domain's schemas take. Each
 * starts with the message for an empty control, then hands over to the domain's own rule.
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

/** A day and a time read in Singapore (which keeps UTC+8 all year), as an instant. */
export const singaporeInstant = (date: string, time: string): string =>
  new Date(`${date}T${time}:00+08:00`).toISOString();

/** The lines of a text area that say something, trimmed: one item each. */
export const linesOf = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
