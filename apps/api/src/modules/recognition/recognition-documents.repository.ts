import { and, eq, isNotNull, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { companyRecognitions, recognitionEventDocuments, recognitionEvents } from '../../db/schema/index.js';

/** The queries that say which recognition a file given with a step belongs to. */

async function findOwner(db: Database, attachmentId: string, where: SQL | undefined) {
  const [row] = await db
    .select({ recognitionId: companyRecognitions.id, companyId: companyRecognitions.companyId })
    .from(recognitionEventDocuments)
    .innerJoin(recognitionEvents, eq(recognitionEventDocuments.eventId, recognitionEvents.id))
    .innerJoin(companyRecognitions, eq(recognitionEvents.recognitionId, companyRecognitions.id))
    .where(and(eq(recognitionEventDocuments.attachmentId, attachmentId), where))
    .limit(1);
  return row ?? null;
}

/** The recognition whose history holds the file, when it is `recognitionId`; null otherwise. */
export function findRecognitionDocumentOwner(db: Database, recognitionId: string, attachmentId: string) {
  return findOwner(db, attachmentId, eq(companyRecognitions.id, recognitionId));
}

/** The recognition of the company one of whose suspensions' steps holds the file; null otherwise. */
export function findSuspensionDocumentOwner(db: Database, companyId: string, attachmentId: string) {
  return findOwner(
    db,
    attachmentId,
    and(
      eq(companyRecognitions.companyId, companyId),
      eq(recognitionEvents.subject, 'suspension'),
      isNotNull(recognitionEvents.subjectId),
    ),
  );
}
