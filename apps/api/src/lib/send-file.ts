import { contentDispositionFor } from '@fsmis/domain';
import type { FastifyReply } from 'fastify';

/** A stored file as a download: its bytes, the name it is saved under and its content type. */
export interface DownloadedFile {
  bytes: Uint8Array;
  fileName: string;
  contentType: string;
}

/** Sends a file as an attachment download that no cache keeps (spec 7: the name comes from the header). */
export function sendFile(reply: FastifyReply, file: DownloadedFile) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', contentDispositionFor(file.fileName))
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(file.bytes));
}
