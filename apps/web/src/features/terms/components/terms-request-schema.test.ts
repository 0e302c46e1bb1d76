import { describe, expect, it } from 'vitest';
import { PURPOSE_MAX, termsRequestFormSchema } from './terms-request-schema';

const valid = {
  contactName: ' Bob Lim ',
  contactEmail: 'bob@newco.example',
  purpose: 'Microbiological testing',
};

const messagesOf = (values: object) => {
  const result = termsRequestFormSchema.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
};

describe('termsRequestFormSchema', () => {
  it('accepts a complete request and trims its text', () => {
    expect(termsRequestFormSchema.parse(valid)).toEqual({ ...valid, contactName: 'Bob Lim' });
  });

  it('asks for each field in the API’s words', () => {
    expect(messagesOf({ contactName: ' ', contactEmail: '', purpose: '<p> </p>' })).toEqual({
      contactName: 'Enter the name of the person we should contact about these terms and conditions',
      contactEmail: 'Enter an email address',
      purpose: 'Tell us what your company plans to apply for under this programme',
    });
    expect(messagesOf({ ...valid, contactEmail: 'bob' })).toEqual({
      contactEmail: 'Enter an email address in the correct format, like name@example.com',
    });
  });

  it('keeps to the API’s limits', () => {
    expect(messagesOf({ ...valid, purpose: 'x'.repeat(PURPOSE_MAX) })).toEqual({});
    expect(messagesOf({ ...valid, purpose: 'x'.repeat(PURPOSE_MAX + 1) })).toEqual({
      purpose: 'What your company plans to apply for must be 1,000 characters or fewer',
    });
    expect(messagesOf({ ...valid, contactName: 'x'.repeat(101) })).toEqual({
      contactName: "The contact person's name must be 100 characters or fewer",
    });
  });
});
