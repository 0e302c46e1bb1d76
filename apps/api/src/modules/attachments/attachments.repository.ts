import {
  ATTACHMENT_PURPOSE_NAMES,
  ATTACHMENT_PURPOSE_UPLOADERS,
  type AttachmentScanStatus,
} from '@fsmis/domain';
import { and, eq, gt, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import {
  applicationCorrespondence,
  applicationInvoices,
  applicationSections,
  applications,
  approvalDocumentVersions,
  attachments,
  attachmentUploads,
  correctiveActions,
  formDrafts,
  proficiencyTestDocuments,
  proficiencyTestParticipations,
  recognitionEventDocuments,
  siteVerifications,
  termsDocuments,
  userGuides,
  users,
} from '../../db/schema/index.js';
import { inTransaction } from '../../db/transaction.js';

export type AttachmentRow = typeof attachments.$inferSelect;
export type UploadRow = typeof attachmentUploads.$inferSelect;

export async function insertUpload(
  db: Database,
  upload: typeof attachmentUploads.$inferInsert,
): Promise<UploadRow> {
  const [row] = await db.insert(attachmentUploads).values(upload).returning();
  if (!row) throw new Error('The upload could not be recorded.');
  return row;
}

export async function findUpload(db: Database, uploadId: string): Promise<UploadRow | null> {
  const [row] = await db.select().from(attachmentUploads).where(eq(attachmentUploads.id, uploadId)).limit(1);
  return row ?? null;
}

/** Creates the attachment of an upload once: a second completion finds the upload already used. */
export async function completeUpload(
  db: Database,
  upload: UploadRow,
  attachment: Pick<
    typeof attachments.$inferInsert,
    'displayFileName' | 'contentType' | 'fileSize' | 'status'
  >,
): Promise<AttachmentRow | null> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(attachmentUploads)
      .set({ expiresAt: sql`now()` })
      .where(and(eq(attachmentUploads.id, upload.id), isNull(attachmentUploads.attachmentId)))
      .returning({ id: attachmentUploads.id });
    if (!claimed) return null;
    const [row] = await tx
      .insert(attachments)
      .values({
        companyId: upload.companyId,
        uploadedByUserId: upload.userId,
        purpose: upload.purpose,
        entityId: upload.entityId,
        storageKey: upload.storageKey,
        ...attachment,
      })
      .returning();
    if (!row) throw new Error('The attachment could not be recorded.');
    await tx
      .update(attachmentUploads)
      .set({ attachmentId: row.id })
      .where(eq(attachmentUploads.id, upload.id));
    return row;
  });
}

export async function findAttachment(db: Database, attachmentId: string): Promise<AttachmentRow | null> {
  const [row] = await db.select().from(attachments).where(eq(attachments.id, attachmentId)).limit(1);
  return row ?? null;
}

export function findCompanyAttachments(db: Database, companyId: string, attachmentIds: readonly string[]) {
  return db
    .select({ id: attachments.id, status: attachments.status })
    .from(attachments)
    .where(and(eq(attachments.companyId, companyId), inArray(attachments.id, [...attachmentIds])));
}

/** What an answer needs to know of the company's attachments: status, type, size and name. */
export function findCompanyAttachmentFacts(
  db: Database,
  companyId: string,
  attachmentIds: readonly string[],
) {
  return db
    .select({
      id: attachments.id,
      status: attachments.status,
      contentType: attachments.contentType,
      fileSize: attachments.fileSize,
      displayFileName: attachments.displayFileName,
    })
    .from(attachments)
    .where(and(eq(attachments.companyId, companyId), inArray(attachments.id, [...attachmentIds])));
}

export async function insertAttachment(
  db: Database,
  attachment: typeof attachments.$inferInsert,
): Promise<AttachmentRow> {
  const [row] = await db.insert(attachments).values(attachment).returning();
  if (!row) throw new Error('The attachment could not be recorded.');
  return row;
}

export async function deleteAttachment(db: Database, attachmentId: string) {
  await inTransaction(db, (tx) => deleteAttachmentIn(tx, attachmentId));
}

/** Deletes an attachment's row in the caller's transaction, first freeing the upload that made it. */
async function deleteAttachmentIn(tx: Database, attachmentId: string) {
  await tx
    .update(attachmentUploads)
    .set({ attachmentId: null })
    .where(eq(attachmentUploads.attachmentId, attachmentId));
  await tx.delete(attachments).where(eq(attachments.id, attachmentId));
}

/** An officer's upload of their own not yet taken by a step, locked for the step's transaction; or null. */
export async function lockOfficerUpload(
  tx: Database,
  officerUserId: string,
  attachmentId: string,
): Promise<AttachmentRow | null> {
  const [row] = await tx
    .select()
    .from(attachments)
    .where(
      and(
        eq(attachments.id, attachmentId),
        eq(attachments.purpose, 'officer-document'),
        eq(attachments.uploadedByUserId, officerUserId),
      ),
    )
    .for('update');
  return row ?? null;
}

/** Gives an attachment to the company and record a step takes it for. */
export async function handOverAttachment(
  tx: Database,
  attachmentId: string,
  owner: Pick<typeof attachments.$inferInsert, 'companyId' | 'entityId' | 'purpose'>,
): Promise<AttachmentRow | null> {
  const [row] = await tx.update(attachments).set(owner).where(eq(attachments.id, attachmentId)).returning();
  return row ?? null;
}

/** The company a user belongs to (an officer's: the regulator's own row); null for no such user. */
export async function companyOfUser(db: Database, userId: string): Promise<string | null> {
  const [row] = await db.select({ companyId: users.companyId }).from(users).where(eq(users.id, userId));
  return row?.companyId ?? null;
}

const asUuid = (value: string) => sql`${value}::uuid`;

/*
 * What keeps a file whatever its age: a record that names it. Each fragment takes the attachment's id
 * (and company) as SQL, a value or a column of the statement it is part of, so that `remove` and the
 * discard of untaken uploads ask the one rule (docs/decisions/0025-untaken-uploads-are-discarded.md).
 */

/** A user's profile signature. */
const isProfileSignature = (id: SQL) =>
  sql`exists (select 1 from ${users} where ${users.signatureAttachmentId} = ${id})`;

/** An answer of one of the company's applications, a draft's too. */
const isApplicationAnswer = (companyId: SQL, id: SQL) => sql`exists (
    select 1 from ${applicationSections}
      inner join ${applications} on ${applicationSections.applicationId} = ${applications.id}
      where ${applications.companyId} = ${companyId}
        and jsonb_path_exists(${applicationSections.answers}, '$.** ? (@.attachmentId == $id)', jsonb_build_object('id', ${id}::text))
  )`;

/**
 * A record of an application's workflow: a file of a request for information, a corrective action, a
 * response to an approval document, or one the regulator placed (a report, an approval document, an
 * invoice), or a file given with a step of a recognition (a suspension's grounds, an appeal, details
 * provided), or of a proficiency test round (a laboratory's methodology document, a document of the
 * round). Such a file is evidence and stays.
 */
const isWorkflowRecord = (id: SQL) => {
  const asText = sql`to_jsonb(${id}::text)`;
  return sql`exists (
      select 1 from ${applicationCorrespondence} where ${applicationCorrespondence.responseAttachmentIds} @> ${asText}
      union all select 1 from ${correctiveActions} where ${correctiveActions.attachmentIds} @> ${asText}
      union all select 1 from ${approvalDocumentVersions}
        where ${approvalDocumentVersions.attachmentId} = ${id} or ${approvalDocumentVersions.responseAttachmentId} = ${id}
      union all select 1 from ${siteVerifications} where ${siteVerifications.reportAttachmentId} = ${id}
      union all select 1 from ${applicationInvoices} where ${applicationInvoices.attachmentId} = ${id}
      union all select 1 from ${recognitionEventDocuments} where ${recognitionEventDocuments.attachmentId} = ${id}
      union all select 1 from ${proficiencyTestParticipations} where ${proficiencyTestParticipations.methodologyAttachmentId} = ${id}
      union all select 1 from ${proficiencyTestDocuments} where ${proficiencyTestDocuments.attachmentId} = ${id}
    )`;
};

/** Held by a record: a profile signature, an answer of an application, or a file of a workflow. */
const isHeldByARecordSql = (companyId: SQL, id: SQL) =>
  sql`(${isProfileSignature(id)} or ${isApplicationAnswer(companyId, id)} or ${isWorkflowRecord(id)})`;

/**
 * Named anywhere in a form draft one of the company's users saved (its text holds the id, wherever and
 * however it is nested): the user may come back to the form and send it.
 */
const isNamedByAFormDraft = (companyId: SQL, id: SQL) => sql`exists (
    select 1 from ${formDrafts} inner join ${users} on ${formDrafts.userId} = ${users.id}
      where ${users.companyId} = ${companyId} and strpos(lower(${formDrafts.data}::text), ${id}::text) > 0
  )`;

/**
 * Is the attachment held by a record (a profile signature, an answer of one of the company's
 * applications, a file of a workflow)? Such a file cannot be removed.
 */
export async function isHeldByARecord(db: Database, companyId: string, attachmentId: string) {
  const result = await db.execute<{ held: boolean }>(
    sql`select ${isHeldByARecordSql(asUuid(companyId), asUuid(attachmentId))} as held`,
  );
  return rowsOf<{ held: boolean }>(result)[0]?.held === true;
}

/** When uploads that nothing took count as untaken: created before these instants. */
export interface UntakenLimits {
  /** An officer's upload no step took (`isUntakenUploadOf`). */
  readonly officerUploadsBefore: Date;
  /** A company's upload nothing names. */
  readonly companyUploadsBefore: Date;
}

/** The purposes a company's user uploads (a signature, a document). */
const COMPANY_PURPOSES = ATTACHMENT_PURPOSE_NAMES.filter(
  (purpose) => ATTACHMENT_PURPOSE_UPLOADERS[purpose] === 'company',
);

/**
 * The one rule of an untaken upload, on the row of `attachments` the statement reads: an officer's upload
 * that no step took (its purpose still officer-document, its uploader an officer) older than
 * `officerUploadsBefore`, or a company's upload (a company purpose, uploaded by a user of the company)
 * older than `companyUploadsBefore` that belongs to no record (`entityId`); either way, one that no record
 * holds and no form draft of its company's users names. A frozen signature has a purpose of its own, so
 * it is neither; a file the portal made, or an officer's file a step gave a company, is neither either.
 */
function untaken(limits: UntakenLimits): SQL {
  const uploaderRole = sql`(select ${users.role} from ${users}
    where ${users.id} = ${attachments.uploadedByUserId} and ${users.companyId} = ${attachments.companyId})`;
  const officerUpload = and(
    eq(attachments.purpose, 'officer-document'),
    sql`${uploaderRole} = ${'officer'}`,
    lt(attachments.createdAt, limits.officerUploadsBefore),
  );
  const companyUpload = and(
    inArray(attachments.purpose, COMPANY_PURPOSES),
    sql`${uploaderRole} = ${'company'}`,
    isNull(attachments.entityId),
    lt(attachments.createdAt, limits.companyUploadsBefore),
  );
  const companyId = sql`${attachments.companyId}`;
  const id = sql`${attachments.id}`;
  return sql`(${or(officerUpload, companyUpload)})
    and not ${isHeldByARecordSql(companyId, id)} and not ${isNamedByAFormDraft(companyId, id)}`;
}

/** Untaken uploads (`untaken`), by id from after `after`, at most `limit` of them. */
export function findUntakenAttachments(
  db: Database,
  limits: UntakenLimits,
  page: { after: string | null; limit: number },
) {
  return db
    .select({ id: attachments.id })
    .from(attachments)
    .where(and(untaken(limits), page.after === null ? undefined : gt(attachments.id, page.after)))
    .orderBy(attachments.id)
    .limit(page.limit);
}

/**
 * Deletes the attachment if it is still untaken, locked so that a step taking it meanwhile waits, or is
 * waited for (one that holds the lock is skipped: a later run looks again). Answers its storage key and
 * whether another row still names those bytes; null when it is gone or no longer untaken, so a second
 * run, or a second instance, deletes nothing twice.
 */
export async function deleteUntakenAttachment(
  db: Database,
  attachmentId: string,
  limits: UntakenLimits,
): Promise<{ storageKey: string; bytesNamedElsewhere: boolean } | null> {
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .select({ id: attachments.id, storageKey: attachments.storageKey })
      .from(attachments)
      .where(and(eq(attachments.id, attachmentId), untaken(limits)))
      .for('update', { skipLocked: true });
    if (!row) return null;
    await deleteAttachmentIn(tx, row.id);
    return { storageKey: row.storageKey, bytesNamedElsewhere: await isStorageKeyNamed(tx, row.storageKey) };
  });
}

/**
 * Upload links that expired before `expiredBefore` and made no attachment that is still there (never
 * completed, or their attachment was removed), by id from after `after`, at most `limit` of them: each
 * with its storage key, and whether a row still names those bytes (a published terms document or user
 * guide keeps the bytes of the officer's upload it was taken from).
 */
export function findExpiredUploads(
  db: Database,
  expiredBefore: Date,
  page: { after: string | null; limit: number },
) {
  return db
    .select({
      id: attachmentUploads.id,
      storageKey: attachmentUploads.storageKey,
      bytesNamedElsewhere: sql<boolean>`${storageKeyNamed(sql`${attachmentUploads.storageKey}`)}`,
    })
    .from(attachmentUploads)
    .where(
      and(
        isNull(attachmentUploads.attachmentId),
        lt(attachmentUploads.expiresAt, expiredBefore),
        page.after === null ? undefined : gt(attachmentUploads.id, page.after),
      ),
    )
    .orderBy(attachmentUploads.id)
    .limit(page.limit);
}

/** Deletes an upload link `findExpiredUploads` found, if it still is one; whether this call deleted it. */
export async function deleteExpiredUpload(db: Database, uploadId: string, expiredBefore: Date) {
  const deleted = await db
    .delete(attachmentUploads)
    .where(
      and(
        eq(attachmentUploads.id, uploadId),
        isNull(attachmentUploads.attachmentId),
        lt(attachmentUploads.expiresAt, expiredBefore),
      ),
    )
    .returning({ id: attachmentUploads.id });
  return deleted.length > 0;
}

/** Whether a row names these bytes: an attachment, a published terms document or a user guide. */
const storageKeyNamed = (storageKey: SQL) => sql`exists (
    select 1 from ${attachments} where ${attachments.storageKey} = ${storageKey}
    union all select 1 from ${termsDocuments} where ${termsDocuments.storageKey} = ${storageKey}
    union all select 1 from ${userGuides} where ${userGuides.storageKey} = ${storageKey}
  )`;

async function isStorageKeyNamed(db: Database, storageKey: string): Promise<boolean> {
  const result = await db.execute<{ named: boolean }>(
    sql`select ${storageKeyNamed(sql`${storageKey}`)} as named`,
  );
  return rowsOf<{ named: boolean }>(result)[0]?.named === true;
}

/** Drizzle types `execute`'s answer by driver: rows on PGlite, a pg result with `rows` on node-postgres. */
function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? result : (result as { rows: T[] }).rows;
}

/**
 * Claims the oldest attachment waiting for a scan. `scannedAt` is the time of the last attempt and
 * serves as a lease: a claim left by an instance that stopped mid-scan is taken again after it lapses.
 */
export async function claimPendingScan(
  db: Database,
  options: { pendingStatus: AttachmentScanStatus; maxAttempts: number; leaseMs: number; now: Date },
): Promise<AttachmentRow | null> {
  const leaseExpired = new Date(options.now.getTime() - options.leaseMs);
  const candidate = db
    .select({ id: attachments.id })
    .from(attachments)
    .where(
      and(
        eq(attachments.status, options.pendingStatus),
        lt(attachments.scanAttempts, options.maxAttempts),
        or(isNull(attachments.scannedAt), lt(attachments.scannedAt, leaseExpired)),
      ),
    )
    .orderBy(attachments.createdAt)
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(attachments)
    .set({ scanAttempts: sql`${attachments.scanAttempts} + 1`, scannedAt: options.now })
    .where(inArray(attachments.id, candidate))
    .returning();
  return row ?? null;
}

/** Attachments that used every attempt without a verdict. */
export function findExhaustedScans(
  db: Database,
  options: { pendingStatus: AttachmentScanStatus; maxAttempts: number; leaseMs: number; now: Date },
) {
  return db
    .select()
    .from(attachments)
    .where(
      and(
        eq(attachments.status, options.pendingStatus),
        sql`${attachments.scanAttempts} >= ${options.maxAttempts}`,
        lt(attachments.scannedAt, new Date(options.now.getTime() - options.leaseMs)),
      ),
    );
}

export async function setScanResult(
  db: Database,
  attachmentId: string,
  status: AttachmentScanStatus,
  now: Date,
) {
  await db.update(attachments).set({ status, scannedAt: now }).where(eq(attachments.id, attachmentId));
}

export async function findSignatureAttachmentId(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: users.signatureAttachmentId })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.id ?? null;
}
