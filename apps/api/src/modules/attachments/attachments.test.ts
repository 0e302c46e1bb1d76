import { AttachmentScanStatus, unescapeHtmlDeep } from '@fsmis/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAppOn } from '../../test/azurite.js';
import { signInAs } from '../../test/sign-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testFiles } from '../../test/test-files.js';

type Storage = 'disk' | 'azure';

describe.each<Storage>(['disk', 'azure'])('attachments on %s storage', (storage) => {
  let testApp: TestApp;
  let cookie: string;

  beforeAll(async () => {
    testApp = await createTestAppOn(storage, { ATTACHMENT_MAX_MB: '1' });
    cookie = await signInAs(testApp, 'newcomer');
  });
  afterAll(() => testApp?.close());

  /** The field the file is chosen in: its purpose, and what it takes of the purpose's types and size. */
  type Field = { purpose?: string; fileTypes?: string[]; maxMb?: number };

  async function requestUpload(fileName: string, fileSize: number, purpose = 'document', as = cookie) {
    return requestUploadFor({ purpose }, fileName, fileSize, as);
  }

  async function requestUploadFor(field: Field, fileName: string, fileSize: number, as = cookie) {
    return testApp.app.inject({
      method: 'POST',
      url: '/api/attachments/sas',
      headers: { cookie: as },
      payload: { fileName, fileSize, purpose: 'document', ...field },
    });
  }

  /** Sends the bytes where the portal says: its own signed endpoint, or straight to Azure with a SAS URL. */
  async function sendBytes(target: { uploadUrl: string; headers: Record<string, string> }, bytes: Buffer) {
    if (target.uploadUrl.startsWith('/')) {
      const response = await testApp.app.inject({
        method: 'PUT',
        url: target.uploadUrl,
        headers: target.headers,
        payload: bytes,
      });
      return { status: response.statusCode, body: response.body };
    }
    const response = await fetch(target.uploadUrl, { method: 'PUT', headers: target.headers, body: bytes });
    return { status: response.status, body: await response.text() };
  }

  async function upload(fileName: string, bytes: Buffer, purpose = 'document', as = cookie) {
    return uploadFor({ purpose }, fileName, bytes, as);
  }

  async function uploadFor(field: Field, fileName: string, bytes: Buffer, as = cookie) {
    const sas = await requestUploadFor(field, fileName, bytes.length, as);
    expect(sas.statusCode).toBe(200);
    // Read as the web client does (docs/requirements.md §7): response text arrives HTML-escaped.
    const target = unescapeHtmlDeep(sas.json().data);
    expect((await sendBytes(target, bytes)).status).toBeLessThan(300);
    return testApp.app.inject({
      method: 'POST',
      url: `/api/attachments/uploads/${target.uploadId}/complete`,
      headers: { cookie: as },
    });
  }

  async function settledStatus(attachmentId: string) {
    await testApp.app.scanWorker.drain();
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/attachments/get-status?AttachmentIds=${attachmentId}`,
      headers: { cookie },
    });
    return response.json().data[0]?.attachmentStatus;
  }

  it('uploads, scans and downloads a file byte for byte, then deletes it', async () => {
    const bytes = testFiles.pdf();
    const completed = await upload('Laboratory accreditation – 2026.pdf', bytes);
    expect(completed.statusCode).toBe(200);
    const attachment = completed.json().data;
    expect(attachment).toMatchObject({
      displayFileName: 'Laboratory accreditation – 2026.pdf',
      fileSize: bytes.length,
      attachmentStatus: AttachmentScanStatus.pendingScan,
    });
    expect(await settledStatus(attachment.attachmentId)).toBe(AttachmentScanStatus.scanned);

    const download = await testApp.app.inject({
      method: 'GET',
      url: `/api/attachments/${attachment.attachmentId}`,
      headers: { cookie },
    });
    expect(download.statusCode).toBe(200);
    expect(Buffer.compare(download.rawPayload, bytes)).toBe(0);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Laboratory accreditation _ 2026.pdf"; filename*=UTF-8''Laboratory%20accreditation%20%E2%80%93%202026.pdf`,
    );

    const removed = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/attachments/${attachment.attachmentId}`,
      headers: { cookie },
    });
    expect(removed.statusCode).toBe(200);
    const gone = await testApp.app.inject({
      method: 'GET',
      url: `/api/attachments/${attachment.attachmentId}`,
      headers: { cookie },
    });
    expect(gone.statusCode).toBe(404);
  });

  it('marks the EICAR test file suspicious, removes it and never lets it be downloaded', async () => {
    const completed = await upload('invoice.pdf', testFiles.eicarPdf());
    const { attachmentId } = completed.json().data;
    expect(await settledStatus(attachmentId)).toBe(AttachmentScanStatus.suspicious);
    const download = await testApp.app.inject({
      method: 'GET',
      url: `/api/attachments/${attachmentId}`,
      headers: { cookie },
    });
    expect(download.statusCode).toBe(409);
    expect(download.json().message).toBe('The selected file contains a virus');
  });

  it('ends an encrypted PDF as not scanned, password protected (4001)', async () => {
    const completed = await upload('report.pdf', testFiles.encryptedPdf());
    const { attachmentId } = completed.json().data;
    expect(await settledStatus(attachmentId)).toBe(AttachmentScanStatus.notScannedPasswordProtected);
    const download = await testApp.app.inject({
      method: 'GET',
      url: `/api/attachments/${attachmentId}`,
      headers: { cookie },
    });
    expect(download.json().message).toBe('The selected file is password protected');
  });

  it('refuses an empty file and one over the limit before any upload', async () => {
    const empty = await requestUpload('empty.pdf', 0);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toEqual({ file: ['The file is empty'] });
    const large = await requestUpload('large.pdf', 1024 * 1024 + 1);
    expect(large.statusCode).toBe(400);
    expect(large.json().message).toEqual({ file: ['The file must be 1 MB or smaller'] });
    const atTheLimit = await requestUpload('large.pdf', 1024 * 1024);
    expect(atTheLimit.statusCode).toBe(200);
  });

  it('checks the type by content, not by name', async () => {
    const renamed = await upload('notes.pdf', testFiles.text());
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().message).toEqual({ file: ['The file must be a PDF, JPG or PNG'] });
    const signature = await upload('signature.png', testFiles.pdf(), 'signature');
    expect(signature.json().message).toEqual({ file: ['The file must be a JPG or PNG'] });
    const png = await upload('scan.pdf', testFiles.png());
    expect(png.statusCode).toBe(200);
  });

  it("refuses at upload a file of a type the field does not take, in words that name the field's types", async () => {
    const pdfOnly = { fileTypes: ['pdf'] };
    const png = await uploadFor(pdfOnly, 'certificate.pdf', testFiles.png());
    expect(png.statusCode).toBe(400);
    expect(png.json().message).toEqual({ file: ['The file must be a PDF'] });
    const pdf = await uploadFor(pdfOnly, 'certificate.pdf', testFiles.pdf());
    expect(pdf.statusCode).toBe(200);
    expect(pdf.json().data.attachmentStatus).toBe(AttachmentScanStatus.pendingScan);
  });

  it('lets a field narrow, never widen, what its purpose takes', async () => {
    const widened = await requestUploadFor(
      { purpose: 'signature', fileTypes: ['pdf'] },
      'signature.pdf',
      100,
    );
    expect(widened.statusCode).toBe(400);
    expect(widened.json().message).toEqual({
      fileTypes: ['A file of this purpose cannot be any of these types'],
    });
    // Larger than the deployment takes (ATTACHMENT_MAX_MB 1 here): the deployment's size is the field's.
    const larger = await requestUploadFor({ maxMb: 5 }, 'large.pdf', 1024 * 1024 + 1);
    expect(larger.json().message).toEqual({ file: ['The file must be 1 MB or smaller'] });
  });

  it('refuses the EICAR test file as infected at upload, whatever it is named', async () => {
    for (const name of ['eicar.com', 'report.pdf', 'signature.png']) {
      const infected = await uploadFor({ fileTypes: ['pdf'] }, name, testFiles.eicar());
      expect(infected.statusCode).toBe(400);
      expect(infected.json().message).toEqual({ file: ['The selected file contains a virus'] });
    }
    const asSignature = await upload('signature.png', testFiles.eicar(), 'signature');
    expect(asSignature.json().message).toEqual({ file: ['The selected file contains a virus'] });
  });

  it('refuses bytes larger than the size that was declared allowed', async () => {
    const sas = await requestUpload('grown.pdf', 10);
    const target = unescapeHtmlDeep(sas.json().data);
    const bytes = Buffer.concat([testFiles.pdf(), Buffer.alloc(1024 * 1024)]);
    const sent = await sendBytes(target, bytes);
    // The portal's own endpoint refuses the bytes as they arrive; Azure takes them and completion refuses.
    const refusal =
      storage === 'disk'
        ? { status: sent.status, body: JSON.parse(sent.body) }
        : await testApp.app
            .inject({
              method: 'POST',
              url: `/api/attachments/uploads/${target.uploadId}/complete`,
              headers: { cookie },
            })
            .then((response) => ({ status: response.statusCode, body: response.json() }));
    expect(refusal.status).toBe(400);
    expect(refusal.body.message).toEqual({ file: ['The file must be 1 MB or smaller'] });
  });

  it('lets no other company read, poll, download, delete or complete an attachment', async () => {
    const completed = await upload('private.pdf', testFiles.pdf());
    const { attachmentId } = completed.json().data;
    const other = await signInAs(testApp, 'dual');
    const download = await testApp.app.inject({
      method: 'GET',
      url: `/api/attachments/${attachmentId}`,
      headers: { cookie: other },
    });
    expect(download.statusCode).toBe(404);
    const remove = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/attachments/${attachmentId}`,
      headers: { cookie: other },
    });
    expect(remove.statusCode).toBe(404);
    const status = await testApp.app.inject({
      method: 'GET',
      url: `/api/attachments/get-status?AttachmentIds=${attachmentId}`,
      headers: { cookie: other },
    });
    expect(status.json().data).toEqual([]);

    const sas = await requestUpload('mine.pdf', 100);
    const foreignComplete = await testApp.app.inject({
      method: 'POST',
      url: `/api/attachments/uploads/${sas.json().data.uploadId}/complete`,
      headers: { cookie: other },
    });
    expect(foreignComplete.statusCode).toBe(404);
  });

  it('needs a session for everything but the signed upload itself', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/attachments/sas',
      payload: { fileName: 'a.pdf', fileSize: 10 },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('the signed upload endpoint of the disk storage', () => {
  let testApp: TestApp;
  let cookie: string;
  beforeAll(async () => {
    testApp = await createTestApp();
    cookie = await signInAs(testApp, 'ready');
  });
  afterAll(() => testApp?.close());

  it('refuses a tampered signature and an expired link', async () => {
    const sas = await testApp.app.inject({
      method: 'POST',
      url: '/api/attachments/sas',
      headers: { cookie },
      payload: { fileName: 'a.pdf', fileSize: 100 },
    });
    const url = new URL(unescapeHtmlDeep(sas.json().data).uploadUrl, 'http://portal');
    const tampered = new URL(url);
    const signature = url.searchParams.get('signature') ?? '';
    tampered.searchParams.set('signature', `${signature.startsWith('x') ? 'y' : 'x'}${signature.slice(1)}`);
    const refused = await testApp.app.inject({
      method: 'PUT',
      url: `${tampered.pathname}${tampered.search}`,
      headers: { 'content-type': 'application/octet-stream' },
      payload: testFiles.pdf(),
    });
    expect(refused.statusCode).toBe(403);

    const expired = new URL(url);
    expired.searchParams.set('expires', String(Date.now() - 1000));
    const late = await testApp.app.inject({
      method: 'PUT',
      url: `${expired.pathname}${expired.search}`,
      headers: { 'content-type': 'application/octet-stream' },
      payload: testFiles.pdf(),
    });
    expect(late.statusCode).toBe(403);
  });

  it("serves the signed-in user's signature at GET /api/auth/signature, and says when there is none", async () => {
    const signature = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/signature',
      headers: { cookie },
    });
    expect(signature.statusCode).toBe(200);
    expect(signature.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(signature.rawPayload, testFiles.png())).toBe(0);

    const newcomer = await signInAs(testApp, 'newcomer');
    const none = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/signature',
      headers: { cookie: newcomer },
    });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('You have not uploaded a signature yet. Add one on your profile.');

    const anonymous = await testApp.app.inject({ method: 'GET', url: '/api/auth/signature' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('keeps a profile signature that is in use', async () => {
    const profile = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: { cookie },
    });
    const { attachmentId } = profile.json().data.signatureAttachment;
    const response = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/attachments/${attachmentId}`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('This file is in use and cannot be removed');
  });
});
