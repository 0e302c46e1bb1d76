import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../../test/sign-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp.close();
});

describe('GET /api/auth/session', () => {
  it('answers no one, not 401, to a request without a session', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/auth/session' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, data: null });
  });

  it('answers the signed-in user as GET /api/auth/user does', async () => {
    const cookie = await signInAs(testApp, 'ready');
    const session = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie },
    });
    const user = await testApp.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(session.statusCode).toBe(200);
    expect(session.json().data).toEqual(user.json().data);
    expect(session.headers['x-auto-logout-at']).toBeDefined();
  });

  it('answers 401 with the reason when the session has ended', async () => {
    const first = await signInAs(testApp, 'ready');
    await signInAs(testApp, 'ready');
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: first },
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers['x-session-invalidated-reason']).toBe('NewSession');
  });
});
