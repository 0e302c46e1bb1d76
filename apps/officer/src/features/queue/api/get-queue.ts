import { type OfficerQueuePage, officerQueuePageSchema } from '@fsmis/domain';
import { http } from '@fsmis/ui/lib/http-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { QUEUE_QUERY_KEY } from '../../../lib/application-assignment';
import { type QueueSearch, queueApiQuery } from '../utils/queue-search';

/** GET /api/officer/applications: one page of the submitted applications, the longest waiting first. */
export async function getQueue(search: QueueSearch, signal?: AbortSignal): Promise<OfficerQueuePage> {
  const { data } = await http.get<unknown>(apiPaths.applications, { query: queueApiQuery(search), signal });
  return officerQueuePageSchema.parse(data);
}

export function queueQueryOptions(search: QueueSearch) {
  return queryOptions({
    queryKey: [...QUEUE_QUERY_KEY, queueApiQuery(search)] as const,
    queryFn: ({ signal }) => getQueue(search, signal),
    // The queue changes with every officer's work: read it afresh each time it is shown.
    staleTime: 0,
    // A new page or filter keeps the rows on screen until the new ones arrive: nothing jumps.
    placeholderData: keepPreviousData,
  });
}

export function useQueue(search: QueueSearch) {
  return useQuery(queueQueryOptions(search));
}
