import type { Database } from '../../db/database.js';
import { listMailMessages } from './mail.repository.js';

/** The dev mailbox shows at most this many of the latest messages. */
export const MAILBOX_SIZE = 200;

export interface MailboxMessage {
  id: string;
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string | null;
  sentAt: string;
  /** Every web address in the message, in order, without repeats. */
  links: string[];
}

/** The captured messages, newest first. */
export async function getMailbox(db: Database): Promise<MailboxMessage[]> {
  const rows = await listMailMessages(db, MAILBOX_SIZE);
  return rows.map((row) => ({
    id: row.id,
    to: row.to,
    from: row.from,
    subject: row.subject,
    text: row.text,
    html: row.html,
    sentAt: row.sentAt.toISOString(),
    links: linksIn(row.text, row.html),
  }));
}

const LINK = /https?:\/\/[^\s<>"']+/g;
const HREF = /href="(https?:\/\/[^"]+)"/g;

export function linksIn(text: string, html: string | null): string[] {
  const found = [...text.matchAll(LINK)].map((match) => match[0].replace(/[.,;:)]+$/, ''));
  for (const match of (html ?? '').matchAll(HREF)) {
    if (match[1]) found.push(match[1].replaceAll('&amp;', '&'));
  }
  return [...new Set(found)];
}
