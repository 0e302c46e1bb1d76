import { type OfficerApplicationCase, officerApplicationCaseSchema } from '@fsmis/domain';
import { http } from '@fsmis/ui/lib/http-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { applicationQueryKey } from '../../../lib/application-assignment';

// Every officer step answers the case anew: the actions refresh it by this key.
export { applicationQueryKey };

/** GET /api/officer/applications/{id}: one application with everything after submission and its assignment. */
export async function getApplication(id: string, signal?: AbortSignal): Promise<OfficerApplicationCase> {
  const { data } = await http.get<unknown>(apiPaths.application(id), { signal });
  return officerApplicationCaseSchema.parse(data);
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
