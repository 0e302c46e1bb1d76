import {
  ApplicationCategory,
  CompanyRecognitionStatus,
  Programme,
  SuspensionStatus,
  unescapeHtmlDeep,
} from '@fsmis/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addHistory,
  addSuspension,
  recognitionUnderAppeal,
  seededRecognition,
} from '../../test/recognition-records.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const DAY_MS = 86_400_000;

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp?.close());

const get = (url: string, cookie: string) =>
  testApp.app.inject({ method: 'GET', url: `/api/companies/recognition${url}`, headers: { cookie } });

async function dataOf(url: string, cookie: string) {
  const response = await get(url, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return unescapeHtmlDeep(response.json().data);
}

const document = (attachmentId: string, fileName: string) =>
  expect.objectContaining({ attachmentId, fileName, scanStatus: 3 });

describe('GET /api/companies/recognition/{id}', () => {
  it('shows the recognition, its grant, its whole history with documents, its suspensions and its details', async () => {
    const appeal = await recognitionUnderAppeal(testApp);
    const { seeded, documents } = appeal;
    const view = await dataOf(`/${seeded.recognitionId}`, seeded.lab.cookie);

    expect(view.recognition).toMatchObject({
      id: seeded.recognitionId,
      status: CompanyRecognitionStatus.appealInProgress,
      statusLabel: 'Appeal in progress',
      hasOngoingSuspension: true,
      renewalDue: false,
      openSuspension: { id: appeal.suspensionId, status: SuspensionStatus.appealSubmitted },
      pendingDetailsCount: 1,
    });
    expect(view.renewalWindowDays).toBe(testApp.config.renewal.windowDays);
    expect(view.grants).toEqual([
      expect.objectContaining({
        applicationId: seeded.applicationId,
        category: ApplicationCategory.new,
        categoryLabel: 'New',
        outcome: 'Granted',
      }),
    ]);

    expect(view.history.map((event: { title: string }) => event.title)).toEqual([
      'Details returned to the company',
      'Details provided',
      'Appeal submitted',
      'Details requested',
      'Details provided',
      'Recognition suspended',
      'Suspension proposed',
      'Details requested',
    ]);
    const [returned, , appealed, , , suspended, proposed] = view.history;
    expect(returned).toMatchObject({
      subject: 'pending-details',
      action: 'return',
      statusLabel: 'Pending Details',
      detail: 'The certificate has expired.',
      actorParty: 'officer',
      documents: [],
    });
    expect(appealed).toMatchObject({
      subject: 'suspension',
      statusLabel: 'Appeal Submitted',
      actorName: seeded.lab.name,
      actorParty: 'company',
      documents: [document(documents.appeal, 'Appeal evidence.pdf')],
    });
    expect(suspended).toMatchObject({ statusLabel: 'Suspended', actorParty: 'officer', documents: [] });
    expect(proposed.documents).toEqual([document(documents.grounds, 'Grounds.pdf')]);

    expect(view.suspensions).toEqual([
      expect.objectContaining({
        id: appeal.suspensionId,
        status: SuspensionStatus.appealSubmitted,
        statusLabel: 'Appeal Submitted',
        grounds: 'Proficiency testing results were unsatisfactory.',
        appealMade: true,
        ended: false,
        suspendedAt: expect.any(String),
        appealDeadline: expect.any(String),
      }),
      expect.objectContaining({
        id: appeal.rejectedSuspensionId,
        statusLabel: 'Suspension Withdrawn',
        suspendedAt: null,
        appealMade: false,
        ended: true,
      }),
    ]);

    expect(view.pendingDetails).toEqual([
      expect.objectContaining({
        id: appeal.providedDetailsId,
        statusLabel: 'Details Provided',
        response: 'Tan Mei Ling.',
        documents: [document(documents.providedAnswer, 'Manager.pdf')],
        returnReason: null,
        actions: [
          {
            name: 'provide',
            open: false,
            reason: 'You cannot provide these details while they are Details Provided.',
          },
        ],
      }),
      expect.objectContaining({
        id: appeal.returnedDetailsId,
        statusLabel: 'Pending Details',
        dueDate: '2031-01-31',
        documents: [document(documents.returnedAnswer, 'Calibration.pdf')],
        returnReason: 'The certificate has expired.',
        actions: [{ name: 'provide', open: true, reason: null }],
      }),
    ]);
  });

  it('offers every action with its label and path, and says why each is closed while under appeal', async () => {
    const { seeded } = await recognitionUnderAppeal(testApp);
    const view = await dataOf(`/${seeded.recognitionId}`, seeded.lab.cookie);
    expect(view.actions).toEqual([
      expect.objectContaining({
        name: 'renew',
        label: 'Renew this recognition',
        path: '/application/lrp/renewal',
        open: false,
        reason: 'Your LRP recognition is suspended, so you cannot apply for it to be renewed or changed.',
      }),
      expect.objectContaining({
        name: 'change-scope',
        label: 'Apply to change its scope',
        path: '/application/lrp/change-of-scope',
        open: false,
      }),
      expect.objectContaining({
        name: 'change-details',
        label: 'Apply to change company details',
        path: '/application/lrp/instructions',
        open: false,
      }),
      expect.objectContaining({
        name: 'withdraw',
        label: 'Withdraw this recognition',
        path: `/recognition/${seeded.recognitionId}/withdraw`,
        open: false,
        reason: 'Not available while a suspension is under way: it must be concluded first.',
      }),
    ]);
  });

  it('opens every action of a current recognition', async () => {
    const seeded = await seededRecognition(testApp, { programme: Programme.IBR });
    const view = await dataOf(`/${seeded.recognitionId}`, seeded.lab.cookie);
    expect(view.actions.map((action: { open: boolean }) => action.open)).toEqual([true, true, true, true]);
    expect(view.actions[0].path).toBe('/application/ibr/renewal');
    expect(view.history).toEqual([]);
    expect(view.suspensions).toEqual([]);
  });

  it("words the recognition's own changes, the portal's as no one's", async () => {
    const seeded = await seededRecognition(testApp, { status: CompanyRecognitionStatus.withdrawn });
    const R = CompanyRecognitionStatus;
    await addHistory(testApp, seeded, [
      { subject: 'recognition', action: 'expire', from: R.recognised, to: R.expired, by: null },
      { subject: 'recognition', action: 'withdraw', from: R.expired, to: R.withdrawn, by: 'officer' },
    ]);
    const view = await dataOf(`/${seeded.recognitionId}`, seeded.lab.cookie);
    expect(view.history).toEqual([
      expect.objectContaining({
        title: 'Recognition withdrawn',
        statusLabel: 'Withdrawn',
        actorParty: 'officer',
      }),
      expect.objectContaining({
        title: 'Recognition expired',
        statusLabel: 'Expired',
        actorName: null,
        actorParty: null,
      }),
    ]);
  });

  it('answers 404 for another company, and for an id that is no recognition', async () => {
    const { seeded } = await recognitionUnderAppeal(testApp);
    const other = await seededRecognition(testApp);
    for (const url of [`/${seeded.recognitionId}`, `/${crypto.randomUUID()}`]) {
      const response = await get(url, other.lab.cookie);
      expect(response.statusCode).toBe(404);
      expect(unescapeHtmlDeep(response.json().message)).toBe('We could not find that recognition.');
    }
  });
});

describe('GET /api/companies/recognition/{id}/suspension/{sid}', () => {
  it("shows the suspension's timeline oldest first, and no step open while the appeal is considered", async () => {
    const appeal = await recognitionUnderAppeal(testApp);
    const { seeded } = appeal;
    const view = await dataOf(
      `/${seeded.recognitionId}/suspension/${appeal.suspensionId}`,
      seeded.lab.cookie,
    );
    expect(view).toMatchObject({
      suspension: { id: appeal.suspensionId, statusLabel: 'Appeal Submitted' },
      programme: Programme.LRP,
      programmeLabel: 'LRP',
      recognitionNumber: seeded.recognitionNumber,
      recognitionStatusLabel: 'Appeal in progress',
      detailsRequest: null,
    });
    expect(view.timeline.map((event: { action: string }) => event.action)).toEqual([
      'propose',
      'suspend',
      'appeal',
    ]);
    expect(view.timeline[0].documents).toEqual([document(appeal.documents.grounds, 'Grounds.pdf')]);
    expect(view.suspension.actions).toEqual([
      {
        name: 'provide-details',
        open: false,
        reason: 'You cannot provide the details asked for while the suspension is Appeal Submitted.',
      },
      {
        name: 'acknowledge',
        open: false,
        reason: 'You cannot acknowledge the suspension while the suspension is Appeal Submitted.',
      },
      {
        name: 'appeal',
        open: false,
        reason: 'You cannot appeal against the suspension while the suspension is Appeal Submitted.',
      },
    ]);
  });

  it("shows the officer's question while details are required, and lets the company answer", async () => {
    const seeded = await seededRecognition(testApp);
    const sid = await addSuspension(testApp, seeded, { status: SuspensionStatus.suspensionDetailsRequired });
    const suspension = { subject: 'suspension', subjectId: sid } as const;
    await addHistory(testApp, seeded, [
      { ...suspension, action: 'propose', to: 1, by: 'officer' },
      { ...suspension, action: 'require-details', from: 1, to: 2, by: 'officer', detail: 'First question' },
      { ...suspension, action: 'provide-details', from: 2, to: 1, by: 'company', detail: 'Answer' },
      { ...suspension, action: 'require-details', from: 1, to: 2, by: 'officer', detail: 'Which batch?' },
    ]);
    const view = await dataOf(`/${seeded.recognitionId}/suspension/${sid}`, seeded.lab.cookie);
    expect(view.detailsRequest).toBe('Which batch?');
    expect(view.timeline.at(-1)).toMatchObject({
      title: 'Details required from the company',
      statusLabel: 'Suspension Details Required',
    });
    const openOf = (name: string) =>
      view.suspension.actions.find((action: { name: string }) => action.name === name);
    expect(openOf('provide-details')).toEqual({ name: 'provide-details', open: true, reason: null });
    expect(openOf('acknowledge').open).toBe(false);
    expect(openOf('appeal').open).toBe(false);
  });

  it('closes the appeal once its period has ended, and keeps acknowledgement open', async () => {
    const seeded = await seededRecognition(testApp, { status: CompanyRecognitionStatus.suspended });
    const suspendedAt = new Date(Date.now() - 20 * DAY_MS);
    const sid = await addSuspension(testApp, seeded, {
      status: SuspensionStatus.suspended,
      suspendedAt,
      appealDeadline: new Date(suspendedAt.getTime() + 14 * DAY_MS),
    });
    const view = await dataOf(`/${seeded.recognitionId}/suspension/${sid}`, seeded.lab.cookie);
    expect(view.detailsRequest).toBeNull();
    expect(view.suspension.actions).toEqual([
      {
        name: 'provide-details',
        open: false,
        reason: 'You cannot provide the details asked for while the suspension is Suspended.',
      },
      { name: 'acknowledge', open: true, reason: null },
      {
        name: 'appeal',
        open: false,
        reason: 'The appeal period has ended: an appeal can no longer be made against this suspension.',
      },
    ]);
  });

  it("answers 404 for another company's suspension, and for one of another recognition", async () => {
    const appeal = await recognitionUnderAppeal(testApp);
    const { seeded, suspensionId } = appeal;
    const other = await seededRecognition(testApp);
    const notFound = [
      [`/${seeded.recognitionId}/suspension/${suspensionId}`, other.lab.cookie],
      [`/${other.recognitionId}/suspension/${suspensionId}`, other.lab.cookie],
    ];
    const ibr = await seededRecognition(testApp, { programme: Programme.IBR, lab: seeded.lab });
    notFound.push([`/${ibr.recognitionId}/suspension/${suspensionId}`, seeded.lab.cookie]);
    for (const [url, cookie] of notFound as [string, string][]) {
      const response = await get(url, cookie);
      expect(response.statusCode, url).toBe(404);
      expect(unescapeHtmlDeep(response.json().message)).toBe('We could not find that suspension.');
    }
  });
});

describe('GET /api/companies/recognition/not-available-action', () => {
  it('says why each action is closed for a suspended and for a revoked recognition', async () => {
    const suspended = await seededRecognition(testApp, { status: CompanyRecognitionStatus.suspended });
    await addSuspension(testApp, suspended, { status: SuspensionStatus.suspended, suspendedAt: new Date() });
    const revoked = await seededRecognition(testApp, {
      programme: Programme.AOR,
      status: CompanyRecognitionStatus.revoked,
      lab: suspended.lab,
    });
    const actions = await dataOf('/not-available-action', suspended.lab.cookie);
    const suspendedApply =
      'Your LRP recognition is suspended, so you cannot apply for it to be renewed or changed.';
    const revokedApply =
      'Your AOR recognition was revoked, so you cannot apply under AOR again. A revocation does not end: contact the regulator if you have questions about it.';
    const of =
      (recognitionId: string, programme: Programme) => (action: string, label: string, reason: string) => ({
        recognitionId,
        programme,
        action,
        label,
        reason,
      });
    const lrp = of(suspended.recognitionId, Programme.LRP);
    const aor = of(revoked.recognitionId, Programme.AOR);
    expect(actions).toEqual([
      lrp('renew', 'Renew this recognition', suspendedApply),
      lrp('change-scope', 'Apply to change its scope', suspendedApply),
      lrp('change-details', 'Apply to change company details', suspendedApply),
      lrp(
        'withdraw',
        'Withdraw this recognition',
        'Not available while a suspension is under way: it must be concluded first.',
      ),
      aor('renew', 'Renew this recognition', revokedApply),
      aor('change-scope', 'Apply to change its scope', revokedApply),
      aor('change-details', 'Apply to change company details', revokedApply),
      aor(
        'withdraw',
        'Withdraw this recognition',
        'Only a current recognition can be withdrawn: this one is Revoked.',
      ),
    ]);
  });

  it('lists nothing for a current recognition with nothing in its way', async () => {
    const seeded = await seededRecognition(testApp);
    expect(await dataOf('/not-available-action', seeded.lab.cookie)).toEqual([]);
  });
});
