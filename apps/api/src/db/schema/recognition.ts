import {
  COMPANY_RECOGNITION_STATUSES,
  type CompanyRecognitionStatus,
  PENDING_DETAILS_STATUSES,
  type PendingDetailsStatus,
  PROGRAMMES,
  type Programme,
  RECOGNITION_EVENT_STATUSES,
  RECOGNITION_EVENT_SUBJECTS,
  type RecognitionEventStatus,
  SUSPENSION_STATUSES,
  type SuspensionStatus,
} from '@fsmis/domain';
import { sql } from 'drizzle-orm';
import { date, index, pgTable, primaryKey, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { applications } from './applications.js';
import { attachments } from './attachments.js';
import { createdAt, id, instant, oneOf, oneOfBy } from './columns.js';
import { companies, users } from './companies.js';

/**
 * A company's recognition under one programme (CompanyRecognitionStatus 1-6): one row per company and
 * programme, created when an application first reaches Recognised and updated by later outcomes.
 */
export const companyRecognitions = pgTable(
  'company_recognitions',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    programme: smallint('programme').$type<Programme>().notNull(),
    status: smallint('status').$type<CompanyRecognitionStatus>().notNull(),
    recognitionNumber: text('recognition_number').notNull(),
    validFrom: instant('valid_from').notNull(),
    validUntil: instant('valid_until').notNull(),
    scopeSummary: text('scope_summary').notNull(),
    /** The application whose outcome last set this recognition. */
    applicationId: uuid('application_id').references(() => applications.id),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [
    oneOf(table.programme, PROGRAMMES),
    oneOf(table.status, COMPANY_RECOGNITION_STATUSES),
    uniqueIndex('company_recognitions_company_programme_key').on(table.companyId, table.programme),
    uniqueIndex('company_recognitions_number_key').on(table.recognitionNumber),
    // The expiry job's expiries and reminders: current recognitions by the end of their validity.
    index('company_recognitions_status_valid_until_idx').on(table.status, table.validUntil),
  ],
);

/**
 * A suspension of a recognition and its appeal (SuspensionStatus 1-9), from the officer's proposal to its
 * end (Rejected, Reinstated or Revoked). At most one is under way per recognition.
 */
export const recognitionSuspensions = pgTable(
  'recognition_suspensions',
  {
    id: id(),
    recognitionId: uuid('recognition_id')
      .notNull()
      .references(() => companyRecognitions.id),
    status: smallint('status').$type<SuspensionStatus>().notNull(),
    /** The officer's grounds for proposing it. */
    reason: text('reason').notNull(),
    /** When the recognition was suspended (status 4); null until then. */
    effectiveFrom: instant('effective_from'),
    /** The last moment an appeal is accepted, set when it is suspended. */
    appealDeadline: instant('appeal_deadline'),
    proposedByUserId: uuid('proposed_by_user_id').references(() => users.id),
    endedAt: instant('ended_at'),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [
    oneOf(table.status, SUSPENSION_STATUSES),
    index('recognition_suspensions_recognition_idx').on(table.recognitionId),
    uniqueIndex('recognition_suspensions_open_key')
      .on(table.recognitionId)
      .where(sql`${table.status} in (1, 2, 4, 5, 6, 7)`),
  ],
);

/** Details a recognition still owes after it was granted (PendingDetailsStatus 1-4). */
export const recognitionPendingDetails = pgTable(
  'recognition_pending_details',
  {
    id: id(),
    recognitionId: uuid('recognition_id')
      .notNull()
      .references(() => companyRecognitions.id),
    description: text('description').notNull(),
    dueDate: date('due_date', { mode: 'string' }),
    status: smallint('status').$type<PendingDetailsStatus>().notNull(),
    requestedByUserId: uuid('requested_by_user_id').references(() => users.id),
    response: text('response'),
    respondedAt: instant('responded_at'),
    /** Why the officer returned the last answer. */
    returnReason: text('return_reason'),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [
    oneOf(table.status, PENDING_DETAILS_STATUSES),
    index('recognition_pending_details_recognition_idx').on(table.recognitionId),
  ],
);

/**
 * The history of a recognition: its own changes (expired, withdrawn), each step of its suspensions and of
 * its pending details. `fromStatus` and `toStatus` are the subject's codes (a suspension's for a
 * suspension step). A null actor is the portal itself (the expiry job).
 */
export const recognitionEvents = pgTable(
  'recognition_events',
  {
    id: id(),
    recognitionId: uuid('recognition_id')
      .notNull()
      .references(() => companyRecognitions.id),
    subject: text('subject', { enum: RECOGNITION_EVENT_SUBJECTS }).notNull(),
    /** The suspension or pending details the step was on. */
    subjectId: uuid('subject_id'),
    action: text('action').notNull(),
    fromStatus: smallint('from_status').$type<RecognitionEventStatus>(),
    toStatus: smallint('to_status').$type<RecognitionEventStatus>(),
    actorUserId: uuid('actor_user_id').references(() => users.id),
    detail: text('detail'),
    at: instant('at').notNull().defaultNow(),
  },
  (table) => [
    oneOf(table.subject, RECOGNITION_EVENT_SUBJECTS),
    oneOfBy(table.fromStatus, table.subject, RECOGNITION_EVENT_STATUSES),
    oneOfBy(table.toStatus, table.subject, RECOGNITION_EVENT_STATUSES),
    index('recognition_events_recognition_idx').on(table.recognitionId, table.at),
    index('recognition_events_subject_idx').on(table.subjectId),
  ],
);

/** The files given with a step (grounds, an appeal's supporting documents, details provided). */
export const recognitionEventDocuments = pgTable(
  'recognition_event_documents',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => recognitionEvents.id, { onDelete: 'cascade' }),
    attachmentId: uuid('attachment_id')
      .notNull()
      .references(() => attachments.id),
  },
  (table) => [
    primaryKey({ columns: [table.eventId, table.attachmentId] }),
    index('recognition_event_documents_attachment_idx').on(table.attachmentId),
  ],
);

/**
 * A renewal reminder sent: one per recognition, validity and reminder day, so that any instance may run
 * the job and each reminder goes out once (a renewal's new validity starts the reminders afresh).
 */
export const recognitionReminders = pgTable(
  'recognition_reminders',
  {
    recognitionId: uuid('recognition_id')
      .notNull()
      .references(() => companyRecognitions.id),
    validUntil: instant('valid_until').notNull(),
    daysBefore: smallint('days_before').notNull(),
    sentAt: instant('sent_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.recognitionId, table.validUntil, table.daysBefore] })],
);
