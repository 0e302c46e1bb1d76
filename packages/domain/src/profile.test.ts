import { describe, expect, it } from 'vitest';
import { isProfileComplete } from './profile.js';

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
