import { type OfficerPtRoundSummary, officerPtRoundSummarySchema } from '@fsmis/domain';
import { http } from '@fsmis/ui/lib/http-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { PT_ROUNDS_QUERY_KEY } from './pt-rounds-query-key';

/** GET /api/officer/proficiency-tests: every round in brief, newest first. */
export async function getPtRounds(signal?: AbortSignal): Promise<readonly OfficerPtRoundSummary[]> {
  const { data } = await http.get<unknown>(apiPaths.ptRounds, { signal });
  return officerPtRoundSummarySchema.array().parse(data);
}

export function ptRoundsQueryOptions() {
  return queryOptions({
    queryKey: [...PT_ROUNDS_QUERY_KEY, 'list'] as const,
    queryFn: ({ signal }) => getPtRounds(signal),
  });
}

export function usePtRounds() {
  return useQuery(ptRoundsQueryOptions());
}
