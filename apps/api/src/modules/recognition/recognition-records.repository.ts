import { ENDED_SUSPENSION_STATUSES } from '@fsmis/domain';
import { and, eq, notInArray } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import {
  companyRecognitions,
  recognitionEventDocuments,
  recognitionEvents,
  recognitionPendingDetails,
  recognitionSuspensions,
} from '../../db/schema/index.js';

export type SuspensionRow = typeof recognitionSuspensions.$inferSelect;
export type RecognitionRecordRow = typeof companyRecognitions.$inferSelect;
export type NewRecognitionEvent = typeof recognitionEvents.$inferInsert;

/** Locks a recognition (of `companyId` when given: another company's reads as missing). */
export async function lockRecognitionById(
  db: Database,
  recognitionId: string,
  companyId: string | null,
): Promise<RecognitionRecordRow | null> {
  const [row] = await db
    .select()
    .from(companyRecognitions)
    .where(
      companyId === null
        ? eq(companyRecognitions.id, recognitionId)
        : and(eq(companyRecognitions.id, recognitionId), eq(companyRecognitions.companyId, companyId)),
    )
    .limit(1)
    .for('update');
  return row ?? null;
}

/** Locks a suspension (its recognition is locked first by the caller, always in that order). */
export async function lockSuspension(db: Database, suspensionId: string): Promise<SuspensionRow | null> {
  const [row] = await db
    .select()
    .from(recognitionSuspensions)
    .where(eq(recognitionSuspensions.id, suspensionId))
    .limit(1)
    .for('update');
  return row ?? null;
}

/** The recognition a suspension belongs to, read without a lock (to lock it first). */
export async function recognitionIdOfSuspension(db: Database, suspensionId: string): Promise<string | null> {
  const [row] = await db
    .select({ recognitionId: recognitionSuspensions.recognitionId })
    .from(recognitionSuspensions)
    .where(eq(recognitionSuspensions.id, suspensionId))
    .limit(1);
  return row?.recognitionId ?? null;
}

export async function updateSuspension(
  db: Database,
  suspensionId: string,
  values: Partial<typeof recognitionSuspensions.$inferInsert>,
): Promise<void> {
  await db.update(recognitionSuspensions).set(values).where(eq(recognitionSuspensions.id, suspensionId));
}

export async function updateRecognitionRecord(
  db: Database,
  recognitionId: string,
  values: Partial<typeof companyRecognitions.$inferInsert>,
): Promise<void> {
  await db.update(companyRecognitions).set(values).where(eq(companyRecognitions.id, recognitionId));
}

/** Writes one line of the recognition's history and links the files given with it. */
export async function insertRecognitionEvent(
  db: Database,
  event: NewRecognitionEvent,
  attachmentIds: readonly string[] = [],
): Promise<string> {
  const [row] = await db.insert(recognitionEvents).values(event).returning({ id: recognitionEvents.id });
  if (!row) throw new Error('The recognition event was not written');
  if (attachmentIds.length > 0) {
    await db
      .insert(recognitionEventDocuments)
      .values(attachmentIds.map((attachmentId) => ({ eventId: row.id, attachmentId })));
  }
  return row.id;
}

export type PendingDetailsRow = typeof recognitionPendingDetails.$inferSelect;

/** The suspension of the recognition that has not ended (proposed, suspended, under appeal), if any. */
export async function findOpenSuspension(db: Database, recognitionId: string): Promise<SuspensionRow | null> {
  const [row] = await db
    .select()
    .from(recognitionSuspensions)
    .where(
      and(
        eq(recognitionSuspensions.recognitionId, recognitionId),
        notInArray(recognitionSuspensions.status, [...ENDED_SUSPENSION_STATUSES]),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function insertSuspension(
  db: Database,
  values: typeof recognitionSuspensions.$inferInsert,
): Promise<SuspensionRow> {
  const [row] = await db.insert(recognitionSuspensions).values(values).returning();
  if (!row) throw new Error('The suspension was not written');
  return row;
}

export async function insertPendingDetails(
  db: Database,
  values: typeof recognitionPendingDetails.$inferInsert,
): Promise<PendingDetailsRow> {
  const [row] = await db.insert(recognitionPendingDetails).values(values).returning();
  if (!row) throw new Error('The pending details were not written');
  return row;
}

/** The recognition pending details belong to, read without a lock (to lock it first). */
export async function recognitionIdOfPendingDetails(
  db: Database,
  pendingDetailsId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ recognitionId: recognitionPendingDetails.recognitionId })
    .from(recognitionPendingDetails)
    .where(eq(recognitionPendingDetails.id, pendingDetailsId))
    .limit(1);
  return row?.recognitionId ?? null;
}

/** Locks pending details (their recognition is locked first by the caller, always in that order). */
export async function lockPendingDetails(
  db: Database,
  pendingDetailsId: string,
): Promise<PendingDetailsRow | null> {
  const [row] = await db
    .select()
    .from(recognitionPendingDetails)
    .where(eq(recognitionPendingDetails.id, pendingDetailsId))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function updatePendingDetails(
  db: Database,
  pendingDetailsId: string,
  values: Partial<typeof recognitionPendingDetails.$inferInsert>,
): Promise<void> {
  await db
    .update(recognitionPendingDetails)
    .set(values)
    .where(eq(recognitionPendingDetails.id, pendingDetailsId));
}
