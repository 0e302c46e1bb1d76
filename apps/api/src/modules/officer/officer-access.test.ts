import { randomUUID } from 'node:crypto';
import { unescapeHtmlDeep } from '@fsmis/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTTP_METHODS, type OpenApiDocument } from '../../openapi/json-schema.js';
import { OPENAPI_DOCUMENT_PATH } from '../../openapi/reference-paths.js';
import { OFFICERS_ONLY_MESSAGE } from '../../plugins/session.js';
import { signInAs } from '../../test/sign-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** Fewer would mean the document lost the officer API, and this test would prove nothing. */
const MIN_OFFICER_OPERATIONS = 50;

let testApp: TestApp;
let operations: Array<{ method: string; path: string }>;
beforeAll(async () => {
  testApp = await createTestApp();
  const response = await testApp.app.inject({ method: 'GET', url: OPENAPI_DOCUMENT_PATH });
  const document = response.json() as OpenApiDocument;
  operations = Object.entries(document.paths)
    .filter(([path]) => path.startsWith('/api/officer/'))
    .flatMap(([path, byMethod]) =>
      Object.keys(byMethod)
        .filter((method) => (HTTP_METHODS as readonly string[]).includes(method))
        .map((method) => ({ method: method.toUpperCase(), path })),
    );
});
afterAll(() => testApp?.close());

/**
 * One request per operation: every path parameter a fresh uuid, a change an empty JSON body. The officer
 * guard answers before the route reads either, so what it names does not matter.
 */
function callAs(operation: { method: string; path: string }, cookie: string | null) {
  const url = operation.path.replace(/\{[^}]+\}/g, () => randomUUID());
  const hasBody = ['POST', 'PUT', 'PATCH'].includes(operation.method);
  return testApp.app.inject({
    method: operation.method as 'GET',
    url,
    headers: cookie ? { cookie } : {},
    ...(hasBody ? { payload: {} } : {}),
  });
}

describe('every operation of the officer API', () => {
  it(`is in the document: more than ${MIN_OFFICER_OPERATIONS} of them`, () => {
    expect(operations.length).toBeGreaterThan(MIN_OFFICER_OPERATIONS);
  });

  it('refuses anyone signed out with 401', async () => {
    const answers = [];
    for (const operation of operations) {
      const response = await callAs(operation, null);
      answers.push(`${operation.method} ${operation.path} ${response.statusCode} ${response.json().code}`);
    }
    expect(answers).toEqual(operations.map(({ method, path }) => `${method} ${path} 401 401`));
  });

  it("refuses a company's signed-in user with 403, as for officers only", async () => {
    const company = await signInAs(testApp, 'ready');
    const answers = [];
    for (const operation of operations) {
      const response = await callAs(operation, company);
      const message = unescapeHtmlDeep(response.json().message);
      answers.push(`${operation.method} ${operation.path} ${response.statusCode} ${message}`);
    }
    expect(answers).toEqual(
      operations.map(({ method, path }) => `${method} ${path} 403 ${OFFICERS_ONLY_MESSAGE}`),
    );
    // The company's session is still live: the refusals did not sign it out.
    expect(
      (await testApp.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: company } }))
        .statusCode,
    ).toBe(200);
  });
});
