import { AttachmentScanStatus, type FormTemplate, Programme } from '@fsmis/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachments } from '../../db/schema/index.js';
import {
  details,
  fillDraft,
  putSection,
  registerLab,
  scannedFiles,
  setScanStatus,
  startDraft,
} from '../../test/application-builders.js';
import { messageOf } from '../../test/responses.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testFiles } from '../../test/test-files.js';
import { uploadFile } from '../../test/uploads.js';
import { validAnswersFor } from '../../test/valid-answers.js';
import { DOCUMENT_MESSAGES } from './application-documents.service.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp?.close());

const get = (url: string, cookie: string) => testApp.app.inject({ method: 'GET', url, headers: { cookie } });

/** An LRP New draft with every section filled: its accreditation certificate and each person's CV are PDFs. */
async function filledLrpDraft() {
  const lab = await registerLab(testApp, { acknowledged: [Programme.LRP] });
  const { id } = await startDraft(testApp, lab.cookie, { programme: Programme.LRP, form: 'new' });
  const template = (await details(testApp, lab.cookie, id)).template.definition as FormTemplate;
  const certificate = await uploadFile(testApp, lab.cookie, {
    name: 'Certificate.pdf',
    bytes: testFiles.pdf(),
  });
  const answers = validAnswersFor(template, {
    pdf: certificate,
    png: (await scannedFiles(testApp, lab)).png,
  });
  await fillDraft(testApp, lab.cookie, id, answers);
  return { lab, id, template, certificate };
}

/** The id of a question asking for a CV of key personnel (documentKind sac-cv), and its section. */
function cvQuestion(template: FormTemplate) {
  for (const section of template.sections) {
    const question = section.questions.find(
      (candidate) => candidate.kind === 'file' && candidate.documentKind === 'sac-cv',
    );
    if (question) return { section, question };
  }
  throw new Error('The template asks for no CV');
}

describe('GET /api/applications/{id}/document/{docId}', () => {
  it('serves a file given as an answer, byte for byte, once scanned', async () => {
    const { lab, id, certificate } = await filledLrpDraft();
    const response = await get(`/api/applications/${id}/document/${certificate.attachmentId}`, lab.cookie);
    expect(response.statusCode).toBe(200);
    expect(Buffer.compare(response.rawPayload, testFiles.pdf())).toBe(0);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('filename="Certificate.pdf"');

    await setScanStatus(testApp, certificate.attachmentId, AttachmentScanStatus.suspicious);
    const infected = await get(`/api/applications/${id}/document/${certificate.attachmentId}`, lab.cookie);
    expect(infected.statusCode).toBe(409);
    expect(messageOf(infected)).toBe('The selected file contains a virus');
  });

  it('404 for a file of the company that is not an answer of this application', async () => {
    const { lab, id } = await filledLrpDraft();
    const loose = await uploadFile(testApp, lab.cookie, { name: 'Other.pdf', bytes: testFiles.pdf() });
    const response = await get(`/api/applications/${id}/document/${loose.attachmentId}`, lab.cookie);
    expect(response.statusCode).toBe(404);
    expect(messageOf(response)).toBe(DOCUMENT_MESSAGES.notInApplication);
  });
});

describe('a file given as an answer', () => {
  it('cannot be removed while an application gives it; a frozen signature never', async () => {
    const { lab, id, certificate } = await filledLrpDraft();
    const remove = (attachmentId: string) =>
      testApp.app.inject({
        method: 'DELETE',
        url: `/api/attachments/${attachmentId}`,
        headers: { cookie: lab.cookie },
      });
    const inUse = await remove(certificate.attachmentId);
    expect(inUse.statusCode).toBe(409);
    expect(messageOf(inUse)).toBe('This file is in use and cannot be removed');
    const loose = await uploadFile(testApp, lab.cookie, { name: 'Loose.pdf', bytes: testFiles.pdf() });
    expect((await remove(loose.attachmentId)).statusCode).toBe(200);

    const submitted = await testApp.app.inject({
      method: 'POST',
      url: `/api/applications/${id}/submit`,
      headers: { cookie: lab.cookie },
      payload: { declarationConfirmed: true },
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const [frozen] = await testApp.database.db
      .select({ id: attachments.id })
      .from(attachments)
      .where(and(eq(attachments.entityId, id), eq(attachments.purpose, 'declaration-signature')));
    expect((await remove(frozen?.id as string)).statusCode).toBe(409);
  });
});

describe('GET /api/applications/{id}/document-sac-cv/{docId}', () => {
  it('serves a CV of key personnel, and nothing else', async () => {
    const { lab, id, template, certificate } = await filledLrpDraft();
    const { section, question } = cvQuestion(template);
    const cv = await uploadFile(testApp, lab.cookie, {
      name: 'CV of the manager.pdf',
      bytes: testFiles.pdf(),
    });
    const current = await details(testApp, lab.cookie, id);
    const answers = current.sections[section.id].answers;
    const withCv =
      section.kind === 'repeating'
        ? { items: [{ ...answers.items[0], [question.id]: cv }, ...answers.items.slice(1)] }
        : { ...answers, [question.id]: cv };
    const saved = await putSection(testApp, lab.cookie, id, section.id, {
      answers: withCv,
      rowVersion: current.sections[section.id].rowVersion,
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const response = await get(`/api/applications/${id}/document-sac-cv/${cv.attachmentId}`, lab.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('CV of the manager.pdf');
    const notCv = await get(
      `/api/applications/${id}/document-sac-cv/${certificate.attachmentId}`,
      lab.cookie,
    );
    expect(notCv.statusCode).toBe(404);
  });
});

describe('GET /api/applications/{id}/declaration-signature', () => {
  it('404 before the application is submitted', async () => {
    const { lab, id } = await filledLrpDraft();
    const response = await get(`/api/applications/${id}/declaration-signature`, lab.cookie);
    expect(response.statusCode).toBe(404);
    expect(messageOf(response)).toBe(DOCUMENT_MESSAGES.notSigned);
  });
});

describe('another company’s application', () => {
  it('is not found on every endpoint', async () => {
    const { id, template, certificate } = await filledLrpDraft();
    const other = await registerLab(testApp, { acknowledged: [Programme.LRP] });
    const sectionId = template.sections[0]?.id;
    const calls = [
      { method: 'GET', url: `/api/applications/${id}` },
      {
        method: 'PUT',
        url: `/api/applications/${id}/sections/${sectionId}`,
        payload: { answers: {}, rowVersion: 1 },
      },
      { method: 'POST', url: `/api/applications/${id}/submit`, payload: { declarationConfirmed: true } },
      { method: 'POST', url: `/api/applications/${id}/mark-as-cancelled` },
      { method: 'GET', url: `/api/applications/${id}/document/${certificate.attachmentId}` },
      { method: 'GET', url: `/api/applications/${id}/document-sac-cv/${certificate.attachmentId}` },
      { method: 'GET', url: `/api/applications/${id}/declaration-signature` },
    ] as const;
    for (const call of calls) {
      const response = await testApp.app.inject({ ...call, headers: { cookie: other.cookie } });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(404);
      expect(messageOf(response)).toBe('We could not find this application.');
    }
  });
});
