import { unescapeHtmlDeep } from '@fsmis/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionNamed, openNames } from '../../test/case-actions.js';
import { companyRecognitionPost, officerRecognitionPost } from '../../test/recognition-builders.js';
import { recognitionUnderAppeal } from '../../test/recognition-records.js';
import { signInAsOfficer } from '../../test/sign-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { officerCookie } from '../../test/workflow-builders.js';

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
    // Not the company's actions (renew, withdraw … with their portal paths): the officer's own, with reasons.
    expect(view.actions.map((action: { name: string }) => action.name)).toEqual([
      'withdraw',
      'propose-suspension',
      'request-details',
    ]);
    // Details may be asked of it while under appeal: it still stands.
    expect(view.actions.at(-1)).toEqual({ name: 'request-details', open: true, reason: null });
    expect(view.actions.some((action: object) => 'path' in action || 'label' in action)).toBe(false);
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
    });
    expect(openNames(view.suspension.actions)).toEqual(['consider-reinstatement', 'revoke']);
    expect(view).not.toHaveProperty('officerActions');
    expect(view).not.toHaveProperty('companySteps');
    expect(view.timeline.map((event: { title: string }) => event.title)).toEqual([
      'Suspension proposed',
      'Recognition suspended',
      'Appeal submitted',
    ]);
  });

  it('offers no move on an ended suspension, and answers 404 for an unknown one', async () => {
    const appeal = await recognitionUnderAppeal(testApp);
    expect(
      openNames((await dataOf(`/suspensions/${appeal.rejectedSuspensionId}`)).suspension.actions),
    ).toEqual([]);
    const response = await get(`/suspensions/${crypto.randomUUID()}`, officer);
    expect(response.statusCode).toBe(404);
    expect(unescapeHtmlDeep(response.json().message)).toBe('We could not find that suspension.');
  });
});

describe('the actions of a suspension and of pending details', () => {
  const messageOf = (response: Awaited<ReturnType<typeof get>>) =>
    unescapeHtmlDeep(response.json().message) as string;
  // The officer's steps sign in the builders' officer, so the reads here use the same session.
  const read = async (url: string) => {
    const response = await get(url, await officerCookie(testApp));
    expect(response.statusCode, response.body).toBe(200);
    return unescapeHtmlDeep(response.json().data);
  };

  it('say open exactly when the officer’s and the company’s steps are accepted, in the refusals’ words', async () => {
    const appeal = await recognitionUnderAppeal(testApp);
    const { seeded } = appeal;
    const officerView = await read(`/suspensions/${appeal.suspensionId}`);
    const suspend = actionNamed(officerView.suspension.actions, 'suspend');
    expect(suspend.open).toBe(false);
    const refused = await officerRecognitionPost(testApp, `suspensions/${appeal.suspensionId}/suspend`, {
      reason: 'Again.',
    });
    expect(refused.statusCode).toBe(409);
    expect(messageOf(refused)).toBe(suspend.reason);

    const companyPage = await testApp.app.inject({
      method: 'GET',
      url: `/api/companies/recognition/${seeded.recognitionId}/suspension/${appeal.suspensionId}`,
      headers: { cookie: seeded.lab.cookie },
    });
    const companyView = unescapeHtmlDeep(companyPage.json().data);
    const appealAgain = actionNamed(companyView.suspension.actions, 'appeal');
    expect(appealAgain.open).toBe(false);
    // One list for the page to draw from: the suspension's own actions, not a second copy of them.
    expect(companyView).not.toHaveProperty('companySteps');
    const twice = await companyRecognitionPost(
      testApp,
      seeded.lab.cookie,
      `${seeded.recognitionId}/suspension/${appeal.suspensionId}/appeal`,
      { statement: 'Once more.' },
    );
    expect(twice.statusCode).toBe(409);
    expect(messageOf(twice)).toBe(appealAgain.reason);

    const recognition = await read(`/${seeded.recognitionId}`);
    for (const [name, path, payload] of [
      ['withdraw', 'withdraw', { reason: 'The laboratory closed.' }],
      ['propose-suspension', 'suspensions', { grounds: 'Late results.' }],
    ] as const) {
      const closed = actionNamed(recognition.actions, name);
      expect(closed.open, name).toBe(false);
      const step = await officerRecognitionPost(testApp, `${seeded.recognitionId}/${path}`, payload);
      expect(step.statusCode, step.body).toBe(409);
      expect(messageOf(step)).toBe(closed.reason);
    }
    const details = (id: string) =>
      recognition.pendingDetails.find((item: { id: string }) => item.id === id).actions;
    expect(openNames(details(appeal.providedDetailsId))).toEqual(['accept', 'return', 'waive']);
    const accept = actionNamed(details(appeal.returnedDetailsId), 'accept');
    expect(accept.open).toBe(false);
    const early = await officerRecognitionPost(testApp, `pending-details/${appeal.returnedDetailsId}/accept`);
    expect(early.statusCode).toBe(409);
    expect(messageOf(early)).toBe(accept.reason);
    const accepted = await officerRecognitionPost(
      testApp,
      `pending-details/${appeal.providedDetailsId}/accept`,
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
  });
});
