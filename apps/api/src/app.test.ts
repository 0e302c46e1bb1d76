import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp?.close());

describe('the envelope on every JSON response', () => {
  it('answers an unknown /api path with a JSON 404', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toEqual({
      success: false,
      data: null,
      message: 'We could not find what you asked for.',
      code: 404,
    });
  });

  it('answers malformed JSON with a 400 that says so', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/test-logins',
      headers: { 'content-type': 'application/json' },
      payload: '{"companyUen": "201912345A",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      data: null,
      message: 'The request body is not valid JSON.',
      code: 400,
    });
  });

  it('names each invalid field in a 400', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/test-logins',
      payload: { singpassIdentifier: '', email: 'not-an-email', companyUen: '' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ success: false, data: null, code: 400 });
    expect(body.message).toEqual({
      singpassIdentifier: ['Enter your Singpass ID'],
      email: ['Enter an email address in the correct format, like name@example.com'],
      companyUen: ['Enter your company UEN'],
    });
  });

  it('answers 401 in the envelope without a session', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/auth/user' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      success: false,
      data: null,
      message: 'Sign in to continue.',
      code: 401,
    });
  });

  it('hides internals of an unexpected failure behind a 500 envelope', async () => {
    const failing = await createTestApp({ seed: false });
    await failing.database.close();
    const response = await failing.app.inject({ method: 'GET', url: '/api/maintenance-status' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      success: false,
      data: null,
      message: 'Something went wrong on our side. Please try again later.',
      code: 500,
    });
    expect(response.body).not.toMatch(/stack|at \w+ \(/);
    await failing.close();
  });
});

describe('probes', () => {
  it('reports liveness and readiness', async () => {
    const health = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toMatchObject({ success: true, data: { status: 'ok' } });
    const ready = await testApp.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ success: true, data: { status: 'ok' } });
  });
});

describe('request ids and security headers', () => {
  it('returns a request id, and keeps a well-formed one from the caller', async () => {
    const generated = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const given = await testApp.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'trace-1234abcd' },
    });
    expect(given.headers['x-request-id']).toBe('trace-1234abcd');
  });

  it('sends a content security policy that allows no inline or foreign script', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
