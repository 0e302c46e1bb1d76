import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../../test/sign-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const statements: string[] = [];
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ logQuery: (query) => statements.push(query) });
});
afterAll(() => testApp?.close());

describe('what the Dashboard’s next actions read', () => {
  it('is one statement for every open application’s records and one for the suspensions, after the session', async () => {
    const cookie = await signInAs(testApp, 'ready');
    statements.length = 0;

    const response = await testApp.app.inject({ url: '/api/dashboard/next-actions', headers: { cookie } });

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.actions.length).toBeGreaterThan(1);
    // The maintenance gate's status, read at most once every two seconds, is not the next actions'.
    const read = statements.filter((query) => !query.includes('from "maintenance_windows"'));
    expect(read).toHaveLength(3);
    const [session, applications, suspensions] = read;
    expect(session).toContain('from "sessions"');
    for (const records of ['application_correspondence', 'application_findings', 'corrective_actions'])
      expect(applications).toContain(`"${records}"`);
    expect(applications).toContain('"approval_document_versions"');
    expect(applications).toContain('"application_invoices"');
    expect(suspensions).toContain('from "recognition_suspensions"');
  });
});
