import { index, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, instant } from './columns.js';
import { companies } from './companies.js';

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
    programme: smallint('programme').notNull(),
    category: smallint('category').notNull(),
    status: smallint('status').notNull(),
    createdAt: createdAt(),
    /** Null while the application is a Draft. */
    submittedAt: instant('submitted_at'),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('applications_reference_number_key').on(table.referenceNumber),
    index('applications_company_created_idx').on(table.companyId, table.createdAt),
  ],
);
