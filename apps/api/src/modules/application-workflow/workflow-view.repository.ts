import { and, asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.js';
import {
  applicationComments,
  applicationCorrespondence,
  applicationEvents,
  applicationFindings,
  applicationInvoices,
  applications,
  approvalDocuments,
  approvalDocumentVersions,
  attachments,
  companyRecognitions,
  correctiveActions,
  siteVerifications,
  users,
} from '../../db/schema/index.js';

/** The queries that read an application's workflow records for its details page. */

const sender = alias(users, 'sender');
const responder = alias(users, 'responder');

export async function findApplicationRow(db: Database, applicationId: string) {
  const [row] = await db.select().from(applications).where(eq(applications.id, applicationId)).limit(1);
  return row ?? null;
}

/** Every round of request for information, oldest first, with who sent and who answered it. */
export function findCorrespondence(db: Database, applicationId: string) {
  return db
    .select({ row: applicationCorrespondence, sentByName: sender.name, respondedByName: responder.name })
    .from(applicationCorrespondence)
    .leftJoin(sender, eq(applicationCorrespondence.sentByUserId, sender.id))
    .leftJoin(responder, eq(applicationCorrespondence.respondedByUserId, responder.id))
    .where(eq(applicationCorrespondence.applicationId, applicationId))
    .orderBy(asc(applicationCorrespondence.round));
}
export type CorrespondenceRecord = Awaited<ReturnType<typeof findCorrespondence>>[number];

export async function findVerification(db: Database, applicationId: string) {
  const [row] = await db
    .select()
    .from(siteVerifications)
    .where(eq(siteVerifications.applicationId, applicationId))
    .limit(1);
  return row ?? null;
}
export type VerificationRecord = typeof siteVerifications.$inferSelect;

export function findFindings(db: Database, applicationId: string) {
  return db
    .select()
    .from(applicationFindings)
    .where(eq(applicationFindings.applicationId, applicationId))
    .orderBy(asc(applicationFindings.number));
}
export type FindingRecord = typeof applicationFindings.$inferSelect;

/** Every corrective action of the application's findings, oldest attempt first. */
export function findCorrectiveActions(db: Database, applicationId: string) {
  return db
    .select({ action: correctiveActions })
    .from(correctiveActions)
    .innerJoin(applicationFindings, eq(correctiveActions.findingId, applicationFindings.id))
    .where(eq(applicationFindings.applicationId, applicationId))
    .orderBy(asc(correctiveActions.attempt))
    .then((rows) => rows.map((row) => row.action));
}
export type CorrectiveActionRecord = typeof correctiveActions.$inferSelect;

export function findApprovalDocuments(db: Database, applicationId: string) {
  return db
    .select()
    .from(approvalDocuments)
    .where(eq(approvalDocuments.applicationId, applicationId))
    .orderBy(asc(approvalDocuments.position), asc(approvalDocuments.createdAt));
}
export type ApprovalDocumentRecord = typeof approvalDocuments.$inferSelect;

/** Every version of the application's approval documents, oldest first, with who answered it. */
export function findApprovalVersions(db: Database, applicationId: string) {
  return db
    .select({ row: approvalDocumentVersions, respondedByName: responder.name })
    .from(approvalDocumentVersions)
    .innerJoin(approvalDocuments, eq(approvalDocumentVersions.documentId, approvalDocuments.id))
    .leftJoin(responder, eq(approvalDocumentVersions.respondedByUserId, responder.id))
    .where(eq(approvalDocuments.applicationId, applicationId))
    .orderBy(asc(approvalDocumentVersions.version));
}
export type ApprovalVersionRecord = Awaited<ReturnType<typeof findApprovalVersions>>[number];

export async function findInvoice(db: Database, applicationId: string) {
  const [row] = await db
    .select()
    .from(applicationInvoices)
    .where(eq(applicationInvoices.applicationId, applicationId))
    .limit(1);
  return row ?? null;
}
export type InvoiceRecord = typeof applicationInvoices.$inferSelect;

/** The comment thread, oldest first, with each author's name. */
export function findComments(db: Database, applicationId: string) {
  return db
    .select({ row: applicationComments, authorName: users.name })
    .from(applicationComments)
    .innerJoin(users, eq(applicationComments.authorUserId, users.id))
    .where(eq(applicationComments.applicationId, applicationId))
    .orderBy(asc(applicationComments.createdAt));
}
export type CommentRecord = Awaited<ReturnType<typeof findComments>>[number];

/** The history of the application, oldest first, with each actor's name and side. */
export function findEvents(db: Database, applicationId: string) {
  return db
    .select({ row: applicationEvents, actorName: users.name, actorRole: users.role })
    .from(applicationEvents)
    .leftJoin(users, eq(applicationEvents.actorUserId, users.id))
    .where(eq(applicationEvents.applicationId, applicationId))
    .orderBy(asc(applicationEvents.at));
}
export type EventRecord = Awaited<ReturnType<typeof findEvents>>[number];

/** The recognition this application granted or last changed. */
export async function findRecognition(db: Database, applicationId: string) {
  const [row] = await db
    .select()
    .from(companyRecognitions)
    .where(eq(companyRecognitions.applicationId, applicationId))
    .limit(1);
  return row ?? null;
}
export type RecognitionRecord = typeof companyRecognitions.$inferSelect;

/** The attachments among `attachmentIds` that belong to the application's company. */
export function findApplicationAttachments(
  db: Database,
  applicationId: string,
  attachmentIds: readonly string[],
) {
  if (attachmentIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: attachments.id,
      fileName: attachments.displayFileName,
      fileSize: attachments.fileSize,
      status: attachments.status,
      createdAt: attachments.createdAt,
    })
    .from(attachments)
    .innerJoin(applications, eq(applications.companyId, attachments.companyId))
    .where(and(eq(applications.id, applicationId), inArray(attachments.id, [...new Set(attachmentIds)])));
}
export type AttachmentRecord = Awaited<ReturnType<typeof findApplicationAttachments>>[number];
