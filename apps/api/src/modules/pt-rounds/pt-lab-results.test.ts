import { AttachmentScanStatus, type PtResultSubmission, PtStatus } from '@fsmis/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPtRound,
  insertPtParticipation,
  participationOf,
  ptAnswer,
  ptLab,
  ptLabRequest,
  setPtRoundStatus,
  type TestPtRound,
} from '../../test/pt-builders.js';
import { signInAs } from '../../test/sign-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testFiles } from '../../test/test-files.js';
import { uploadFile } from '../../test/uploads.js';
import { storedFile } from '../../test/workflow-records.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp?.close());

async function registeredLab(status: PtStatus = PtStatus.resultsSubmissionOpen) {
  const round = await createPtRound(testApp, { status });
  const lab = await ptLab(testApp);
  await insertPtParticipation(testApp, round.id, lab.companyId, {
    analyteIds: round.analytes.map((analyte) => analyte.id),
  });
  return { round, lab };
}

const complete = (round: TestPtRound) => ({
  results: [
    {
      analyteId: round.analytes[0]?.id,
      outcome: 'value',
      value: '0.125',
      uncertainty: '0.01',
      method: 'ICP-MS',
    },
    { analyteId: round.analytes[1]?.id, outcome: 'not-tested' },
  ],
});

const save = (cookie: string, roundId: string, body: object) =>
  ptLabRequest(testApp, cookie, 'PUT', roundId, 'result/submission', body);
const submit = (cookie: string, roundId: string, body: object) =>
  ptLabRequest(testApp, cookie, 'POST', roundId, 'result/submission', body);
const details = async (cookie: string, roundId: string) => {
  const response = await ptLabRequest(testApp, cookie, 'GET', roundId, 'result/details');
  expect(response.statusCode, response.body).toBe(200);
  return ptAnswer<PtResultSubmission>(response).data;
};

describe('saving a draft', () => {
  it('keeps whatever is typed, and reads it back', async () => {
    const { round, lab } = await registeredLab();
    const empty = await details(lab.cookie, round.id);
    expect(empty).toMatchObject({ canEdit: true, refusal: null, savedAt: null, submittedAt: null });
    expect(empty.results.map((result) => result.outcome)).toEqual([null, null]);

    const draft = {
      results: [{ analyteId: round.analytes[0]?.id, outcome: 'value', value: 'about 0.12', method: 'ICP' }],
    };
    const response = await save(lab.cookie, round.id, draft);
    expect(response.statusCode, response.body).toBe(200);
    const saved = ptAnswer<PtResultSubmission>(response).data;
    expect(saved.results[0]).toEqual({
      analyteId: round.analytes[0]?.id,
      outcome: 'value',
      value: 'about 0.12',
      uncertainty: '',
      method: 'ICP',
    });
    expect(saved).toMatchObject({ savedBy: lab.name, submittedAt: null, canEdit: true });

    expect((await save(lab.cookie, round.id, complete(round))).statusCode).toBe(200);
    const again = await details(lab.cookie, round.id);
    expect(again.results.map((result) => [result.outcome, result.value])).toEqual([
      ['value', '0.125'],
      ['not-tested', ''],
    ]);
  });

  it('is refused before results submission opens and once it has closed', async () => {
    const { round, lab } = await registeredLab(PtStatus.registrationClosed);
    const early = await save(lab.cookie, round.id, complete(round));
    expect(early.statusCode).toBe(409);
    expect(ptAnswer(early).message).toBe('Results submission for this round has not opened yet.');
    expect(await details(lab.cookie, round.id)).toMatchObject({
      canEdit: false,
      refusal: 'Results submission for this round has not opened yet.',
    });

    await setPtRoundStatus(testApp, round.id, PtStatus.resultsSubmissionClosed);
    const closed =
      'Results submission for this round has closed, so results can no longer be saved or submitted.';
    for (const response of [
      await save(lab.cookie, round.id, complete(round)),
      await submit(lab.cookie, round.id, complete(round)),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(ptAnswer(response).message).toBe(closed);
    }
  });

  it('refuses results for analytes the laboratory did not register for', async () => {
    const { round, lab } = await registeredLab();
    const other = await createPtRound(testApp, { status: PtStatus.resultsSubmissionOpen });
    const response = await save(lab.cookie, round.id, {
      results: [{ analyteId: other.analytes[0]?.id, outcome: 'value', value: '1' }],
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(ptAnswer(response).message as unknown as object)).toEqual(['results.0.analyteId']);
  });
});

describe('submitting the results', () => {
  it('names each missing field', async () => {
    const { round, lab } = await registeredLab();
    const response = await submit(lab.cookie, round.id, {
      results: [
        { analyteId: round.analytes[0]?.id, outcome: 'value', value: 'twelve', method: '' },
        { analyteId: round.analytes[1]?.id, outcome: 'less-than', value: '', method: 'AAS' },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(ptAnswer(response).message).toEqual({
      'results.0.value': ['Enter the result as a number, like 12.5'],
      'results.0.method': ['Enter the method or technique'],
      'results.1.value': ['Enter the result as a number, like 12.5'],
    });
    const missing = await submit(lab.cookie, round.id, { results: complete(round).results.slice(0, 1) });
    expect(missing.statusCode).toBe(400);
    expect(ptAnswer(missing).message).toEqual({
      results: ['Enter a result for every analyte you registered for'],
    });
    expect((await details(lab.cookie, round.id)).submittedAt).toBeNull();
  });

  it('takes a methodology document the company uploaded once it is scanned, then nothing can change', async () => {
    const { round, lab } = await registeredLab();
    const pending = await storedFile(testApp, lab.companyId, {
      name: 'Pending.pdf',
      status: AttachmentScanStatus.pendingScan,
    });
    const waiting = await submit(lab.cookie, round.id, {
      ...complete(round),
      methodologyAttachmentId: pending,
    });
    expect(waiting.statusCode).toBe(400);
    expect(ptAnswer(waiting).message).toEqual({
      methodologyAttachmentId: ['Wait until the methodology document has been checked for viruses'],
    });
    const infected = await uploadFile(testApp, lab.cookie, {
      name: 'Infected.pdf',
      bytes: testFiles.eicarPdf(),
    });
    const virus = await submit(lab.cookie, round.id, {
      ...complete(round),
      methodologyAttachmentId: infected.attachmentId,
    });
    expect(virus.statusCode).toBe(400);
    expect(ptAnswer(virus).message).toEqual({
      methodologyAttachmentId: ['The selected file contains a virus'],
    });
    const stranger = await ptLab(testApp);
    const foreign = await uploadFile(testApp, stranger.cookie, {
      name: 'Theirs.pdf',
      bytes: testFiles.pdf(),
    });
    const notOwn = await submit(lab.cookie, round.id, {
      ...complete(round),
      methodologyAttachmentId: foreign.attachmentId,
    });
    expect(notOwn.statusCode).toBe(400);
    expect(ptAnswer(notOwn).message).toEqual({ methodologyAttachmentId: ['Choose a file you uploaded'] });

    const methodology = await uploadFile(testApp, lab.cookie, { name: 'Method.pdf', bytes: testFiles.pdf() });
    const response = await submit(lab.cookie, round.id, {
      ...complete(round),
      methodologyAttachmentId: methodology.attachmentId,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(ptAnswer(response).message).toBe('Your results have been submitted.');
    const submitted = ptAnswer<PtResultSubmission>(response).data;
    expect(submitted).toMatchObject({
      submittedBy: lab.name,
      canEdit: false,
      refusal: 'Your results have been submitted, so they can no longer be changed.',
      methodology: {
        attachmentId: methodology.attachmentId,
        fileName: 'Method.pdf',
        scanStatus: AttachmentScanStatus.scanned,
      },
    });
    expect(submitted.submittedAt).not.toBeNull();
    const stored = await participationOf(testApp, round.id, lab.companyId);
    expect(stored.resultsSubmittedByUserId).toBe(lab.userId);

    const file = await ptLabRequest(
      testApp,
      lab.cookie,
      'GET',
      round.id,
      `result/submission/methodology/documents/${methodology.attachmentId}`,
    );
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const remove = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/attachments/${methodology.attachmentId}`,
      headers: { cookie: lab.cookie },
    });
    expect(remove.statusCode).toBe(409);
    expect(ptAnswer(remove).message).toBe('This file is in use and cannot be removed');

    for (const response of [
      await submit(lab.cookie, round.id, complete(round)),
      await save(lab.cookie, round.id, complete(round)),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(ptAnswer(response).message).toBe(
        'Your results have been submitted, so they can no longer be changed.',
      );
    }
  });
});

describe('another laboratory', () => {
  it('cannot read, save or download a laboratory’s results', async () => {
    const { round, lab } = await registeredLab();
    const methodology = await uploadFile(testApp, lab.cookie, { name: 'Method.pdf', bytes: testFiles.pdf() });
    await submit(lab.cookie, round.id, {
      ...complete(round),
      methodologyAttachmentId: methodology.attachmentId,
    });

    const stranger = await ptLab(testApp);
    const responses = [
      await ptLabRequest(testApp, stranger.cookie, 'GET', round.id, 'result/details'),
      await save(stranger.cookie, round.id, complete(round)),
      await ptLabRequest(
        testApp,
        stranger.cookie,
        'GET',
        round.id,
        `result/submission/methodology/documents/${methodology.attachmentId}`,
      ),
      await ptLabRequest(testApp, stranger.cookie, 'GET', round.id, 'registration-form'),
    ];
    for (const response of responses) {
      expect(response.statusCode).toBe(404);
      expect(ptAnswer(response).message).toBe('We could not find this scheme.');
    }
    // Registered in the round itself, it still reaches only its own file.
    await insertPtParticipation(testApp, round.id, stranger.companyId);
    const own = await ptLabRequest(
      testApp,
      stranger.cookie,
      'GET',
      round.id,
      `result/submission/methodology/documents/${methodology.attachmentId}`,
    );
    expect(own.statusCode).toBe(404);
    const ready = await signInAs(testApp, 'ready');
    expect((await ptLabRequest(testApp, ready, 'GET', round.id, 'result/details')).statusCode).toBe(403);
  });
});

describe('the laboratory’s actions on its results', () => {
  const resultActions = async (cookie: string, roundId: string) =>
    (await details(cookie, roundId)).actions.filter((action) => action.name.endsWith('-results'));

  it('says saving and submitting are open exactly when they are accepted, and gives the refusal’s words when not', async () => {
    const { round, lab } = await registeredLab(PtStatus.registrationClosed);
    const early = await resultActions(lab.cookie, round.id);
    const notOpen = 'Results submission for this round has not opened yet.';
    expect(early).toEqual([
      { name: 'save-results', open: false, reason: notOpen },
      { name: 'submit-results', open: false, reason: notOpen },
    ]);
    for (const answer of [
      await save(lab.cookie, round.id, complete(round)),
      await submit(lab.cookie, round.id, complete(round)),
    ]) {
      expect(answer.statusCode).toBe(409);
      expect(ptAnswer(answer).message).toBe(notOpen);
    }

    await setPtRoundStatus(testApp, round.id, PtStatus.resultsSubmissionOpen);
    expect(await resultActions(lab.cookie, round.id)).toEqual([
      { name: 'save-results', open: true, reason: null },
      { name: 'submit-results', open: true, reason: null },
    ]);
    expect((await save(lab.cookie, round.id, complete(round))).statusCode).toBe(200);
    expect((await submit(lab.cookie, round.id, complete(round))).statusCode).toBe(200);

    const submitted = 'Your results have been submitted, so they can no longer be changed.';
    expect(await resultActions(lab.cookie, round.id)).toEqual([
      { name: 'save-results', open: false, reason: submitted },
      { name: 'submit-results', open: false, reason: submitted },
    ]);
    const again = await submit(lab.cookie, round.id, complete(round));
    expect(again.statusCode).toBe(409);
    expect(ptAnswer(again).message).toBe(submitted);
  });
});
