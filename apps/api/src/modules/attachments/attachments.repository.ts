import type { AttachmentScanStatus } from '@fsmis/domain';
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
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
  proficiencyTestDocuments,
  proficiencyTestParticipations,
  recognitionEventDocuments,
  siteVerifications,
  users,
} from '../../db/schema/index.js';

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
  await db.transaction(async (tx) => {
    await tx
      .update(attachmentUploads)
      .set({ attachmentId: null })
      .where(eq(attachmentUploads.attachmentId, attachmentId));
    await tx.delete(attachments).where(eq(attachments.id, attachmentId));
  });
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

export async function isSignatureInUse(db: Database, attachmentId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.signatureAttachmentId, attachmentId))
    .limit(1);
  return row !== undefined;
}

/** Is the attachment given as an answer of one of the company's applications (a draft's too)? */
export async function isAnswerOfAnApplication(db: Database, companyId: string, attachmentId: string) {
  const [row] = await db
    .select({ id: applicationSections.applicationId })
    .from(applicationSections)
    .innerJoin(applications, eq(applicationSections.applicationId, applications.id))
    .where(
      and(
        eq(applications.companyId, companyId),
        sql`jsonb_path_exists(${applicationSections.answers}, '$.** ? (@.attachmentId == $id)', jsonb_build_object('id', ${attachmentId}::text))`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Is the attachment a record of an application's workflow: a file of a request for information, a
 * corrective action, a response to an approval document, or one the regulator placed (a report, an
 * approval document, an invoice), or a file given with a step of a recognition (a suspension's grounds,
 * an appeal, details provided), or of a proficiency test round (a laboratory's methodology document,
 * a document of the round)? Such a file is evidence and stays.
 */
export async function isWorkflowFile(db: Database, attachmentId: string): Promise<boolean> {
  const id = sql`${attachmentId}::uuid`;
  const asText = sql`to_jsonb(${attachmentId}::text)`;
  const result = await db.execute<{ used: boolean }>(sql`select exists (
      select 1 from ${applicationCorrespondence} where ${applicationCorrespondence.responseAttachmentIds} @> ${asText}
      union all select 1 from ${correctiveActions} where ${correctiveActions.attachmentIds} @> ${asText}
      union all select 1 from ${approvalDocumentVersions}
        where ${approvalDocumentVersions.attachmentId} = ${id} or ${approvalDocumentVersions.responseAttachmentId} = ${id}
      union all select 1 from ${siteVerifications} where ${siteVerifications.reportAttachmentId} = ${id}
      union all select 1 from ${applicationInvoices} where ${applicationInvoices.attachmentId} = ${id}
      union all select 1 from ${recognitionEventDocuments} where ${recognitionEventDocuments.attachmentId} = ${id}
      union all select 1 from ${proficiencyTestParticipations} where ${proficiencyTestParticipations.methodologyAttachmentId} = ${id}
      union all select 1 from ${proficiencyTestDocuments} where ${proficiencyTestDocuments.attachmentId} = ${id}
    ) as used`);
  const rows = Array.isArray(result) ? result : (result as { rows: { used: boolean }[] }).rows;
  return rows[0]?.used === true;
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
