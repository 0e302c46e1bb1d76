import { CorrectiveActionStatus, CorrespondenceStatus } from '@fsmis/domain';
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import {
  applicationComments,
  applicationCorrespondence,
  applicationFindings,
  approvalDocuments,
  approvalDocumentVersions,
  correctiveActions,
  users,
} from '../../db/schema/index.js';

/** The queries of the company's steps: its answers, acknowledgements, corrective actions and responses. */

export type CorrespondenceRow = typeof applicationCorrespondence.$inferSelect;
export type CorrectiveActionRow = typeof correctiveActions.$inferSelect;
export type ApprovalVersionRow = typeof approvalDocumentVersions.$inferSelect;

export async function findCorrespondence(
  db: Database,
  applicationId: string,
  correspondenceId: string,
): Promise<CorrespondenceRow | null> {
  const [row] = await db
    .select()
    .from(applicationCorrespondence)
    .where(
      and(
        eq(applicationCorrespondence.id, correspondenceId),
        eq(applicationCorrespondence.applicationId, applicationId),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function answerCorrespondence(
  db: Database,
  correspondenceId: string,
  answer: { text: string; attachmentIds: string[]; userId: string; at: Date },
): Promise<void> {
  await db
    .update(applicationCorrespondence)
    .set({
      status: CorrespondenceStatus.acknowledged,
      responseText: answer.text,
      responseAttachmentIds: answer.attachmentIds,
      respondedAt: answer.at,
      respondedByUserId: answer.userId,
    })
    .where(eq(applicationCorrespondence.id, correspondenceId));
}

/** Marks every finding of the application acknowledged; answers how many there are. */
export async function acknowledgeFindings(
  db: Database,
  applicationId: string,
  userId: string,
  at: Date,
): Promise<number> {
  const rows = await db
    .update(applicationFindings)
    .set({ acknowledgedAt: at, acknowledgedByUserId: userId })
    .where(eq(applicationFindings.applicationId, applicationId))
    .returning({ id: applicationFindings.id });
  return rows.length;
}

export async function findFinding(db: Database, applicationId: string, findingId: string) {
  const [row] = await db
    .select({ id: applicationFindings.id, number: applicationFindings.number })
    .from(applicationFindings)
    .where(and(eq(applicationFindings.id, findingId), eq(applicationFindings.applicationId, applicationId)))
    .limit(1);
  return row ?? null;
}

/** The finding's latest corrective action (its highest attempt), if it has one. */
export async function latestCorrectiveAction(
  db: Database,
  findingId: string,
): Promise<CorrectiveActionRow | null> {
  const [row] = await db
    .select()
    .from(correctiveActions)
    .where(eq(correctiveActions.findingId, findingId))
    .orderBy(desc(correctiveActions.attempt))
    .limit(1);
  return row ?? null;
}

export async function insertCorrectiveAction(
  db: Database,
  values: typeof correctiveActions.$inferInsert,
): Promise<void> {
  await db.insert(correctiveActions).values(values);
}

export async function updateCorrectiveAction(
  db: Database,
  actionId: string,
  changes: Partial<typeof correctiveActions.$inferInsert>,
): Promise<void> {
  await db.update(correctiveActions).set(changes).where(eq(correctiveActions.id, actionId));
}

/**
 * Submits every draft of the application that has text (a draft is always a finding's latest attempt);
 * answers how many were submitted. Empty drafts stay, and the move's guard counts them.
 */
export async function submitDrafts(db: Database, applicationId: string, at: Date): Promise<number> {
  const rows = await db
    .update(correctiveActions)
    .set({ status: CorrectiveActionStatus.submitted, submittedAt: at, updatedAt: at })
    .where(
      and(
        eq(correctiveActions.status, CorrectiveActionStatus.draft),
        sql`btrim(${correctiveActions.text}) <> ''`,
        inArray(
          correctiveActions.findingId,
          db
            .select({ id: applicationFindings.id })
            .from(applicationFindings)
            .where(eq(applicationFindings.applicationId, applicationId)),
        ),
      ),
    )
    .returning({ id: correctiveActions.id });
  return rows.length;
}

export async function findApprovalDocument(db: Database, applicationId: string, documentId: string) {
  const [row] = await db
    .select({
      id: approvalDocuments.id,
      title: approvalDocuments.title,
      existing: approvalDocuments.existing,
    })
    .from(approvalDocuments)
    .where(and(eq(approvalDocuments.id, documentId), eq(approvalDocuments.applicationId, applicationId)))
    .limit(1);
  return row ?? null;
}

/** The document's latest version the company may see (one still being prepared is not shown to it). */
export async function latestShownVersion(
  db: Database,
  documentId: string,
): Promise<ApprovalVersionRow | null> {
  const [row] = await db
    .select()
    .from(approvalDocumentVersions)
    .where(
      and(
        eq(approvalDocumentVersions.documentId, documentId),
        ne(approvalDocumentVersions.status, CorrespondenceStatus.requested),
      ),
    )
    .orderBy(desc(approvalDocumentVersions.version))
    .limit(1);
  return row ?? null;
}

export async function answerVersion(
  db: Database,
  versionId: string,
  changes: Partial<typeof approvalDocumentVersions.$inferInsert>,
): Promise<void> {
  await db.update(approvalDocumentVersions).set(changes).where(eq(approvalDocumentVersions.id, versionId));
}

const commentColumns = {
  id: applicationComments.id,
  body: applicationComments.body,
  authorParty: applicationComments.authorParty,
  authorName: users.name,
  createdAt: applicationComments.createdAt,
};

/** The application's comments, oldest first, with their authors' names. */
export function findComments(db: Database, applicationId: string) {
  return db
    .select(commentColumns)
    .from(applicationComments)
    .innerJoin(users, eq(applicationComments.authorUserId, users.id))
    .where(eq(applicationComments.applicationId, applicationId))
    .orderBy(asc(applicationComments.createdAt), asc(applicationComments.id));
}

export async function insertComment(db: Database, values: typeof applicationComments.$inferInsert) {
  const [inserted] = await db
    .insert(applicationComments)
    .values(values)
    .returning({ id: applicationComments.id });
  if (!inserted) throw new Error('The comment was not saved.');
  const [row] = await db
    .select(commentColumns)
    .from(applicationComments)
    .innerJoin(users, eq(applicationComments.authorUserId, users.id))
    .where(eq(applicationComments.id, inserted.id));
  if (!row) throw new Error('The comment was not saved.');
  return row;
}
