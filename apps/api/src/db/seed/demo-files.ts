import { randomUUID } from 'node:crypto';
import {
  AttachmentScanStatus,
  FROZEN_SIGNATURE_PURPOSE,
  isRecord,
  type StoredAttachmentPurpose,
} from '@fsmis/domain';
import { inArray } from 'drizzle-orm';
import type { FileStorage } from '../../modules/attachments/file-storage.js';
import type { Database } from '../database.js';
import { attachments } from '../schema/index.js';
import type { DemoAccountKey, SeededAccounts } from './demo-accounts.js';
import { minimalPdf } from './minimal-pdf.js';

type Owner = { companyId: string; userId: string };

export interface CabinetFile {
  purpose: StoredAttachmentPurpose;
  entityId: string;
  at: Date;
  displayFileName: string;
  contentType: string;
  bytes: Uint8Array;
}

export type FileCabinet = ReturnType<typeof fileCabinet>;

/** The files of the seeded applications: each an attachment (scanned) of the company, and its bytes. */
export function fileCabinet() {
  const rows: (typeof attachments.$inferInsert)[] = [];
  const bytesOf = new Map<string, Uint8Array>();
  /** Files one; answers the attachment id. */
  const add = (owner: Owner, file: CabinetFile): string => {
    const id = randomUUID();
    const storageKey = `${owner.companyId}/${id}`;
    bytesOf.set(id, file.bytes);
    rows.push({
      id,
      companyId: owner.companyId,
      uploadedByUserId: owner.userId,
      purpose: file.purpose,
      entityId: file.entityId,
      displayFileName: file.displayFileName,
      contentType: file.contentType,
      fileSize: file.bytes.length,
      status: AttachmentScanStatus.scanned,
      scanAttempts: 1,
      scannedAt: file.at,
      storageKey,
      createdAt: file.at,
    });
    return id;
  };
  return {
    add,
    /**
     * Files a one-page PDF of an application (`purpose` document, as uploads and officers' files are),
     * titled after its file name; answers the attachment id.
     */
    addPdf(
      owner: Owner,
      file: { applicationId: string; at: Date; fileName: string; lines: readonly string[] },
    ) {
      return add(owner, {
        purpose: 'document',
        entityId: file.applicationId,
        at: file.at,
        displayFileName: file.fileName,
        contentType: 'application/pdf',
        bytes: minimalPdf(file.fileName.replace(/\.pdf$/, ''), file.lines),
      });
    },
    /** Stores the files still named, in one insert. */
    async store(db: Database, storage: FileStorage, named: readonly string[]) {
      const wanted = new Set(named);
      const kept = rows.filter((row) => row.id && wanted.has(row.id));
      await Promise.all(
        kept.map((row) =>
          storage.put(row.storageKey, bytesOf.get(row.id ?? '') ?? new Uint8Array(), row.contentType),
        ),
      );
      if (kept.length > 0) await db.insert(attachments).values(kept);
    },
  };
}

/** The attachments a file answer or a declaration names. */
export function attachmentIdsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(attachmentIdsIn);
  if (!isRecord(value)) return [];
  const own = [value.attachmentId, value.signatureAttachmentId].filter((id) => typeof id === 'string');
  return [...own, ...Object.values(value).flatMap(attachmentIdsIn)];
}

/**
 * Copies a company's profile signature for a signed declaration, as signing does (so a new one leaves
 * it): answers the copy's attachment id, or the profile's own when its bytes cannot be read.
 */
export async function signatureFreezer(
  db: Database,
  storage: FileStorage,
  signers: { accounts: SeededAccounts; keys: readonly DemoAccountKey[] },
  files: FileCabinet,
) {
  const { accounts } = signers;
  const signatures = await profileSignatures(
    db,
    storage,
    signers.keys.map((key) => accounts[key]),
  );
  return (applicant: DemoAccountKey, applicationId: string, at: Date): string | null => {
    const account = accounts[applicant];
    const signature = signatures.get(account.signatureAttachmentId ?? '');
    if (!signature) return account.signatureAttachmentId;
    return files.add(account, {
      purpose: FROZEN_SIGNATURE_PURPOSE,
      entityId: applicationId,
      at,
      ...signature,
    });
  };
}

/** The profile signature of each demo account that has one, with its bytes, by attachment id. */
async function profileSignatures(
  db: Database,
  storage: FileStorage,
  accounts: readonly SeededAccounts[DemoAccountKey][],
) {
  const ids = accounts.flatMap((account) =>
    account.signatureAttachmentId ? [account.signatureAttachmentId] : [],
  );
  const found =
    ids.length === 0 ? [] : await db.select().from(attachments).where(inArray(attachments.id, ids));
  const signatures = new Map<string, { displayFileName: string; contentType: string; bytes: Uint8Array }>();
  for (const row of found) {
    const bytes = await storage.get(row.storageKey);
    if (bytes)
      signatures.set(row.id, { displayFileName: row.displayFileName, contentType: row.contentType, bytes });
  }
  return signatures;
}
