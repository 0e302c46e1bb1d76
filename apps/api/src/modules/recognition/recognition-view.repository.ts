import type { Programme } from '@fsmis/domain';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import {
  applicationEvents,
  applications,
  attachments,
  recognitionEventDocuments,
  recognitionEvents,
  recognitionPendingDetails,
  recognitionSuspensions,
  users,
} from '../../db/schema/index.js';

/** The queries that read a recognition's record for its page and its suspensions' pages. */

export type SuspensionRecord = typeof recognitionSuspensions.$inferSelect;
export type PendingDetailsRecord = typeof recognitionPendingDetails.$inferSelect;

const eventColumns = { row: recognitionEvents, actorName: users.name, actorRole: users.role };

/** The whole history of the recognition (every subject), newest first, with each actor's name and side. */
export function findEvents(db: Database, recognitionId: string) {
  return db
    .select(eventColumns)
    .from(recognitionEvents)
    .leftJoin(users, eq(recognitionEvents.actorUserId, users.id))
    .where(eq(recognitionEvents.recognitionId, recognitionId))
    .orderBy(desc(recognitionEvents.at), desc(recognitionEvents.id));
}
export type EventRecord = Awaited<ReturnType<typeof findEvents>>[number];

/** The timeline of one suspension, oldest first. */
export function findSuspensionEvents(db: Database, suspensionId: string): Promise<EventRecord[]> {
  return db
    .select(eventColumns)
    .from(recognitionEvents)
    .leftJoin(users, eq(recognitionEvents.actorUserId, users.id))
    .where(and(eq(recognitionEvents.subject, 'suspension'), eq(recognitionEvents.subjectId, suspensionId)))
    .orderBy(asc(recognitionEvents.at), asc(recognitionEvents.id));
}

/** The files given with each of the events, with their scan, in the order they were stored. */
export function findEventDocuments(db: Database, eventIds: readonly string[]) {
  if (eventIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      eventId: recognitionEventDocuments.eventId,
      attachmentId: attachments.id,
      fileName: attachments.displayFileName,
      fileSize: attachments.fileSize,
      status: attachments.status,
      createdAt: attachments.createdAt,
    })
    .from(recognitionEventDocuments)
    .innerJoin(attachments, eq(recognitionEventDocuments.attachmentId, attachments.id))
    .where(inArray(recognitionEventDocuments.eventId, [...new Set(eventIds)]))
    .orderBy(asc(attachments.createdAt), asc(attachments.id));
}
export type EventDocumentRecord = Awaited<ReturnType<typeof findEventDocuments>>[number];

/** The recognition's suspensions, newest first. */
export function findSuspensions(db: Database, recognitionId: string): Promise<SuspensionRecord[]> {
  return db
    .select()
    .from(recognitionSuspensions)
    .where(eq(recognitionSuspensions.recognitionId, recognitionId))
    .orderBy(desc(recognitionSuspensions.createdAt), desc(recognitionSuspensions.id));
}

export async function findSuspension(db: Database, suspensionId: string): Promise<SuspensionRecord | null> {
  const [row] = await db
    .select()
    .from(recognitionSuspensions)
    .where(eq(recognitionSuspensions.id, suspensionId))
    .limit(1);
  return row ?? null;
}

/** The details the recognition was asked for, newest first. */
export function findPendingDetails(db: Database, recognitionId: string): Promise<PendingDetailsRecord[]> {
  return db
    .select()
    .from(recognitionPendingDetails)
    .where(eq(recognitionPendingDetails.recognitionId, recognitionId))
    .orderBy(desc(recognitionPendingDetails.createdAt), desc(recognitionPendingDetails.id));
}

/**
 * The company's applications under the programme that reached Recognised, told by the history line of
 * the officer's `recognise`, newest first.
 */
export function findGrants(db: Database, companyId: string, programme: Programme) {
  return db
    .select({
      applicationId: applications.id,
      referenceNumber: applications.referenceNumber,
      category: applications.category,
      recognisedAt: applicationEvents.at,
    })
    .from(applicationEvents)
    .innerJoin(applications, eq(applicationEvents.applicationId, applications.id))
    .where(
      and(
        eq(applications.companyId, companyId),
        eq(applications.programme, programme),
        eq(applicationEvents.action, 'recognise'),
      ),
    )
    .orderBy(desc(applicationEvents.at), desc(applications.referenceNumber));
}
