import { desc } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { mailMessages } from '../../db/schema/index.js';

export type MailMessageRow = typeof mailMessages.$inferSelect;

export async function insertMailMessage(
  db: Database,
  message: Omit<typeof mailMessages.$inferInsert, 'id' | 'sentAt'>,
): Promise<string> {
  const [row] = await db.insert(mailMessages).values(message).returning({ id: mailMessages.id });
  if (!row) throw new Error('The e-mail could not be stored in the mailbox.');
  return row.id;
}

export async function listMailMessages(db: Database, limit: number): Promise<MailMessageRow[]> {
  return db
    .select()
    .from(mailMessages)
    .orderBy(desc(mailMessages.sentAt), desc(mailMessages.id))
    .limit(limit);
}
