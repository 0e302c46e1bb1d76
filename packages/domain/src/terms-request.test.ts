import { describe, expect, it } from 'vitest';
import { TERMS_PURPOSE_MAX, termsRequestDetailsSchema, termsRequestSchema } from './terms-request.js';

const valid = {
  contactName: ' Bob Lim ',
  contactEmail: 'bob@newco.example',
  purpose: 'Microbiological testing',
};

const messagesOf = (values: object) => {
  const result = termsRequestSchema.safeParse({ applicationType: 1, ...values });
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
};

describe('the terms request', () => {
  it('accepts a complete request and trims its text', () => {
    expect(termsRequestDetailsSchema.parse(valid)).toEqual({ ...valid, contactName: 'Bob Lim' });
    expect(termsRequestSchema.parse({ ...valid, applicationType: 2 }).applicationType).toBe(2);
  });

  it('asks for each field', () => {
    expect(messagesOf({ contactName: ' ', contactEmail: '', purpose: '<p> </p>' })).toEqual({
      contactName: 'Enter the name of the person we should contact about these terms and conditions',
      contactEmail: 'Enter an email address',
      purpose: 'Tell us what your company plans to apply for under this programme',
    });
    expect(messagesOf({ ...valid, contactEmail: 'bob' })).toEqual({
      contactEmail: 'Enter an email address in the correct format, like name@example.com',
    });
    expect(messagesOf({ ...valid, applicationType: 4 })).toEqual({
      applicationType: 'Choose a programme: 1 LRP, 2 IBR or 3 AOR',
    });
  });

  it('keeps to its limits', () => {
    expect(messagesOf({ ...valid, purpose: 'x'.repeat(TERMS_PURPOSE_MAX) })).toEqual({});
    expect(messagesOf({ ...valid, purpose: 'x'.repeat(TERMS_PURPOSE_MAX + 1) })).toEqual({
      purpose: 'What your company plans to apply for must be 1,000 characters or fewer',
    });
    expect(messagesOf({ ...valid, contactName: 'x'.repeat(101) })).toEqual({
      contactName: "The contact person's name must be 100 characters or fewer",
    });
    expect(messagesOf({ ...valid, contactEmail: `${'x'.repeat(250)}@example.com` })).toEqual({
      contactEmail: 'The email address must be 254 characters or fewer',
    });
  });
});
