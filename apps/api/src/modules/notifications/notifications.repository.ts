import { and, count, desc, eq, isNotNull, isNull, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { preparedQuery } from '../../db/prepared-query.js';
import { inAppNotifications, users } from '../../db/schema/index.js';

export type NotificationRow = typeof inAppNotifications.$inferSelect;

export interface Recipient {
  companyId: string;
  userId: string;
}

/** Sent to the user, or to every user of the user's company (values, or placeholders of a prepared query). */
const sentTo = ({ companyId, userId }: { [Key in keyof Recipient]: string | SQLWrapper }): SQL | undefined =>
  and(
    eq(inAppNotifications.companyId, companyId),
    or(isNull(inAppNotifications.userId), eq(inAppNotifications.userId, userId)),
  );

export async function findNotifications(
  db: Database,
  recipient: Recipient,
  window: { limit: number; offset: number },
): Promise<NotificationRow[]> {
  return notificationsPage(db).execute({ ...recipient, ...window });
}

export async function countNotifications(db: Database, recipient: Recipient) {
  const [row] = await notificationCounts(db).execute({ ...recipient });
  return { total: row?.total ?? 0, unread: row?.unread ?? 0 };
}

/** The two reads of every page load (the header's bell), each built once. */
const recipientPlaceholders = { companyId: sql.placeholder('companyId'), userId: sql.placeholder('userId') };

const notificationsPage = preparedQuery((db) =>
  db
    .select()
    .from(inAppNotifications)
    .where(sentTo(recipientPlaceholders))
    .orderBy(desc(inAppNotifications.createdAt), desc(inAppNotifications.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('notifications_page'),
);

const notificationCounts = preparedQuery((db) =>
  db
    .select({
      total: count(),
      unread: sql<number>`(count(*) filter (where ${inAppNotifications.readAt} is null))::int`,
    })
    .from(inAppNotifications)
    .where(sentTo(recipientPlaceholders))
    .prepare('notification_counts'),
);

/** Marks one notification read (keeping the first reading's time); null when the user cannot see it. */
export async function markRead(db: Database, recipient: Recipient, id: string, now: Date) {
  const where = and(eq(inAppNotifications.id, id), sentTo(recipient));
  await db
    .update(inAppNotifications)
    .set({ readAt: now })
    .where(and(where, isNull(inAppNotifications.readAt)));
  const [row] = await db.select().from(inAppNotifications).where(where).limit(1);
  return row ?? null;
}

export async function markAllRead(db: Database, recipient: Recipient, now: Date) {
  await db
    .update(inAppNotifications)
    .set({ readAt: now })
    .where(and(sentTo(recipient), isNull(inAppNotifications.readAt)));
}

export async function insertNotification(db: Database, notification: typeof inAppNotifications.$inferInsert) {
  await db.insert(inAppNotifications).values(notification);
}

/** The company's users who have an e-mail address: the people told of each step. */
export function companyRecipients(db: Database, companyId: string) {
  return db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.role, 'company'), isNotNull(users.email)));
}
