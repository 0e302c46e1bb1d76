import { randomUUID } from 'node:crypto';
import {
  AttachmentScanStatus,
  attachmentScanProblem,
  type FileType,
  fileRuleFor,
  type StoredAttachmentPurpose,
} from '@fsmis/domain';
import type { Database } from '../db/database.js';
import { inTransaction } from '../db/transaction.js';
import { downloadFileName, withoutControlCharacters } from '../lib/file-name.js';
import { badRequest, notFound } from '../lib/http-error.js';
import {
  checkFileContent,
  deleteAttachmentRow,
  handOverAttachment,
  insertAttachment,
  lockUntakenOfficerUpload,
  uploaderCompanyOf,
  withinDeployment,
} from '../modules/attachments/attachments.service.js';
import type { FileStorage } from '../modules/attachments/file-storage.js';
import type { Scanner } from '../modules/attachments/scanners/scanner.js';

/**
 * The files an officer gives a case (a verification report, approval documents, a suspension's grounds),
 * a PT round, terms or a user guide. They come in through the one upload every file takes
 * (`/api/attachments/sas` with the purpose officer-document, the bytes sent, the upload completed), so
 * they are checked by the attachments' own check (`checkFileContent`: size, type by content, an infected
 * file refused as infected) against the field's rule and left for the virus scan like any other. Until a
 * step takes it, an officer's upload belongs to the regulator's own company row and to nothing else; the
 * step that takes it hands it to the record it belongs to (`takeOfficerFiles`), once.
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

/** An officer's upload as the step that took it knows it. */
export interface TakenFile extends StoredFile {
  readonly fileName: string;
  readonly contentType: string;
  readonly fileSize: number;
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

export const OFFICER_FILE_MESSAGES = {
  notFound: 'The file was not found. Upload it again',
} as const;

/**
 * Takes the officer's own uploads named by `attachmentIds` for a record of `owner.companyId` (the case's
 * company; the regulator's row for a PT round's documents): each becomes a document of that company and
 * of the application, if any, so that the company downloads it through its own scanned download. Locks
 * each upload, so one is taken once. Refuses, with a 400 on `field` (`field.N` for a list), an upload
 * that is not the officer's, was taken already or failed its scan; one still being scanned is taken, and
 * waits for its scan before anyone can download it.
 */
export async function takeOfficerFiles(
  tx: Database,
  owner: Omit<FileOwner, 'stored'>,
  attachmentIds: readonly string[],
  field: { readonly name: string; readonly listed: boolean },
): Promise<TakenFile[]> {
  const taken: TakenFile[] = [];
  for (const [index, attachmentId] of attachmentIds.entries()) {
    const path = field.listed ? `${field.name}.${index}` : field.name;
    const upload = await lockUntakenUpload(tx, owner.officerUserId, attachmentId, path);
    const row = await handOverAttachment(tx, upload.id, {
      companyId: owner.companyId,
      entityId: owner.applicationId ?? null,
      purpose: owner.purpose ?? 'document',
    });
    if (!row) throw badRequest({ [path]: [OFFICER_FILE_MESSAGES.notFound] });
    taken.push({
      attachmentId: row.id,
      storageKey: row.storageKey,
      fileName: row.displayFileName,
      contentType: row.contentType,
      fileSize: row.fileSize,
    });
  }
  return taken;
}

/**
 * Takes the officer's own upload to publish it as a file of its own (terms, a user guide): the upload's
 * row goes, and its stored bytes become the publication's (`storageKey`), so a rolled-back publication
 * leaves the upload as it was. Refused as `takeOfficerFiles` refuses, with a 400 on `field`.
 */
export async function takeOfficerUploadForPublication(
  tx: Database,
  storage: FileStorage,
  officerUserId: string,
  attachmentId: string,
  field: string,
): Promise<TakenFile & { readonly bytes: Uint8Array }> {
  const upload = await lockUntakenUpload(tx, officerUserId, attachmentId, field);
  const bytes = await storage.get(upload.storageKey);
  if (!bytes) throw badRequest({ [field]: [OFFICER_FILE_MESSAGES.notFound] });
  await deleteAttachmentRow(tx, upload.id);
  return {
    attachmentId: upload.id,
    storageKey: upload.storageKey,
    fileName: upload.displayFileName,
    contentType: upload.contentType,
    fileSize: upload.fileSize,
    bytes,
  };
}

async function lockUntakenUpload(tx: Database, officerUserId: string, attachmentId: string, path: string) {
  const upload = await lockUntakenOfficerUpload(tx, officerUserId, attachmentId);
  if (!upload) throw badRequest({ [path]: [OFFICER_FILE_MESSAGES.notFound] });
  const problem = attachmentScanProblem(upload.status);
  if (problem) throw badRequest({ [path]: [`${upload.displayFileName}: ${problem}`] });
  return upload;
}

/**
 * The command line's way in: a file read from disk goes through the same check as an upload through
 * the API (`checkFileContent` against the officer's rule, narrowed by `fileTypes`) and becomes the
 * officer's upload, left for the virus scan; the command then names it to its step like the console
 * does. Refuses an empty, oversized, infected or unrecognised file with a 400 on `file`.
 */
export async function uploadOfficerFile(
  tx: Database,
  storage: FileStorage,
  request: {
    readonly officerUserId: string;
    readonly intake: OfficerFileIntake;
    readonly fileName: string;
    readonly bytes: Uint8Array;
    readonly fileTypes?: readonly FileType[];
  },
): Promise<string> {
  const companyId = await uploaderCompanyOf(tx, request.officerUserId);
  if (!companyId) throw notFound('We could not find the officer’s account.');
  const rule = withinDeployment(
    fileRuleFor('officer-document', { fileTypes: request.fileTypes }),
    request.intake.maxFileBytes,
  );
  const checked = await checkFileContent(request.intake.scanner, request.bytes, request.fileName, rule);
  if (checked.refusal !== undefined) throw badRequest({ file: [checked.refusal] });
  const { attachmentId } = await storeBytes(
    tx,
    storage,
    { companyId, officerUserId: request.officerUserId, purpose: 'officer-document' },
    {
      fileName: downloadFileName(withoutControlCharacters(request.fileName), checked.contentType),
      bytes: request.bytes,
      contentType: checked.contentType,
      status: AttachmentScanStatus.pendingScan,
    },
  );
  return attachmentId;
}

/**
 * Removes an officer's upload that no step took, and its bytes: the command line's, once the step it was
 * for was refused, as nobody could name it again. An upload a step took belongs to its record and stays.
 */
export async function discardUntakenUpload(
  db: Database,
  storage: FileStorage,
  officerUserId: string,
  attachmentId: string,
): Promise<void> {
  const discarded = await inTransaction(db, async (tx) => {
    const upload = await lockUntakenOfficerUpload(tx, officerUserId, attachmentId);
    if (upload) await deleteAttachmentRow(tx, upload.id);
    return upload;
  });
  if (discarded) await storage.delete(discarded.storageKey).catch(() => undefined);
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
