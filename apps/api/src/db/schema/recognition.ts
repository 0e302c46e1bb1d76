import { index, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { applications } from './applications.js';
import { createdAt, id, instant } from './columns.js';
import { companies } from './companies.js';

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
    programme: smallint('programme').notNull(),
    status: smallint('status').notNull(),
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
    uniqueIndex('company_recognitions_company_programme_key').on(table.companyId, table.programme),
    uniqueIndex('company_recognitions_number_key').on(table.recognitionNumber),
  ],
);

/** A suspension of a recognition and its appeal (SuspensionStatus 1-9). */
export const recognitionSuspensions = pgTable(
  'recognition_suspensions',
  {
    id: id(),
    recognitionId: uuid('recognition_id')
      .notNull()
      .references(() => companyRecognitions.id),
    status: smallint('status').notNull(),
    reason: text('reason').notNull(),
    effectiveFrom: instant('effective_from').notNull(),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [index('recognition_suspensions_recognition_idx').on(table.recognitionId)],
);
