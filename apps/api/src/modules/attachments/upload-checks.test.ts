import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { AttachmentScanStatus, fileNameFromContentDisposition, unescapeHtmlDeep } from '@fsmis/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAppOn } from '../../test/azurite.js';
import { signInAs } from '../../test/sign-in.js';
import type { TestApp } from '../../test/test-app.js';
import { testFiles } from '../../test/test-files.js';
import { findAttachment, insertAttachment } from './attachments.repository.js';

type Storage = 'disk' | 'azure';
type UploadTarget = { uploadId: string; uploadUrl: string; headers: Record<string, string> };

const KB = 1024;
const MB = 1024 * KB;
const SIZE_MISMATCH = 'The file that arrived is not the size of the selected file. Select the file again';

/** A real PDF of exactly `size` bytes. */
const pdfOf = (size: number) => {
  const pdf = testFiles.pdf();
  return Buffer.concat([pdf, Buffer.alloc(size - pdf.length, 0x20)]);
};

describe.each<Storage>(['disk', 'azure'])('uploads on %s storage are what they claim to be', (storage) => {
  let testApp: TestApp;
  let cookie: string;

  beforeAll(async () => {
    // The default limit of 10 MB: a body of 5 MB is within it.
    testApp = await createTestAppOn(storage);
    cookie = await signInAs(testApp, 'newcomer');
  });
  afterAll(() => testApp?.close());

  async function requestUpload(fileName: string, fileSize: number): Promise<UploadTarget> {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/attachments/sas',
      headers: { cookie },
      payload: { fileName, fileSize, purpose: 'document' },
    });
    expect(response.statusCode, response.body).toBe(200);
    return unescapeHtmlDeep(response.json().data);
  }

  async function sendBytes(target: UploadTarget, bytes: Buffer) {
    if (target.uploadUrl.startsWith('/')) {
      const response = await testApp.app.inject({
        method: 'PUT',
        url: target.uploadUrl,
        headers: target.headers,
        payload: bytes,
      });
      return { status: response.statusCode, message: response.json().message };
    }
    const response = await fetch(target.uploadUrl, { method: 'PUT', headers: target.headers, body: bytes });
    return { status: response.status, message: null };
  }

  function complete(target: UploadTarget) {
    return testApp.app.inject({
      method: 'POST',
      url: `/api/attachments/uploads/${target.uploadId}/complete`,
      headers: { cookie },
    });
  }

  /** Where a refusal of the wrong size shows: at the portal's own endpoint, or when completing an Azure upload. */
  async function refusalOf(target: UploadTarget, bytes: Buffer) {
    const sent = await sendBytes(target, bytes);
    if (storage === 'disk') return sent;
    expect(sent.status, 'Azure takes the bytes; the portal checks them').toBe(201);
    const completed = await complete(target);
    return { status: completed.statusCode, message: completed.json().message };
  }

  async function uploaded(fileName: string, bytes: Buffer) {
    const target = await requestUpload(fileName, bytes.length);
    expect((await sendBytes(target, bytes)).status).toBe(201);
    const completed = await complete(target);
    expect(completed.statusCode, completed.body).toBe(200);
    return { target, attachment: completed.json().data };
  }

  function download(attachmentId: string) {
    return testApp.app.inject({
      method: 'GET',
      url: `/api/attachments/${attachmentId}`,
      headers: { cookie },
    });
  }

  it('refuses 5 MB sent for a declared 1 KB, and never makes an attachment of them', async () => {
    const target = await requestUpload('notes.pdf', KB);
    expect(await refusalOf(target, pdfOf(5 * MB))).toEqual({
      status: 400,
      message: { file: [SIZE_MISMATCH] },
    });
    const completed = await complete(target);
    expect(completed.statusCode).toBe(400);
    expect(completed.json().message).toEqual({ file: ['The file did not arrive. Select the file again'] });
  });

  it('refuses a file a little larger or smaller than declared, though under the limit', async () => {
    const larger = await requestUpload('larger.pdf', KB);
    expect(await refusalOf(larger, pdfOf(2 * KB))).toEqual({
      status: 400,
      message: { file: [SIZE_MISMATCH] },
    });
    const smaller = await requestUpload('smaller.pdf', 2 * KB);
    expect(await refusalOf(smaller, pdfOf(KB))).toEqual({ status: 400, message: { file: [SIZE_MISMATCH] } });
  });

  it('saves a PDF named setup.exe or page.html under a .pdf name, as an attachment the browser never sniffs', async () => {
    for (const [claimed, saved] of [
      ['setup.exe', 'setup.pdf'],
      ['page.html', 'page.pdf'],
      ['minutes', 'minutes.pdf'],
    ]) {
      const { attachment } = await uploaded(String(claimed), testFiles.pdf());
      expect(attachment.displayFileName).toBe(saved);
      await testApp.app.scanWorker.drain();
      const file = await download(attachment.attachmentId);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['content-disposition']).toMatch(/^attachment; /);
      expect(fileNameFromContentDisposition(String(file.headers['content-disposition']))).toBe(saved);
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('strips control characters and bidirectional overrides from a name at upload', async () => {
    // U+202E would show "report‮fdp.exe" as "reportexe.pdf".
    const name = 'lab\r\nreport\u0007\u0085\u007f\u202Efdp.exe';
    const { attachment } = await uploaded(name, testFiles.pdf());
    expect(attachment.displayFileName).toBe('labreportfdp.pdf');
    await testApp.app.scanWorker.drain();
    const file = await download(attachment.attachmentId);
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="labreportfdp.pdf"; filename*=UTF-8''labreportfdp.pdf`,
    );

    const nothingLeft = await testApp.app.inject({
      method: 'POST',
      url: '/api/attachments/sas',
      headers: { cookie },
      payload: { fileName: '\r\n\u202E', fileSize: 10 },
    });
    expect(nothingLeft.statusCode).toBe(400);
    expect(nothingLeft.json().message).toEqual({ fileName: ['Select a file'] });
  });

  it('never scans or serves a file whose stored size is not the size its upload completed with', async () => {
    const { attachment: uploadedFirst } = await uploaded('first.pdf', testFiles.pdf());
    const first = await findAttachment(testApp.database.db, uploadedFirst.attachmentId);
    if (!first) throw new Error('the upload made no attachment');
    // An attachment waiting for its scan whose stored bytes are not those its upload was checked with.
    const storageKey = `${first.companyId}/${randomUUID()}`;
    await testApp.storage.put(storageKey, pdfOf(64 * KB), 'application/pdf');
    const changed = await insertAttachment(testApp.database.db, {
      companyId: first.companyId,
      uploadedByUserId: first.uploadedByUserId,
      purpose: 'document',
      displayFileName: 'changed.pdf',
      contentType: 'application/pdf',
      fileSize: testFiles.pdf().length,
      status: AttachmentScanStatus.pendingScan,
      storageKey,
    });
    await testApp.app.scanWorker.drain();
    const status = await testApp.app.inject({
      method: 'GET',
      url: `/api/attachments/get-status?AttachmentIds=${changed.id}`,
      headers: { cookie },
    });
    expect(status.json().data[0].attachmentStatus).toBe(AttachmentScanStatus.notScanned);
    expect(await testApp.storage.get(storageKey)).toBeNull();
    expect((await download(changed.id)).statusCode).toBe(409);
  });

  if (storage === 'azure') {
    it('lets an upload URL write its blob once: the checked bytes cannot be replaced afterwards', async () => {
      const bytes = testFiles.pdf();
      const { target, attachment } = await uploaded('once.pdf', bytes);
      const again = await fetch(target.uploadUrl, {
        method: 'PUT',
        headers: target.headers,
        body: pdfOf(64 * KB),
      });
      expect(again.status).toBe(403);
      await testApp.app.scanWorker.drain();
      const file = await download(attachment.attachmentId);
      expect(Buffer.compare(file.rawPayload, bytes)).toBe(0);
    });
  } else {
    it('stops reading a body sent in chunks as soon as it runs past the declared size', async () => {
      const target = await requestUpload('chunked.pdf', KB);
      let pulled = 0;
      const chunk = pdfOf(64 * KB);
      const body = new Readable({
        read() {
          pulled += chunk.length;
          this.push(pulled > 5 * MB ? null : chunk);
        },
      });
      const response = await testApp.app.inject({
        method: 'PUT',
        url: target.uploadUrl,
        headers: target.headers,
        payload: body,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toEqual({ file: [SIZE_MISMATCH] });
      expect(response.headers.connection).toBe('close');
      expect(pulled).toBeLessThan(MB);
    });

    it('takes the bytes whatever content type they are sent with', async () => {
      const bytes = testFiles.pdf();
      const target = await requestUpload('typed.pdf', bytes.length);
      const sent = await testApp.app.inject({
        method: 'PUT',
        url: target.uploadUrl,
        headers: { 'content-type': 'application/json' },
        payload: bytes,
      });
      expect(sent.statusCode, sent.body).toBe(201);
      expect((await complete(target)).statusCode).toBe(200);
    });
  }
});
