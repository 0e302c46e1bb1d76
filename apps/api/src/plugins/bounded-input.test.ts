import { MAX_JSON_DEPTH, TEXT_PROBLEM_MESSAGES, TOO_DEEP_MESSAGE } from '@fsmis/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formDrafts, users } from '../db/schema/index.js';
import { DEMO_ACCOUNTS } from '../db/seed/demo-accounts.js';
import { signInAs, signInAsOfficer } from '../test/sign-in.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

let testApp: TestApp;
let cookie: string;
beforeAll(async () => {
  testApp = await createTestApp();
  cookie = await signInAs(testApp, 'ready');
});
afterAll(() => testApp?.close());

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const { nul, loneSurrogate } = TEXT_PROBLEM_MESSAGES;

function post(url: string, payload: string | object, headers: Record<string, string> = {}) {
  return testApp.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
}

describe('JSON nested deeper than any form needs', () => {
  it('is refused with a 400 before it is walked, signed out, 20,000 levels deep', async () => {
    const response = await post('/api/auth/logout', `{"a":${nested(20_000)}}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, data: null, message: TOO_DEEP_MESSAGE, code: 400 });
  });

  it('is refused one level past the limit and allowed at it', async () => {
    const deep = (depth: number) =>
      testApp.app.inject({
        method: 'PUT',
        url: '/api/form-drafts/depth-check',
        headers: { cookie, 'content-type': 'application/json' },
        payload: `{"data":{"k":${nested(depth - 2)}}}`,
      });
    expect((await deep(MAX_JSON_DEPTH + 1)).statusCode).toBe(400);
    expect((await deep(MAX_JSON_DEPTH)).statusCode).toBe(200);
  });

  it('is still bounded in size: a body over 1 MB is refused before it is read further', async () => {
    const response = await post('/api/auth/logout', `{"a":"${'x'.repeat(1_048_576)}"}`);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ success: false, data: null, code: 413 });
  });

  it('still gets the usual answer for JSON that is not valid', async () => {
    const response = await post('/api/auth/logout', '{"a":', { cookie: 'fsmis_session=x' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The request body is not valid JSON.');
  });
});

describe('text PostgreSQL cannot store', () => {
  it('in a query string is refused naming the parameter', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/applications?Search=%00',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual({ Search: [nul] });
  });

  it('in test-login fields is refused naming each field, signed out, and no user is made', async () => {
    const usersBefore = await testApp.database.db.$count(users);
    const response = await post('/api/auth/test-logins', {
      singpassIdentifier: 'S1234567A\u0000',
      companyUen: '\ud800',
      email: 'a@example.com',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual({ singpassIdentifier: [nul], companyUen: [loneSurrogate] });
    expect(await testApp.database.db.$count(users)).toBe(usersBefore);
  });

  it('in a profile name is refused, and the stored name is unchanged', async () => {
    const response = await post(
      '/api/auth/profile',
      {
        name: 'Alice\u0000',
        email: DEMO_ACCOUNTS.ready.email,
        telephone: { countryCode: '65', areaCode: '', number: '6123 4567' },
        signatureAttachmentId: null,
      },
      { cookie },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual({ name: [nul] });
    const [row] = await testApp.database.db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.email, DEMO_ACCOUNTS.ready.email));
    expect(row?.name).not.toContain('\u0000');
  });

  it('in draft data, as a value or as a key, is refused and no draft is kept', async () => {
    for (const [payload, field, message] of [
      ['{"data":{"k":"\\ud800"}}', 'data.k', loneSurrogate],
      ['{"data":{"k\\u0000":"v"}}', 'data.k\ufffd', nul],
      // A key is named decoded, and the name travels encoded like any text in an answer.
      ['{"data":{"R&amp;D":"\\u0000"}}', 'data.R&amp;D', nul],
    ] as const) {
      const response = await testApp.app.inject({
        method: 'PUT',
        url: '/api/form-drafts/surrogate-check',
        headers: { cookie, 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toEqual({ [field]: [message] });
    }
    const kept = await testApp.database.db
      .select()
      .from(formDrafts)
      .where(eq(formDrafts.formKey, 'surrogate-check'));
    expect(kept).toEqual([]);
  });

  it('in a path parameter is refused naming it', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/form-drafts/a%00b',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual({ formKey: [nul] });
  });

  it('on officer routes is refused naming the field, in a query and in a body', async () => {
    const officer = await signInAsOfficer(testApp);
    const search = await testApp.app.inject({
      method: 'GET',
      url: '/api/officer/audit-log?EntityId=a%00',
      headers: { cookie: officer },
    });
    expect(search.statusCode).toBe(400);
    expect(search.json().message).toEqual({ EntityId: [nul] });

    const reject = await post(
      '/api/officer/company-terms-and-conditions/reject',
      { companyUen: DEMO_ACCOUNTS.ready.companyUen, applicationType: 1, reason: 'No\u0000' },
      { cookie: officer },
    );
    expect(reject.statusCode).toBe(400);
    expect(reject.json().message).toEqual({ reason: [nul] });
  });

  it('leaves other text alone: emoji, other scripts, HTML characters', async () => {
    const response = await testApp.app.inject({
      method: 'PUT',
      url: '/api/form-drafts/clean-text',
      headers: { cookie, 'content-type': 'application/json' },
      payload: { data: { '名前 &amp; <x>': '😀 中文 &lt;b&gt;' } },
    });
    expect(response.statusCode).toBe(200);
    const draft = await testApp.app.inject({
      method: 'GET',
      url: '/api/form-drafts/clean-text',
      headers: { cookie },
    });
    // Keys go out encoded, like values (docs/requirements.md §7).
    expect(draft.json().data.data).toEqual({ '名前 &amp; &lt;x&gt;': '😀 中文 &lt;b&gt;' });
  });
});
