import { z } from 'zod';
import { pageParameter, pageSizeParameter } from '../../lib/list-query.js';

export const DEFAULT_NOTIFICATIONS_PAGE_SIZE = 20;

export const notificationsQuerySchema = z.object({
  Page: pageParameter,
  PageSize: pageSizeParameter(DEFAULT_NOTIFICATIONS_PAGE_SIZE),
});
export type NotificationsQuery = z.infer<typeof notificationsQuerySchema>;
