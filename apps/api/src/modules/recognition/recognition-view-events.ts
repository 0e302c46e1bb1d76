import {
  COMPANY_RECOGNITION_STATUS_LABELS,
  PENDING_DETAILS_ACTION_TITLES,
  PENDING_DETAILS_STATUS_LABELS,
  type RecognitionEvent,
  type RecognitionEventSubject,
  SUSPENSION_ACTION_TITLES,
  SUSPENSION_STATUS_LABELS,
  type WorkflowDocument,
} from '@fsmis/domain';
import type { Database } from '../../db/database.js';
import * as repository from './recognition-view.repository.js';

/** The recognition's own changes, in words for its history. */
const RECOGNITION_ACTION_TITLES: Readonly<Record<string, string>> = {
  expire: 'Recognition expired',
  withdraw: 'Recognition withdrawn',
};

const TITLES: Readonly<Record<RecognitionEventSubject, Readonly<Record<string, string>>>> = {
  recognition: RECOGNITION_ACTION_TITLES,
  suspension: SUSPENSION_ACTION_TITLES,
  'pending-details': PENDING_DETAILS_ACTION_TITLES,
};

const STATUS_LABELS: Readonly<Record<RecognitionEventSubject, Readonly<Record<number, string>>>> = {
  recognition: COMPANY_RECOGNITION_STATUS_LABELS,
  suspension: SUSPENSION_STATUS_LABELS,
  'pending-details': PENDING_DETAILS_STATUS_LABELS,
};

/**
 * What a step on a recognition did, in words ("Appeal submitted", "Details requested", "Recognition
 * expired"); an action without a title reads as its own words ("some-step": "Some step").
 */
export function recognitionEventTitle(subject: RecognitionEventSubject, action: string): string {
  const titles = TITLES[subject];
  if (Object.hasOwn(titles, action)) return titles[action] as string;
  const words = action.replaceAll('-', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The label of the status a step led its subject to, or null where it changed none. */
export function recognitionEventStatusLabel(
  subject: RecognitionEventSubject,
  toStatus: number | null,
): string | null {
  if (toStatus === null) return null;
  return STATUS_LABELS[subject][toStatus] ?? null;
}

/** The documents of each event, read in one query. */
export type DocumentsByEvent = ReadonlyMap<string, readonly WorkflowDocument[]>;

export async function documentsOfEvents(
  db: Database,
  events: readonly repository.EventRecord[],
): Promise<DocumentsByEvent> {
  const rows = await repository.findEventDocuments(
    db,
    events.map(({ row }) => row.id),
  );
  const byEvent = new Map<string, WorkflowDocument[]>();
  for (const row of rows) {
    const documents = byEvent.get(row.eventId) ?? [];
    documents.push({
      attachmentId: row.attachmentId,
      fileName: row.fileName,
      fileSize: row.fileSize,
      scanStatus: row.status,
      uploadedAt: row.createdAt.toISOString(),
    });
    byEvent.set(row.eventId, documents);
  }
  return byEvent;
}

/** The events as lines of a history, in the order given, each with its documents. */
export function eventsOf(
  events: readonly repository.EventRecord[],
  documents: DocumentsByEvent,
): RecognitionEvent[] {
  return events.map(({ row, actorName, actorRole }) => ({
    id: row.id,
    subject: row.subject,
    action: row.action,
    title: recognitionEventTitle(row.subject, row.action),
    detail: row.detail,
    statusLabel: recognitionEventStatusLabel(row.subject, row.toStatus),
    actorName: actorName ?? null,
    actorParty: actorRole ?? null,
    at: row.at.toISOString(),
    documents: [...(documents.get(row.id) ?? [])],
  }));
}

/** The newest of the events (given newest first) that is `action` on the subject `subjectId`, if any. */
export function latestEvent(
  eventsNewestFirst: readonly repository.EventRecord[],
  subjectId: string,
  action: string,
): repository.EventRecord['row'] | null {
  return (
    eventsNewestFirst.find(({ row }) => row.subjectId === subjectId && row.action === action)?.row ?? null
  );
}
