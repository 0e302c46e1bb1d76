import { randomUUID } from 'node:crypto';
import {
  AttachmentScanStatus,
  fileNameFromContentDisposition,
  type OfficerPtRound,
  PtStatus,
} from '@fsmis/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minimalPdf } from '../../db/seed/minimal-pdf.js';
import { createPtRound, ptLab, ptLabRequest, storePtDocument } from '../../test/pt-builders.js';
import { ptOfficerCalls } from '../../test/pt-officer-builders.js';
import { messageOf } from '../../test/recognition-builders.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testFiles } from '../../test/test-files.js';
import { officerUpload } from '../../test/workflow-builders.js';
import { messages as attachmentMessages } from '../attachments/attachments.service.js';
import { PT_DOCUMENT_NOT_FOUND_MESSAGE } from './pt-lab-round.js';
import { PT_ROUND_NOT_FOUND_MESSAGE } from './pt-officer-view.js';

/**
 * An officer downloads a round's documents (GET /api/officer/proficiency-tests/{id}/documents/{docId}),
 * of every kind, once each passed its virus scan, as laboratories download theirs.
 */

let testApp: TestApp;
let api: ReturnType<typeof ptOfficerCalls>;
beforeAll(async () => {
  testApp = await createTestApp();
  api = ptOfficerCalls(testApp);
});
afterAll(() => testApp?.close());

const download = (roundId: string, documentId: string) =>
  api.call('GET', `/${roundId}/documents/${documentId}`);

/**
 * Adds files of `kind` to the round as the officer does, each uploaded and named before its virus scan
 * ends; answers the round as it then stands.
 */
async function addDocuments(
  roundId: string,
  kind: string,
  files: Array<{ fileName: string; bytes: Buffer }>,
) {
  const uploads: string[] = [];
  for (const { fileName, bytes } of files) {
    uploads.push(await officerUpload(testApp, fileName, bytes, { scan: false }));
  }
  return api.succeeded<OfficerPtRound>(api.call('POST', `/${roundId}/documents`, { kind, files: uploads }));
}

describe('GET /api/officer/proficiency-tests/{id}/documents/{docId}', () => {
  it('serves a document the officer added, once scanned, with its bytes, type and name, kept by no cache', async () => {
    const { id } = await api.create();
    const pdf = minimalPdf(`Instructions ${randomUUID()}`, ['Store the test items at 4 degrees Celsius.']);
    const added = await addDocuments(id, 'general', [
      { fileName: 'Instructions for participants.pdf', bytes: pdf },
    ]);
    const [document] = added.documents;
    if (!document) throw new Error('The document was not added');
    await testApp.app.scanWorker.drain();
    expect((await api.show(id)).documents).toEqual([
      expect.objectContaining({ id: document.id, scanStatus: AttachmentScanStatus.scanned }),
    ]);

    const response = await download(id, document.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(fileNameFromContentDisposition(response.headers['content-disposition'])).toBe(
      'Instructions for participants.pdf',
    );
    expect(response.rawPayload.equals(pdf)).toBe(true);
    expect(response.rawPayload.length).toBe(document.fileSize);
  });

  it('serves every kind of document, in any status of the round', async () => {
    const round = await createPtRound(testApp, { status: PtStatus.ptCompleted });
    for (const kind of ['general', 'participant-package', 'report'] as const) {
      const documentId = await storePtDocument(testApp, round.id, kind, `${kind} of the round.pdf`);
      const response = await download(round.id, documentId);
      expect(response.statusCode, kind).toBe(200);
      expect(fileNameFromContentDisposition(response.headers['content-disposition'])).toBe(
        `${kind} of the round.pdf`,
      );
      expect(response.rawPayload.equals(testFiles.pdf())).toBe(true);
    }
  });

  it('refuses a file still being scanned with 409, as a laboratory is refused it', async () => {
    const round = await createPtRound(testApp, { status: PtStatus.registrationOpen });
    const documentId = await storePtDocument(
      testApp,
      round.id,
      'general',
      'Protocol.pdf',
      AttachmentScanStatus.pendingScan,
    );
    const lab = await ptLab(testApp);
    const asLab = await ptLabRequest(testApp, lab.cookie, 'GET', round.id, `documents/${documentId}`);
    expect(asLab.statusCode).toBe(409);
    expect(messageOf(asLab)).toBe(attachmentMessages.stillScanning);

    const asOfficer = await download(round.id, documentId);
    expect(asOfficer.statusCode).toBe(409);
    expect(asOfficer.json()).toEqual({
      success: false,
      data: null,
      message: attachmentMessages.stillScanning,
      code: 409,
    });
    expect(asOfficer.headers['content-disposition']).toBeUndefined();
  });

  it('refuses a file the scanner found infected, and lists it so', async () => {
    const { id } = await api.create();
    const added = await addDocuments(id, 'general', [
      { fileName: 'Infected.pdf', bytes: testFiles.eicarPdf() },
    ]);
    const [document] = added.documents;
    if (!document) throw new Error('The document was not added');
    await testApp.app.scanWorker.drain();
    expect((await api.show(id)).documents).toEqual([
      expect.objectContaining({ id: document.id, scanStatus: AttachmentScanStatus.suspicious }),
    ]);
    const response = await download(id, document.id);
    expect(response.statusCode).toBe(409);
    expect(messageOf(response)).toBe(attachmentMessages.virus);
    expect(response.rawPayload.includes('EICAR')).toBe(false);
  });

  it('answers 404 in the failure envelope for an unknown round, an unknown document, or another round’s', async () => {
    const round = await createPtRound(testApp, { status: PtStatus.registrationOpen });
    const other = await createPtRound(testApp, { status: PtStatus.registrationOpen });
    const documentId = await storePtDocument(testApp, round.id, 'general');
    const cases: Array<[string, string, string]> = [
      [randomUUID(), documentId, PT_ROUND_NOT_FOUND_MESSAGE],
      [round.id, randomUUID(), PT_DOCUMENT_NOT_FOUND_MESSAGE],
      [other.id, documentId, PT_DOCUMENT_NOT_FOUND_MESSAGE],
    ];
    for (const [roundId, docId, message] of cases) {
      const response = await download(roundId, docId);
      expect(response.statusCode, `${roundId}/${docId}`).toBe(404);
      expect(response.json()).toEqual({ success: false, data: null, message, code: 404 });
    }
  });
});
