import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { BAD_ADDRESS_MESSAGE } from './framework-errors.js';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ seed: false });
});
afterAll(() => testApp.close());

describe("Fastify's own refusals", () => {
  it('answer a path that is not valid UTF-8 with a 400 in the envelope', async () => {
    // The UTF-8 bytes of a lone surrogate, which decoding the path refuses.
    const response = await testApp.app.inject({ method: 'GET', url: '/api/user-guides/%ED%A0%80' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, data: null, message: BAD_ADDRESS_MESSAGE, code: 400 });
    expect(response.headers['x-request-id']).toBeTruthy();
  });

  it('answer a path value longer than any id with a 400 in the envelope, not 414', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: `/api/applications/${'x'.repeat(2_000)}/acknowledge`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, data: null, message: BAD_ADDRESS_MESSAGE, code: 400 });
  });
});
