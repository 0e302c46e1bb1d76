import { type PtResultSubmission, ptResultSubmissionSchema } from '@fsmis/domain';
import { http } from '@fsmis/ui/lib/http-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { ptRoundQueryKey } from './pt-round-queries';

export type { PtResultSubmission };

export const ptResultDetailsQueryKey = (id: string) => [...ptRoundQueryKey(id), 'results'] as const;

/** GET /api/proficiency-tests/{id}/result/details: the laboratory's results, as a draft or as submitted. */
export async function getPtResultDetails(id: string, signal?: AbortSignal): Promise<PtResultSubmission> {
  const { data } = await http.get<unknown>(apiPaths.ptResultDetails(id), { signal });
  return ptResultSubmissionSchema.parse(data);
}

export function ptResultDetailsQueryOptions(id: string) {
  return queryOptions({
    queryKey: ptResultDetailsQueryKey(id),
    queryFn: ({ signal }) => getPtResultDetails(id, signal),
  });
}

export function usePtResultDetails(id: string) {
  return useQuery(ptResultDetailsQueryOptions(id));
}
