import { SESSION_END_REASONS } from '@fsmis/domain';
import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant, oneOf } from './columns.js';
import { companies, users } from './companies.js';

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie's random token: a leaked table cannot be replayed as cookies. */
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    ptMode: boolean('pt_mode').notNull().default(false),
    moduleSelected: boolean('module_selected').notNull().default(false),
    autoLogoutOnInactivityAt: instant('auto_logout_on_inactivity_at').notNull(),
    endedAt: instant('ended_at'),
    endedReason: text('ended_reason', { enum: SESSION_END_REASONS }),
    createdAt: createdAt(),
  },
  (table) => [oneOf(table.endedReason, SESSION_END_REASONS), index('sessions_user_idx').on(table.userId)],
);
