import { toFailedResponse, unescapeHtmlDeep } from '@fsmis/domain';
import { CLIENT_ERROR_MESSAGE } from '@fsmis/ui/lib/http-client';
import type { UploadTarget } from './request-upload';

export type UploadProgress = { readonly loaded: number; readonly total: number };

/** A failed transfer of the bytes, with the message to show and the HTTP status (0: no answer came). */
export class FileTransferError extends Error {
  override name = 'FileTransferError';
  readonly status: number;

  constructor(message: string, status: number) {
    super(message);
    this.status = status;
  }
}

function messageOf(request: XMLHttpRequest): string {
  let body: unknown = request.responseText;
  try {
    body = unescapeHtmlDeep(JSON.parse(request.responseText) as unknown);
  } catch {
    // Not JSON (a storage service answers in XML): the client's own message is used.
  }
  return toFailedResponse({
    status: request.status,
    contentType: request.getResponseHeader('content-type'),
    body,
    fallbackMessage: CLIENT_ERROR_MESSAGE,
  }).message;
}

/**
 * Sends a file's bytes to its upload target. XMLHttpRequest rather than fetch: it reports upload
 * progress. No cookies go with it; the target's URL carries the permission.
 */
export function sendFile(
  target: UploadTarget,
  file: Blob,
  onProgress: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(target.method, target.uploadUrl);
    for (const [name, value] of Object.entries(target.headers)) request.setRequestHeader(name, value);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total });
    });
    request.addEventListener('load', () => {
      if (request.status >= 200 && request.status < 300) resolve();
      else reject(new FileTransferError(messageOf(request), request.status));
    });
    request.addEventListener('error', () => reject(new FileTransferError(CLIENT_ERROR_MESSAGE, 0)));
    request.addEventListener('abort', () =>
      reject(new DOMException('The upload was cancelled.', 'AbortError')),
    );
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(file);
  });
}
