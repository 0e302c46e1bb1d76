import { AttachmentScanStatus, unescapeHtmlDeep } from '@fsmis/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setScanStatus } from '../../test/application-builders.js';
import {
  addHistory,
  companyDocument,
  recognitionUnderAppeal,
  seededRecognition,
} from '../../test/recognition-records.js';
import { signInAsOfficer } from '../../test/sign-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testFiles } from '../../test/test-files.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp?.close());

const get = (url: string, cookie: string) => testApp.app.inject({ method: 'GET', url, headers: { cookie } });
const suspensionDocument = (attachmentId: string) =>
  `/api/companies/recognition/suspension/appeal-comment-supporting-doc/${attachmentId}`;
const recognitionDocument = (recognitionId: string, attachmentId: string) =>
  `/api/companies/recognition/${recognitionId}/document/${attachmentId}`;
const officerDocument = (recognitionId: string, attachmentId: string) =>
  `/api/officer/recognitions/${recognitionId}/document/${attachmentId}`;

const messageOf = (response: Awaited<ReturnType<typeof get>>) =>
  unescapeHtmlDeep(response.json().message) as string;

function expectPdf(response: Awaited<ReturnType<typeof get>>, fileName: string) {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  expect(response.headers['content-disposition']).toContain(fileName);
  expect(response.headers['cache-control']).toBe('private, no-store');
  expect(response.rawPayload.equals(testFiles.pdf())).toBe(true);
}

describe('GET /api/companies/recognition/suspension/appeal-comment-supporting-doc/{id}', () => {
  it("serves the files of the company's suspensions' steps: the officer's grounds and its own appeal", async () => {
    const { seeded, documents } = await recognitionUnderAppeal(testApp);
    expectPdf(await get(suspensionDocument(documents.appeal), seeded.lab.cookie), 'Appeal evidence.pdf');
    expectPdf(await get(suspensionDocument(documents.grounds), seeded.lab.cookie), 'Grounds.pdf');
  });

  it("refuses a file of the recognition's pending details, and a file given with no step", async () => {
    const { seeded, documents } = await recognitionUnderAppeal(testApp);
    const loose = await companyDocument(testApp, seeded, 'Loose.pdf');
    for (const attachmentId of [documents.returnedAnswer, loose]) {
      const response = await get(suspensionDocument(attachmentId), seeded.lab.cookie);
      expect(response.statusCode).toBe(404);
      expect(messageOf(response)).toBe('We could not find this document in your suspensions.');
    }
  });

  it('refuses a file still being scanned, or found infected, as application documents are', async () => {
    const { seeded, documents, suspensionId } = await recognitionUnderAppeal(testApp);
    const scanning = await companyDocument(testApp, seeded, 'Scanning.pdf', AttachmentScanStatus.pendingScan);
    await addHistory(testApp, seeded, [
      {
        subject: 'suspension',
        subjectId: suspensionId,
        action: 'appeal',
        by: 'company',
        attachmentIds: [scanning],
      },
    ]);
    const pending = await get(suspensionDocument(scanning), seeded.lab.cookie);
    expect(pending.statusCode).toBe(409);
    expect(messageOf(pending)).toBe('The file is still being checked for viruses. Try again in a moment');

    await setScanStatus(testApp, documents.appeal, AttachmentScanStatus.suspicious);
    const infected = await get(suspensionDocument(documents.appeal), seeded.lab.cookie);
    expect(infected.statusCode).toBe(409);
    expect(messageOf(infected)).toBe('The selected file contains a virus');
    const throughRecognition = await get(
      recognitionDocument(seeded.recognitionId, documents.appeal),
      seeded.lab.cookie,
    );
    expect(throughRecognition.statusCode).toBe(409);
  });

  it('answers 404 to another company', async () => {
    const { documents } = await recognitionUnderAppeal(testApp);
    const other = await seededRecognition(testApp);
    const response = await get(suspensionDocument(documents.appeal), other.lab.cookie);
    expect(response.statusCode).toBe(404);
  });
});

describe('GET /api/companies/recognition/{id}/document/{docId}', () => {
  it("serves any file of the recognition's history", async () => {
    const { seeded, documents } = await recognitionUnderAppeal(testApp);
    for (const [attachmentId, fileName] of [
      [documents.grounds, 'Grounds.pdf'],
      [documents.appeal, 'Appeal evidence.pdf'],
      [documents.returnedAnswer, 'Calibration.pdf'],
      [documents.providedAnswer, 'Manager.pdf'],
    ] as const) {
      expectPdf(
        await get(recognitionDocument(seeded.recognitionId, attachmentId), seeded.lab.cookie),
        fileName,
      );
    }
  });

  it('refuses a file of the company that no step of this recognition gave', async () => {
    const { seeded } = await recognitionUnderAppeal(testApp);
    const loose = await companyDocument(testApp, seeded, 'Loose.pdf');
    const response = await get(recognitionDocument(seeded.recognitionId, loose), seeded.lab.cookie);
    expect(response.statusCode).toBe(404);
    expect(messageOf(response)).toBe('We could not find this document in the recognition.');
  });

  it("answers 404 to another company, through its own recognition's path too", async () => {
    const { seeded, documents } = await recognitionUnderAppeal(testApp);
    const other = await seededRecognition(testApp);
    const direct = await get(recognitionDocument(seeded.recognitionId, documents.appeal), other.lab.cookie);
    expect(direct.statusCode).toBe(404);
    expect(messageOf(direct)).toBe('We could not find that recognition.');
    const borrowed = await get(recognitionDocument(other.recognitionId, documents.appeal), other.lab.cookie);
    expect(borrowed.statusCode).toBe(404);
  });
});

describe('GET /api/officer/recognitions/{id}/document/{docId}', () => {
  it("serves an officer any file of the recognition's history, and nothing else", async () => {
    const { seeded, documents } = await recognitionUnderAppeal(testApp);
    const officer = await signInAsOfficer(testApp);
    expectPdf(
      await get(officerDocument(seeded.recognitionId, documents.appeal), officer),
      'Appeal evidence.pdf',
    );
    const other = await seededRecognition(testApp);
    const elsewhere = await get(officerDocument(other.recognitionId, documents.appeal), officer);
    expect(elsewhere.statusCode).toBe(404);
  });

  it("refuses a company's user", async () => {
    const { seeded, documents } = await recognitionUnderAppeal(testApp);
    const response = await get(officerDocument(seeded.recognitionId, documents.appeal), seeded.lab.cookie);
    expect(response.statusCode).toBe(403);
  });
});
