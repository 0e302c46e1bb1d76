import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  ATTACHMENT_PURPOSES,
  type AttachmentPurpose,
  AttachmentScanStatus,
  describeFileTypes,
  detectFileType,
  FILE_TYPES,
  type FileType,
  FROZEN_SIGNATURE_PURPOSE,
  isAttachmentDownloadable,
} from '@fsmis/domain';
import type { Database } from '../../db/database.js';
import { downloadFileName } from '../../lib/file-name.js';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-error.js';
import { serverSecret } from '../../lib/server-secrets.js';
import type { Session } from '../sessions/sessions.service.js';
import * as repository from './attachments.repository.js';
import type { FileStorage } from './file-storage.js';

/** How long a signed upload URL may be used. */
export const UPLOAD_URL_LIFETIME_MS = 15 * 60_000;
const SIGNING_SECRET = 'attachment-upload-signing';

export interface AttachmentContext {
  db: Database;
  storage: FileStorage;
  maxBytes: number;
  /** Wakes the scanner after an upload completes. */
  onUploaded(): void;
}

/** The Attachment of docs/requirements.md §3. */
export interface Attachment {
  attachmentId: string;
  displayFileName: string;
  fileSize: number;
  entityId: string | null;
  createdAt: string;
  attachmentStatus: number;
}

export const messages = {
  empty: 'The selected file is empty',
  tooLarge: (maxBytes: number) =>
    `The selected file must be smaller than ${Math.round(maxBytes / 1024 / 1024)} MB`,
  wrongType: (purpose: AttachmentPurpose) =>
    `The selected file must be ${describeFileTypes(ATTACHMENT_PURPOSES[purpose].fileTypes)}`,
  virus: 'The selected file contains a virus',
  passwordProtected: 'The selected file is password protected',
  notScanned: 'The selected file could not be checked for viruses. Upload it again',
  stillScanning: 'The file is still being checked for viruses. Try again in a moment',
  expired: 'The upload link has expired. Select the file again',
  notUploaded: 'The file did not arrive. Select the file again',
  sizeMismatch: 'The file that arrived is not the size of the selected file. Select the file again',
  inUse: 'This file is in use and cannot be removed',
  noSignature: 'You have not uploaded a signature yet. Add one on your profile.',
} as const;

export function toAttachment(row: repository.AttachmentRow): Attachment {
  return {
    attachmentId: row.id,
    displayFileName: row.displayFileName,
    fileSize: row.fileSize,
    entityId: row.entityId,
    createdAt: row.createdAt.toISOString(),
    attachmentStatus: row.status,
  };
}

export async function createUpload(
  context: AttachmentContext,
  session: Session,
  request: { fileName: string; fileSize: number; purpose: AttachmentPurpose; entityId: string | null },
  uploadPath: (uploadId: string, expires: number, signature: string) => string,
  now = new Date(),
) {
  if (request.fileSize === 0) throw badRequest({ file: [messages.empty] });
  if (request.fileSize > context.maxBytes) throw badRequest({ file: [messages.tooLarge(context.maxBytes)] });

  const id = randomUUID();
  const expiresAt = new Date(now.getTime() + UPLOAD_URL_LIFETIME_MS);
  const storageKey = `${session.companyId}/${id}`;
  await repository.insertUpload(context.db, {
    id,
    companyId: session.companyId,
    userId: session.userId,
    purpose: request.purpose,
    entityId: request.purpose === 'signature' ? session.userId : request.entityId,
    displayFileName: request.fileName,
    declaredSize: request.fileSize,
    storageKey,
    expiresAt,
  });

  const direct = await context.storage.directUploadTarget(storageKey, expiresAt);
  const expires = expiresAt.getTime();
  return {
    uploadId: id,
    uploadUrl: direct?.url ?? uploadPath(id, expires, await sign(context.db, id, expires)),
    method: 'PUT' as const,
    headers: direct?.headers ?? { 'content-type': 'application/octet-stream' },
    expiresAt: expiresAt.toISOString(),
  };
}

/** The body of a signed upload, read no further than `limit` bytes. */
export type UploadBody = (limit: number) => Promise<{ bytes: Uint8Array; overflowed: boolean }>;

/**
 * The disk storage's upload endpoint: checks the signature and the expiry, then takes exactly the
 * number of bytes announced when the upload was requested. A body that announces another length is
 * refused before it is read, and one that runs past the size is refused as soon as it does.
 */
export async function receiveUpload(
  context: AttachmentContext,
  upload: {
    uploadId: string;
    expires: number;
    signature: string;
    /** The Content-Length of the request, null for a chunked body. */
    announcedLength: number | null;
    read: UploadBody;
  },
  now = new Date(),
) {
  const expected = await sign(context.db, upload.uploadId, upload.expires);
  if (!sameSignature(expected, upload.signature)) throw new HttpError(403, 'This upload link is not valid.');
  if (upload.expires < now.getTime()) throw new HttpError(403, messages.expired);
  const row = await repository.findUpload(context.db, upload.uploadId);
  if (!row || row.attachmentId) throw new HttpError(403, 'This upload link is not valid.');
  if (upload.announcedLength !== null && upload.announcedLength !== row.declaredSize) {
    throw badRequest({ file: [sizeRefusal(upload.announcedLength, context.maxBytes)] });
  }
  const { bytes, overflowed } = await upload.read(row.declaredSize);
  if (overflowed || bytes.length !== row.declaredSize) throw badRequest({ file: [messages.sizeMismatch] });
  await context.storage.put(row.storageKey, bytes, 'application/octet-stream');
}

function sizeRefusal(size: number, maxBytes: number): string {
  return size > maxBytes ? messages.tooLarge(maxBytes) : messages.sizeMismatch;
}

/** Registers the uploaded bytes as an attachment waiting for its scan, or refuses them. */
export async function completeUpload(
  context: AttachmentContext,
  session: Session,
  uploadId: string,
  now = new Date(),
) {
  const upload = await repository.findUpload(context.db, uploadId);
  if (!upload || upload.companyId !== session.companyId) throw notFound();
  if (upload.attachmentId) {
    const existing = await repository.findAttachment(context.db, upload.attachmentId);
    if (existing) return toAttachment(existing);
  }
  if (upload.expiresAt.getTime() < now.getTime()) throw badRequest({ file: [messages.expired] });

  // A storage URL takes whatever is sent to it: its size is checked before a byte of it is read.
  const storedSize = await context.storage.size(upload.storageKey);
  if (storedSize === null) throw badRequest({ file: [messages.notUploaded] });
  const refuse = async (refusal: string) => {
    await context.storage.delete(upload.storageKey);
    return badRequest({ file: [refusal] });
  };
  if (storedSize !== upload.declaredSize) throw await refuse(sizeRefusal(storedSize, context.maxBytes));
  const bytes = await context.storage.get(upload.storageKey);
  if (!bytes) throw badRequest({ file: [messages.notUploaded] });
  const type = detectFileType(bytes);
  const refusal = refusalOf(bytes, type, upload);
  if (refusal || !type) throw await refuse(refusal ?? messages.wrongType(upload.purpose));

  const contentType = FILE_TYPES[type].contentType;
  const row = await repository.completeUpload(context.db, upload, {
    displayFileName: downloadFileName(upload.displayFileName, contentType),
    contentType,
    fileSize: bytes.length,
    status: AttachmentScanStatus.pendingScan,
  });
  if (!row) throw conflict('This upload has already been completed.');
  context.onUploaded();
  return toAttachment(row);
}

function refusalOf(
  bytes: Uint8Array,
  type: FileType | null,
  upload: Pick<repository.UploadRow, 'purpose' | 'declaredSize'>,
): string | null {
  if (bytes.length === 0) return messages.empty;
  if (bytes.length !== upload.declaredSize) return messages.sizeMismatch;
  const purpose = upload.purpose;
  const allowed: readonly FileType[] = ATTACHMENT_PURPOSES[purpose].fileTypes;
  return type && allowed.includes(type) ? null : messages.wrongType(purpose);
}

export async function getStatuses(db: Database, session: Session, attachmentIds: readonly string[]) {
  const rows = await repository.findCompanyAttachments(db, session.companyId, attachmentIds);
  return rows.map((row) => ({ attachmentId: row.id, attachmentStatus: row.status }));
}

/** The bytes of a clean attachment of the signed-in company. */
export async function download(
  context: Pick<AttachmentContext, 'db' | 'storage'>,
  session: Pick<Session, 'companyId'>,
  attachmentId: string,
) {
  const row = await ownAttachment(context.db, session, attachmentId);
  if (!isAttachmentDownloadable(row.status)) {
    throw new HttpError(409, downloadRefusal(row.status));
  }
  const bytes = await context.storage.get(row.storageKey);
  if (!bytes) throw notFound('The file is no longer stored.');
  return { bytes, fileName: row.displayFileName, contentType: row.contentType };
}

/** GET /api/auth/signature: the signed-in user's signature image. */
export async function downloadSignature(context: AttachmentContext, session: Session) {
  const attachmentId = await repository.findSignatureAttachmentId(context.db, session.userId);
  if (!attachmentId) throw notFound(messages.noSignature);
  return download(context, session, attachmentId);
}

export async function remove(context: AttachmentContext, session: Session, attachmentId: string) {
  const row = await ownAttachment(context.db, session, attachmentId);
  // A signature on a profile or a declaration, a file an application gives as an answer, and a file of
  // its workflow or of a recognition's steps (the company's evidence or the regulator's documents) stay.
  if (
    row.purpose === FROZEN_SIGNATURE_PURPOSE ||
    (await repository.isSignatureInUse(context.db, row.id)) ||
    (await repository.isAnswerOfAnApplication(context.db, row.companyId, row.id)) ||
    (await repository.isWorkflowFile(context.db, row.id))
  ) {
    throw conflict(messages.inUse);
  }
  await repository.deleteAttachment(context.db, row.id);
  await context.storage.delete(row.storageKey);
}

/** Status, content type, size and name of the company's attachments among `attachmentIds`. */
export async function attachmentFacts(
  db: Database,
  companyId: string,
  attachmentIds: readonly string[],
): Promise<ReadonlyMap<string, AttachmentFacts>> {
  if (attachmentIds.length === 0) return new Map();
  const rows = await repository.findCompanyAttachmentFacts(db, companyId, [...new Set(attachmentIds)]);
  return new Map(rows.map(({ id, ...facts }) => [id, facts]));
}

export interface AttachmentFacts {
  status: AttachmentScanStatus;
  contentType: string;
  fileSize: number;
  displayFileName: string;
}

/**
 * Copies the user's profile signature into a new attachment of the record `entityId` (the application
 * whose declaration it signs), so that a later change of signature leaves what was signed alone. Null when the profile
 * has no signature that passed its scan. The copy's storage key is given back for clean-up should the
 * caller's transaction fail.
 */
export async function freezeSignature(
  context: Pick<AttachmentContext, 'db' | 'storage'>,
  session: Pick<Session, 'companyId' | 'userId'>,
  entityId: string,
): Promise<{ attachmentId: string; storageKey: string } | null> {
  const { db, storage } = context;
  const signatureId = await repository.findSignatureAttachmentId(db, session.userId);
  const signature = signatureId ? await repository.findAttachment(db, signatureId) : null;
  if (!signature || signature.companyId !== session.companyId) return null;
  if (!isAttachmentDownloadable(signature.status)) return null;
  const bytes = await storage.get(signature.storageKey);
  if (!bytes) return null;
  const storageKey = `${session.companyId}/${randomUUID()}`;
  await storage.put(storageKey, bytes, signature.contentType);
  const copy = await repository.insertAttachment(db, {
    companyId: session.companyId,
    uploadedByUserId: session.userId,
    purpose: FROZEN_SIGNATURE_PURPOSE,
    entityId,
    displayFileName: signature.displayFileName,
    contentType: signature.contentType,
    fileSize: bytes.length,
    status: signature.status,
    scannedAt: signature.scannedAt,
    storageKey,
  });
  return { attachmentId: copy.id, storageKey };
}

/** Another company's attachment is as good as absent: 404, never a hint that it exists. */
async function ownAttachment(db: Database, session: Pick<Session, 'companyId'>, attachmentId: string) {
  const row = await repository.findAttachment(db, attachmentId);
  if (!row || row.companyId !== session.companyId) throw notFound();
  return row;
}

function downloadRefusal(status: number): string {
  switch (status) {
    case AttachmentScanStatus.suspicious:
      return messages.virus;
    case AttachmentScanStatus.notScannedPasswordProtected:
      return messages.passwordProtected;
    case AttachmentScanStatus.notScanned:
      return messages.notScanned;
    default:
      return messages.stillScanning;
  }
}

async function sign(db: Database, uploadId: string, expires: number): Promise<string> {
  return createHmac('sha256', await serverSecret(db, SIGNING_SECRET))
    .update(`${uploadId}.${expires}`)
    .digest('base64url');
}

function sameSignature(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Records a file another part of the portal stored itself (an officer's upload, a generated invoice). */
export function insertAttachment(db: Database, row: Parameters<typeof repository.insertAttachment>[1]) {
  return repository.insertAttachment(db, row);
}
