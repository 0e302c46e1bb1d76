import { type UnreadCount, unreadCountSchema } from '@fsmis/domain';
import { http } from '@fsmis/ui/lib/http-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { updateNotifications } from './post-read-notification';

/** POST /api/in-app-notifications/read-all: answers how many remain unread (none). */
export async function postReadAllNotifications(): Promise<UnreadCount> {
  const { data } = await http.post<unknown>(apiPaths.inAppNotificationsReadAll);
  return unreadCountSchema.parse(data);
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
