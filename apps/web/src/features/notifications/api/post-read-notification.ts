import { type NotificationRead, notificationReadSchema } from '@fsmis/domain';
import { http } from '@fsmis/ui/lib/http-client';
import { type InfiniteData, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import {
  type InAppNotification,
  type InAppNotificationsPage,
  inAppNotificationsQueryKey,
} from './get-in-app-notifications';

type Pages = InfiniteData<InAppNotificationsPage | null, number>;

/** Applies a change to every notification on hand, and the new unread count to every page. */
export function updateNotifications(
  queryClient: QueryClient,
  unreadCount: number,
  change: (item: InAppNotification) => InAppNotification,
): void {
  queryClient.setQueryData<Pages>(inAppNotificationsQueryKey, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) =>
            page ? { ...page, unreadCount, items: page.items.map(change) } : page,
          ),
        }
      : data,
  );
}

/** POST /api/in-app-notifications/{id}/read: answers the notification as read, and how many remain unread. */
export async function postReadNotification(id: string): Promise<NotificationRead> {
  const { data } = await http.post<unknown>(apiPaths.inAppNotificationRead(id));
  return notificationReadSchema.parse(data);
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postReadNotification,
    onSuccess: ({ notification, unreadCount }) =>
      updateNotifications(queryClient, unreadCount, (item) =>
        item.id === notification.id ? notification : item,
      ),
  });
}
