import { z } from 'zod';
import { singaporeInstantOf } from '../../../lib/singapore-time';

/**
 * A `datetime-local` box's value as the API takes an instant: Singapore time, ISO with its offset; null
 * when left empty. A browser holds a date and time typed only in part as an empty value too, and only
 * the box itself knows (`halfTyped`): read as "left empty", it would mean "now" or "no end", so it is
 * refused with `incomplete`, as is a value that is no real date and time.
 */
export const typedInstant = ({
  incomplete,
  halfTyped,
}: {
  readonly incomplete: string;
  readonly halfTyped: () => boolean;
}) =>
  z.string().transform((typed, context): string | null => {
    const partial = halfTyped();
    if (!partial && typed.trim() === '') return null;
    const instant = partial ? null : singaporeInstantOf(typed);
    if (instant !== null) return instant;
    context.addIssue({ code: 'custom', message: incomplete });
    return z.NEVER;
  });

/** Whether the `datetime-local` box with this id holds a date and time typed only in part, which its value cannot say. */
export function isHalfTyped(id: string): boolean {
  const control = document.getElementById(id);
  return control instanceof HTMLInputElement && control.validity.badInput;
}
