import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../../test/sign-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp?.close());

describe('form drafts', () => {
  it('keeps what a user typed until they save or discard it', async () => {
    const cookie = await signInAs(testApp, 'newcomer');
    const empty = await testApp.app.inject({
      method: 'GET',
      url: '/api/form-drafts/profile',
      headers: { cookie },
    });
    expect(empty.json().data).toBeNull();

    const saved = await testApp.app.inject({
      method: 'PUT',
      url: '/api/form-drafts/profile',
      headers: { cookie },
      payload: { data: { name: 'Bob &amp; Partners', telephone: { number: '9123' } } },
    });
    expect(saved.statusCode).toBe(200);

    const read = await testApp.app.inject({
      method: 'GET',
      url: '/api/form-drafts/profile',
      headers: { cookie },
    });
    expect(read.json().data).toMatchObject({
      data: { name: 'Bob &amp; Partners', telephone: { number: '9123' } },
    });

    await testApp.app.inject({ method: 'DELETE', url: '/api/form-drafts/profile', headers: { cookie } });
    const gone = await testApp.app.inject({
      method: 'GET',
      url: '/api/form-drafts/profile',
      headers: { cookie },
    });
    expect(gone.json().data).toBeNull();
  });

  it('keeps each user to their own drafts', async () => {
    const owner = await signInAs(testApp, 'ready');
    await testApp.app.inject({
      method: 'PUT',
      url: '/api/form-drafts/profile',
      headers: { cookie: owner },
      payload: { data: { name: 'Alice' } },
    });
    const other = await signInAs(testApp, 'dual');
    const read = await testApp.app.inject({
      method: 'GET',
      url: '/api/form-drafts/profile',
      headers: { cookie: other },
    });
    expect(read.json().data).toBeNull();
  });

  it('refuses a bad key, a draft that is not an object, an oversized one and no session', async () => {
    const cookie = await signInAs(testApp, 'ready');
    const badKey = await testApp.app.inject({
      method: 'GET',
      url: '/api/form-drafts/..%2Fetc',
      headers: { cookie },
    });
    expect(badKey.statusCode).toBe(400);
    const notObject = await testApp.app.inject({
      method: 'PUT',
      url: '/api/form-drafts/profile',
      headers: { cookie },
      payload: { data: 'text' },
    });
    expect(notObject.statusCode).toBe(400);
    const large = await testApp.app.inject({
      method: 'PUT',
      url: '/api/form-drafts/profile',
      headers: { cookie },
      payload: { data: { notes: 'x'.repeat(70_000) } },
    });
    expect(large.statusCode).toBe(400);
    expect(large.json().message).toEqual({
      data: ['The draft is too large to keep. Save the form instead.'],
    });
    const anonymous = await testApp.app.inject({ method: 'GET', url: '/api/form-drafts/profile' });
    expect(anonymous.statusCode).toBe(401);
  });
});
