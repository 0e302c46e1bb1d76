import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, instant } from './columns.js';
import { companies, users } from './companies.js';

/**
 * A message shown in the portal's notification list: to one user, or (user null) to every user of the
 * company. Reading it marks it read for everyone it was sent to.
 */
export const inAppNotifications = pgTable(
  'in_app_notifications',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    userId: uuid('user_id').references(() => users.id),
    title: text('title').notNull(),
    message: text('message').notNull(),
    /** A path of the portal the notification leads to, e.g. "/terms-and-conditions". */
    linkPath: text('link_path'),
    createdAt: createdAt(),
    readAt: instant('read_at'),
  },
  (table) => [index('in_app_notifications_company_created_idx').on(table.companyId, table.createdAt)],
);
