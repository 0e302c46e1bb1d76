import { describe, expect, it, vi } from 'vitest';
import {
  getUserDetails,
  guardSessionOf,
  hasBothModules,
  isOfficer,
  loginReasonOf,
  moduleOf,
  type UserDetails,
} from './session';
import { askSessionEarly } from './session-start';

const user = (changes: Partial<UserDetails> = {}): UserDetails => ({
  userId: '5798901a-a477-43d2-a536-f7848aa9fc99',
  role: 'company',
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
  profileComplete: true,
  dashboardAllowed: false,
  termsAndConditions: [],
  ptMode: false,
  moduleSelected: true,
  autoLogoutOnInactivityAt: '2026-01-01T10:15:00.000Z',
  ...changes,
});

const failure = (message: string) =>
  ({ success: false, data: null, message, code: 401, responseCode: '' }) as const;

const answer = (status: number, body: object) => async () =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('getUserDetails', () => {
  it('reads the user details the API sends, and null when no one is signed in', async () => {
    vi.stubGlobal('fetch', vi.fn(answer(200, { success: true, data: user(), message: null, code: 200 })));
    expect(await getUserDetails()).toEqual(user());
    vi.stubGlobal(
      'fetch',
      vi.fn(answer(401, { success: false, data: null, message: 'Sign in.', code: 401 })),
    );
    expect(await getUserDetails()).toBeNull();
  });

  it('refuses details without what the guards read, rather than guess it', async () => {
    const { dashboardAllowed: _, ...partial } = user();
    vi.stubGlobal('fetch', vi.fn(answer(200, { success: true, data: partial, message: null, code: 200 })));
    await expect(getUserDetails()).rejects.toThrow(/dashboardAllowed/);
  });
});

describe('the session asked for as the page starts', () => {
  it('answers the first reading once, then the API is asked again', async () => {
    const fetch = vi.fn(answer(200, { success: true, data: null, message: null, code: 200 }));
    vi.stubGlobal('fetch', fetch);
    await askSessionEarly(async () => user());
    expect(await getUserDetails()).toEqual(user());
    expect(fetch).not.toHaveBeenCalled();
    expect(await getUserDetails()).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('is not used when it failed, so the API answers and its listeners hear why', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(answer(200, { success: true, data: user({ name: 'Fresh' }), message: null, code: 200 })),
    );
    await askSessionEarly(async () => {
      throw new Error('offline');
    });
    expect((await getUserDetails())?.name).toBe('Fresh');
  });

  it('is not used once it is more than a few seconds old', async () => {
    vi.useFakeTimers();
    try {
      vi.stubGlobal('fetch', vi.fn(answer(200, { success: true, data: null, message: null, code: 200 })));
      await askSessionEarly(async () => user());
      vi.advanceTimersByTime(6_000);
      expect(await getUserDetails()).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('guardSessionOf', () => {
  it('is signed out without a user', () => {
    expect(guardSessionOf(null).signedIn).toBe(false);
  });

  it('takes the profile’s completeness and the dashboard access as the server read them', () => {
    expect(guardSessionOf(user()).profileComplete).toBe(true);
    expect(guardSessionOf(user({ profileComplete: false })).profileComplete).toBe(false);
    expect(guardSessionOf(user({ dashboardAllowed: true })).dashboardAllowed).toBe(true);
    expect(guardSessionOf(user({ dashboardAllowed: false, hasAnyApplications: true })).dashboardAllowed).toBe(
      false,
    );
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
    expect(isOfficer(null)).toBe(false);
  });
});
