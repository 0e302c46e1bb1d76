import { type ApplicationCase, type ApplicationDetails, applicationCaseSchema } from '@fsmis/domain';
import { http } from '@fsmis/ui/lib/http-client';
import { SESSION_QUERY_KEY } from '@fsmis/ui/lib/session-query-key';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';

// An ApplicationCase is an ApplicationDetails with its workflow: the form pages read it as details.
export type { ApplicationCase, ApplicationDetails };

export const applicationQueryKey = (id: string) =>
  [...SESSION_QUERY_KEY, 'applications', 'details', id] as const;

/**
 * GET /api/applications/{id}: one of the company's applications with its form, answers and everything
 * after submission, as the company may see it (404 for any other company's).
 */
export async function getApplication(id: string, signal?: AbortSignal): Promise<ApplicationCase> {
  const { data } = await http.get<unknown>(apiPaths.application(id), { signal });
  return applicationCaseSchema.parse(data);
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
