import {
  OUTGOING_EMAIL_STATUSES,
  OUTGOING_EMAIL_SUBJECTS,
  type OutgoingEmailStatus,
  type OutgoingEmailSubject,
} from '@fsmis/domain';
import { boolean, index, integer, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, instant, oneOf } from './columns.js';
import { companies } from './companies.js';

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

/**
 * The outbox: every e-mail the portal sends, written in the transaction of the step it tells of and
 * delivered by the job queue (`deliver-email`). Its state is what officers see on the Messages screen
 * and a case's timeline.
 */
export const outgoingEmails = pgTable(
  'outgoing_emails',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    status: smallint('status').$type<OutgoingEmailStatus>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** Whose users it went to, when it went to a company's. */
    companyId: uuid('company_id').references(() => companies.id),
    about: text('about').$type<OutgoingEmailSubject>(),
    aboutId: uuid('about_id'),
    /** The record as people name it (a reference number), kept so that listing needs no joins. */
    aboutLabel: text('about_label'),
    /** A sign-in link: the body is cleared once sent, so the link does not outlive its use. */
    sensitive: boolean('sensitive').notNull().default(false),
    createdAt: createdAt(),
    sentAt: instant('sent_at'),
  },
  (table) => [
    index('outgoing_emails_created_idx').on(table.createdAt),
    index('outgoing_emails_status_created_idx').on(table.status, table.createdAt),
    index('outgoing_emails_about_idx').on(table.aboutId),
    oneOf(table.status, OUTGOING_EMAIL_STATUSES),
    oneOf(table.about, OUTGOING_EMAIL_SUBJECTS),
  ],
);
