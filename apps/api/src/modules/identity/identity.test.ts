import net, { type AddressInfo } from 'node:net';
import { unescapeHtml } from '@fsmis/domain';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, identitySignInAttempts, users } from '../../db/schema/index.js';
import { DEMO_ACCOUNTS, DEMO_OFFICER } from '../../db/seed/demo-accounts.js';
import { type RunningMockPass, startMockPass } from '../../idp/mockpass.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { SIGN_IN_COOKIE } from './identity.routes.js';
import { corppassIdentity, REGULATOR_SIGN_IN_MESSAGE, SIGN_IN_MESSAGES } from './identity.service.js';
import { mockPassEnvironment } from './mockpass-environment.js';
import { loadRelyingPartyKeys } from './relying-party-keys.js';

let testApp: TestApp;
let mockPass: RunningMockPass;
let publicUrl: string;

beforeAll(async () => {
  const [appPort = 0, mockPassPort = 0] = await freePorts(2);
  publicUrl = `http://127.0.0.1:${appPort}`;
  testApp = await createTestApp({
    environment: { PORT: String(appPort), PUBLIC_URL: publicUrl, MOCKPASS_PORT: String(mockPassPort) },
  });
  // MockPass fetches the portal's JWKS over HTTP at every token request.
  await testApp.app.listen({ port: appPort, host: '127.0.0.1' });
  mockPass = await startMockPass({ port: mockPassPort, environment: mockPassEnvironment(publicUrl) });
});

afterAll(async () => {
  await mockPass?.stop();
  await testApp?.close();
});

interface Person {
  nric: string;
  uuid: string;
  uen: string;
}

const newcomerPerson: Person = {
  nric: 'S9912345A',
  uuid: '7d1b5b2e-4f3c-4a59-9d0e-2f6a2b8c1e11',
  uen: '202412345Z',
};

let nextAddress = 1;
/** Each flow comes from its own client address, so the per-address rate limit never gets in the way. */
const clientAddress = () => `10.0.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

/** GET /api/spcp/generate-url: the authorization URL (unescaped, as the web client reads it) and cookie. */
async function generateUrl(remoteAddress = clientAddress(), cookie?: string) {
  const response = await testApp.app.inject({
    method: 'GET',
    url: '/api/spcp/generate-url',
    remoteAddress,
    headers: cookie ? { cookie } : {},
  });
  expect(response.statusCode).toBe(200);
  const binding = response.cookies.find((item) => item.name === SIGN_IN_COOKIE);
  return {
    response,
    url: new URL(unescapeHtml(response.json().data.url)),
    cookie: binding ? `${binding.name}=${binding.value}` : '',
  };
}

/** Completes MockPass's side as a browser would, and answers the query it sends back to the portal. */
async function authorizeAtMockPass(url: URL, person: Person, how: 'custom-profile' | 'headers') {
  let response: Response;
  if (how === 'custom-profile') {
    const custom = new URL(`${url.origin}${url.pathname}/custom-profile`);
    custom.search = new URLSearchParams({
      nric: person.nric,
      uuid: person.uuid,
      uen: person.uen,
      redirectURI: url.searchParams.get('redirect_uri') ?? '',
      state: url.searchParams.get('state') ?? '',
      nonce: url.searchParams.get('nonce') ?? '',
    }).toString();
    response = await fetch(custom, { redirect: 'manual' });
  } else {
    response = await fetch(url, {
      redirect: 'manual',
      headers: {
        'X-Show-Login-Page': 'false',
        'X-Custom-NRIC': person.nric,
        'X-Custom-UUID': person.uuid,
        'X-Custom-UEN': person.uen,
      },
    });
  }
  expect(response.status).toBe(302);
  const back = new URL(response.headers.get('location') ?? '');
  expect(`${back.origin}${back.pathname}`).toBe(`${publicUrl}/spcp/callback`);
  return back.search;
}

/** GET /api/spcp/callback with the identity service's query, as the SPA's callback page forwards it. */
function callback(search: string, cookie: string | undefined, remoteAddress = clientAddress()) {
  return testApp.app.inject({
    method: 'GET',
    url: `/api/spcp/callback${search}`,
    remoteAddress,
    headers: cookie ? { cookie } : {},
  });
}

/** The whole sign-in; answers the session cookie. */
async function signInThroughMockPass(person: Person, how: 'custom-profile' | 'headers' = 'custom-profile') {
  const remoteAddress = clientAddress();
  const { url, cookie } = await generateUrl(remoteAddress);
  const search = await authorizeAtMockPass(url, person, how);
  const response = await callback(search, cookie, remoteAddress);
  expect(response.statusCode, response.body).toBe(200);
  const session = response.cookies.find((item) => item.name === 'fsmis_session');
  if (!session) throw new Error('The callback set no session cookie');
  return { response, session: `${session.name}=${session.value}` };
}

async function userDetails(cookie: string) {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

async function rowCounts() {
  const [userRows] = await testApp.database.db.select({ value: count() }).from(users);
  const [companyRows] = await testApp.database.db.select({ value: count() }).from(companies);
  return { users: userRows?.value, companies: companyRows?.value };
}

describe('GET /api/spcp/jwks', () => {
  it('serves the public P-256 signing and encryption keys, never a private part', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/spcp/jwks' });
    expect(response.statusCode).toBe(200);
    const { keys } = response.json();
    expect(keys).toHaveLength(2);
    expect(keys).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kty: 'EC', crv: 'P-256', use: 'sig', alg: 'ES256' }),
        expect.objectContaining({ kty: 'EC', crv: 'P-256', use: 'enc', alg: 'ECDH-ES+A256KW' }),
      ]),
    );
    for (const key of keys) expect(key).not.toHaveProperty('d');
  });

  it('is the same for every instance on the database: the keys are made once and kept', async () => {
    const served = await testApp.app.inject({ method: 'GET', url: '/api/spcp/jwks' });
    // What another instance starting on the same database loads.
    const another = await loadRelyingPartyKeys(testApp.database.db);
    expect(another.jwks).toEqual(served.json());
    expect(another.signing.kid).toBe(
      served.json().keys.find((key: { use: string }) => key.use === 'sig').kid,
    );
  });
});

describe('GET /api/spcp/generate-url', () => {
  it('answers the authorization URL of a code flow with PKCE, state and nonce', async () => {
    const { url, response } = await generateUrl();
    expect(`${url.origin}${url.pathname}`).toBe(`${mockPass.url}/corppass/v2/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      scope: 'openid',
      client_id: 'fsmis-portal',
      redirect_uri: `${publicUrl}/spcp/callback`,
      code_challenge_method: 'S256',
    });
    for (const parameter of ['state', 'nonce', 'code_challenge']) {
      expect(url.searchParams.get(parameter)).toMatch(/^[\w-]{43}$/);
    }
    const cookie = response.cookies.find((item) => item.name === SIGN_IN_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/spcp', maxAge: 600 });
  });

  it('keeps the secrets server-side for ten minutes, bound to the browser but not holding its cookie', async () => {
    const { url, cookie } = await generateUrl();
    const [attempt] = await testApp.database.db
      .select({
        nonce: identitySignInAttempts.nonce,
        codeVerifier: identitySignInAttempts.codeVerifier,
        browserBindingHash: identitySignInAttempts.browserBindingHash,
        minutes: sql<number>`round(extract(epoch from ${identitySignInAttempts.expiresAt} - now()) / 60)::int`,
      })
      .from(identitySignInAttempts)
      .where(eq(identitySignInAttempts.state, url.searchParams.get('state') ?? ''));
    expect(attempt).toMatchObject({ nonce: url.searchParams.get('nonce'), minutes: 10 });
    expect(attempt?.codeVerifier).toMatch(/^[\w-]{43}$/);
    expect(attempt?.browserBindingHash).not.toBe(cookie.split('=')[1]);
  });

  it('keeps the browser binding of a browser that starts again', async () => {
    const first = await generateUrl();
    const second = await generateUrl(clientAddress(), first.cookie);
    expect(second.cookie).toBe(first.cookie);
    expect(second.url.searchParams.get('state')).not.toBe(first.url.searchParams.get('state'));
  });

  it('says when the identity service cannot be reached', async () => {
    const [closedPort = 0] = await freePorts(1);
    const offline = await createTestApp({ seed: false, environment: { MOCKPASS_PORT: String(closedPort) } });
    try {
      const response = await offline.app.inject({ method: 'GET', url: '/api/spcp/generate-url' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ success: false, message: SIGN_IN_MESSAGES.unavailable });
    } finally {
      await offline.close();
    }
  });
});

describe('GET /api/spcp/callback', () => {
  it('a first sign-in creates the company and the user, with an incomplete profile', async () => {
    const before = await rowCounts();
    const { response, session } = await signInThroughMockPass(newcomerPerson);

    const deadline = Date.parse(response.json().data.autoLogoutOnInactivityAt);
    expect(deadline).toBeGreaterThan(Date.now() + 14 * 60_000);
    expect(response.cookies.find((item) => item.name === 'fsmis_session')).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
    });
    expect(response.cookies.find((item) => item.name === SIGN_IN_COOKIE)?.value).toBe('');

    expect(await rowCounts()).toEqual({
      users: (before.users ?? 0) + 1,
      companies: (before.companies ?? 0) + 1,
    });
    expect(await userDetails(session)).toMatchObject({
      name: `Name of ${newcomerPerson.nric}`,
      email: null,
      contactNumber: '',
      signatureId: null,
      companyUen: newcomerPerson.uen,
      companyName: newcomerPerson.uen,
      proficiencyTestingRegionType: 1,
      profileComplete: false,
      ptMode: false,
      moduleSelected: true,
    });
    const profile = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: { cookie: session },
    });
    expect(profile.json().data).toMatchObject({
      isComplete: false,
      missing: ['contactNumber', 'email', 'signature'],
    });
  });

  it('a second sign-in of the same identity reuses the user and company, and ends the older session', async () => {
    const first = await signInThroughMockPass(newcomerPerson);
    const firstUser = await userDetails(first.session);
    const counts = await rowCounts();
    const second = await signInThroughMockPass(newcomerPerson, 'headers');

    expect(await rowCounts()).toEqual(counts);
    expect(await userDetails(second.session)).toMatchObject({
      userId: firstUser.userId,
      name: `Name of ${newcomerPerson.nric}`,
    });
    const older = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: first.session },
    });
    expect(older.statusCode).toBe(401);
    expect(older.headers['x-session-invalidated-reason']).toBe('NewSession');
  });

  it('signs a known user into their account, matching the UEN and NRIC in any case', async () => {
    const ready = DEMO_ACCOUNTS.ready;
    const counts = await rowCounts();
    const { session } = await signInThroughMockPass({
      nric: ready.singpassIdentifier.toLowerCase(),
      uuid: '0e4a4f8e-53a4-4b59-8d8b-6f4f0e1c2d3a',
      uen: ready.companyUen.toLowerCase(),
    });
    expect(await rowCounts()).toEqual(counts);
    expect(await userDetails(session)).toMatchObject({
      name: ready.name,
      email: ready.email,
      companyName: ready.companyName,
      profileComplete: true,
    });
  });

  it('adds a new person of a known company to that company', async () => {
    const dual = DEMO_ACCOUNTS.dual;
    const counts = await rowCounts();
    const { session } = await signInThroughMockPass(
      { nric: 'T0123456G', uuid: '4b2f8d62-0a53-4f7e-9d1c-5a7b3c9e8f10', uen: dual.companyUen },
      'headers',
    );
    expect(await rowCounts()).toEqual({ users: (counts.users ?? 0) + 1, companies: counts.companies });
    expect(await userDetails(session)).toMatchObject({
      // The header-only profile of MockPass carries no name: the NRIC stands in for it.
      name: 'T0123456G',
      companyName: dual.companyName,
      hasAccessToProficiencyTesting: true,
      moduleSelected: false,
    });
  });

  it('refuses a replayed callback: each sign-in link works once', async () => {
    const remoteAddress = clientAddress();
    const { url, cookie } = await generateUrl(remoteAddress);
    const search = await authorizeAtMockPass(url, newcomerPerson, 'custom-profile');
    expect((await callback(search, cookie, remoteAddress)).statusCode).toBe(200);

    const replay = await callback(search, cookie, remoteAddress);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({ success: false, data: null, message: SIGN_IN_MESSAGES.used, code: 400 });
    expect(replay.cookies.find((item) => item.name === 'fsmis_session')).toBeUndefined();
  });

  it('refuses a callback without the sign-in cookie, or with another browser’s (login CSRF)', async () => {
    const { url, cookie } = await generateUrl();
    const search = await authorizeAtMockPass(url, newcomerPerson, 'custom-profile');
    const other = await generateUrl();

    for (const wrongCookie of [undefined, other.cookie]) {
      const response = await callback(search, wrongCookie);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(SIGN_IN_MESSAGES.otherBrowser);
    }
    // The refusals did not use the attempt up: its own browser can still finish.
    expect((await callback(search, cookie)).statusCode).toBe(200);
  });

  it("signs the regulator's officer in with an officer session", async () => {
    const counts = await rowCounts();
    const { session } = await signInThroughMockPass({
      nric: DEMO_OFFICER.singpassIdentifier,
      uuid: '5c6d7e8f-1a2b-4c3d-8e9f-0a1b2c3d4e5f',
      uen: DEMO_OFFICER.companyUen,
    });
    expect(await rowCounts()).toEqual(counts);
    expect(await userDetails(session)).toMatchObject({ role: 'officer', email: DEMO_OFFICER.email });
    const requests = await testApp.app.inject({
      method: 'GET',
      url: '/api/officer/terms-requests',
      headers: { cookie: session },
    });
    expect(requests.statusCode).toBe(200);
  });

  it("lets nobody join the regulator by signing in with the regulator's UEN", async () => {
    const counts = await rowCounts();
    const remoteAddress = clientAddress();
    const { url, cookie } = await generateUrl(remoteAddress);
    const search = await authorizeAtMockPass(
      url,
      { nric: 'S8888888D', uuid: '6d7e8f9a-2b3c-4d5e-9f0a-1b2c3d4e5f60', uen: DEMO_OFFICER.companyUen },
      'custom-profile',
    );
    const response = await callback(search, cookie, remoteAddress);
    expect(response.statusCode).toBe(403);
    expect(unescapeHtml(response.json().message)).toBe(REGULATOR_SIGN_IN_MESSAGE);
    expect(response.cookies.find((item) => item.name === 'fsmis_session')).toBeUndefined();
    expect(await rowCounts()).toEqual(counts);
  });

  it('refuses a state it did not issue', async () => {
    const { url, cookie } = await generateUrl();
    const search = new URLSearchParams(await authorizeAtMockPass(url, newcomerPerson, 'custom-profile'));
    search.set('state', `${search.get('state')}x`);
    const response = await callback(`?${search}`, cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(SIGN_IN_MESSAGES.unknown);
  });

  it('refuses a sign-in that took longer than ten minutes', async () => {
    const { url, cookie } = await generateUrl();
    const search = await authorizeAtMockPass(url, newcomerPerson, 'custom-profile');
    await testApp.database.db
      .update(identitySignInAttempts)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(identitySignInAttempts.state, url.searchParams.get('state') ?? ''));
    const response = await callback(search, cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(SIGN_IN_MESSAGES.expired);
  });

  it('says the sign-in was cancelled when the person declines at the identity service', async () => {
    const { url, cookie } = await generateUrl();
    const state = url.searchParams.get('state') ?? '';
    const denied = `?error=access_denied&error_description=${encodeURIComponent('User cancelled')}&state=${state}`;
    const response = await callback(denied, cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      data: null,
      message: 'The sign-in was cancelled. Try again.',
      code: 400,
    });
    // The declined attempt is spent: its state cannot be used for a code afterwards.
    const later = await callback(`?code=anything&state=${state}`, cookie);
    expect(later.json().message).toBe(SIGN_IN_MESSAGES.used);
  });

  it('refuses a callback without a code or state, and another error of the identity service', async () => {
    const { cookie } = await generateUrl();
    const incomplete = await callback('?state=abc', cookie);
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().message).toBe(SIGN_IN_MESSAGES.incomplete);

    const failed = await callback('?error=server_error', cookie);
    expect(failed.statusCode).toBe(400);
    expect(failed.json().message).toBe(SIGN_IN_MESSAGES.refused);
  });
});

describe('corppassIdentity', () => {
  const claims = (overrides: Record<string, unknown> = {}) => ({
    sub: 's=S8979373D,u=a9865837-7bd7-46ac-bef4-42a76a946424,c=SG',
    userInfo: { CPAccType: 'User', CPUID_FullName: 'Tan Ah Kow', ISSPHOLDER: 'YES' },
    entityInfo: { CPEntID: '123456789a', CPEnt_TYPE: 'UEN', CPEnt_Status: 'Registered' },
    ...overrides,
  });

  it('reads the UEN, the NRIC and the name', () => {
    expect(corppassIdentity(claims())).toEqual({
      uen: '123456789A',
      userIdentifier: 'S8979373D',
      name: 'Tan Ah Kow',
    });
  });

  it('falls back to the Corppass UUID when the token names no NRIC', () => {
    expect(corppassIdentity(claims({ sub: 'u=CP192,c=SG' }))?.userIdentifier).toBe('CP192');
  });

  it('answers null without a company UEN', () => {
    expect(corppassIdentity(claims({ entityInfo: { CPEntID: '', CPEnt_TYPE: 'UEN' } }))).toBeNull();
    expect(corppassIdentity(claims({ entityInfo: { CPEntID: 'X1', CPEnt_TYPE: 'NON-UEN' } }))).toBeNull();
    expect(corppassIdentity(claims({ entityInfo: undefined }))).toBeNull();
  });
});

/** Free local ports, found by listening on port 0 (all held at once, so they differ). */
async function freePorts(howMany: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: howMany },
      () =>
        new Promise<net.Server>((resolve, reject) => {
          const server = net.createServer();
          server.once('error', reject);
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((server) => (server.address() as AddressInfo).port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}
