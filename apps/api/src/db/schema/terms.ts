import { index, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, instant } from './columns.js';
import { companies } from './companies.js';

/** A company's terms and conditions for one programme (correspondence statuses 1-5). */
export const companyTermsAndConditions = pgTable(
  'company_terms_and_conditions',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    programme: smallint('programme').notNull(),
    status: smallint('status').notNull(),
    rejectionReason: text('rejection_reason'),
    requestedAt: instant('requested_at'),
    sentAt: instant('sent_at'),
    acknowledgedAt: instant('acknowledged_at'),
    createdAt: createdAt(),
  },
  (table) => [index('company_terms_company_idx').on(table.companyId, table.programme)],
);
