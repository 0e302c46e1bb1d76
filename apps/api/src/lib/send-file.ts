import { contentDispositionFor } from '@fsmis/domain';
import type { FastifyReply } from 'fastify';
import { downloadFileName } from './file-name.js';

/** A stored file as a download: its bytes, the name it is saved under and its content type. */
export interface DownloadedFile {
  bytes: Uint8Array;
  fileName: string;
  contentType: string;
}

/**
 * Sends a file as an attachment download that no cache keeps (docs/requirements.md §7: the name comes from
 * the header). Every file the API serves goes through here: the browser saves it, never shows it, under a
 * name whose extension says what the file is, and never guesses another type.
 */
export function sendFile(reply: FastifyReply, file: DownloadedFile) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', contentDispositionFor(downloadFileName(file.fileName, file.contentType)))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(asBuffer(file.bytes));
}

/** The same memory as a Buffer: a stored file is not copied to be sent. */
function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
