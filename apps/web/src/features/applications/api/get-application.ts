import { type ApplicationDetails, applicationDetailsSchema } from '@fsmis/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { http } from '../../../lib/http-client';
import { SESSION_QUERY_KEY } from '../../../lib/session';

export type { ApplicationDetails };

export const applicationQueryKey = (id: string) =>
  [...SESSION_QUERY_KEY, 'applications', 'details', id] as const;

/** GET /api/applications/{id}: one of the company's applications with its form and answers (404 for any other). */
export async function getApplication(id: string, signal?: AbortSignal): Promise<ApplicationDetails> {
  const { data } = await http.get<unknown>(apiPaths.application(id), { signal });
  return applicationDetailsSchema.parse(data);
}

export function applicationQueryOptions(id: string) {
  return queryOptions({
    queryKey: applicationQueryKey(id),
    queryFn: ({ signal }) => getApplication(id, signal),
  });
}

export function useApplication(id: string) {
  return useQuery(applicationQueryOptions(id));
}
