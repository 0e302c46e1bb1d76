import { AttachmentScanStatus } from '@fsmis/domain';
import { vi } from 'vitest';
import type { Attachment } from '../uploads/attachment';
import type { FakeCall, FakeReply, FakeRoute } from './fake-api';

const UPLOAD_URL = 'https://storage.example/uploads/';

/** A byte transfer in place of XMLHttpRequest: each file arrives at once, and is recorded. */
class FakeTransfer extends EventTarget {
  static sent: string[] = [];
  readonly upload = new EventTarget();
  status = 0;
  responseText = '';
  private url = '';

  open(_method: string, url: string) {
    this.url = url;
  }

  setRequestHeader() {}

  getResponseHeader() {
    return null;
  }

  send() {
    FakeTransfer.sent.push(this.url);
    queueMicrotask(() => {
      this.status = 200;
      this.dispatchEvent(new Event('load'));
    });
  }

  abort() {
    this.dispatchEvent(new Event('abort'));
  }
}

/**
 * The attachments' upload as `fakeApi` answers it (`routes` and `otherwise`): an upload link for each
 * file, its bytes sent at once (XMLHttpRequest stubbed), the completion, then the scan's status as
 * `scan` sets it for the file's name (passed unless told otherwise). `refuse` answers a file's
 * completion with a refusal on `file`, as the API refuses a wrong type or an infected file.
 */
export function fakeUploads(
  options: { readonly refuse?: (fileName: string) => string | null; readonly scanned?: boolean } = {},
) {
  FakeTransfer.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeTransfer);
  const requested = new Map<string, { fileName: string; fileSize: number }>();
  const statuses = new Map<string, AttachmentScanStatus>();
  const attachments: Attachment[] = [];
  const startStatus =
    options.scanned === false ? AttachmentScanStatus.pendingScan : AttachmentScanStatus.scanned;

  const complete = (uploadId: string): FakeReply => {
    const file = requested.get(uploadId);
    if (!file) return { status: 404, message: 'No such upload' };
    const refusal = options.refuse?.(file.fileName) ?? null;
    if (refusal) return { status: 400, message: { file: [refusal] } };
    const attachment: Attachment = {
      attachmentId: `00000000-0000-4000-8000-${String(attachments.length + 1).padStart(12, '0')}`,
      displayFileName: file.fileName,
      fileSize: file.fileSize,
      createdAt: '2026-11-20T06:05:00.000Z',
      attachmentStatus: AttachmentScanStatus.pendingScan,
    };
    attachments.push(attachment);
    statuses.set(attachment.attachmentId, startStatus);
    return { data: attachment };
  };

  const routes: Record<string, FakeRoute> = {
    'POST /api/attachments/sas': (body) => {
      const { fileName, fileSize } = body as { fileName: string; fileSize: number };
      const uploadId = `upload-${requested.size + 1}`;
      requested.set(uploadId, { fileName, fileSize });
      return {
        data: {
          uploadId,
          uploadUrl: `${UPLOAD_URL}${uploadId}`,
          method: 'PUT',
          headers: {},
          expiresAt: '2026-11-20T07:05:00.000Z',
        },
      };
    },
    'GET /api/attachments/get-status': (_, call) => ({
      data: call.query.getAll('AttachmentIds').map((attachmentId) => ({
        attachmentId,
        attachmentStatus: statuses.get(attachmentId) ?? AttachmentScanStatus.pendingScan,
      })),
    }),
  };

  /** The completions and removals, whose paths name the upload; anything else is a 404. */
  const otherwise: FakeRoute = (_, call: FakeCall) => {
    const completion = /^\/api\/attachments\/uploads\/([^/]+)\/complete$/.exec(call.path);
    if (call.method === 'POST' && completion) return complete(decodeURIComponent(completion[1] ?? ''));
    if (call.method === 'DELETE' && call.path.startsWith('/api/attachments/')) return { data: null };
    return { status: 404, message: `No route for ${call.method} ${call.path}` };
  };

  return {
    routes,
    otherwise,
    /** The files uploaded so far, as each completion answered. */
    attachments,
    /** The upload links each file's bytes were sent to. */
    transfers: () => [...FakeTransfer.sent],
    /** The scan of the file named `fileName` now answers `status`. */
    scan: (fileName: string, status: AttachmentScanStatus) => {
      for (const attachment of attachments) {
        if (attachment.displayFileName === fileName) statuses.set(attachment.attachmentId, status);
      }
    },
  };
}
