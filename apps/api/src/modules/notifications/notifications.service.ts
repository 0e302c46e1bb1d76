import type { InAppNotification, InAppNotificationsPage, NotificationRead, UnreadCount } from '@fsmis/domain';
import type { Database } from '../../db/database.js';
import { notFound } from '../../lib/http-error.js';
import type { Session } from '../sessions/sessions.service.js';
import * as repository from './notifications.repository.js';
import type { NotificationsQuery } from './notifications.schemas.js';

export const NOTIFICATION_NOT_FOUND_MESSAGE = 'We could not find this notification.';

const recipientOf = (session: Session): repository.Recipient => ({
  companyId: session.companyId,
  userId: session.userId,
});

/** The signed-in user's notifications, newest first, with how many are unread. */
export async function listNotifications(
  db: Database,
  session: Session,
  query: NotificationsQuery,
): Promise<InAppNotificationsPage> {
  const recipient = recipientOf(session);
  const [rows, counts] = await Promise.all([
    repository.findNotifications(db, recipient, {
      limit: query.PageSize,
      offset: (query.Page - 1) * query.PageSize,
    }),
    repository.countNotifications(db, recipient),
  ]);
  return {
    items: rows.map(toNotification),
    unreadCount: counts.unread,
    total: counts.total,
    page: query.Page,
    pageSize: query.PageSize,
  };
}

export async function readNotification(
  db: Database,
  session: Session,
  notificationId: string,
  now = new Date(),
): Promise<NotificationRead> {
  const recipient = recipientOf(session);
  const row = await repository.markRead(db, recipient, notificationId, now);
  if (!row) throw notFound(NOTIFICATION_NOT_FOUND_MESSAGE);
  const { unread } = await repository.countNotifications(db, recipient);
  return { notification: toNotification(row), unreadCount: unread };
}

export async function readAllNotifications(
  db: Database,
  session: Session,
  now = new Date(),
): Promise<UnreadCount> {
  const recipient = recipientOf(session);
  await repository.markAllRead(db, recipient, now);
  const { unread } = await repository.countNotifications(db, recipient);
  return { unreadCount: unread };
}

/** Tells every user of a company something, with the portal page to open (e.g. "/terms-and-conditions"). */
export async function notifyCompany(
  db: Database,
  companyId: string,
  notification: { title: string; message: string; linkPath: string | null; readAt?: Date | null },
): Promise<void> {
  await repository.insertNotification(db, { companyId, userId: null, ...notification });
}

/** The company's users who have an e-mail address: the people e-mailed of each step. */
export function companyRecipients(db: Database, companyId: string) {
  return repository.companyRecipients(db, companyId);
}

function toNotification(row: repository.NotificationRow): InAppNotification {
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    linkPath: row.linkPath,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
    isRead: row.readAt !== null,
  };
}
