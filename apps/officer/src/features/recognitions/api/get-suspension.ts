import { type OfficerSuspensionView, officerSuspensionViewSchema } from '@fsmis/domain';
import { http } from '@fsmis/ui/lib/http-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { RECOGNITIONS_QUERY_KEY } from './recognitions-query-key';

/** GET /api/officer/recognitions/suspensions/{sid}: one suspension, its timeline and the officer's moves. */
export async function getSuspension(
  suspensionId: string,
  signal?: AbortSignal,
): Promise<OfficerSuspensionView> {
  const { data } = await http.get<unknown>(apiPaths.suspension(suspensionId), { signal });
  return officerSuspensionViewSchema.parse(data);
}

export function suspensionQueryOptions(suspensionId: string) {
  return queryOptions({
    queryKey: [...RECOGNITIONS_QUERY_KEY, 'suspension', suspensionId] as const,
    queryFn: ({ signal }) => getSuspension(suspensionId, signal),
  });
}

export function useSuspension(suspensionId: string) {
  return useQuery(suspensionQueryOptions(suspensionId));
}
