import { PendingDetailsStatus, Programme } from '@fsmis/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recognitionEventDocuments, recognitionEvents } from '../../db/schema/index.js';
import {
  auditActionsOn,
  companyRecognitionPost,
  mailsTo,
  messageOf,
  mustSucceed,
  noticesOf,
  officerRecognitionPost,
  pendingDetailsOf,
  pendingDetailsRecord,
  type RecognisedLab,
  recognisedLab,
  uploadedPdf,
  waitForMail,
} from '../../test/recognition-builders.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { officerCookie } from '../../test/workflow-builders.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp?.close());

const P = PendingDetailsStatus;

const provide = async (recognition: RecognisedLab, pendingDetailsId: string, response: string) =>
  companyRecognitionPost(
    testApp,
    recognition.lab.cookie,
    `${recognition.recognitionId}/pending-details/${pendingDetailsId}`,
    { response, attachmentIds: [await uploadedPdf(testApp, recognition.lab)] },
  );

const decide = (pendingDetailsId: string, action: string, payload: object = {}) =>
  officerRecognitionPost(testApp, `pending-details/${pendingDetailsId}/${action}`, payload);

const expectRefused = async (
  response: Promise<Awaited<ReturnType<TestApp['app']['inject']>>>,
  code: number,
  message: unknown,
) => {
  const answered = await response;
  expect(answered.statusCode, answered.body).toBe(code);
  expect(messageOf(answered)).toEqual(message);
};

/** Each step on the pending details in the history, with the number of documents given with it. */
async function historyOf(pendingDetailsId: string) {
  const rows = await testApp.database.db
    .select({
      action: recognitionEvents.action,
      at: recognitionEvents.at,
      documents: count(recognitionEventDocuments.attachmentId),
    })
    .from(recognitionEvents)
    .leftJoin(recognitionEventDocuments, eq(recognitionEventDocuments.eventId, recognitionEvents.id))
    .where(eq(recognitionEvents.subjectId, pendingDetailsId))
    .groupBy(recognitionEvents.id, recognitionEvents.action, recognitionEvents.at);
  return rows
    .sort((a, b) => a.at.getTime() - b.at.getTime())
    .map(({ action, documents }) => [action, documents]);
}

async function newestNotice(recognition: RecognisedLab) {
  const [newest] = await noticesOf(testApp, recognition.lab.cookie);
  return newest;
}

describe('details a recognition owes', () => {
  it('requested, provided, returned, provided again and accepted', async () => {
    const recognition = await recognisedLab(testApp, Programme.AOR);
    const { lab, recognitionNumber } = recognition;
    const id = await pendingDetailsOf(testApp, recognition);
    expect((await pendingDetailsRecord(testApp, id)).status).toBe(P.pendingDetails);
    expect(await newestNotice(recognition)).toMatchObject({
      title: 'Details needed for your AOR recognition',
      message: `Your AOR recognition ${recognitionNumber} still needs: The signed scope of recognition.`,
      linkPath: `/recognition/${recognition.recognitionId}`,
    });
    await waitForMail(testApp, lab.email, 'Details needed for your AOR recognition');

    const provided = await provide(recognition, id, 'The signed scope is attached.');
    expect(provided.statusCode, provided.body).toBe(200);
    expect(provided.json()).toMatchObject({
      data: { status: P.detailsProvided, statusLabel: 'Details Provided' },
      message: 'Your details have been sent.',
    });
    const first = await pendingDetailsRecord(testApp, id);
    expect(first).toMatchObject({ status: P.detailsProvided, response: 'The signed scope is attached.' });
    expect(first.respondedAt).not.toBeNull();
    expect((await newestNotice(recognition))?.title).toBe('Details provided');

    const returned = await mustSucceed(
      'Returning',
      decide(id, 'return', { reason: 'The scope is not signed.' }),
    );
    expect(returned).toEqual({ status: P.pendingDetails, statusLabel: 'Pending Details' });
    expect(await pendingDetailsRecord(testApp, id)).toMatchObject({
      returnReason: 'The scope is not signed.',
    });
    const returnMail = await waitForMail(testApp, lab.email, 'Details returned on your AOR recognition');
    expect(returnMail.text).toContain('The scope is not signed.');

    await mustSucceed('Providing again', provide(recognition, id, 'Signed this time.'));
    expect(await pendingDetailsRecord(testApp, id)).toMatchObject({
      status: P.detailsProvided,
      response: 'Signed this time.',
      returnReason: null,
    });
    const accepted = await mustSucceed('Accepting', decide(id, 'accept'));
    expect(accepted).toEqual({ status: P.accepted, statusLabel: 'Accepted' });
    expect((await newestNotice(recognition))?.title).toBe('Details accepted');

    expect(await historyOf(id)).toEqual([
      ['request', 1],
      ['provide', 1],
      ['return', 0],
      ['provide', 1],
      ['accept', 0],
    ]);
    expect(await auditActionsOn(testApp, 'recognition-pending-details', id)).toEqual([
      'pending-details.request',
      'pending-details.return',
      'pending-details.accept',
    ]);
    const subjects = (await mailsTo(testApp, lab.email)).map((mail) => mail.subject);
    expect(subjects).not.toContain('Details provided');
    expect(subjects).not.toContain('Details accepted');
    await expectRefused(
      provide(recognition, id, 'Once more.'),
      409,
      'These details are Accepted: nothing more is needed.',
    );
  });

  it('waived, with the reason, before the company provides them', async () => {
    const recognition = await recognisedLab(testApp, Programme.LRP);
    const id = await pendingDetailsOf(testApp, recognition);
    await expectRefused(decide(id, 'waive'), 400, { reason: ['Enter why the details are no longer needed'] });
    const waived = await mustSucceed('Waiving', decide(id, 'waive', { reason: 'The scope was reissued.' }));
    expect(waived).toEqual({ status: P.waived, statusLabel: 'Waived' });
    expect(await newestNotice(recognition)).toMatchObject({
      title: 'Details no longer needed',
      message: `The details asked for on your LRP recognition ${recognition.recognitionNumber} are no longer needed: The signed scope of recognition. The scope was reissued.`,
    });
    expect(await auditActionsOn(testApp, 'recognition-pending-details', id)).toEqual([
      'pending-details.request',
      'pending-details.waive',
    ]);
  });

  it('refuses a step at the wrong moment, a return without its reason and an empty answer', async () => {
    const recognition = await recognisedLab(testApp, Programme.IBR);
    const id = await pendingDetailsOf(testApp, recognition);
    await expectRefused(
      decide(id, 'accept'),
      409,
      'You cannot accept these details while they are Pending Details.',
    );
    await expectRefused(
      companyRecognitionPost(
        testApp,
        recognition.lab.cookie,
        `${recognition.recognitionId}/pending-details/${id}`,
        {
          response: ' ',
        },
      ),
      400,
      { response: ['Enter the details'] },
    );
    await mustSucceed('Providing', provide(recognition, id, 'Here they are.'));
    await expectRefused(decide(id, 'return'), 400, {
      reason: ['Enter why the details are returned to the company'],
    });
    expect((await pendingDetailsRecord(testApp, id)).status).toBe(P.detailsProvided);
  });

  it('are asked only of a current recognition', async () => {
    const recognition = await recognisedLab(testApp, Programme.IBR);
    await mustSucceed(
      'Withdrawing',
      officerRecognitionPost(testApp, `${recognition.recognitionId}/withdraw`, { reason: 'Closed down.' }),
    );
    await expectRefused(
      officerRecognitionPost(testApp, `${recognition.recognitionId}/pending-details`, {
        description: 'Too late.',
      }),
      409,
      'Details can only be asked of a current recognition: this one is Withdrawn.',
    );
    // The recognition's page tells the officer the same before they try.
    const page = await testApp.app.inject({
      method: 'GET',
      url: `/api/officer/recognitions/${recognition.recognitionId}`,
      headers: { cookie: await officerCookie(testApp) },
    });
    expect(page.json().data.actions).toContainEqual({
      name: 'request-details',
      open: false,
      reason: 'Details can only be asked of a current recognition: this one is Withdrawn.',
    });
  });
});
