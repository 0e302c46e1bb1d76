import { unescapeHtmlDeep } from '@fsmis/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recognitionUnderAppeal } from '../../test/recognition-records.js';
import { signInAsOfficer } from '../../test/sign-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let testApp: TestApp;
let officer: string;
beforeAll(async () => {
  testApp = await createTestApp();
  officer = await signInAsOfficer(testApp);
});
afterAll(() => testApp?.close());

const get = (url: string, cookie: string) =>
  testApp.app.inject({ method: 'GET', url: `/api/officer/recognitions${url}`, headers: { cookie } });

async function dataOf(url: string) {
  const response = await get(url, officer);
  expect(response.statusCode, response.body).toBe(200);
  return unescapeHtmlDeep(response.json().data);
}

describe('the officer reads of recognitions', () => {
  it("refuse a company's user (403) on every read", async () => {
    const appeal = await recognitionUnderAppeal(testApp);
    const { seeded } = appeal;
    for (const url of [
      '',
      `/${seeded.recognitionId}`,
      `/suspensions/${appeal.suspensionId}`,
      `/${seeded.recognitionId}/document/${appeal.documents.appeal}`,
    ]) {
      const response = await get(url, seeded.lab.cookie);
      expect(response.statusCode, url).toBe(403);
      expect(unescapeHtmlDeep(response.json().message)).toBe("This is for the regulator's officers only.");
    }
  });

  it('need a session', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/api/officer/recognitions' })).statusCode).toBe(
      401,
    );
  });
});

describe('GET /api/officer/recognitions/{id}', () => {
  it('shows the recognition with its company and its whole record, without the company actions', async () => {
    const appeal = await recognitionUnderAppeal(testApp);
    const view = await dataOf(`/${appeal.seeded.recognitionId}`);
    expect(view.recognition).toMatchObject({
      id: appeal.seeded.recognitionId,
      companyName: appeal.seeded.companyName,
      statusLabel: 'Appeal in progress',
    });
    expect(view).not.toHaveProperty('actions');
    expect(view.history).toHaveLength(8);
    expect(view.suspensions.map((item: { id: string }) => item.id)).toEqual([
      appeal.suspensionId,
      appeal.rejectedSuspensionId,
    ]);
    expect(view.pendingDetails).toHaveLength(2);
    expect(view.grants).toHaveLength(1);
  });

  it('answers 404 for an id that is no recognition', async () => {
    expect((await get(`/${crypto.randomUUID()}`, officer)).statusCode).toBe(404);
  });
});

describe('GET /api/officer/recognitions/suspensions/{sid}', () => {
  it("shows the suspension with its company, its timeline and the officer's moves now", async () => {
    const appeal = await recognitionUnderAppeal(testApp);
    const view = await dataOf(`/suspensions/${appeal.suspensionId}`);
    expect(view).toMatchObject({
      suspension: { id: appeal.suspensionId, statusLabel: 'Appeal Submitted' },
      companyName: appeal.seeded.companyName,
      recognitionNumber: appeal.seeded.recognitionNumber,
      officerActions: ['consider-reinstatement', 'revoke'],
    });
    expect(view).not.toHaveProperty('companySteps');
    expect(view.timeline.map((event: { title: string }) => event.title)).toEqual([
      'Suspension proposed',
      'Recognition suspended',
      'Appeal submitted',
    ]);
  });

  it('offers no move on an ended suspension, and answers 404 for an unknown one', async () => {
    const appeal = await recognitionUnderAppeal(testApp);
    expect((await dataOf(`/suspensions/${appeal.rejectedSuspensionId}`)).officerActions).toEqual([]);
    const response = await get(`/suspensions/${crypto.randomUUID()}`, officer);
    expect(response.statusCode).toBe(404);
    expect(unescapeHtmlDeep(response.json().message)).toBe('We could not find that suspension.');
  });
});
