import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { http } from '../../../lib/http-client';
import { updateNotifications } from './post-read-notification';

/** POST /api/in-app-notifications/read-all: answers how many remain unread (none). */
export async function postReadAllNotifications(): Promise<{ unreadCount: number }> {
  const { data } = await http.post<{ unreadCount: number }>(apiPaths.inAppNotificationsReadAll);
  return data;
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postReadAllNotifications,
    onSuccess: ({ unreadCount }) => {
      const readAt = new Date().toISOString();
      updateNotifications(queryClient, unreadCount, (item) =>
        item.isRead ? item : { ...item, isRead: true, readAt },
      );
    },
  });
}
