import { OutgoingEmailStatus } from '@fsmis/domain';
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { outgoingEmails } from '../../db/schema/index.js';

export type OutgoingEmailRow = typeof outgoingEmails.$inferSelect;
export type NewOutgoingEmail = Omit<
  typeof outgoingEmails.$inferInsert,
  'id' | 'status' | 'attempts' | 'lastError' | 'createdAt' | 'sentAt'
>;

export async function insertOutgoingEmail(db: Database, email: NewOutgoingEmail): Promise<string> {
  const [row] = await db
    .insert(outgoingEmails)
    .values({ ...email, status: OutgoingEmailStatus.queued })
    .returning({ id: outgoingEmails.id });
  if (!row) throw new Error('The e-mail could not be written to the outbox.');
  return row.id;
}

export async function findOutgoingEmail(db: Database, id: string): Promise<OutgoingEmailRow | null> {
  const [row] = await db.select().from(outgoingEmails).where(eq(outgoingEmails.id, id));
  return row ?? null;
}

const queued = (id: string) =>
  and(eq(outgoingEmails.id, id), eq(outgoingEmails.status, OutgoingEmailStatus.queued));

/** Marks a queued e-mail sent; a sensitive one loses its body. False when it was not queued. */
export async function markSent(db: Database, row: OutgoingEmailRow, redactedBody: string, at: Date) {
  const done = await db
    .update(outgoingEmails)
    .set({
      status: OutgoingEmailStatus.sent,
      attempts: row.attempts + 1,
      lastError: null,
      sentAt: at,
      ...(row.sensitive ? { text: redactedBody, html: null } : {}),
    })
    .where(queued(row.id))
    .returning({ id: outgoingEmails.id });
  return done.length > 0;
}

/** Records a failed attempt: the e-mail stays queued for the next, or is marked failed when `final`. */
export async function recordFailedAttempt(
  db: Database,
  row: OutgoingEmailRow,
  reason: string,
  final: boolean,
): Promise<void> {
  await db
    .update(outgoingEmails)
    .set({
      attempts: row.attempts + 1,
      lastError: reason,
      ...(final ? { status: OutgoingEmailStatus.failed } : {}),
    })
    .where(queued(row.id));
}

/** Puts a failed e-mail back in the queue with its attempts counted afresh. False when it had not failed. */
export async function requeueFailed(db: Database, id: string): Promise<boolean> {
  const done = await db
    .update(outgoingEmails)
    .set({ status: OutgoingEmailStatus.queued, attempts: 0 })
    .where(and(eq(outgoingEmails.id, id), eq(outgoingEmails.status, OutgoingEmailStatus.failed)))
    .returning({ id: outgoingEmails.id });
  return done.length > 0;
}

export interface OutgoingEmailFilter {
  readonly statuses?: readonly OutgoingEmailStatus[] | undefined;
  /** Part of the recipient's address or of the subject. */
  readonly search?: string | undefined;
  readonly aboutId?: string | undefined;
}

function filterOf(filter: OutgoingEmailFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.statuses?.length) {
    conditions.push(or(...filter.statuses.map((status) => eq(outgoingEmails.status, status))));
  }
  if (filter.search) {
    const pattern = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(outgoingEmails.to, pattern), ilike(outgoingEmails.subject, pattern)));
  }
  if (filter.aboutId) conditions.push(eq(outgoingEmails.aboutId, filter.aboutId));
  return and(...conditions);
}

export async function listOutgoingEmails(
  db: Database,
  filter: OutgoingEmailFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: OutgoingEmailRow[]; total: number }> {
  const where = filterOf(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(outgoingEmails)
      .where(where)
      .orderBy(desc(outgoingEmails.createdAt), desc(outgoingEmails.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ total: count() }).from(outgoingEmails).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

export async function countOutgoingEmailsByStatus(db: Database) {
  return db
    .select({ status: outgoingEmails.status, total: count() })
    .from(outgoingEmails)
    .groupBy(outgoingEmails.status);
}
