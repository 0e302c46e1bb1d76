import { type PtGeneralDetails, ptGeneralDetailsSchema } from '@fsmis/domain';
import { http } from '@fsmis/ui/lib/http-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { ptRoundQueryKey } from './pt-round-queries';

export type { PtGeneralDetails };

/**
 * GET /api/proficiency-tests/{id}/general-details: the round, where the laboratory stands in it and the
 * sections it may open now (404 for a round it may not see).
 */
export async function getPtGeneralDetails(id: string, signal?: AbortSignal): Promise<PtGeneralDetails> {
  const { data } = await http.get<unknown>(apiPaths.ptGeneralDetails(id), { signal });
  return ptGeneralDetailsSchema.parse(data);
}

export function ptGeneralDetailsQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...ptRoundQueryKey(id), 'general-details'] as const,
    queryFn: ({ signal }) => getPtGeneralDetails(id, signal),
  });
}

export function usePtGeneralDetails(id: string) {
  return useQuery(ptGeneralDetailsQueryOptions(id));
}
