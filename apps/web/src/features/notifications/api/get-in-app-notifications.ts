import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { http, isHttpError } from '../../../lib/http-client';
import { SESSION_QUERY_KEY } from '../../../lib/session';

export type InAppNotification = {
  readonly id: string;
  readonly title: string;
  readonly message: string;
  /** A path of the portal to open; null when there is nowhere to go. */
  readonly linkPath: string | null;
  readonly createdAt: string;
  readonly isRead: boolean;
};

export type InAppNotifications = {
  readonly items: readonly InAppNotification[];
  readonly unreadCount: number;
};

/** GET /api/in-app-notifications; null on a portal that has no notifications (404). */
export async function getInAppNotifications(signal?: AbortSignal): Promise<InAppNotifications | null> {
  try {
    const { data } = await http.get<InAppNotifications>(apiPaths.inAppNotifications, {
      query: { Page: 1, PageSize: 5 },
      signal,
    });
    return data;
  } catch (error) {
    if (isHttpError(error) && error.status === 404) return null;
    throw error;
  }
}

export function inAppNotificationsQueryOptions() {
  return queryOptions({
    queryKey: [...SESSION_QUERY_KEY, 'in-app-notifications'] as const,
    queryFn: ({ signal }) => getInAppNotifications(signal),
    // Read when a page loads, never polled: polling would keep an idle session alive for ever.
    staleTime: 60_000,
    retry: false,
  });
}

export function useInAppNotifications() {
  return useQuery(inAppNotificationsQueryOptions());
}
