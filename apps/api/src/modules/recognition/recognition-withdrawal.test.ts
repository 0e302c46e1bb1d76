import {
  ApplicationCategory,
  CompanyRecognitionStatus,
  firstFormOf,
  Programme,
  SuspensionStatus,
} from '@fsmis/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recognitionEvents } from '../../db/schema/index.js';
import { registerLab, startDraft } from '../../test/application-builders.js';
import {
  auditActionsOn,
  companyRecognitionPost,
  mailsTo,
  messageOf,
  noticesOf,
  officerRecognitionPost,
  type RecognisedLab,
  recognisedLab,
  recognitionRecord,
  suspensionIn,
  waitForMail,
} from '../../test/recognition-builders.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { officerCookie } from '../../test/workflow-builders.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp?.close());

const R = CompanyRecognitionStatus;
const REASON = 'We no longer test for aflatoxins.';

const companyWithdraws = (recognition: RecognisedLab, payload: object = { reason: REASON, confirm: true }) =>
  companyRecognitionPost(testApp, recognition.lab.cookie, `${recognition.recognitionId}/withdraw`, payload);

async function openApplicationsInOfficerView(recognition: RecognisedLab): Promise<number> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/officer/recognitions/${recognition.recognitionId}`,
    headers: { cookie: await officerCookie(testApp) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.openApplications;
}

const officerWithdraws = (recognition: RecognisedLab) =>
  officerRecognitionPost(testApp, `${recognition.recognitionId}/withdraw`, { reason: REASON });

const expectRefused = async (
  response: Promise<Awaited<ReturnType<TestApp['app']['inject']>>>,
  code: number,
  message: unknown,
) => {
  const answered = await response;
  expect(answered.statusCode, answered.body).toBe(code);
  expect(messageOf(answered)).toEqual(message);
};

async function historyOf(recognition: RecognisedLab) {
  return testApp.database.db
    .select({
      subject: recognitionEvents.subject,
      action: recognitionEvents.action,
      detail: recognitionEvents.detail,
    })
    .from(recognitionEvents)
    .where(eq(recognitionEvents.recognitionId, recognition.recognitionId));
}

describe('the company withdraws its recognition', () => {
  it('with its reason and its confirmation: Withdrawn, in the history, confirmed in the portal only', async () => {
    const recognition = await recognisedLab(testApp, Programme.LRP);
    const response = await companyWithdraws(recognition);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      data: { status: R.withdrawn, statusLabel: 'Withdrawn' },
      message: 'Your recognition has been withdrawn.',
    });
    expect((await recognitionRecord(testApp, recognition.recognitionId)).status).toBe(R.withdrawn);
    expect(await historyOf(recognition)).toEqual([
      { subject: 'recognition', action: 'withdraw', detail: REASON },
    ]);
    const [newest] = await noticesOf(testApp, recognition.lab.cookie);
    expect(newest).toMatchObject({
      title: 'Recognition withdrawn',
      message: `You withdrew your LRP recognition ${recognition.recognitionNumber}.`,
      linkPath: `/recognition/${recognition.recognitionId}`,
    });
    expect(await mailsTo(testApp, recognition.lab.email)).toEqual([]);
    expect(await auditActionsOn(testApp, 'recognition', recognition.recognitionId)).toEqual([]);
    await expectRefused(companyWithdraws(recognition), 409, 'This recognition has already been withdrawn.');
  });

  it('needs the confirmation and the reason (400 naming each)', async () => {
    const recognition = await recognisedLab(testApp, Programme.LRP);
    await expectRefused(companyWithdraws(recognition, { reason: REASON }), 400, {
      confirm: ['Confirm that you want to withdraw this recognition'],
    });
    await expectRefused(companyWithdraws(recognition, { reason: REASON, confirm: false }), 400, {
      confirm: ['Confirm that you want to withdraw this recognition'],
    });
    await expectRefused(companyWithdraws(recognition, { reason: '', confirm: true }), 400, {
      reason: ['Enter why you are withdrawing this recognition'],
    });
    expect((await recognitionRecord(testApp, recognition.recognitionId)).status).toBe(R.recognised);
  });
});

describe('the officer withdraws a recognition', () => {
  it('Withdrawn, audited, and the company is told by e-mail', async () => {
    const recognition = await recognisedLab(testApp, Programme.IBR);
    const response = await officerWithdraws(recognition);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      data: { status: R.withdrawn, statusLabel: 'Withdrawn' },
      message: `${recognition.recognitionNumber} is withdrawn.`,
    });
    expect((await recognitionRecord(testApp, recognition.recognitionId)).status).toBe(R.withdrawn);
    expect(await auditActionsOn(testApp, 'recognition', recognition.recognitionId)).toEqual([
      'recognition.withdraw',
    ]);
    const mail = await waitForMail(testApp, recognition.lab.email, 'Your IBR recognition has been withdrawn');
    expect(mail.text).toContain(
      `The regulator has withdrawn your IBR recognition ${recognition.recognitionNumber}: ${REASON}`,
    );
    expect(mail.links).toContain(`${testApp.config.publicUrl}/recognition/${recognition.recognitionId}`);
  });
});

describe('a withdrawal is refused', () => {
  const UNDER_WAY = 'Not available while a suspension is under way: it must be concluded first.';

  it('while the recognition is suspended, or a suspension is proposed', async () => {
    const suspended = await suspensionIn(testApp, SuspensionStatus.suspended);
    await expectRefused(companyWithdraws(suspended), 409, UNDER_WAY);
    await expectRefused(officerWithdraws(suspended), 409, UNDER_WAY);
    const proposed = await suspensionIn(testApp, SuspensionStatus.suspensionRequested);
    await expectRefused(companyWithdraws(proposed), 409, UNDER_WAY);
    expect((await recognitionRecord(testApp, proposed.recognitionId)).status).toBe(R.recognised);
  });

  it('while applications under the programme are open, a draft included', async () => {
    const recognition = await recognisedLab(testApp, Programme.AOR);
    expect(await openApplicationsInOfficerView(recognition)).toBe(0);
    await startDraft(testApp, recognition.lab.cookie, {
      programme: Programme.AOR,
      form: firstFormOf(Programme.AOR, ApplicationCategory.changeOfScope).slug,
    });
    await expectRefused(
      companyWithdraws(recognition),
      409,
      'Cancel or finish your open applications under this programme first.',
    );
    await expectRefused(
      officerWithdraws(recognition),
      409,
      'The company has open applications under this programme: end them first.',
    );
    expect((await recognitionRecord(testApp, recognition.recognitionId)).status).toBe(R.recognised);
    // The officer's page counts them, so the console says why before anyone tries.
    expect(await openApplicationsInOfficerView(recognition)).toBe(1);
  });

  it("counts no open application of the company's other programmes", async () => {
    const lab = await registerLab(testApp, { acknowledged: [Programme.AOR, Programme.IBR] });
    const recognition = await recognisedLab(testApp, Programme.AOR, { lab });
    await startDraft(testApp, recognition.lab.cookie, {
      programme: Programme.IBR,
      form: firstFormOf(Programme.IBR, ApplicationCategory.new).slug,
    });
    expect(await openApplicationsInOfficerView(recognition)).toBe(0);
    const response = await officerWithdraws(recognition);
    expect(response.statusCode, response.body).toBe(200);
  });
});
