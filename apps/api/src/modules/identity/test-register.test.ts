import { unescapeHtmlDeep } from '@fsmis/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../db/schema/index.js';
import { DEMO_ACCOUNTS, DEMO_OFFICER } from '../../db/seed/demo-accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { REGULATOR_SIGN_IN_MESSAGE } from './identity.service.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp?.close());

const registration = {
  companyUen: '202455555k',
  // As the web client sends text (docs/requirements.md §7): HTML-escaped.
  companyName: 'Kopi &amp; Kaya Testing Pte. Ltd.',
  singpassIdentifier: 's5555555e',
  name: 'Grace Lee Hui Ling',
  email: 'grace@kopi-kaya.example',
};

const register = (payload: object) =>
  testApp.app.inject({ method: 'POST', url: '/api/auth/test-register', payload });

async function companyCount() {
  const [row] = await testApp.database.db.select({ value: count() }).from(companies);
  return row?.value ?? 0;
}

describe('POST /api/auth/test-register', () => {
  it('creates a local lab and its user, signs them in, and the test login knows them afterwards', async () => {
    const response = await register(registration);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      success: true,
      code: 201,
      message: 'Your test account has been created and you are signed in.',
    });
    expect(Date.parse(response.json().data.autoLogoutOnInactivityAt)).toBeGreaterThan(Date.now());
    const session = response.cookies.find((item) => item.name === 'fsmis_session');
    expect(session).toMatchObject({ httpOnly: true });

    const user = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: `${session?.name}=${session?.value}` },
    });
    expect(unescapeHtmlDeep(user.json().data)).toMatchObject({
      name: registration.name,
      email: registration.email,
      companyName: 'Kopi & Kaya Testing Pte. Ltd.',
      companyUen: '202455555K',
      proficiencyTestingRegionType: 1,
      hasAccessToProficiencyTesting: false,
      profileComplete: false,
      ptMode: false,
    });

    const [stored] = await testApp.database.db
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.uen, '202455555K'));
    expect(stored?.name).toBe('Kopi & Kaya Testing Pte. Ltd.');

    const login = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/test-logins',
      payload: { singpassIdentifier: 'S5555555E', companyUen: '202455555K', email: registration.email },
    });
    expect(login.statusCode).toBe(200);
  });

  it('answers 409 when the company already has this Singpass ID, in any letter case', async () => {
    const ready = DEMO_ACCOUNTS.ready;
    const response = await register({
      ...registration,
      companyUen: ready.companyUen.toLowerCase(),
      singpassIdentifier: ready.singpassIdentifier.toLowerCase(),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      success: false,
      data: null,
      message: `A test account with this Singpass ID already exists for company UEN ${ready.companyUen}. Sign in with the test login instead.`,
      code: 409,
    });
    expect(response.cookies).toHaveLength(0);
  });

  it('adds a new person to the company that already has the UEN', async () => {
    const before = await companyCount();
    const response = await register({
      ...registration,
      companyUen: DEMO_ACCOUNTS.ready.companyUen,
      singpassIdentifier: 'S6666666F',
      email: 'henry@alpha-labs.example',
    });
    expect(response.statusCode).toBe(201);
    expect(await companyCount()).toBe(before);
  });

  it('names each field that is missing or wrong', async () => {
    const response = await register({
      companyUen: ' ',
      companyName: '<p> </p>',
      singpassIdentifier: '',
      name: '',
      email: 'grace@',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual({
      companyUen: ['Enter your company UEN'],
      companyName: ['Enter the company name'],
      singpassIdentifier: ['Enter your Singpass ID'],
      name: ['Enter your full name'],
      email: ['Enter an email address in the correct format, like name@example.com'],
    });
  });

  it('does not exist when TEST_LOGINS=off', async () => {
    const production = await createTestApp({ seed: false, environment: { TEST_LOGINS: 'off' } });
    try {
      const response = await production.app.inject({
        method: 'POST',
        url: '/api/auth/test-register',
        payload: registration,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        success: false,
        message: 'Test logins are not available on this portal.',
      });
    } finally {
      await production.close();
    }
  });

  it("refuses an account at the regulator's UEN", async () => {
    const before = await companyCount();
    const response = await register({
      ...registration,
      companyUen: DEMO_OFFICER.companyUen,
      singpassIdentifier: 'S7777777A',
    });
    expect(response.statusCode).toBe(403);
    expect(unescapeHtmlDeep(response.json().message)).toBe(REGULATOR_SIGN_IN_MESSAGE);
    expect(await companyCount()).toBe(before);
  });
});
