import { type ApplicationSummary, type ApplicationsPage, applicationsPageSchema } from '@fsmis/domain';
import { http } from '@fsmis/ui/lib/http-client';
import { SESSION_QUERY_KEY } from '@fsmis/ui/lib/session-query-key';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { type ApplicationsSearch, applicationsApiQuery } from '../utils/applications-search';

export type { ApplicationSummary };

export async function getApplications(
  search: ApplicationsSearch,
  signal?: AbortSignal,
): Promise<ApplicationsPage> {
  const { data } = await http.get<unknown>(apiPaths.applications, {
    query: applicationsApiQuery(search),
    signal,
  });
  return applicationsPageSchema.parse(data);
}

export function applicationsQueryOptions(search: ApplicationsSearch) {
  return queryOptions({
    queryKey: [...SESSION_QUERY_KEY, 'applications', 'list', applicationsApiQuery(search)] as const,
    queryFn: ({ signal }) => getApplications(search, signal),
    // A new page or filter keeps the rows on screen until the new ones arrive: nothing jumps.
    placeholderData: keepPreviousData,
  });
}

export function useApplications(search: ApplicationsSearch) {
  return useQuery(applicationsQueryOptions(search));
}
