import {
  APPLICATION_CATEGORIES,
  APPLICATION_STATUSES,
  type ApplicationCategory,
  type ApplicationStatus,
  OUTCOME_KINDS,
  type OutcomeKind,
  PROGRAMMES,
  type Programme,
} from '@fsmis/domain';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { programmeApplicationTemplates } from './application-templates.js';
import { createdAt, id, instant, oneOf } from './columns.js';
import { companies, users } from './companies.js';

/**
 * A company's application for recognition under one programme. Codes are the domain's: programme
 * (Programme 1-3), category (ApplicationCategory 1-4) and status (ApplicationStatus, 1-16, 1101, 1102).
 */
export const applications = pgTable(
  'applications',
  {
    id: id(),
    /** What people quote, e.g. "LRP-2026-000123": programme, year of creation, running number. */
    referenceNumber: text('reference_number').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    programme: smallint('programme').$type<Programme>().notNull(),
    category: smallint('category').$type<ApplicationCategory>().notNull(),
    status: smallint('status').$type<ApplicationStatus>().notNull(),
    /**
     * The form it was started on (the URL segment of docs/requirements.md §2, e.g. `change-of-company-name`).
     */
    form: text('form').notNull(),
    /** The template version it is pinned to. */
    templateId: uuid('template_id').references(() => programmeApplicationTemplates.id),
    /** Renewals and changes: the recognised application they start from, and its answers then. */
    baselineApplicationId: uuid('baseline_application_id'),
    baseline: jsonb('baseline'),
    lastSavedAt: instant('last_saved_at'),
    lastSavedByUserId: uuid('last_saved_by_user_id').references(() => users.id),
    /** Frozen at submission: who signed the declaration, when, and the signature image (an attachment). */
    declaration: jsonb('declaration'),
    /** Frozen at the approval stage: the declaration of acceptance, signed as the submission's is. */
    acceptance: jsonb('acceptance'),
    /** OutcomeKind, set when the application reaches Recognised. */
    outcomeKind: smallint('outcome_kind').$type<OutcomeKind>(),
    /** Why it ended (Voided, Withdrawn, Cancelled, Closed), in the officer's or company's words. */
    endReason: text('end_reason'),
    /** When it entered its current status (the officer's queue sorts by it). */
    statusSince: instant('status_since').notNull().defaultNow(),
    /** The officer who handles it in the work queue (a user of the regulator), and since when. */
    assignedOfficerId: uuid('assigned_officer_id').references(() => users.id),
    assignedAt: instant('assigned_at'),
    createdAt: createdAt(),
    /** Null while the application is a Draft. */
    submittedAt: instant('submitted_at'),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [
    oneOf(table.programme, PROGRAMMES),
    oneOf(table.category, APPLICATION_CATEGORIES),
    oneOf(table.status, APPLICATION_STATUSES),
    oneOf(table.outcomeKind, OUTCOME_KINDS),
    uniqueIndex('applications_reference_number_key').on(table.referenceNumber),
    index('applications_company_created_idx').on(table.companyId, table.createdAt),
    index('applications_status_since_idx').on(table.status, table.statusSince),
    // The queue's "assigned to" filter, in the queue's own order (longest waiting first).
    index('applications_assigned_officer_idx').on(table.assignedOfficerId, table.statusSince),
  ],
);

/** The answers to one section of an application, saved with a row version for optimistic concurrency. */
export const applicationSections = pgTable(
  'application_sections',
  {
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    sectionId: text('section_id').notNull(),
    answers: jsonb('answers').notNull(),
    /** The user pressed "Save and continue": the section counts as Completed when its answers are valid. */
    confirmed: boolean('confirmed').notNull().default(false),
    /** The version of the template the answers were written against. */
    schemaVersion: integer('schema_version').notNull(),
    rowVersion: integer('row_version').notNull().default(1),
    updatedAt: instant('updated_at').notNull().defaultNow(),
    updatedByUserId: uuid('updated_by_user_id').references(() => users.id),
  },
  (table) => [primaryKey({ columns: [table.applicationId, table.sectionId] })],
);

/** The history of an application: each move, by whom and when. */
export const applicationEvents = pgTable(
  'application_events',
  {
    id: id(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** The action of the domain's transition table (`submit`, `mark-as-cancelled`, ...), or `create`. */
    action: text('action').notNull(),
    fromStatus: smallint('from_status').$type<ApplicationStatus>(),
    toStatus: smallint('to_status').$type<ApplicationStatus>().notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id),
    /** A step within a status (a report uploaded, a document sent) or a note such as a reason. */
    detail: text('detail'),
    at: instant('at').notNull().defaultNow(),
  },
  (table) => [
    oneOf(table.fromStatus, APPLICATION_STATUSES),
    oneOf(table.toStatus, APPLICATION_STATUSES),
    index('application_events_application_idx').on(table.applicationId, table.at),
  ],
);
