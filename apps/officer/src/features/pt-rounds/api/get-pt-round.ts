import { type OfficerPtRound, officerPtRoundSchema } from '@fsmis/domain';
import { http } from '@fsmis/ui/lib/http-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { ptRoundQueryKey } from './pt-rounds-query-key';

export type { OfficerPtRound };
export type PtRoundAnalyte = OfficerPtRound['analytes'][number];
export type PtRoundParticipant = OfficerPtRound['participants'][number];

/**
 * GET /api/officer/proficiency-tests/{id}: the whole round, its analytes with their statistics, its
 * participants with their results and scores, its documents, and each step with why it is not open.
 */
export async function getPtRound(id: string, signal?: AbortSignal): Promise<OfficerPtRound> {
  const { data } = await http.get<unknown>(apiPaths.ptRound(id), { signal });
  return officerPtRoundSchema.parse(data);
}

export function ptRoundQueryOptions(id: string) {
  return queryOptions({
    queryKey: ptRoundQueryKey(id),
    queryFn: ({ signal }) => getPtRound(id, signal),
  });
}

export function usePtRound(id: string) {
  return useQuery(ptRoundQueryOptions(id));
}
