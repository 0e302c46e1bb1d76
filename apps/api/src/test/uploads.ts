import { type FileAnswer, unescapeHtmlDeep } from '@fsmis/domain';
import type { TestApp } from './test-app.js';

/**
 * Uploads a file through the attachments flow a browser uses (upload link, bytes, completion) on the
 * disk storage, and answers it as a file answer. With `scan` (the default) it waits for the virus scan.
 */
export async function uploadFile(
  { app }: TestApp,
  cookie: string,
  file: { name: string; bytes: Buffer; purpose?: 'document' | 'signature' },
  options: { scan?: boolean } = {},
): Promise<FileAnswer> {
  const sas = await app.inject({
    method: 'POST',
    url: '/api/attachments/sas',
    headers: { cookie },
    payload: { fileName: file.name, fileSize: file.bytes.length, purpose: file.purpose ?? 'document' },
  });
  if (sas.statusCode !== 200) throw new Error(`Upload link refused: ${sas.body}`);
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
  const completed = await app.inject({
    method: 'POST',
    url: `/api/attachments/uploads/${target.uploadId}/complete`,
    headers: { cookie },
  });
  if (completed.statusCode !== 200) throw new Error(`Upload not completed: ${completed.body}`);
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

function fileAnswer(attachment: FileAnswer): FileAnswer {
  const { attachmentId, displayFileName, fileSize, attachmentStatus } = attachment;
  return { attachmentId, displayFileName, fileSize, ...(attachmentStatus ? { attachmentStatus } : {}) };
}
