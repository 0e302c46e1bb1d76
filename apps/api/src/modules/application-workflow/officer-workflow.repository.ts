import { CorrespondenceStatus } from '@fsmis/domain';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import {
  applicationCorrespondence,
  applicationFindings,
  approvalDocuments,
  approvalDocumentVersions,
  correctiveActions,
  siteVerifications,
} from '../../db/schema/index.js';

// The officer's writes to an application's records: requests for information, the site verification,
// findings and their review, approval documents and their versions.

const next = (column: unknown) => sql<number>`coalesce(max(${column}), 0)::int + 1`;

export async function nextCorrespondenceRound(db: Database, applicationId: string): Promise<number> {
  const [row] = await db
    .select({ round: next(applicationCorrespondence.round) })
    .from(applicationCorrespondence)
    .where(eq(applicationCorrespondence.applicationId, applicationId));
  return row?.round ?? 1;
}

export async function insertCorrespondence(
  db: Database,
  values: typeof applicationCorrespondence.$inferInsert,
) {
  await db.insert(applicationCorrespondence).values(values);
}

/** An application that ends leaves its open request unanswered for good: it becomes Obsolete. */
export async function obsoleteOpenCorrespondence(db: Database, applicationId: string) {
  await db
    .update(applicationCorrespondence)
    .set({ status: CorrespondenceStatus.obsolete })
    .where(
      and(
        eq(applicationCorrespondence.applicationId, applicationId),
        eq(applicationCorrespondence.status, CorrespondenceStatus.sent),
      ),
    );
}

export async function findVerification(db: Database, applicationId: string) {
  const [row] = await db
    .select()
    .from(siteVerifications)
    .where(eq(siteVerifications.applicationId, applicationId))
    .limit(1);
  return row ?? null;
}

/** Schedules the application's one site verification (a second schedule moves it). */
export async function scheduleVerification(db: Database, values: typeof siteVerifications.$inferInsert) {
  const { scheduledFor, location, notes, createdByUserId } = values;
  await db.insert(siteVerifications).values(values).onConflictDoUpdate({
    target: siteVerifications.applicationId,
    set: { scheduledFor, location, notes, createdByUserId },
  });
}

export async function updateVerification(
  db: Database,
  verificationId: string,
  changes: Partial<typeof siteVerifications.$inferInsert>,
) {
  await db.update(siteVerifications).set(changes).where(eq(siteVerifications.id, verificationId));
}

export async function nextFindingNumber(db: Database, applicationId: string): Promise<number> {
  const [row] = await db
    .select({ number: next(applicationFindings.number) })
    .from(applicationFindings)
    .where(eq(applicationFindings.applicationId, applicationId));
  return row?.number ?? 1;
}

export async function insertFindings(db: Database, findings: (typeof applicationFindings.$inferInsert)[]) {
  if (findings.length > 0) await db.insert(applicationFindings).values(findings);
}

/** Each finding of the application, in number order, with its latest corrective action (if any). */
export function findFindingsWithLatestAction(db: Database, applicationId: string) {
  return db
    .select({
      findingId: applicationFindings.id,
      number: applicationFindings.number,
      actionId: correctiveActions.id,
      actionStatus: correctiveActions.status,
    })
    .from(applicationFindings)
    .leftJoin(
      correctiveActions,
      and(
        eq(correctiveActions.findingId, applicationFindings.id),
        eq(
          correctiveActions.attempt,
          sql`(select max(${correctiveActions.attempt}) from ${correctiveActions} where ${correctiveActions.findingId} = ${applicationFindings.id})`,
        ),
      ),
    )
    .where(eq(applicationFindings.applicationId, applicationId))
    .orderBy(asc(applicationFindings.number));
}

export async function updateCorrectiveAction(
  db: Database,
  actionId: string,
  changes: Partial<typeof correctiveActions.$inferInsert>,
) {
  await db.update(correctiveActions).set(changes).where(eq(correctiveActions.id, actionId));
}

export async function findApprovalDocument(db: Database, applicationId: string, documentId: string) {
  const [row] = await db
    .select()
    .from(approvalDocuments)
    .where(and(eq(approvalDocuments.id, documentId), eq(approvalDocuments.applicationId, applicationId)))
    .limit(1);
  return row ?? null;
}

export async function insertApprovalDocument(
  db: Database,
  values: Omit<typeof approvalDocuments.$inferInsert, 'position'>,
) {
  const [position] = await db
    .select({ value: next(approvalDocuments.position) })
    .from(approvalDocuments)
    .where(eq(approvalDocuments.applicationId, values.applicationId));
  const [row] = await db
    .insert(approvalDocuments)
    .values({ ...values, position: position?.value ?? 1 })
    .returning();
  if (!row) throw new Error('The approval document was not saved.');
  return row;
}

export async function nextVersionNumber(db: Database, documentId: string): Promise<number> {
  const [row] = await db
    .select({ version: next(approvalDocumentVersions.version) })
    .from(approvalDocumentVersions)
    .where(eq(approvalDocumentVersions.documentId, documentId));
  return row?.version ?? 1;
}

/** The versions a new one replaces become Obsolete. */
export async function obsoleteVersions(db: Database, documentId: string) {
  await db
    .update(approvalDocumentVersions)
    .set({ status: CorrespondenceStatus.obsolete })
    .where(
      and(
        eq(approvalDocumentVersions.documentId, documentId),
        ne(approvalDocumentVersions.status, CorrespondenceStatus.obsolete),
      ),
    );
}

export async function insertApprovalVersion(
  db: Database,
  values: typeof approvalDocumentVersions.$inferInsert,
) {
  await db.insert(approvalDocumentVersions).values(values);
}

/** Documentary review starts: every version still being prepared goes to the company. */
export async function sendRequestedVersions(db: Database, applicationId: string): Promise<number> {
  const sent = await db
    .update(approvalDocumentVersions)
    .set({ status: CorrespondenceStatus.sent })
    .where(
      and(
        eq(approvalDocumentVersions.status, CorrespondenceStatus.requested),
        inArray(
          approvalDocumentVersions.documentId,
          db
            .select({ id: approvalDocuments.id })
            .from(approvalDocuments)
            .where(eq(approvalDocuments.applicationId, applicationId)),
        ),
      ),
    )
    .returning({ id: approvalDocumentVersions.id });
  return sent.length;
}
