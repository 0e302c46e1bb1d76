import { describe, expect, it } from 'vitest';
import { CorrespondenceStatus } from './correspondence.js';
import { Programme } from './programme.js';
import {
  autoLogoutSchema,
  selectModuleSchema,
  signInUrlSchema,
  userDetailsSchema,
} from './session-contracts.js';

/** The user details GET /api/auth/user sends for a local laboratory with terms to acknowledge. */
const details = {
  userId: '5798901a-a477-43d2-a536-f7848aa9fc99',
  role: 'company',
  name: 'Alice Tan',
  email: 'alice@alpha-labs.example',
  contactNumber: '+65 6123 4567',
  signatureId: '3e8f82a0-bbdb-4eba-b03b-272d234b8ad8',
  companyName: 'Alpha Laboratories Pte. Ltd.',
  companyUen: '201912345A',
  companyAddress: null,
  companyTermsAndConditionsPendingAcknowledgement: [Programme.LRP],
  hasAnyApplications: false,
  hasAnyProficiencyTests: false,
  hasAccessToProficiencyTesting: true,
  proficiencyTestingRegionType: 1,
  profileComplete: true,
  dashboardAllowed: true,
  termsAndConditions: [
    {
      applicationType: { value: Programme.LRP, label: 'LRP' },
      companyTermsAndConditionId: '7d3f8a52-3b8e-4a8e-9d5e-2f0c6c1f4a10',
      companyTermsAndConditionsStatus: { value: CorrespondenceStatus.sent, label: 'Sent' },
      version: 1,
      hasOngoingSuspension: false,
      isAbleToRequest: false,
      actions: [
        {
          name: 'request',
          open: false,
          reason: 'You have already received the LRP terms and conditions. Acknowledge them on this page.',
        },
        { name: 'acknowledge', open: true, reason: null },
      ],
    },
  ],
  ptMode: false,
  moduleSelected: false,
  autoLogoutOnInactivityAt: '2026-01-01T10:15:00.000Z',
};

describe('userDetailsSchema', () => {
  it('reads the user details as the API sends them', () => {
    expect(userDetailsSchema.parse(details)).toEqual(details);
  });

  it.each(['role', 'dashboardAllowed', 'profileComplete', 'termsAndConditions'] as const)(
    'refuses details without %s: the guards read it',
    (field) => {
      const { [field]: _, ...without } = details;
      expect(userDetailsSchema.safeParse(without).success).toBe(false);
    },
  );

  it('refuses a programme pending acknowledgement that is no programme', () => {
    const unknown = { ...details, companyTermsAndConditionsPendingAcknowledgement: [4] };
    expect(userDetailsSchema.safeParse(unknown).success).toBe(false);
  });
});

describe('the sign-in answers', () => {
  it('carry the inactivity deadline as an ISO instant', () => {
    expect(autoLogoutSchema.safeParse({ autoLogoutOnInactivityAt: '2026-01-01T10:15:00.000Z' }).success).toBe(
      true,
    );
    expect(autoLogoutSchema.safeParse({ autoLogoutOnInactivityAt: '01/01/2026 18:15' }).success).toBe(false);
  });

  it('send the browser to an absolute authorization URL', () => {
    expect(signInUrlSchema.safeParse({ url: 'https://id.example/authorize?state=x' }).success).toBe(true);
    expect(signInUrlSchema.safeParse({ url: '/authorize' }).success).toBe(false);
  });
});

describe('selectModuleSchema', () => {
  it('takes the local or the PT module, and names the choice otherwise', () => {
    expect(selectModuleSchema.parse({ module: 'pt' })).toEqual({ module: 'pt' });
    expect(selectModuleSchema.safeParse({ module: 'both' }).error?.issues[0]?.message).toBe(
      'Choose the local module or the PT module',
    );
  });
});
