import { type PtDispatchDetails, ptDispatchDetailsSchema } from '@fsmis/domain';
import { http } from '@fsmis/ui/lib/http-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { ptRoundQueryKey } from './pt-round-queries';

export type { PtDispatchDetails };

/** GET /api/proficiency-tests/{id}/dispatch/details: the test items' dispatch, its package and their receipt. */
export async function getPtDispatchDetails(id: string, signal?: AbortSignal): Promise<PtDispatchDetails> {
  const { data } = await http.get<unknown>(apiPaths.ptDispatchDetails(id), { signal });
  return ptDispatchDetailsSchema.parse(data);
}

export function ptDispatchDetailsQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...ptRoundQueryKey(id), 'dispatch'] as const,
    queryFn: ({ signal }) => getPtDispatchDetails(id, signal),
  });
}

export function usePtDispatchDetails(id: string) {
  return useQuery(ptDispatchDetailsQueryOptions(id));
}
