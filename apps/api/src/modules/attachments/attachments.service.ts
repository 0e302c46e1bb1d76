import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  ATTACHMENT_PURPOSE_UPLOADERS,
  type AttachmentPurpose,
  AttachmentScanStatus,
  BYTES_PER_MB,
  detectFileType,
  FILE_RULE_MESSAGES,
  FILE_TYPES,
  type FileRule,
  type FileRuleNarrowing,
  type FileType,
  FROZEN_SIGNATURE_PURPOSE,
  fileRuleFor,
  fileSizeRefusal,
  fileTypeRefusal,
  isAttachmentDownloadable,
} from '@fsmis/domain';
import type { Database } from '../../db/database.js';
import { downloadFileName } from '../../lib/file-name.js';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-error.js';
import { serverSecret } from '../../lib/server-secrets.js';
import type { Session } from '../sessions/sessions.service.js';
import * as repository from './attachments.repository.js';
import type { FileStorage } from './file-storage.js';
import type { Scanner } from './scanners/scanner.js';

/** How long a signed upload URL may be used. */
export const UPLOAD_URL_LIFETIME_MS = 15 * 60_000;
const SIGNING_SECRET = 'attachment-upload-signing';

export interface AttachmentContext {
  db: Database;
  storage: FileStorage;
  /** ATTACHMENT_MAX_MB: no field of this deployment takes a larger file. */
  maxBytes: number;
  /** Reads a refused file, so that an infected one is refused as infected rather than as a wrong type. */
  scanner: Scanner;
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
  noFileTypes: 'A file of this purpose cannot be any of these types',
  virus: FILE_RULE_MESSAGES.infected,
  passwordProtected: 'The selected file is password protected',
  notScanned: 'The selected file could not be checked for viruses. Upload it again',
  stillScanning: 'The file is still being checked for viruses. Try again in a moment',
  expired: 'The upload link has expired. Select the file again',
  notUploaded: 'The file did not arrive. Select the file again',
  sizeMismatch: 'The file that arrived is not the size of the selected file. Select the file again',
  inUse: 'This file is in use and cannot be removed',
  noSignature: 'You have not uploaded a signature yet. Add one on your profile.',
  companyPurpose: "A company's user uploads a signature or a document, not an officer's document",
  officerPurpose: "An officer's upload has the purpose officer-document",
} as const;

/** Who the session's user uploads as: an officer of the regulator, or a company's user. */
const uploaderOf = (session: Pick<Session, 'role'>) => (session.role === 'officer' ? 'officer' : 'company');

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
  request: {
    fileName: string;
    fileSize: number;
    purpose: AttachmentPurpose;
    entityId: string | null;
  } & FileRuleNarrowing,
  uploadPath: (uploadId: string, expires: number, signature: string) => string,
  now = new Date(),
) {
  // A purpose is its uploader's: an officer's wider rule (Word, Excel) never reaches a company's field.
  if (ATTACHMENT_PURPOSE_UPLOADERS[request.purpose] !== uploaderOf(session)) {
    throw badRequest({
      purpose: [uploaderOf(session) === 'officer' ? messages.officerPurpose : messages.companyPurpose],
    });
  }
  const fileRule = ruleOf(context, request.purpose, request);
  if (fileRule.fileTypes.length === 0) throw badRequest({ fileTypes: [messages.noFileTypes] });
  const sizeRefusal = fileSizeRefusal(fileRule, request.fileSize);
  if (sizeRefusal) throw badRequest({ file: [sizeRefusal] });

  const id = randomUUID();
  const expiresAt = new Date(now.getTime() + UPLOAD_URL_LIFETIME_MS);
  const storageKey = `${session.companyId}/${id}`;
  await repository.insertUpload(context.db, {
    id,
    companyId: session.companyId,
    userId: session.userId,
    purpose: request.purpose,
    // An officer's file belongs to nothing until a step takes it (`takeOfficerFiles`).
    entityId:
      request.purpose === 'signature'
        ? session.userId
        : request.purpose === 'officer-document'
          ? null
          : request.entityId,
    displayFileName: request.fileName,
    declaredSize: request.fileSize,
    fileRule,
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
    throw badRequest({ file: [sizeMismatchRefusal(upload.announcedLength, uploadRule(context, row))] });
  }
  const { bytes, overflowed } = await upload.read(row.declaredSize);
  if (overflowed || bytes.length !== row.declaredSize) throw badRequest({ file: [messages.sizeMismatch] });
  await context.storage.put(row.storageKey, bytes, 'application/octet-stream');
}

/**
 * A field's rule: its purpose's, narrowed by the field, and no larger than the deployment takes. The
 * client says which field the file is for; the rule can only narrow, never widen, what the purpose takes.
 */
function ruleOf(
  context: Pick<AttachmentContext, 'maxBytes'>,
  purpose: AttachmentPurpose,
  narrowing: FileRuleNarrowing,
): FileRule {
  const deploymentMaxMb = Math.floor(context.maxBytes / BYTES_PER_MB);
  return fileRuleFor(purpose, {
    fileTypes: narrowing.fileTypes,
    maxMb: Math.min(narrowing.maxMb ?? deploymentMaxMb, deploymentMaxMb),
  });
}

/** A rule no larger than the deployment takes (ATTACHMENT_MAX_MB). */
export function withinDeployment(rule: FileRule, maxBytes: number): FileRule {
  return { ...rule, maxMb: Math.min(rule.maxMb, Math.floor(maxBytes / BYTES_PER_MB)) };
}

/** A file's bytes as its field's rule judges them: its type, or the words of its refusal. */
export type CheckedFile =
  | { readonly type: FileType; readonly contentType: string; readonly refusal?: never }
  | { readonly refusal: string };

/**
 * The one check of a file's bytes against its field's rule, for a company's upload and an officer's
 * file alike: its size, then its type by content. A file refused for its type is scanned first, so that
 * an infected one is refused as infected, whatever it is named (the EICAR test file is text); a file of
 * an accepted type is scanned off the request path instead. A scanner that cannot tell leaves the
 * type's words.
 */
export async function checkFileContent(
  scanner: Scanner,
  bytes: Uint8Array,
  fileName: string,
  rule: FileRule,
): Promise<CheckedFile> {
  const sizeRefusal = fileSizeRefusal(rule, bytes.length);
  if (sizeRefusal) return { refusal: sizeRefusal };
  const type = detectFileType(bytes, fileName);
  if (type !== null && fileTypeRefusal(rule, type) === null) {
    return { type, contentType: FILE_TYPES[type].contentType };
  }
  const verdict = await scanner.scan(bytes).catch(() => null);
  return { refusal: verdict === 'infected' ? messages.virus : FILE_RULE_MESSAGES.wrongType(rule.fileTypes) };
}

/** The rule recorded with the upload; an upload recorded before rules were kept has its purpose's. */
function uploadRule(context: Pick<AttachmentContext, 'maxBytes'>, upload: repository.UploadRow): FileRule {
  return upload.fileRule ?? ruleOf(context, upload.purpose, {});
}

function sizeMismatchRefusal(size: number, rule: FileRule): string {
  return size > rule.maxMb * BYTES_PER_MB ? FILE_RULE_MESSAGES.tooLarge(rule.maxMb) : messages.sizeMismatch;
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
  const rule = uploadRule(context, upload);
  if (storedSize !== upload.declaredSize) throw await refuse(sizeMismatchRefusal(storedSize, rule));
  const bytes = await context.storage.get(upload.storageKey);
  if (!bytes) throw badRequest({ file: [messages.notUploaded] });
  if (bytes.length !== upload.declaredSize) throw await refuse(messages.sizeMismatch);
  const checked = await checkFileContent(context.scanner, bytes, upload.displayFileName, rule);
  if (checked.refusal !== undefined) throw await refuse(checked.refusal);

  const contentType = checked.contentType;
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
  // An officer removes only an upload of their own that no step has taken yet.
  if (session.role === 'officer' && !isUntakenUploadOf(row, session.userId)) throw notFound();
  // A signature on a profile or a declaration, a file an application gives as an answer, and a file of
  // its workflow or of a recognition's steps (the company's evidence or the regulator's documents) stay.
  // The discard of untaken uploads keeps what the same rule keeps (`isHeldByARecord`).
  if (
    row.purpose === FROZEN_SIGNATURE_PURPOSE ||
    (await repository.isHeldByARecord(context.db, row.companyId, row.id))
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

/** An officer's upload that no step has taken yet: taking it (`takeOfficerFiles`) makes it a document. */
export function isUntakenUploadOf(row: repository.AttachmentRow, officerUserId: string): boolean {
  return row.purpose === 'officer-document' && row.uploadedByUserId === officerUserId;
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

/**
 * An officer's own upload that no step has taken yet (`isUntakenUploadOf`), locked for the transaction of
 * the step that takes it; null when there is none.
 */
export function lockUntakenOfficerUpload(tx: Database, officerUserId: string, attachmentId: string) {
  return repository.lockOfficerUpload(tx, officerUserId, attachmentId);
}

/** Gives an attachment to the company, the record and the purpose of the step that takes it. */
export function handOverAttachment(
  tx: Database,
  attachmentId: string,
  owner: Parameters<typeof repository.handOverAttachment>[2],
) {
  return repository.handOverAttachment(tx, attachmentId, owner);
}

/** Forgets an attachment's row (its bytes are the caller's to keep or remove). */
export function deleteAttachmentRow(db: Database, attachmentId: string) {
  return repository.deleteAttachment(db, attachmentId);
}

/** The company a user uploads for (an officer's: the regulator's own row); null for no such user. */
export function uploaderCompanyOf(db: Database, userId: string) {
  return repository.companyOfUser(db, userId);
}
