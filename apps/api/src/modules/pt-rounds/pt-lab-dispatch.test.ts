import { type PtDispatchDetails, PtStatus } from '@fsmis/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPtRound,
  insertPtParticipation,
  ptAnswer,
  ptLab,
  ptLabRequest,
  recordPtDispatch,
  storePtDocument,
} from '../../test/pt-builders.js';
import { signInAs } from '../../test/sign-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp?.close());

const receipt = {
  receivedOn: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10),
  condition: 'good',
};

async function registeredLab(status: PtStatus = PtStatus.registrationClosed) {
  const round = await createPtRound(testApp, { status });
  const lab = await ptLab(testApp);
  await insertPtParticipation(testApp, round.id, lab.companyId);
  return { round, lab };
}

describe('GET /api/proficiency-tests/{id}/dispatch/details', () => {
  it('answers 404 to a laboratory that is not registered, even while the round is open to it', async () => {
    const lab = await ptLab(testApp);
    for (const status of [PtStatus.registrationOpen, PtStatus.registrationClosed]) {
      const round = await createPtRound(testApp, { status });
      const response = await ptLabRequest(testApp, lab.cookie, 'GET', round.id, 'dispatch/details');
      expect(response.statusCode).toBe(404);
      expect(ptAnswer(response).message).toBe('We could not find this scheme.');
    }
  });

  it('shows nothing sent until the items are dispatched, then the courier and the package', async () => {
    const { round, lab } = await registeredLab();
    const documentId = await storePtDocument(testApp, round.id, 'participant-package', 'Instructions.pdf');
    const before = await ptLabRequest(testApp, lab.cookie, 'GET', round.id, 'dispatch/details');
    expect(ptAnswer<PtDispatchDetails>(before).data).toMatchObject({
      dispatch: null,
      receipt: null,
      canConfirmReceipt: false,
      documents: [{ id: documentId, fileName: 'Instructions.pdf' }],
    });

    await recordPtDispatch(testApp, round.id, lab.companyId, {
      courier: 'SingPost',
      trackingNumber: 'SP123456789SG',
      dispatchedOn: '2026-01-05',
    });
    const after = await ptLabRequest(testApp, lab.cookie, 'GET', round.id, 'dispatch/details');
    expect(ptAnswer<PtDispatchDetails>(after).data).toMatchObject({
      dispatch: { courier: 'SingPost', trackingNumber: 'SP123456789SG', dispatchedOn: '2026-01-05' },
      canConfirmReceipt: true,
    });

    const file = await ptLabRequest(
      testApp,
      lab.cookie,
      'GET',
      round.id,
      `dispatch/participant-package-documents/${documentId}`,
    );
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
  });

  it('keeps a laboratory out of another laboratory’s dispatch and package', async () => {
    const { round } = await registeredLab();
    const documentId = await storePtDocument(testApp, round.id, 'participant-package');
    const stranger = await ptLab(testApp);
    const details = await ptLabRequest(testApp, stranger.cookie, 'GET', round.id, 'dispatch/details');
    expect(details.statusCode).toBe(404);
    const file = await ptLabRequest(
      testApp,
      stranger.cookie,
      'GET',
      round.id,
      `dispatch/participant-package-documents/${documentId}`,
    );
    expect(file.statusCode).toBe(404);
    const ready = await signInAs(testApp, 'ready');
    expect((await ptLabRequest(testApp, ready, 'GET', round.id, 'dispatch/details')).statusCode).toBe(403);
  });
});

describe('POST /api/proficiency-tests/{id}/dispatch/receipt', () => {
  const confirm = (cookie: string, roundId: string, body: object) =>
    ptLabRequest(testApp, cookie, 'POST', roundId, 'dispatch/receipt', body);

  it('is refused before the items are dispatched', async () => {
    const { round, lab } = await registeredLab();
    const response = await confirm(lab.cookie, round.id, receipt);
    expect(response.statusCode).toBe(409);
    expect(ptAnswer(response).message).toBe('Your test items have not been dispatched yet.');
  });

  it('records the arrival once, with what was wrong when the items were not in good condition', async () => {
    const { round, lab } = await registeredLab(PtStatus.resultsSubmissionOpen);
    await recordPtDispatch(testApp, round.id, lab.companyId);

    const unexplained = await confirm(lab.cookie, round.id, { ...receipt, condition: 'damaged' });
    expect(unexplained.statusCode).toBe(400);
    expect(ptAnswer(unexplained).message).toEqual({ notes: ['Describe what was wrong with the test items'] });
    const future = await confirm(lab.cookie, round.id, { ...receipt, receivedOn: '2999-01-01' });
    expect(future.statusCode).toBe(400);
    expect(ptAnswer(future).message).toEqual({
      receivedOn: ['The date the test items arrived must be today or in the past'],
    });

    const response = await confirm(lab.cookie, round.id, {
      ...receipt,
      condition: 'damaged',
      notes: 'The outer box was crushed; the vials are intact.',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(ptAnswer<PtDispatchDetails>(response).data).toMatchObject({
      receipt: {
        receivedOn: receipt.receivedOn,
        condition: 'damaged',
        conditionLabel: 'Packaging damaged',
        notes: 'The outer box was crushed; the vials are intact.',
        confirmedBy: lab.name,
      },
      canConfirmReceipt: false,
    });

    const again = await confirm(lab.cookie, round.id, receipt);
    expect(again.statusCode).toBe(409);
    expect(ptAnswer(again).message).toBe('You have already confirmed that your test items arrived.');
  });

  it('is a 404 for a laboratory not registered in the round', async () => {
    const { round } = await registeredLab();
    const stranger = await ptLab(testApp);
    expect((await confirm(stranger.cookie, round.id, receipt)).statusCode).toBe(404);
  });
});

describe('the laboratory’s actions on the dispatch', () => {
  const confirmAction = async (cookie: string, roundId: string) => {
    const response = await ptLabRequest(testApp, cookie, 'GET', roundId, 'dispatch/details');
    expect(response.statusCode, response.body).toBe(200);
    return ptAnswer<PtDispatchDetails>(response).data.actions.find(
      (action) => action.name === 'confirm-receipt',
    );
  };
  const confirm = (cookie: string, roundId: string) =>
    ptLabRequest(testApp, cookie, 'POST', roundId, 'dispatch/receipt', receipt);

  it('says confirm-receipt is open exactly when the receipt is accepted, and gives the refusal’s words when not', async () => {
    const { round, lab } = await registeredLab();
    const before = await confirmAction(lab.cookie, round.id);
    expect(before).toEqual({
      name: 'confirm-receipt',
      open: false,
      reason: 'Your test items have not been dispatched yet.',
    });
    const early = await confirm(lab.cookie, round.id);
    expect(early.statusCode).toBe(409);
    expect(ptAnswer(early).message).toBe(before?.reason);

    await recordPtDispatch(testApp, round.id, lab.companyId, {
      courier: 'SingPost',
      trackingNumber: 'SP123456789SG',
      dispatchedOn: '2026-01-05',
    });
    expect(await confirmAction(lab.cookie, round.id)).toEqual({
      name: 'confirm-receipt',
      open: true,
      reason: null,
    });
    const confirmed = await confirm(lab.cookie, round.id);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(ptAnswer<PtDispatchDetails>(confirmed).data.actions).toContainEqual({
      name: 'confirm-receipt',
      open: false,
      reason: 'You have already confirmed that your test items arrived.',
    });

    const after = await confirmAction(lab.cookie, round.id);
    const again = await confirm(lab.cookie, round.id);
    expect(again.statusCode).toBe(409);
    expect(ptAnswer(again).message).toBe(after?.reason);
  });
});
