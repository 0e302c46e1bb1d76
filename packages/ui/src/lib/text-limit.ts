import { z } from 'zod';

/**
 * The character limit of a domain text rule (a string with a maximum, perhaps piped, optional or with a
 * default); undefined for a rule without one. A character count shows the contract's own limit.
 */
export function maxLengthOf(rule: z.ZodType): number | undefined {
  if (rule instanceof z.ZodOptional || rule instanceof z.ZodNullable || rule instanceof z.ZodDefault) {
    return maxLengthOf(rule.unwrap() as z.ZodType);
  }
  if (rule instanceof z.ZodPipe) return maxLengthOf(rule.out as z.ZodType);
  return rule instanceof z.ZodString ? (rule.maxLength ?? undefined) : undefined;
}
