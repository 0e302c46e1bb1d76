import { type AttachmentPurpose, type FileAnswer, type FileType, unescapeHtmlDeep } from '@fsmis/domain';
import type { InjectResponse } from './responses.js';
import type { TestApp } from './test-app.js';

/** A file as it is chosen in a field: its name and bytes, the field's purpose and the types it takes. */
export interface ChosenFile {
  name: string;
  bytes: Buffer;
  purpose?: AttachmentPurpose;
  fileTypes?: readonly FileType[];
}

/**
 * Uploads a file through the attachments flow a browser uses (upload link, bytes, completion) on the
 * disk storage, and answers it as a file answer. With `scan` (the default) it waits for the virus scan.
 */
export async function uploadFile(
  testApp: TestApp,
  cookie: string,
  file: ChosenFile,
  options: { scan?: boolean } = {},
): Promise<FileAnswer> {
  const { app } = testApp;
  const completed = await attemptUpload(testApp, cookie, file);
  if (completed.statusCode !== 200) throw new Error(`Upload refused: ${completed.body}`);
  const attachment = unescapeHtmlDeep(completed.json().data) as FileAnswer & { attachmentStatus: number };
  if (options.scan === false) return fileAnswer(attachment);
  await app.scanWorker.drain();
  const status = await app.inject({
    method: 'GET',
    url: `/api/attachments/get-status?AttachmentIds=${attachment.attachmentId}`,
    headers: { cookie },
  });
  return fileAnswer({ ...attachment, attachmentStatus: status.json().data[0].attachmentStatus });
}

/**
 * The same upload, answering the response that ended it: the upload link's refusal (of a purpose, or a
 * size judged before the bytes are sent), or the completion, which checks the bytes and refuses or
 * answers the attachment.
 */
export async function attemptUpload(
  testApp: TestApp,
  cookie: string,
  file: ChosenFile,
): Promise<InjectResponse> {
  const sent = await sendUploadBytes(testApp, cookie, file);
  if ('refused' in sent) return sent.refused;
  return testApp.app.inject({
    method: 'POST',
    url: `/api/attachments/uploads/${sent.uploadId}/complete`,
    headers: { cookie },
  });
}

/**
 * Asks for an upload link and sends the file's bytes to it, leaving the upload uncompleted: its id, or
 * the refusal of the link.
 */
export async function sendUploadBytes(
  { app }: TestApp,
  cookie: string,
  file: ChosenFile,
): Promise<{ uploadId: string } | { refused: InjectResponse }> {
  const sas = await app.inject({
    method: 'POST',
    url: '/api/attachments/sas',
    headers: { cookie },
    payload: {
      fileName: file.name,
      fileSize: file.bytes.length,
      purpose: file.purpose ?? 'document',
      ...(file.fileTypes ? { fileTypes: file.fileTypes } : {}),
    },
  });
  if (sas.statusCode !== 200) return { refused: sas };
  const target = unescapeHtmlDeep(sas.json().data) as {
    uploadId: string;
    uploadUrl: string;
    headers: Record<string, string>;
  };
  const sent = await app.inject({
    method: 'PUT',
    url: target.uploadUrl,
    headers: target.headers,
    payload: file.bytes,
  });
  if (sent.statusCode >= 300) throw new Error(`Upload refused: ${sent.body}`);
  return { uploadId: target.uploadId };
}

function fileAnswer(attachment: FileAnswer): FileAnswer {
  const { attachmentId, displayFileName, fileSize, attachmentStatus } = attachment;
  return { attachmentId, displayFileName, fileSize, ...(attachmentStatus ? { attachmentStatus } : {}) };
}
