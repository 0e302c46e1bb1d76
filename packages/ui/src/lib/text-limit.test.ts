import { createPtRoundSchema, suspensionDecisionSchema } from '@fsmis/domain';
import { maxLengthOf } from '@fsmis/ui/lib/text-limit';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

describe('the character limit of a text rule', () => {
  it('is read from the domain’s rule, piped, optional or with a default', () => {
    expect(maxLengthOf(suspensionDecisionSchema.shape.reason)).toBe(2000);
    expect(maxLengthOf(suspensionDecisionSchema.shape.reason.optional())).toBe(2000);
    expect(maxLengthOf(createPtRoundSchema.shape.description)).toBe(2000);
  });

  it('is undefined for a rule without one', () => {
    expect(maxLengthOf(z.string())).toBeUndefined();
    expect(maxLengthOf(z.number().max(5))).toBeUndefined();
  });
});
