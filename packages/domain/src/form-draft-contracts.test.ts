import { describe, expect, it } from 'vitest';
import {
  formDraftParamsSchema,
  formDraftSchema,
  savedFormDraftSchema,
  saveFormDraftSchema,
} from './form-draft-contracts.js';

describe('the form drafts contracts', () => {
  it('name a draft by a lowercase form key, as the forms build it', () => {
    expect(formDraftParamsSchema.safeParse({ formKey: 'terms-request:2' }).success).toBe(true);
    expect(formDraftParamsSchema.safeParse({ formKey: 'Profile' }).error?.issues[0]?.message).toBe(
      'The form key must be lowercase letters, digits, ":" or "-"',
    );
  });

  it('keep an object of the form’s values, never a bare value', () => {
    expect(saveFormDraftSchema.safeParse({ data: { name: 'Alice' } }).success).toBe(true);
    expect(saveFormDraftSchema.safeParse({ data: ['Alice'] }).success).toBe(false);
  });

  it('read a draft back with the time it was saved', () => {
    const draft = { data: { name: 'Alice' }, savedAt: '2026-01-01T10:15:00.000Z' };
    expect(formDraftSchema.parse(draft)).toEqual(draft);
    expect(savedFormDraftSchema.safeParse({ savedAt: 'just now' }).success).toBe(false);
  });
});
