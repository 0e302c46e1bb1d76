import {
  CORRECTIVE_ACTION_STATUSES,
  CORRESPONDENCE_STATUSES,
  type CorrectiveActionStatus,
  type CorrespondenceStatus,
  FINDING_SEVERITIES,
  type FindingSeverity,
  REMINDER_KINDS,
  REVIEW_RESPONSE_STATUSES,
  ReviewResponseStatus,
  SITE_VERIFICATION_OUTCOMES,
  WORKFLOW_PARTIES,
} from '@fsmis/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { applications } from './applications.js';
import { attachments } from './attachments.js';
import { createdAt, id, instant, oneOf } from './columns.js';
import { users } from './companies.js';

/**
 * The records of an application after submission (docs/requirements.md §7, /api/applications/{id}/…). Files
 * are attachments of the application's company (officers' files too, so the company reads them through the
 * same scanned download), listed here by id.
 */

const applicationId = () =>
  uuid('application_id')
    .notNull()
    .references(() => applications.id, { onDelete: 'cascade' });

/** A request for information (one row per round) and the company's answer. */
export const applicationCorrespondence = pgTable(
  'application_correspondence',
  {
    id: id(),
    applicationId: applicationId(),
    round: integer('round').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    documentsRequested: jsonb('documents_requested').$type<string[]>().notNull().default([]),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    /** Sent while open, Acknowledged once answered, Obsolete if the application ended. */
    status: smallint('status').$type<CorrespondenceStatus>().notNull(),
    sentAt: instant('sent_at').notNull(),
    sentByUserId: uuid('sent_by_user_id').references(() => users.id),
    responseText: text('response_text'),
    responseAttachmentIds: jsonb('response_attachment_ids').$type<string[]>().notNull().default([]),
    respondedAt: instant('responded_at'),
    respondedByUserId: uuid('responded_by_user_id').references(() => users.id),
  },
  (table) => [
    oneOf(table.status, CORRESPONDENCE_STATUSES),
    uniqueIndex('application_correspondence_round_key').on(table.applicationId, table.round),
  ],
);

/** The site verification of an application (at most one). */
export const siteVerifications = pgTable(
  'site_verifications',
  {
    id: id(),
    applicationId: applicationId(),
    scheduledFor: instant('scheduled_for').notNull(),
    location: text('location').notNull(),
    notes: text('notes').notNull().default(''),
    reportAttachmentId: uuid('report_attachment_id').references(() => attachments.id),
    /** Set once the officer records the outcome. */
    outcome: text('outcome', { enum: SITE_VERIFICATION_OUTCOMES }),
    completedAt: instant('completed_at'),
    createdAt: createdAt(),
    createdByUserId: uuid('created_by_user_id').references(() => users.id),
  },
  (table) => [
    oneOf(table.outcome, SITE_VERIFICATION_OUTCOMES),
    uniqueIndex('site_verifications_application_key').on(table.applicationId),
  ],
);

/** A finding of the site verification. */
export const applicationFindings = pgTable(
  'application_findings',
  {
    id: id(),
    applicationId: applicationId(),
    number: integer('number').notNull(),
    clause: text('clause').notNull(),
    description: text('description').notNull(),
    severity: smallint('severity').$type<FindingSeverity>().notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    acknowledgedAt: instant('acknowledged_at'),
    acknowledgedByUserId: uuid('acknowledged_by_user_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (table) => [
    oneOf(table.severity, FINDING_SEVERITIES),
    uniqueIndex('application_findings_number_key').on(table.applicationId, table.number),
  ],
);

/** One corrective action written for a finding; a rejected one is followed by a new attempt. */
export const correctiveActions = pgTable(
  'corrective_actions',
  {
    id: id(),
    findingId: uuid('finding_id')
      .notNull()
      .references(() => applicationFindings.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    text: text('text').notNull(),
    attachmentIds: jsonb('attachment_ids').$type<string[]>().notNull().default([]),
    status: smallint('status').$type<CorrectiveActionStatus>().notNull(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
    updatedByUserId: uuid('updated_by_user_id').references(() => users.id),
    submittedAt: instant('submitted_at'),
    reviewedAt: instant('reviewed_at'),
    reviewedByUserId: uuid('reviewed_by_user_id').references(() => users.id),
    rejectionReason: text('rejection_reason'),
  },
  (table) => [
    oneOf(table.status, CORRECTIVE_ACTION_STATUSES),
    uniqueIndex('corrective_actions_attempt_key').on(table.findingId, table.attempt),
  ],
);

/** An approval document the officer prepares and the company reviews. */
export const approvalDocuments = pgTable(
  'approval_documents',
  {
    id: id(),
    applicationId: applicationId(),
    title: text('title').notNull(),
    /** A document already in force: review response status "existing", no review needed. */
    existing: boolean('existing').notNull().default(false),
    position: integer('position').notNull(),
    createdAt: createdAt(),
    createdByUserId: uuid('created_by_user_id').references(() => users.id),
  },
  (table) => [index('approval_documents_application_idx').on(table.applicationId)],
);

/** A version of an approval document, and the company's response to it. */
export const approvalDocumentVersions = pgTable(
  'approval_document_versions',
  {
    id: id(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => approvalDocuments.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    attachmentId: uuid('attachment_id')
      .notNull()
      .references(() => attachments.id),
    note: text('note'),
    /** Requested (being prepared), Sent, Acknowledged (accepted), Obsolete (replaced). */
    status: smallint('status').$type<CorrespondenceStatus>().notNull(),
    createdAt: createdAt(),
    createdByUserId: uuid('created_by_user_id').references(() => users.id),
    responseStatus: smallint('response_status')
      .$type<ReviewResponseStatus>()
      .notNull()
      .default(ReviewResponseStatus.pending),
    responseComment: text('response_comment'),
    responseAttachmentId: uuid('response_attachment_id').references(() => attachments.id),
    respondedAt: instant('responded_at'),
    respondedByUserId: uuid('responded_by_user_id').references(() => users.id),
  },
  (table) => [
    oneOf(table.status, CORRESPONDENCE_STATUSES),
    oneOf(table.responseStatus, REVIEW_RESPONSE_STATUSES),
    uniqueIndex('approval_document_versions_key').on(table.documentId, table.version),
  ],
);

/** The invoice for the application fee (at most one per application). */
export const applicationInvoices = pgTable(
  'application_invoices',
  {
    id: id(),
    applicationId: applicationId(),
    number: text('number').notNull(),
    lines: jsonb('lines').$type<{ item: string; amountSgd: number }[]>().notNull(),
    amountSgd: numeric('amount_sgd', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    attachmentId: uuid('attachment_id')
      .notNull()
      .references(() => attachments.id),
    issuedAt: instant('issued_at').notNull(),
    issuedByUserId: uuid('issued_by_user_id').references(() => users.id),
    paidAt: instant('paid_at'),
  },
  (table) => [
    uniqueIndex('application_invoices_application_key').on(table.applicationId),
    uniqueIndex('application_invoices_number_key').on(table.number),
  ],
);

/** The comment thread of an application. */
export const applicationComments = pgTable(
  'application_comments',
  {
    id: id(),
    applicationId: applicationId(),
    authorUserId: uuid('author_user_id')
      .notNull()
      .references(() => users.id),
    authorParty: text('author_party', { enum: WORKFLOW_PARTIES }).notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    oneOf(table.authorParty, WORKFLOW_PARTIES),
    index('application_comments_application_idx').on(table.applicationId, table.createdAt),
  ],
);

/**
 * A reminder sent for a due date: the unique key makes the scheduled job send each reminder once, however
 * many instances run it at the same moment.
 */
export const applicationReminders = pgTable(
  'application_reminders',
  {
    id: id(),
    applicationId: applicationId(),
    /** What the reminder is for: `correspondence:<id>`, `findings`, `invoice:<id>` … */
    subject: text('subject').notNull(),
    /** Which reminder: `due-soon` or `overdue`. */
    kind: text('kind', { enum: REMINDER_KINDS }).notNull(),
    sentAt: instant('sent_at').notNull().default(sql`now()`),
  },
  (table) => [
    oneOf(table.kind, REMINDER_KINDS),
    uniqueIndex('application_reminders_key').on(table.applicationId, table.subject, table.kind),
  ],
);
