import { randomUUID } from 'node:crypto';
import { fileNameFromContentDisposition, Programme, unescapeHtmlDeep } from '@fsmis/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minimalPdf } from '../../db/seed/minimal-pdf.js';
import { signInAsOfficer } from '../../test/sign-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { uploadFile } from '../../test/uploads.js';
import type { TermsDocument } from './terms.schemas.js';
import { TERMS_MESSAGES } from './terms.service.js';

/** An officer downloads any published version of a programme's terms: GET /api/officer/terms-documents/{id}. */

let testApp: TestApp;
let officer: string;
beforeAll(async () => {
  testApp = await createTestApp();
  officer = await signInAsOfficer(testApp);
});
afterAll(() => testApp?.close());

const get = (url: string) => testApp.app.inject({ method: 'GET', url, headers: { cookie: officer } });
const downloadOf = (id: string) => get(`/api/officer/terms-documents/${id}`);

async function versionsOf(programme: Programme): Promise<TermsDocument[]> {
  const response = await get(`/api/officer/terms-documents?ApplicationType=${programme}`);
  expect(response.statusCode, response.body).toBe(200);
  return unescapeHtmlDeep(response.json().data);
}

/** Publishes a new version of the programme's terms with a title of its own; answers the version and its PDF. */
async function publishVersion(programme: Programme) {
  const title = `Company Terms and Conditions ${randomUUID()}`;
  const pdf = minimalPdf(title, ['1. The laboratory shall keep its accreditation current.']);
  const upload = {
    name: 'Terms.pdf',
    bytes: pdf,
    purpose: 'officer-document' as const,
    fileTypes: ['pdf'] as const,
  };
  const file = (await uploadFile(testApp, officer, upload)).attachmentId;
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/officer/terms-documents',
    headers: { cookie: officer },
    payload: { applicationType: programme, title, file },
  });
  expect(response.statusCode, response.body).toBe(201);
  const { document } = unescapeHtmlDeep(response.json().data) as { document: TermsDocument };
  return { document, pdf };
}

describe('GET /api/officer/terms-documents/{id}', () => {
  it('serves a published version as a PDF download under its file name, kept by no cache', async () => {
    const { document, pdf } = await publishVersion(Programme.IBR);
    const response = await downloadOf(document.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(fileNameFromContentDisposition(response.headers['content-disposition'])).toBe(
      `IBR Terms and Conditions v${document.version}.pdf`,
    );
    expect(response.rawPayload.equals(pdf)).toBe(true);
    expect(response.rawPayload.length).toBe(document.fileSize);
  });

  it('serves a version a newer one replaced: each version keeps its own file', async () => {
    const [first] = (await versionsOf(Programme.AOR)).slice(-1);
    if (!first) throw new Error('The seed publishes AOR terms');
    const firstBytes = (await downloadOf(first.id)).rawPayload;
    const { document: newer, pdf } = await publishVersion(Programme.AOR);
    expect(newer.version).toBeGreaterThan(first.version);

    const older = await downloadOf(first.id);
    expect(older.statusCode).toBe(200);
    expect(fileNameFromContentDisposition(older.headers['content-disposition'])).toBe(first.fileName);
    expect(older.rawPayload.equals(firstBytes)).toBe(true);
    expect(older.rawPayload.length).toBe(first.fileSize);
    expect((await downloadOf(newer.id)).rawPayload.equals(pdf)).toBe(true);
  });

  it('answers an unknown version with 404 in the failure envelope', async () => {
    const response = await downloadOf(randomUUID());
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({
      success: false,
      data: null,
      message: TERMS_MESSAGES.versionNotFound,
      code: 404,
    });
  });

  it('names the identifier it cannot read', async () => {
    const response = await downloadOf('version-1');
    expect(response.statusCode).toBe(400);
    expect(unescapeHtmlDeep(response.json().message)).toEqual({
      id: ['Enter an identifier of 32 hexadecimal characters in the form 8-4-4-4-12'],
    });
  });
});
