import { z } from 'zod';
import { pageOfSchema } from './list-paging.js';
import { guidSchema } from './validation.js';

/** The contracts of the in-app notifications (GET /api/in-app-notifications and the reads). */

const instant = z.iso.datetime();

export const inAppNotificationSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  message: z.string(),
  /** A path of the portal to open, e.g. "/terms-and-conditions"; null when there is nowhere to go. */
  linkPath: z.string().nullable(),
  createdAt: instant,
  readAt: instant.nullable(),
  isRead: z.boolean(),
});
export type InAppNotification = z.infer<typeof inAppNotificationSchema>;

const unreadCount = z.int().min(0);

/** One page of the user's notifications, newest first, with how many of all of them are unread. */
export const inAppNotificationsPageSchema = pageOfSchema(inAppNotificationSchema).extend({ unreadCount });
export type InAppNotificationsPage = z.infer<typeof inAppNotificationsPageSchema>;

/** POST /api/in-app-notifications/{id}/read: the notification as read, and how many remain unread. */
export const notificationIdParamsSchema = z.object({ id: guidSchema });
export const notificationReadSchema = z.object({
  notification: inAppNotificationSchema,
  unreadCount,
});
export type NotificationRead = z.infer<typeof notificationReadSchema>;

/** POST /api/in-app-notifications/read-all: how many remain unread (none). */
export const unreadCountSchema = z.object({ unreadCount });
export type UnreadCount = z.infer<typeof unreadCountSchema>;
