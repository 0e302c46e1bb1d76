import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { id, instant } from './columns.js';

/** E-mail captured by the dev mailbox (MAIL=mailbox) instead of being sent. */
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: id(),
    to: text('to').notNull(),
    from: text('from').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    sentAt: instant('sent_at').notNull().defaultNow(),
  },
  (table) => [index('mail_messages_sent_at_idx').on(table.sentAt)],
);
