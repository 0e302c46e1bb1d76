import {
  CORRESPONDENCE_STATUSES,
  type CorrespondenceStatus,
  isCorrespondenceUnavailable,
  PROGRAMMES,
  type Programme,
} from '@fsmis/domain';
import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, instant, oneOf } from './columns.js';
import { companies, users } from './companies.js';

/**
 * One published version of a programme's terms and conditions; the PDF lives in the file storage under
 * `storageKey`. Versions count 1, 2, 3… per programme; the highest is the current one.
 */
export const termsDocuments = pgTable(
  'terms_documents',
  {
    id: id(),
    programme: smallint('programme').$type<Programme>().notNull(),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull(),
    publishedAt: instant('published_at').notNull().defaultNow(),
    publishedByUserId: uuid('published_by_user_id')
      .notNull()
      .references(() => users.id),
  },
  (table) => [
    oneOf(table.programme, PROGRAMMES),
    uniqueIndex('terms_documents_programme_version_key').on(table.programme, table.version),
  ],
);

/** Requested, Sent and Acknowledged: a company holds at most one of these per programme. */
const LIVE_TERMS_STATUSES = CORRESPONDENCE_STATUSES.filter((status) => !isCorrespondenceUnavailable(status));

/** A company's terms and conditions for one programme (correspondence statuses 1-5). */
export const companyTermsAndConditions = pgTable(
  'company_terms_and_conditions',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    programme: smallint('programme').$type<Programme>().notNull(),
    status: smallint('status').$type<CorrespondenceStatus>().notNull(),
    /** The version sent to the company; null while requested or when rejected. */
    documentId: uuid('document_id').references(() => termsDocuments.id),
    /** What the company gave with its request; null on items an officer sent unasked. */
    contactName: text('contact_name'),
    contactEmail: text('contact_email'),
    purpose: text('purpose'),
    requestedByUserId: uuid('requested_by_user_id').references(() => users.id),
    acknowledgedByUserId: uuid('acknowledged_by_user_id').references(() => users.id),
    rejectionReason: text('rejection_reason'),
    requestedAt: instant('requested_at'),
    sentAt: instant('sent_at'),
    acknowledgedAt: instant('acknowledged_at'),
    rejectedAt: instant('rejected_at'),
    obsoletedAt: instant('obsoleted_at'),
    createdAt: createdAt(),
  },
  (table) => [
    oneOf(table.programme, PROGRAMMES),
    oneOf(table.status, CORRESPONDENCE_STATUSES),
    index('company_terms_company_idx').on(table.companyId, table.programme),
    // isAbleToRequestTerms at the database: two simultaneous requests cannot both succeed.
    uniqueIndex('company_terms_one_live_per_programme_key')
      .on(table.companyId, table.programme)
      .where(sql`${table.status} in (${sql.raw(LIVE_TERMS_STATUSES.join(', '))})`),
    index('company_terms_status_idx').on(table.status, table.programme),
  ],
);
