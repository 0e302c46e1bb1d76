import { describe, expect, it } from 'vitest';
import { AttachmentScanStatus } from './attachment.js';
import { PtRegionType } from './proficiency-testing.js';
import {
  defaultCountryCodeOf,
  PROFILE_REQUIREMENTS,
  profileRequirementsOf,
  profileSchema,
} from './profile-contracts.js';

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
  regionType: PtRegionType.local,
  regionTypeLabel: 'Local',
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

describe('what a profile needs', () => {
  it('a local laboratory needs its contact number, email and signature, and starts at country code 65', () => {
    expect(profileRequirementsOf(PtRegionType.local)).toEqual(PROFILE_REQUIREMENTS);
    expect(profileRequirementsOf(null)).toEqual(PROFILE_REQUIREMENTS);
    expect(defaultCountryCodeOf(PtRegionType.local)).toBe('65');
  });

  it('an overseas laboratory uses PT without them, and is given no Singapore country code', () => {
    expect(profileRequirementsOf(PtRegionType.overseas)).toEqual([]);
    expect(defaultCountryCodeOf(PtRegionType.overseas)).toBe('');
  });
});
