import { type PtReport, PtStatus } from '@fsmis/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPtRound,
  insertPtParticipation,
  ptAnswer,
  ptLab,
  ptLabRequest,
  setPtRoundStatus,
  storePtDocument,
  writePtScores,
} from '../../test/pt-builders.js';
import { signInAs } from '../../test/sign-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp?.close());

const DAY_MS = 86_400_000;

/** A completed round of three laboratories, the first of them `lab`, scored on Lead (z) and Cadmium (z′). */
async function completedRound(companyIds: readonly string[], publishedAt = new Date()) {
  const round = await createPtRound(testApp, { status: PtStatus.resultsSubmissionClosed });
  const participations = [];
  for (const companyId of companyIds) {
    participations.push(
      await insertPtParticipation(testApp, round.id, companyId, { submittedAt: new Date() }),
    );
  }
  const [lead, cadmium] = round.analytes;
  if (!lead || !cadmium) throw new Error('The round has no analytes');
  const ids = participations.map((participation) => participation.id);
  await writePtScores(
    testApp,
    round.id,
    { analyteId: lead.id, assignedValue: 0.2, sigmaPt: 0.02 },
    [0.25, 0.2, 0.19].map((value, index) => ({ participationId: ids[index] ?? '', value })),
  );
  await writePtScores(
    testApp,
    round.id,
    {
      analyteId: cadmium.id,
      assignedValue: 0.05,
      sigmaPt: 0.005,
      assignedUncertainty: 0.002,
      scoreKind: 'z-prime',
    },
    [
      { participationId: ids[0] ?? '', value: null, outcome: 'not-tested' as const },
      { participationId: ids[1] ?? '', value: 0.051 },
      { participationId: ids[2] ?? '', value: 0.06 },
    ],
  );
  await setPtRoundStatus(testApp, round.id, PtStatus.ptCompleted, { publishedAt });
  return { round, participations };
}

const report = (cookie: string, roundId: string) =>
  ptLabRequest(testApp, cookie, 'GET', roundId, 'result/report');

describe('GET /api/proficiency-tests/{id}/result/report', () => {
  it('is published once the round is completed', async () => {
    const lab = await ptLab(testApp);
    const round = await createPtRound(testApp, { status: PtStatus.resultsSubmissionClosed });
    await insertPtParticipation(testApp, round.id, lab.companyId, { submittedAt: new Date() });
    const response = await report(lab.cookie, round.id);
    expect(response.statusCode).toBe(409);
    expect(ptAnswer(response).message).toBe('The report is published once the round is completed.');
  });

  it('gives the laboratory its scores among everyone’s results by lab code, its history and its documents', async () => {
    const [lab, second, third] = [await ptLab(testApp), await ptLab(testApp), await ptLab(testApp)];
    if (!lab || !second || !third) throw new Error('No laboratories');
    const companies = [lab.companyId, second.companyId, third.companyId];
    await completedRound(companies, new Date(Date.now() - 200 * DAY_MS));
    const { round, participations } = await completedRound(companies);
    const reportDocument = await storePtDocument(testApp, round.id, 'report', 'Final report.pdf');

    const response = await report(lab.cookie, round.id);
    expect(response.statusCode, response.body).toBe(200);
    const data = ptAnswer<PtReport>(response).data;
    expect(data).toMatchObject({ code: round.code, labCode: 'A01', participantCount: 3 });
    const [lead, cadmium] = data.analytes;
    expect(lead).toMatchObject({
      name: 'Lead',
      outcome: 'value',
      value: 0.25,
      assignedValue: 0.2,
      sigmaPt: 0.02,
      scoreKind: 'z',
      scoreClass: 'questionable',
    });
    expect(lead?.score).toBeCloseTo(2.5, 10);
    expect(lead?.participants.map(({ labCode, value, isOwn }) => ({ labCode, value, isOwn }))).toEqual([
      { labCode: 'A01', value: 0.25, isOwn: true },
      { labCode: 'A02', value: 0.2, isOwn: false },
      { labCode: 'A03', value: 0.19, isOwn: false },
    ]);
    expect(cadmium).toMatchObject({
      outcome: 'not-tested',
      score: null,
      scoreKind: 'z-prime',
      assignedUncertainty: 0.002,
    });
    expect(cadmium?.participants.map((participant) => participant.labCode)).toEqual(['A02', 'A03']);
    expect(response.body).not.toContain('Test Laboratory');

    expect(data.history.map((entry) => [entry.analyte, entry.scoreKind])).toEqual([
      ['Lead', 'z'],
      ['Lead', 'z'],
    ]);
    expect(data.history[1]?.code).toBe(round.code);

    expect(data.documents.map((document) => [document.id, document.fileName])).toEqual([
      [participations[0]?.id, `${round.code}-A01-report.pdf`],
      [reportDocument, 'Final report.pdf'],
    ]);
    const secondView = ptAnswer<PtReport>(await report(second.cookie, round.id)).data;
    expect(secondView.labCode).toBe('A02');
    expect(secondView.documents[0]?.id).toBe(participations[1]?.id);
  });

  it('serves the laboratory’s own PDF report and the round’s report documents, and no one else’s', async () => {
    const [lab, second] = [await ptLab(testApp), await ptLab(testApp)];
    if (!lab || !second) throw new Error('No laboratories');
    const third = await ptLab(testApp);
    const { round, participations } = await completedRound([
      lab.companyId,
      second.companyId,
      third.companyId,
    ]);
    const reportDocument = await storePtDocument(testApp, round.id, 'report', 'Final report.pdf');
    const download = (cookie: string, docId: string) =>
      ptLabRequest(testApp, cookie, 'GET', round.id, `result/report/documents/${docId}`);

    const own = await download(lab.cookie, participations[0]?.id ?? '');
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['content-disposition']).toContain(`${round.code}-A01-report.pdf`);
    expect(own.rawPayload.subarray(0, 4).toString()).toBe('%PDF');

    const shared = await download(lab.cookie, reportDocument);
    expect(shared.statusCode).toBe(200);
    expect(shared.rawPayload.subarray(0, 4).toString()).toBe('%PDF');

    expect((await download(lab.cookie, participations[1]?.id ?? '')).statusCode).toBe(404);
    const stranger = await ptLab(testApp);
    for (const response of [
      await report(stranger.cookie, round.id),
      await download(stranger.cookie, reportDocument),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(ptAnswer(response).message).toBe('We could not find this scheme.');
    }
    const ready = await signInAs(testApp, 'ready');
    expect((await report(ready, round.id)).statusCode).toBe(403);
  });
});
