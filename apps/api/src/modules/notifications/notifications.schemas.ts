import { guidSchema } from '@fsmis/domain';
import { z } from 'zod';
import { pageParameter, pageSizeParameter } from '../../lib/list-query.js';

export const DEFAULT_NOTIFICATIONS_PAGE_SIZE = 20;

export const notificationsQuerySchema = z.object({
  Page: pageParameter,
  PageSize: pageSizeParameter(DEFAULT_NOTIFICATIONS_PAGE_SIZE),
});
export type NotificationsQuery = z.infer<typeof notificationsQuerySchema>;

export const notificationSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  message: z.string(),
  /** A path of the portal to open, e.g. "/terms-and-conditions"; null when there is nowhere to go. */
  linkPath: z.string().nullable(),
  createdAt: z.iso.datetime(),
  readAt: z.iso.datetime().nullable(),
  isRead: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsSchema = z.object({
  items: z.array(notificationSchema),
  unreadCount: z.number().int(),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type Notifications = z.infer<typeof notificationsSchema>;

export const notificationReadSchema = z.object({
  notification: notificationSchema,
  unreadCount: z.number().int(),
});
export const unreadCountSchema = z.object({ unreadCount: z.number().int() });

export const notificationIdParams = z.object({ id: guidSchema });
