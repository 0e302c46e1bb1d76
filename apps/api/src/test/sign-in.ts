import { DEMO_ACCOUNTS, DEMO_OFFICER, type DemoAccountKey } from '../db/seed/demo-accounts.js';
import type { TestApp } from './test-app.js';

/** Signs a demo account in through the test login and returns its cookie header. */
export async function signInAs(
  { app }: TestApp,
  key: Exclude<DemoAccountKey, 'overseas'>,
  password?: string,
): Promise<string> {
  const account = DEMO_ACCOUNTS[key];
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/test-logins',
    payload: {
      singpassIdentifier: account.singpassIdentifier,
      companyUen: account.companyUen,
      email: account.email,
      ...(password === undefined ? {} : { password }),
    },
  });
  if (response.statusCode !== 200) throw new Error(`Test login of ${key} failed: ${response.body}`);
  const cookie = response.cookies.find((item) => item.name === 'fsmis_session');
  if (!cookie) throw new Error('The test login set no session cookie');
  return `${cookie.name}=${cookie.value}`;
}

/** Signs the demo officer in through the same test login (the regulator's UEN); returns the cookie header. */
export async function signInAsOfficer({ app }: TestApp): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/test-logins',
    payload: {
      singpassIdentifier: DEMO_OFFICER.singpassIdentifier,
      companyUen: DEMO_OFFICER.companyUen,
      email: DEMO_OFFICER.email,
    },
  });
  if (response.statusCode !== 200) throw new Error(`Test login of the officer failed: ${response.body}`);
  const cookie = response.cookies.find((item) => item.name === 'fsmis_session');
  if (!cookie) throw new Error('The test login set no session cookie');
  return `${cookie.name}=${cookie.value}`;
}
