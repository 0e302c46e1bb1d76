import { randomUUID } from 'node:crypto';
import {
  AttachmentScanStatus,
  detectFileType,
  FILE_TYPES,
  type OfficerFile,
  type StoredAttachmentPurpose,
} from '@fsmis/domain';
import type { Database } from '../db/database.js';
import { OFFICE_TYPES, withoutControlCharacters } from '../lib/file-name.js';
import { badRequest } from '../lib/http-error.js';
import { insertAttachment } from '../modules/attachments/attachments.service.js';
import type { FileStorage } from '../modules/attachments/file-storage.js';

/**
 * The files an officer gives a case (a verification report, approval documents, the invoice, a
 * suspension's grounds). They are attachments of the case's company, so the company downloads them
 * through the same scanned download as its own files; an officer's upload waits for the virus scan like
 * any other.
 */

const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];
const OLE2_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
// Office Open XML names its parts in the first local headers of the archive.
const OOXML_SNIFF_BYTES = 64 * 1024;

export const OFFICER_FILE_MESSAGES = {
  empty: 'The file is empty',
  tooLarge: (maxBytes: number) => `The file must be ${Math.floor(maxBytes / (1024 * 1024))} MB or smaller`,
  wrongType: 'The file must be a PDF, JPG, PNG, Word or Excel document',
} as const;

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  signature.every((byte, index) => bytes[index] === byte);

/** The content type of an officer's file, read from its first bytes (and, for old Office files, its name). */
export function officerFileContentType(bytes: Uint8Array, fileName: string): string | null {
  const type = detectFileType(bytes);
  if (type) return FILE_TYPES[type].contentType;
  if (startsWith(bytes, ZIP_SIGNATURE)) {
    const head = Buffer.from(bytes.subarray(0, OOXML_SNIFF_BYTES)).toString('latin1');
    if (!head.includes('[Content_Types].xml')) return null;
    if (head.includes('word/')) return OFFICE_TYPES.docx.contentType;
    if (head.includes('xl/')) return OFFICE_TYPES.xlsx.contentType;
    return null;
  }
  // Word 97 and Excel 97 share one container format: the name tells them apart.
  if (startsWith(bytes, OLE2_SIGNATURE)) {
    const extension = fileName.toLowerCase().split('.').pop();
    if (extension === 'doc') return OFFICE_TYPES.doc.contentType;
    if (extension === 'xls') return OFFICE_TYPES.xls.contentType;
  }
  return null;
}

export interface StoredFile {
  readonly attachmentId: string;
  readonly storageKey: string;
}

export interface FileOwner {
  readonly companyId: string;
  readonly officerUserId: string;
  /** The application the file belongs to; none for a recognition's files. */
  readonly applicationId?: string;
  /** The attachment's purpose; officers' files are documents. */
  readonly purpose?: StoredAttachmentPurpose;
  /** Where the storage key is noted, for `removingFilesOnFailure`. */
  readonly stored?: string[];
}

/**
 * Stores an officer's file (base64 in the request) as an attachment of the application's company,
 * waiting for its virus scan. Refuses an empty, oversized or unrecognised file with a 400 on `file`.
 * The bytes are stored before the row: pass `stored` from `removingFilesOnFailure` so that they are
 * removed again should the caller's transaction fail.
 */
export async function storeOfficerFile(
  tx: Database,
  storage: FileStorage,
  request: FileOwner & { file: OfficerFile; maxBytes: number },
): Promise<StoredFile> {
  const bytes = Buffer.from(request.file.contentBase64, 'base64');
  const refuse = (message: string) => badRequest({ file: [message] });
  if (bytes.length === 0) throw refuse(OFFICER_FILE_MESSAGES.empty);
  if (bytes.length > request.maxBytes) throw refuse(OFFICER_FILE_MESSAGES.tooLarge(request.maxBytes));
  const contentType = officerFileContentType(bytes, request.file.fileName);
  if (!contentType) throw refuse(OFFICER_FILE_MESSAGES.wrongType);
  return storeBytes(tx, storage, request, {
    fileName: withoutControlCharacters(request.file.fileName),
    bytes,
    contentType,
    status: AttachmentScanStatus.pendingScan,
  });
}

/** Stores a file the portal made itself (the invoice): nothing outside wrote it, so it needs no scan. */
export async function storeGeneratedFile(
  tx: Database,
  storage: FileStorage,
  request: FileOwner & { fileName: string; bytes: Uint8Array; contentType: string },
  now = new Date(),
): Promise<StoredFile> {
  return storeBytes(tx, storage, request, {
    ...request,
    status: AttachmentScanStatus.scanned,
    scannedAt: now,
  });
}

async function storeBytes(
  tx: Database,
  storage: FileStorage,
  owner: FileOwner,
  file: {
    fileName: string;
    bytes: Uint8Array;
    contentType: string;
    status: AttachmentScanStatus;
    scannedAt?: Date;
  },
): Promise<StoredFile> {
  const storageKey = `${owner.companyId}/${randomUUID()}`;
  owner.stored?.push(storageKey);
  await storage.put(storageKey, file.bytes, file.contentType);
  const row = await insertAttachment(tx, {
    companyId: owner.companyId,
    uploadedByUserId: owner.officerUserId,
    purpose: owner.purpose ?? 'document',
    entityId: owner.applicationId ?? null,
    displayFileName: file.fileName,
    contentType: file.contentType,
    fileSize: file.bytes.length,
    status: file.status,
    scannedAt: file.scannedAt ?? null,
    storageKey,
  });
  return { attachmentId: row.id, storageKey };
}

/**
 * Runs `work`, handing it a list to note each storage key it writes; if the work fails (a refusal, a
 * rolled-back transaction) the stored bytes are removed again.
 */
export async function removingFilesOnFailure<T>(
  storage: FileStorage,
  work: (stored: string[]) => Promise<T>,
): Promise<T> {
  const stored: string[] = [];
  try {
    return await work(stored);
  } catch (error) {
    await Promise.all(stored.map((key) => storage.delete(key).catch(() => undefined)));
    throw error;
  }
}
