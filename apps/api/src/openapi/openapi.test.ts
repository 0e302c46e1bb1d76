import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { UNGROUPED_TAG } from './api-tags.js';
import {
  HTTP_METHODS,
  type OpenApiDocument,
  type Operation,
  resolvePointer,
  responseOf,
} from './json-schema.js';
import type { RegisteredRoute } from './openapi.plugin.js';
import { FAILURE_SCHEMA_NAME } from './operation-transform.js';
import { OPENAPI_DOCUMENT_PATH, REFERENCE_PAGE_PATH, REFERENCE_STYLESHEET_PATH } from './reference-paths.js';

let testApp: TestApp;
let document: OpenApiDocument;

beforeAll(async () => {
  testApp = await createTestApp({ seed: false });
  const response = await testApp.app.inject({ method: 'GET', url: OPENAPI_DOCUMENT_PATH });
  expect(response.statusCode).toBe(200);
  document = response.json();
});
afterAll(() => testApp.close());

const operation = (method: string, path: string): Operation => {
  const found = document.paths[path]?.[method];
  if (!found) throw new Error(`The document has no ${method.toUpperCase()} ${path}`);
  return found;
};
const statusesOf = (method: string, path: string) =>
  Object.keys(operation(method, path).responses).map(Number);
const apiRoutes = (): readonly RegisteredRoute[] => testApp.app.apiRoutes;
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

describe('every route of the API', () => {
  it('declares what it answers in a response schema', () => {
    const undeclared = apiRoutes()
      .filter((route) => Object.keys(route.schema?.response ?? {}).length === 0)
      .map((route) => `${route.method} ${route.url}`);
    expect(undeclared).toEqual([]);
  });

  it('is in the document, in a group of its own area, with a success answer', () => {
    const documented = apiRoutes().filter((route) => !route.schema?.hide);
    expect(documented.length).toBeGreaterThan(100);
    for (const route of documented) {
      const found = operation(route.method.toLowerCase(), openApiPath(route.url));
      expect(found.tags, `${route.method} ${route.url}`).not.toContain(UNGROUPED_TAG);
      expect(Object.keys(found.responses).some((status) => status.startsWith('2'))).toBe(true);
    }
  });
});

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 and every reference in it resolves', () => {
    expect(document.openapi).toBe('3.1.0');
    const references = [...JSON.stringify(document).matchAll(/"\$ref":"([^"]+)"/g)].map(
      (match) => match[1] ?? '',
    );
    expect(references.length).toBeGreaterThan(100);
    expect(references.filter((reference) => resolvePointer(document, reference) === undefined)).toEqual([]);
  });

  it('describes the refusals each route can give with the failure envelope', () => {
    // A company route with a path parameter and a body.
    expect(statusesOf('post', '/api/applications/{id}/comments')).toEqual([
      201, 400, 401, 403, 404, 409, 413, 415, 500, 503,
    ]);
    // An officer's read, a sign-in limited per address, a probe open during maintenance.
    expect(statusesOf('get', '/api/officer/audit-log')).toEqual([200, 400, 401, 403, 404, 409, 500, 503]);
    expect(statusesOf('post', '/api/auth/test-logins')).toContain(429);
    expect(statusesOf('get', '/api/health')).toEqual([200, 500]);
    // A status the route declares itself: an ended session.
    expect(statusesOf('get', '/api/auth/session')).toContain(401);
    const notFound = responseOf(
      document,
      operation('get', '/api/applications/{id}').responses['404'] ?? { $ref: '' },
    );
    expect(notFound?.content?.['application/json']?.schema).toEqual({
      $ref: `#/components/schemas/${FAILURE_SCHEMA_NAME}`,
    });
  });

  it('describes file downloads as binary content of their types, and who may call each route', () => {
    const guide = operation('get', '/api/user-guides/{id}');
    expect(responseOf(document, guide.responses['200'] ?? { $ref: '' })?.content).toEqual({
      'application/pdf': {
        schema: { type: 'string', format: 'binary', contentMediaType: 'application/pdf' },
      },
    });
    expect(guide.security).toEqual([{ session: [] }]);
    expect(guide['x-access']).toBe('company');
    expect(operation('get', '/api/officer/recognitions')['x-access']).toBe('officer');
    expect(operation('get', '/api/auth/user')['x-access']).toBe('signed-in');
    expect(operation('get', '/api/maintenance-status').security).toBeUndefined();
  });

  it("describes the company's reads of its site verification and approval stage (docs/requirements.md §7)", () => {
    for (const path of ['/api/applications/{id}/verification', '/api/applications/{id}/approval']) {
      const read = operation('get', path);
      expect(read['x-access'], path).toBe('company');
      expect(read.tags, path).toContain('Applications');
      expect(statusesOf('get', path), path).toEqual(expect.arrayContaining([200, 401, 404]));
      const answer = responseOf(document, read.responses['200'] ?? { $ref: '' });
      expect(answer?.content?.['application/json']?.schema, path).toBeDefined();
    }
  });

  it('describes the forms a company may start, the Dashboard’s lighter read beside the form requirements', () => {
    const read = operation('get', '/api/applications/forms');
    expect(read['x-access']).toBe('company');
    expect(read.tags).toContain('Applications');
    expect(statusesOf('get', '/api/applications/forms')).toEqual(expect.arrayContaining([200, 401, 403]));
  });

  it('describes list filters by the values they accept', () => {
    const parameters = operation('get', '/api/applications').parameters ?? [];
    const parameter = (name: string) => parameters.find((each) => each.name === name)?.schema;
    expect(parameter('ApplicationType')?.items).toEqual({ type: 'string', enum: ['1', '2', '3'] });
    expect(parameter('DateFrom')?.format).toBe('date');
  });

  it('leaves out what is not the API', () => {
    expect(Object.keys(document.paths).filter((path) => !path.startsWith('/api/'))).toEqual([]);
    const methods = Object.values(document.paths).flatMap((operations) => Object.keys(operations));
    expect(methods.filter((method) => !(HTTP_METHODS as readonly string[]).includes(method))).toEqual([]);
  });
});

describe('the reference page', () => {
  it('shows every operation under its group, with the stylesheet as a file and nothing inline', async () => {
    const page = await testApp.app.inject({ method: 'GET', url: REFERENCE_PAGE_PATH });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toContain("style-src 'self'");
    const html = page.body;
    expect(html).toContain(`<link rel="stylesheet" href="${REFERENCE_STYLESHEET_PATH}">`);
    expect(html).not.toMatch(/<script|<style|\sstyle=|\son[a-z]+=/i);
    expect(html).toContain('<h2 id="tag-applications">Applications</h2>');
    expect(html).toContain(
      '<h3 id="operation-post-api-applications-id-comments"><span class="method">POST</span> <code>/api/applications/{id}/comments</code></h3>',
    );
    const operations = Object.values(document.paths).flatMap((each) => Object.keys(each)).length;
    expect(html.match(/<h3 id="operation-/g)?.length).toBe(operations);

    const stylesheet = await testApp.app.inject({ method: 'GET', url: REFERENCE_STYLESHEET_PATH });
    expect(stylesheet.statusCode).toBe(200);
    expect(stylesheet.headers['content-type']).toBe('text/css; charset=utf-8');
  });
});
