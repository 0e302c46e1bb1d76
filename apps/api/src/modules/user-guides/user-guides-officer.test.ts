import {
  ATTACH_GUIDE_MESSAGE,
  type FileType,
  fileNameFromContentDisposition,
  type OfficerUserGuide,
  type UserGuide,
  unescapeHtmlDeep,
} from '@fsmis/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageOf } from '../../test/responses.js';
import { signInAs, signInAsOfficer } from '../../test/sign-in.js';
import { signInOverseas } from '../../test/sign-in-overseas.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testFiles } from '../../test/test-files.js';
import { attemptUpload, type ChosenFile, uploadFile } from '../../test/uploads.js';

let testApp: TestApp;
let officer: string;
beforeAll(async () => {
  // A 1 MB limit keeps the oversized upload small.
  testApp = await createTestApp({ environment: { ATTACHMENT_MAX_MB: '1' } });
  officer = await signInAsOfficer(testApp);
});
afterAll(() => testApp?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, cookie: string, payload?: object) =>
  testApp.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload }) });

/** A real PDF whose text names it, so that two files can be told apart. */
const pdfSaying = (text: string) =>
  Buffer.from(
    [
      '%PDF-1.4',
      `% ${text}`,
      '1 0 obj << /Type /Catalog >> endobj',
      'trailer << /Root 1 0 R >>',
      '%%EOF',
      '',
    ].join('\n'),
    'latin1',
  );
/** The officer's upload of a guide's file, as the console sends it (PDF only), scanned; answers its id. */
async function fileOf(bytes: Buffer, fileName = 'guide.pdf', options: { fileTypes?: FileType[] } = {}) {
  const file: ChosenFile = {
    name: fileName,
    bytes,
    purpose: 'officer-document',
    fileTypes: ['pdf'],
    ...options,
  };
  return (await uploadFile(testApp, officer, file)).attachmentId;
}

/** A new guide's body; its file the first edition, uploaded, unless `overrides` names another. */
async function newGuide(overrides: object = {}) {
  const file =
    'file' in overrides ? undefined : await fileOf(pdfSaying('first edition'), 'Corrective Actions.pdf');
  return {
    title: 'Corrective actions: a guide',
    description: 'How to answer findings and send evidence of corrective actions.',
    audience: 'local',
    version: '1.0',
    file,
    ...overrides,
  };
}

async function officerGuides(): Promise<OfficerUserGuide[]> {
  const response = await call('GET', '/api/officer/user-guides', officer);
  expect(response.statusCode).toBe(200);
  return unescapeHtmlDeep(response.json().data);
}

async function publish(overrides: object = {}): Promise<OfficerUserGuide> {
  const response = await call('POST', '/api/officer/user-guides', officer, await newGuide(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return unescapeHtmlDeep(response.json().data);
}

async function companyGuides(cookie: string): Promise<UserGuide[]> {
  return unescapeHtmlDeep((await call('GET', '/api/user-guides', cookie)).json().data);
}

async function auditOf(action: string, guideId: string) {
  const response = await call('GET', `/api/officer/audit-log?Action=${action}&EntityId=${guideId}`, officer);
  return response.json().data.items as Array<{ before: Record<string, unknown> | null; after: unknown }>;
}

describe('GET /api/officer/user-guides', () => {
  it("lists every audience's guides, each file downloadable by officers", async () => {
    const guides = await officerGuides();
    expect(guides.map((guide) => guide.audience).sort()).toEqual(
      expect.arrayContaining(['all', 'local', 'pt']),
    );
    const ptGuide = guides.find((guide) => guide.audience === 'pt');
    expect(ptGuide).toMatchObject({ createdAt: expect.any(String), updatedAt: expect.any(String) });
    const file = await call('GET', `/api/officer/user-guides/${ptGuide?.id}`, officer);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(fileNameFromContentDisposition(file.headers['content-disposition'])).toBe(ptGuide?.fileName);
    expect(file.rawPayload.length).toBe(ptGuide?.fileSize);
  });

  it('refuses companies', async () => {
    const company = await signInAs(testApp, 'ready');
    expect((await call('GET', '/api/officer/user-guides', company)).statusCode).toBe(403);
  });
});

describe('POST /api/officer/user-guides', () => {
  it('publishes a guide its audience sees and downloads at once, and audits it', async () => {
    const response = await call('POST', '/api/officer/user-guides', officer, await newGuide());
    expect(response.statusCode).toBe(201);
    expect(messageOf(response)).toBe(
      'Published "Corrective actions: a guide" (version 1.0) for local laboratories.',
    );
    const guide = unescapeHtmlDeep(response.json().data) as OfficerUserGuide;
    expect(guide).toMatchObject({
      title: 'Corrective actions: a guide',
      audience: 'local',
      version: '1.0',
      fileName: 'Corrective Actions.pdf',
      fileSize: pdfSaying('first edition').length,
    });
    const ready = await signInAs(testApp, 'ready');
    expect((await companyGuides(ready)).map((each) => each.id)).toContain(guide.id);
    const file = await call('GET', `/api/user-guides/${guide.id}`, ready);
    expect(file.rawPayload.toString('latin1')).toContain('first edition');
    const overseas = await signInOverseas(testApp);
    expect((await companyGuides(overseas)).map((each) => each.id)).not.toContain(guide.id);
    const [entry] = await auditOf('user-guide.publish', guide.id);
    expect(entry).toMatchObject({ before: null, after: { title: guide.title, version: '1.0' } });
  });

  it('gives the file a .pdf name whatever it was called', async () => {
    const guide = await publish({ file: await fileOf(pdfSaying('named'), 'manual.exe') });
    expect(guide.fileName).toBe('manual.pdf');
  });

  it('refuses a file that is not a PDF, a locked or oversized PDF, and names the fields it misses', async () => {
    const refusal = async (overrides: object) => {
      const response = await call('POST', '/api/officer/user-guides', officer, await newGuide(overrides));
      expect(response.statusCode).toBe(400);
      return messageOf(response);
    };
    const uploadRefusal = async (bytes: Buffer) => {
      const response = await attemptUpload(testApp, officer, {
        name: 'guide.pdf',
        bytes,
        purpose: 'officer-document',
        fileTypes: ['pdf'],
      });
      expect(response.statusCode).toBe(400);
      return messageOf(response);
    };
    const before = (await officerGuides()).length;
    // What is no PDF, or too large, is refused by its upload, before any guide can name it.
    expect(await uploadRefusal(testFiles.text())).toEqual({ file: ['The file must be a PDF'] });
    expect(await uploadRefusal(Buffer.concat([pdfSaying('big'), Buffer.alloc(1024 * 1024)]))).toEqual({
      file: ['The file must be 1 MB or smaller'],
    });
    // An upload of another of the officer's types is no guide; nor is a PDF cut short, or a locked one.
    const png = await fileOf(testFiles.png(), 'guide.png', { fileTypes: ['png'] });
    expect(await refusal({ file: png })).toEqual({ file: ['The file must be a PDF'] });
    const cutShort = await fileOf(Buffer.from('%PDF-1.4\n% cut short\n', 'latin1'));
    expect(await refusal({ file: cutShort })).toEqual({
      file: ['The file must be a PDF: it does not start with %PDF- and end with %%EOF'],
    });
    // A locked PDF is refused by its scan (and by the guide's own check, were it named before the scan
    // ended).
    const locked = await fileOf(testFiles.encryptedPdf(), 'locked.pdf');
    expect(await refusal({ file: locked })).toEqual({
      file: ['locked.pdf: The selected file is password protected – remove the password and try again'],
    });
    expect(await refusal({ title: ' ', audience: 'officers', version: '', file: undefined })).toEqual({
      title: ['Enter the title of the guide'],
      audience: ['Choose who the guide is for'],
      version: ['Enter the version of the guide, like 2.1'],
      file: [ATTACH_GUIDE_MESSAGE],
    });
    expect(await officerGuides()).toHaveLength(before);
  });
});

describe('PUT /api/officer/user-guides/{id}', () => {
  it('replaces the file under a new version and removes the old file', async () => {
    const guide = await publish();
    const secondEdition = await fileOf(pdfSaying('second edition'), 'Corrective Actions 1.1.pdf');
    const response = await call(
      'PUT',
      `/api/officer/user-guides/${guide.id}`,
      officer,
      await newGuide({ version: '1.1', audience: 'all', file: secondEdition }),
    );
    expect(response.statusCode).toBe(200);
    expect(messageOf(response)).toBe(
      'Replaced the file of "Corrective actions: a guide": companies now download version 1.1.',
    );
    expect(response.json().data).toMatchObject({
      version: '1.1',
      audience: 'all',
      fileName: 'Corrective Actions 1.1.pdf',
    });
    const overseas = await signInOverseas(testApp);
    const file = await call('GET', `/api/user-guides/${guide.id}`, overseas);
    expect(file.rawPayload.toString('latin1')).toContain('second edition');
    const [entry] = await auditOf('user-guide.update', guide.id);
    const oldKey = String(entry?.before?.storageKey);
    expect(await testApp.storage.get(oldKey)).toBeNull();
  });

  it('keeps the file when none is sent, and refuses a new file under the same version', async () => {
    const guide = await publish();
    const renamed = await call(
      'PUT',
      `/api/officer/user-guides/${guide.id}`,
      officer,
      await newGuide({ title: 'Answering findings', file: null }),
    );
    expect(renamed.statusCode).toBe(200);
    expect(messageOf(renamed)).toBe('Saved "Answering findings".');
    expect(renamed.json().data).toMatchObject({
      fileName: guide.fileName,
      fileSize: guide.fileSize,
      version: '1.0',
    });
    const sameVersion = await call('PUT', `/api/officer/user-guides/${guide.id}`, officer, await newGuide());
    expect(sameVersion.statusCode).toBe(400);
    expect(messageOf(sameVersion)).toEqual({
      version: [
        'The new file needs a version other than 1.0, so companies can tell it from the one they have',
      ],
    });
    const file = await call('GET', `/api/officer/user-guides/${guide.id}`, officer);
    expect(file.rawPayload.toString('latin1')).toContain('first edition');
  });

  it('answers 404 for a guide that does not exist', async () => {
    const response = await call(
      'PUT',
      '/api/officer/user-guides/0b5e6a1c-2f3d-4e5f-8a9b-0c1d2e3f4a5b',
      officer,
      await newGuide({ file: null }),
    );
    expect(response.statusCode).toBe(404);
  });
});

describe('DELETE /api/officer/user-guides/{id}', () => {
  it('withdraws a guide: companies no longer see it, its file is removed, the audit log keeps it', async () => {
    const guide = await publish();
    const response = await call('DELETE', `/api/officer/user-guides/${guide.id}`, officer);
    expect(response.statusCode).toBe(200);
    expect(messageOf(response)).toBe('Withdrew "Corrective actions: a guide": companies no longer see it.');
    const ready = await signInAs(testApp, 'ready');
    expect((await companyGuides(ready)).map((each) => each.id)).not.toContain(guide.id);
    expect((await call('GET', `/api/user-guides/${guide.id}`, ready)).statusCode).toBe(404);
    expect((await officerGuides()).map((each) => each.id)).not.toContain(guide.id);
    const [entry] = await auditOf('user-guide.withdraw', guide.id);
    expect(entry).toMatchObject({ after: null, before: { title: guide.title } });
    expect(await testApp.storage.get(String(entry?.before?.storageKey))).toBeNull();
    expect((await call('DELETE', `/api/officer/user-guides/${guide.id}`, officer)).statusCode).toBe(404);
  });
});
