import {
  type InAppNotification,
  type InAppNotificationsPage,
  inAppNotificationsPageSchema,
} from '@fsmis/domain';
import { http, isHttpError } from '@fsmis/ui/lib/http-client';
import { SESSION_QUERY_KEY } from '@fsmis/ui/lib/session-query-key';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';

export type { InAppNotification, InAppNotificationsPage };

/** Notifications per page: the header shows the latest, and more on request. */
export const NOTIFICATIONS_PAGE_SIZE = 10;

export const inAppNotificationsQueryKey = [...SESSION_QUERY_KEY, 'in-app-notifications'] as const;

/** GET /api/in-app-notifications; null on a portal that has no notifications (404). */
export async function getInAppNotifications(
  page: number,
  signal?: AbortSignal,
): Promise<InAppNotificationsPage | null> {
  try {
    const { data } = await http.get<unknown>(apiPaths.inAppNotifications, {
      query: { Page: page, PageSize: NOTIFICATIONS_PAGE_SIZE },
      signal,
    });
    return inAppNotificationsPageSchema.parse(data);
  } catch (error) {
    if (isHttpError(error) && error.status === 404) return null;
    throw error;
  }
}

export function inAppNotificationsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: inAppNotificationsQueryKey,
    queryFn: ({ pageParam, signal }) => getInAppNotifications(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: InAppNotificationsPage | null) =>
      last !== null && last.page * last.pageSize < last.total ? last.page + 1 : undefined,
    // Read when a page loads and when the list is opened, never polled: polling would keep an idle
    // session alive for ever.
    staleTime: 60_000,
    retry: false,
  });
}

export function useInAppNotifications() {
  return useInfiniteQuery(inAppNotificationsQueryOptions());
}
