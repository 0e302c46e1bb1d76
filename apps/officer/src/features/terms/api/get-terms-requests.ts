import { type OfficerTermsItem, officerTermsItemSchema } from '@fsmis/domain';
import { http } from '@fsmis/ui/lib/http-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';

export type { OfficerTermsItem };

export const termsRequestsQueryKey = ['officer', 'terms-requests'] as const;

/** GET /api/officer/terms-requests: every company's open request, oldest first. */
export async function getTermsRequests(signal?: AbortSignal): Promise<readonly OfficerTermsItem[]> {
  const { data } = await http.get<unknown>(apiPaths.termsRequests, { signal });
  return officerTermsItemSchema.array().parse(data);
}

export function termsRequestsQueryOptions() {
  return queryOptions({
    queryKey: termsRequestsQueryKey,
    queryFn: ({ signal }) => getTermsRequests(signal),
    // Companies request, and other officers answer, all the time: read the list afresh on each visit.
    staleTime: 0,
  });
}

export function useTermsRequests() {
  return useQuery(termsRequestsQueryOptions());
}
