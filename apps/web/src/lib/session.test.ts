import { CorrespondenceStatus, Programme } from '@fsmis/domain';
import { describe, expect, it } from 'vitest';
import {
  guardSessionOf,
  hasBothModules,
  isOfficer,
  loginReasonOf,
  moduleOf,
  type UserDetails,
} from './session';

const user = (changes: Partial<UserDetails> = {}): UserDetails => ({
  userId: '5798901a-a477-43d2-a536-f7848aa9fc99',
  name: 'Alice Tan',
  email: 'alice@alpha-labs.example',
  contactNumber: '+65 6123 4567',
  signatureId: '3e8f82a0-bbdb-4eba-b03b-272d234b8ad8',
  companyName: 'Alpha Laboratories Pte. Ltd.',
  companyUen: '201912345A',
  companyAddress: null,
  companyTermsAndConditionsPendingAcknowledgement: [],
  hasAnyApplications: false,
  hasAnyProficiencyTests: false,
  hasAccessToProficiencyTesting: false,
  proficiencyTestingRegionType: 1,
  ptMode: false,
  moduleSelected: true,
  autoLogoutOnInactivityAt: '2026-01-01T10:15:00.000Z',
  ...changes,
});

const failure = (message: string) =>
  ({ success: false, data: null, message, code: 401, responseCode: '' }) as const;

describe('guardSessionOf', () => {
  it('is signed out without a user', () => {
    expect(guardSessionOf(null).signedIn).toBe(false);
  });

  it('reads the profile’s completeness with the domain rule', () => {
    expect(guardSessionOf(user()).profileComplete).toBe(true);
    expect(guardSessionOf(user({ signatureId: null })).profileComplete).toBe(false);
    expect(guardSessionOf(user({ contactNumber: '' })).profileComplete).toBe(false);
  });

  it('takes the server’s dashboard access when given', () => {
    expect(guardSessionOf(user({ dashboardAllowed: true })).dashboardAllowed).toBe(true);
    expect(guardSessionOf(user({ dashboardAllowed: false, hasAnyApplications: true })).dashboardAllowed).toBe(
      false,
    );
  });

  it('otherwise applies the domain rule to the terms items, or to the programmes pending acknowledgement', () => {
    const terms = (status: CorrespondenceStatus | null, hasOngoingSuspension = false) => ({
      applicationType: { value: Programme.AOR, label: 'AOR' },
      companyTermsAndConditionsStatus: status === null ? null : { value: status, label: 'x' },
      hasOngoingSuspension,
      isAbleToRequest: false,
    });
    expect(guardSessionOf(user({ termsAndConditions: [terms(null, true)] })).dashboardAllowed).toBe(true);
    expect(
      guardSessionOf(user({ termsAndConditions: [terms(CorrespondenceStatus.requested)] })).dashboardAllowed,
    ).toBe(false);
    expect(
      guardSessionOf(user({ companyTermsAndConditionsPendingAcknowledgement: [Programme.IBR] }))
        .dashboardAllowed,
    ).toBe(true);
    expect(guardSessionOf(user({ hasAnyApplications: true })).dashboardAllowed).toBe(true);
    expect(guardSessionOf(user()).dashboardAllowed).toBe(false);
  });
});

describe('moduleOf', () => {
  it('puts overseas laboratories in PT, single-module local laboratories in local, and dual ones where they chose', () => {
    expect(moduleOf(user({ proficiencyTestingRegionType: 2, hasAccessToProficiencyTesting: true }))).toBe(
      'pt',
    );
    expect(moduleOf(user({ ptMode: true }))).toBe('local');
    const dual = user({ hasAccessToProficiencyTesting: true });
    expect(hasBothModules(dual)).toBe(true);
    expect(moduleOf({ ...dual, moduleSelected: false })).toBeNull();
    expect(moduleOf({ ...dual, ptMode: true })).toBe('pt');
    expect(moduleOf(dual)).toBe('local');
  });
});

describe('loginReasonOf', () => {
  it('tells another sign-in and inactivity apart from any other 401', () => {
    expect(loginReasonOf({ response: failure('Sign in.'), reason: 'NewSession' })).toBe('new-session');
    expect(
      loginReasonOf({ response: failure('You have been logged out due to inactivity.'), reason: null }),
    ).toBe('inactivity');
    expect(loginReasonOf({ response: failure('Sign in to continue.'), reason: null })).toBeUndefined();
  });
});

describe('isOfficer', () => {
  it('tells an officer of the regulator from a company’s user', () => {
    expect(isOfficer(user({ role: 'officer' }))).toBe(true);
    expect(isOfficer(user({ role: 'company' }))).toBe(false);
    // Older servers say nothing of the role: only companies used the portal then.
    expect(isOfficer(user())).toBe(false);
    expect(isOfficer(null)).toBe(false);
  });
});
