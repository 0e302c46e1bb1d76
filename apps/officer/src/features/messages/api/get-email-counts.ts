import { type OutgoingEmailCounts, outgoingEmailCountsSchema } from '@fsmis/domain';
import { http } from '@fsmis/ui/lib/http-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { EMAILS_QUERY_KEY } from '../../../lib/outgoing-emails';

export type { OutgoingEmailCounts };

/** GET /api/officer/emails/counts: how many e-mails are queued, sent and failed, over the whole outbox. */
export async function getEmailCounts(signal?: AbortSignal): Promise<OutgoingEmailCounts> {
  const { data } = await http.get<unknown>(apiPaths.emailCounts, { signal });
  return outgoingEmailCountsSchema.parse(data);
}

export function emailCountsQueryOptions() {
  return queryOptions({
    queryKey: [...EMAILS_QUERY_KEY, 'counts'] as const,
    queryFn: ({ signal }) => getEmailCounts(signal),
    staleTime: 0,
  });
}

export function useEmailCounts() {
  return useQuery(emailCountsQueryOptions());
}
