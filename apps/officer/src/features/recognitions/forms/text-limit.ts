import { z } from 'zod';

/**
 * The character limit of a domain text rule (`limitedVisibleText`: a pipe into a string with a maximum),
 * optional or not; undefined for a rule without one. The character count shows the contract's own limit.
 */
export function maxLengthOf(rule: z.ZodType): number | undefined {
  const required = rule instanceof z.ZodOptional ? rule.unwrap() : rule;
  if (!(required instanceof z.ZodPipe) || !(required.out instanceof z.ZodString)) return undefined;
  return required.out.maxLength ?? undefined;
}
