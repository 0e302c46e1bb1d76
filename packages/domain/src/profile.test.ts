import { describe, expect, it } from 'vitest';
import { isProfileComplete, profileUpdateSchema } from './profile.js';

const complete = { contactNumber: '+65 6123 4567', email: 'alice@alpha-labs.example', signatureId: 'sig-1' };

describe('isProfileComplete', () => {
  it('with contact number, email and signature', () => {
    expect(isProfileComplete(complete)).toBe(true);
  });

  it.each(['contactNumber', 'email', 'signatureId'] as const)('not without %s', (field) => {
    expect(isProfileComplete({ ...complete, [field]: null })).toBe(false);
    expect(isProfileComplete({ ...complete, [field]: undefined })).toBe(false);
    expect(isProfileComplete({ ...complete, [field]: '  ' })).toBe(false);
  });
});

describe('profileUpdateSchema', () => {
  const valid = {
    name: 'Bob Lim',
    email: 'bob@newco.example',
    telephone: { countryCode: '65', areaCode: '', number: '6123 4567' },
    signatureAttachmentId: null,
  };

  it('accepts a complete update', () => {
    expect(profileUpdateSchema.parse(valid)).toEqual(valid);
  });

  it('names what is wrong with each field', () => {
    const result = profileUpdateSchema.safeParse({
      ...valid,
      name: '<b> </b>',
      signatureAttachmentId: 'not-a-guid',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([
      'name: Enter your full name',
      'signatureAttachmentId: Upload your signature again',
    ]);
  });

  it('keeps names to 200 characters', () => {
    const result = profileUpdateSchema.safeParse({ ...valid, name: 'x'.repeat(201) });
    expect(result.error?.issues[0]?.message).toBe('Name must be 200 characters or fewer');
  });
});
