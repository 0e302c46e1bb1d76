import { jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { instant } from './columns.js';
import { users } from './companies.js';

/** What a user typed into a form and has not saved yet: kept so a sign-out never loses it. */
export const formDrafts = pgTable(
  'form_drafts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    formKey: text('form_key').notNull(),
    data: jsonb('data').notNull(),
    savedAt: instant('saved_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.formKey] })],
);
