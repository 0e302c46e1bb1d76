import { describe, expect, it } from 'vitest';
import { AttachmentScanStatus } from './attachment.js';
import { profileSchema } from './profile-contracts.js';

/** A profile as GET /api/auth/profile sends it: a signature still being scanned, so not yet complete. */
const profile = {
  name: 'Bob Lim',
  email: 'bob@newco.example',
  telephone: { countryCode: '65', areaCode: '', number: '6123 4567' },
  signatureAttachment: {
    attachmentId: '3e8f82a0-bbdb-4eba-b03b-272d234b8ad8',
    displayFileName: 'signature.png',
    fileSize: 2048,
    attachmentStatus: AttachmentScanStatus.pendingScan,
    createdAt: '2026-02-01T03:00:00.000Z',
  },
  companyName: 'NewCo Pte. Ltd.',
  companyUen: '202012345B',
  companyAddress: '1 Science Park Road',
  isComplete: true,
  missing: [],
};

describe('profileSchema', () => {
  it('reads a profile as the API sends it', () => {
    expect(profileSchema.parse(profile)).toEqual(profile);
    expect(
      profileSchema.parse({ ...profile, signatureAttachment: null, missing: ['signature'] }).missing,
    ).toEqual(['signature']);
  });

  it('refuses a scan status, or a missing item, it does not know', () => {
    const signatureAttachment = { ...profile.signatureAttachment, attachmentStatus: 9 };
    expect(profileSchema.safeParse({ ...profile, signatureAttachment }).success).toBe(false);
    expect(profileSchema.safeParse({ ...profile, missing: ['name'] }).success).toBe(false);
  });
});
