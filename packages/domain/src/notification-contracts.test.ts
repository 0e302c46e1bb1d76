import { describe, expect, it } from 'vitest';
import {
  inAppNotificationsPageSchema,
  notificationIdParamsSchema,
  notificationReadSchema,
  unreadCountSchema,
} from './notification-contracts.js';

const notification = {
  id: '0b5e6a1c-2f3d-4e5f-8a9b-0c1d2e3f4a5b',
  title: 'Terms and conditions sent',
  message: 'The LRP terms and conditions are ready to acknowledge.',
  linkPath: '/terms-and-conditions',
  createdAt: '2026-03-01T01:00:00.000Z',
  readAt: null,
  isRead: false,
};

describe('the notifications contracts', () => {
  it('read a page as the API sends it, with the unread count of all pages', () => {
    const page = { items: [notification], unreadCount: 3, total: 12, page: 2, pageSize: 10 };
    expect(inAppNotificationsPageSchema.parse(page)).toEqual(page);
  });

  it('refuses a page without its unread count, the count the header shows', () => {
    expect(
      inAppNotificationsPageSchema.safeParse({ items: [], total: 0, page: 1, pageSize: 10 }).success,
    ).toBe(false);
  });

  it('read a notification marked read, and refuse a negative unread count', () => {
    const read = { ...notification, isRead: true, readAt: '2026-03-02T01:00:00.000Z' };
    expect(notificationReadSchema.parse({ notification: read, unreadCount: 0 }).notification).toEqual(read);
    expect(unreadCountSchema.safeParse({ unreadCount: -1 }).success).toBe(false);
  });

  it('name the notification to read by its identifier', () => {
    expect(notificationIdParamsSchema.safeParse({ id: notification.id }).success).toBe(true);
    expect(notificationIdParamsSchema.safeParse({ id: 'all' }).success).toBe(false);
  });
});
