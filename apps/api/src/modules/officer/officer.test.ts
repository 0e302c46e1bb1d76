import { unescapeHtmlDeep } from '@fsmis/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OFFICER, REGULATOR } from '../../db/seed/demo-accounts.js';
import { OFFICERS_ONLY_MESSAGE } from '../../plugins/session.js';
import { messageOf } from '../../test/responses.js';
import { signInAs, signInAsOfficer } from '../../test/sign-in.js';
import { signInOverseas } from '../../test/sign-in-overseas.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * The response's message as the web client reads it (docs/requirements.md §7: response text arrives
 * HTML-escaped).
 */

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp?.close());

const OFFICER_CALLS = [
  ['GET', '/api/officer/terms-requests'],
  ['GET', '/api/officer/terms-documents'],
  ['GET', '/api/officer/audit-log'],
  ['POST', '/api/officer/company-terms-and-conditions/send'],
  ['POST', '/api/officer/company-terms-and-conditions/reject'],
  ['POST', '/api/officer/terms-documents'],
] as const;

const call = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
  testApp.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload }),
  });

describe('officers', () => {
  it('sign in through the test login at the regulator’s UEN and get an officer session', async () => {
    const cookie = await signInAsOfficer(testApp);
    const user = await call('GET', '/api/auth/user', cookie);
    expect(user.statusCode).toBe(200);
    expect(user.json().data).toMatchObject({
      role: 'officer',
      name: DEMO_OFFICER.name,
      email: DEMO_OFFICER.email,
      companyName: REGULATOR.name,
      companyUen: REGULATOR.uen,
      termsAndConditions: [],
      dashboardAllowed: false,
      hasAccessToProficiencyTesting: false,
      ptMode: false,
      moduleSelected: true,
    });
    expect((await call('GET', '/api/auth/ping', cookie)).statusCode).toBe(200);
    expect((await call('GET', '/api/officer/terms-requests', cookie)).statusCode).toBe(200);
  });

  it('a company user is a company user', async () => {
    const user = await call('GET', '/api/auth/user', await signInAs(testApp, 'ready'));
    expect(user.json().data.role).toBe('company');
  });
});

describe('the officer API', () => {
  it("refuses companies' users with 403, whatever the call", async () => {
    for (const cookie of [await signInAs(testApp, 'ready'), await signInOverseas(testApp)]) {
      for (const [method, url] of OFFICER_CALLS) {
        const response = await call(method, url, cookie, method === 'POST' ? {} : undefined);
        expect(response.statusCode, url).toBe(403);
        expect(unescapeHtmlDeep(response.json())).toMatchObject({
          success: false,
          code: 403,
          message: OFFICERS_ONLY_MESSAGE,
        });
      }
    }
  });

  it('needs a session', async () => {
    for (const [method, url] of OFFICER_CALLS) {
      expect((await call(method, url)).statusCode, url).toBe(401);
    }
  });

  it('names each invalid field', async () => {
    const cookie = await signInAsOfficer(testApp);
    const send = await call('POST', '/api/officer/company-terms-and-conditions/send', cookie, {
      companyUen: '',
      applicationType: '1',
    });
    expect(send.statusCode).toBe(400);
    expect(messageOf(send)).toEqual({
      companyUen: ['Enter the UEN of the company'],
      applicationType: ['Choose a programme: 1 LRP, 2 IBR or 3 AOR'],
    });
    const reject = await call('POST', '/api/officer/company-terms-and-conditions/reject', cookie, {
      companyUen: '202087654B',
      applicationType: 1,
    });
    expect(messageOf(reject)).toEqual({
      reason: ['Enter the reason for rejecting the request; the company will see it'],
    });
  });

  it('answers an empty audit log before any officer action', async () => {
    const response = await call('GET', '/api/officer/audit-log', await signInAsOfficer(testApp));
    expect(response.json().data).toEqual({ items: [], total: 0, page: 1, pageSize: 20 });
  });
});
