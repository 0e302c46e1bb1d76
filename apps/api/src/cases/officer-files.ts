import { randomUUID } from 'node:crypto';
import {
  AttachmentScanStatus,
  OFFICER_FILE_RULE,
  type OfficerFile,
  type StoredAttachmentPurpose,
} from '@fsmis/domain';
import type { Database } from '../db/database.js';
import { withoutControlCharacters } from '../lib/file-name.js';
import { badRequest } from '../lib/http-error.js';
import {
  checkFileContent,
  insertAttachment,
  withinDeployment,
} from '../modules/attachments/attachments.service.js';
import type { FileStorage } from '../modules/attachments/file-storage.js';
import type { Scanner } from '../modules/attachments/scanners/scanner.js';

/**
 * The files an officer gives a case (a verification report, approval documents, the invoice, a
 * suspension's grounds). They are attachments of the case's company, so the company downloads them
 * through the same scanned download as its own files; an officer's file is checked by the attachments'
 * own check (`checkFileContent`: size, type by content, an infected file refused as infected) against
 * the domain's OFFICER_FILE_RULE, and waits for the virus scan like any other.
 */

/** What checking an officer's file needs: the largest file the deployment takes, and its scanner. */
export interface OfficerFileIntake {
  readonly maxFileBytes: number;
  readonly scanner: Scanner;
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
 * waiting for its virus scan. Refuses an empty, oversized, infected or unrecognised file with a 400 on
 * `file`, in the words of the officer's rule. The bytes are stored before the row: pass `stored` from
 * `removingFilesOnFailure` so that they are removed again should the caller's transaction fail.
 */
export async function storeOfficerFile(
  tx: Database,
  storage: FileStorage,
  request: FileOwner & { file: OfficerFile; intake: OfficerFileIntake },
): Promise<StoredFile> {
  const bytes = Buffer.from(request.file.contentBase64, 'base64');
  const rule = withinDeployment(OFFICER_FILE_RULE, request.intake.maxFileBytes);
  const checked = await checkFileContent(request.intake.scanner, bytes, request.file.fileName, rule);
  if (checked.refusal !== undefined) throw badRequest({ file: [checked.refusal] });
  return storeBytes(tx, storage, request, {
    fileName: withoutControlCharacters(request.file.fileName),
    bytes,
    contentType: checked.contentType,
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
