import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts.js';
import { signInAs } from '../../test/sign-in.js';
import { signInOverseas } from '../../test/sign-in-overseas.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp?.close());

const ready = DEMO_ACCOUNTS.ready;
const readyLogin = {
  singpassIdentifier: ready.singpassIdentifier,
  companyUen: ready.companyUen,
  email: ready.email,
};

describe('GET /api/auth/test-logins', () => {
  it('says no password is needed when TEST_LOGIN_PASSWORD is unset', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/auth/test-logins' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-requires-password']).toBe('0');
  });

  it('says a password is needed when TEST_LOGIN_PASSWORD is set, and checks it', async () => {
    const guarded = await createTestApp({ environment: { TEST_LOGIN_PASSWORD: 'open sesame' } });
    try {
      const probe = await guarded.app.inject({ method: 'GET', url: '/api/auth/test-logins' });
      expect(probe.headers['x-requires-password']).toBe('1');

      const wrong = await guarded.app.inject({
        method: 'POST',
        url: '/api/auth/test-logins',
        payload: { ...readyLogin, password: 'guess' },
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe('The password is incorrect.');

      const right = await guarded.app.inject({
        method: 'POST',
        url: '/api/auth/test-logins',
        payload: { ...readyLogin, password: 'open sesame' },
      });
      expect(right.statusCode).toBe(200);
    } finally {
      await guarded.close();
    }
  });

  it('does not exist when TEST_LOGINS=off', async () => {
    const production = await createTestApp({ environment: { TEST_LOGINS: 'off' } });
    try {
      for (const method of ['GET', 'POST'] as const) {
        const response = await production.app.inject({
          method,
          url: '/api/auth/test-logins',
          payload: readyLogin,
        });
        expect(response.statusCode).toBe(404);
        expect(response.json().success).toBe(false);
      }
    } finally {
      await production.close();
    }
  });
});

describe('POST /api/auth/test-logins', () => {
  it('opens a session in an httpOnly cookie and answers the inactivity deadline', async () => {
    const before = Date.now();
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/test-logins',
      payload: readyLogin,
    });
    expect(response.statusCode).toBe(200);
    const deadline = Date.parse(response.json().data.autoLogoutOnInactivityAt);
    expect(deadline).toBeGreaterThanOrEqual(before + 15 * 60_000 - 1_000);
    expect(deadline).toBeLessThanOrEqual(Date.now() + 15 * 60_000 + 1_000);
    const cookie = response.cookies.find((item) => item.name === 'fsmis_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  });

  it('matches UEN and Singpass ID in any case, and email in any case', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/test-logins',
      payload: {
        singpassIdentifier: ready.singpassIdentifier.toLowerCase(),
        companyUen: ready.companyUen.toLowerCase(),
        email: ready.email.toUpperCase(),
      },
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses details that match no account, naming no part of them', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/test-logins',
      payload: { ...readyLogin, email: 'bob@newco.example' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('No test account matches this Singpass ID, company UEN and email.');
    expect(response.cookies).toHaveLength(0);
  });
});

describe('the signed-in user', () => {
  it('GET /api/auth/user answers the session state of docs/requirements.md §3', async () => {
    const cookie = await signInAs(testApp, 'ready');
    const response = await testApp.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      name: ready.name,
      email: ready.email,
      contactNumber: '+65 6123 4567',
      companyName: ready.companyName,
      companyUen: ready.companyUen,
      companyTermsAndConditionsPendingAcknowledgement: [2],
      hasAccessToProficiencyTesting: false,
      proficiencyTestingRegionType: 1,
      profileComplete: true,
      ptMode: false,
      moduleSelected: true,
    });
    expect(response.headers['x-auto-logout-at']).toBeDefined();
  });

  it('a lab with both modules has not chosen one yet', async () => {
    const cookie = await signInAs(testApp, 'dual');
    const response = await testApp.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(response.json().data).toMatchObject({
      hasAccessToProficiencyTesting: true,
      moduleSelected: false,
      ptMode: false,
    });
  });

  it('the newcomer profile is incomplete and says what is missing', async () => {
    const cookie = await signInAs(testApp, 'newcomer');
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: { cookie },
    });
    expect(response.json().data).toMatchObject({
      isComplete: false,
      missing: ['contactNumber', 'signature'],
      email: DEMO_ACCOUNTS.newcomer.email,
      signatureAttachment: null,
    });
  });
});

describe('GET /api/auth/profile of an overseas laboratory', () => {
  it('asks nothing of it before it uses PT, offers no Singapore country code, and names it overseas', async () => {
    const cookie = await signInOverseas(testApp);
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: { cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      // Neither a contact number nor a signature is on file (docs/demo-data.md), and neither is needed.
      signatureAttachment: null,
      telephone: { countryCode: '', areaCode: '', number: '' },
      companyUen: null,
      regionType: 2,
      regionTypeLabel: 'Overseas',
      isComplete: true,
      missing: [],
    });
  });

  it('a local laboratory starts at country code 65 and is named local', async () => {
    const cookie = await signInAs(testApp, 'newcomer');
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: { cookie },
    });
    expect(response.json().data).toMatchObject({
      telephone: { countryCode: '65' },
      regionType: 1,
      regionTypeLabel: 'Local',
    });
  });
});

describe('POST /api/auth/profile', () => {
  it('saves name, email and a Singapore contact number', async () => {
    const cookie = await signInAs(testApp, 'newcomer');
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/profile',
      headers: { cookie },
      payload: {
        name: 'Bob Lim Wei Jie',
        email: DEMO_ACCOUNTS.newcomer.email,
        telephone: { countryCode: '65', areaCode: '', number: '9123 4567' },
        signatureAttachmentId: null,
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Your profile has been saved.',
      data: {
        telephone: { countryCode: '65', areaCode: '', number: '9123 4567' },
        missing: ['signature'],
        isComplete: false,
      },
    });
    const user = await testApp.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(user.json().data.contactNumber).toBe('+65 9123 4567');
  });

  it('refuses a Singapore number that breaks the rule, and loses nothing', async () => {
    const cookie = await signInAs(testApp, 'ready');
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/profile',
      headers: { cookie },
      payload: {
        name: '<b> </b>',
        email: 'alice@',
        telephone: { countryCode: '65', areaCode: '', number: '1234 5678' },
        signatureAttachmentId: null,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual({
      name: ['Enter your full name'],
      email: ['Enter an email address in the correct format, like name@example.com'],
      'telephone.number': ['Enter a Singapore number of 8 digits starting with 3, 6, 8 or 9, like 6123 4567'],
    });
    const profile = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: { cookie },
    });
    expect(profile.json().data).toMatchObject({ name: ready.name, email: ready.email, isComplete: true });
  });

  it('refuses a signature that belongs to another company', async () => {
    const other = await signInAs(testApp, 'dual');
    const otherProfile = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: { cookie: other },
    });
    const foreignSignature = otherProfile.json().data.signatureAttachment.attachmentId;

    const cookie = await signInAs(testApp, 'newcomer');
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/profile',
      headers: { cookie },
      payload: {
        name: 'Bob',
        email: 'bob@newco.example',
        telephone: { countryCode: '65', areaCode: '', number: '6123 4567' },
        signatureAttachmentId: foreignSignature,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual({ signatureAttachmentId: ['Upload your signature again'] });
  });

  it('needs a session', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/auth/profile', payload: {} });
    expect(response.statusCode).toBe(401);
  });
});

describe('session lifetime', () => {
  it('ping moves the inactivity deadline forward', async () => {
    const cookie = await signInAs(testApp, 'ready');
    const response = await testApp.app.inject({ method: 'GET', url: '/api/auth/ping', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(Date.parse(response.json().data.autoLogoutOnInactivityAt)).toBeGreaterThan(
      Date.now() + 14 * 60_000,
    );
  });

  it('a new sign-in ends the older session with reason NewSession', async () => {
    const first = await signInAs(testApp, 'suspended');
    await signInAs(testApp, 'suspended');
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: first },
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers['x-session-invalidated-reason']).toBe('NewSession');
    expect(response.json().message).toBe('You have been logged out because another session was detected.');
  });

  it('logout ends the session and clears the cookie', async () => {
    const cookie = await signInAs(testApp, 'ready');
    const logout = await testApp.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(logout.statusCode).toBe(200);
    expect(logout.cookies.find((item) => item.name === 'fsmis_session')?.value).toBe('');
    const after = await testApp.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(after.statusCode).toBe(401);
    expect(after.headers['x-session-invalidated-reason']).toBeUndefined();
  });

  it('a session idle past its deadline ends for inactivity', async () => {
    const cookie = await signInAs(testApp, 'ready');
    const token = cookie.split('=')[1] ?? '';
    const { hashToken } = await import('../sessions/sessions.service.js');
    const { sessions } = await import('../../db/schema/index.js');
    const { eq } = await import('drizzle-orm');
    await testApp.database.db
      .update(sessions)
      .set({ autoLogoutOnInactivityAt: new Date(Date.now() - 1_000) })
      .where(eq(sessions.tokenHash, hashToken(token)));
    const response = await testApp.app.inject({ method: 'GET', url: '/api/auth/ping', headers: { cookie } });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('You have been logged out due to inactivity.');
  });
});

describe('rate limits', () => {
  it('answers 429 in the envelope after too many sign-in attempts from one address', async () => {
    const limited = await createTestApp({ seed: false });
    try {
      let last = 0;
      for (let attempt = 0; attempt < 21; attempt += 1) {
        const response = await limited.app.inject({
          method: 'POST',
          url: '/api/auth/test-logins',
          payload: readyLogin,
        });
        last = response.statusCode;
        if (last === 429) {
          expect(response.json()).toMatchObject({ success: false, code: 429 });
          expect(response.json().message).toMatch(/too many requests/i);
        }
      }
      expect(last).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
