import { parsePtNumber } from '@fsmis/domain';
import { z } from 'zod';

/**
 * A number as an officer types it into a text box, for a schema of the domain that takes numbers:
 * empty is `undefined` (the domain's default or its "enter …" message), a decimal number is that
 * number, and anything else is refused with `message`.
 */
export const typedNumber = (message: string) =>
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
