import {
  type OfficerStatistics,
  type officerStatisticsQuerySchema,
  officerStatisticsSchema,
} from '@fsmis/domain';
import { http } from '@fsmis/ui/lib/http-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPaths } from '../../../config/paths';

/** The period asked for: `From` and `To`, days in Singapore (either left out: the API's default). */
export type PeriodQuery = z.output<typeof officerStatisticsQuerySchema>;

export const statisticsQueryKey = (query: PeriodQuery) =>
  ['officer', 'statistics', query.From ?? '', query.To ?? ''] as const;

/** GET /api/officer/statistics: the numbers of a period (by default the last twelve months). */
export async function getStatistics(query: PeriodQuery, signal?: AbortSignal): Promise<OfficerStatistics> {
  const { data } = await http.get<unknown>(apiPaths.statistics, { query, signal });
  return officerStatisticsSchema.parse(data);
}

export function statisticsQueryOptions(query: PeriodQuery) {
  return queryOptions({
    queryKey: statisticsQueryKey(query),
    queryFn: ({ signal }) => getStatistics(query, signal),
    // The figures of the last period stay on screen while another period's are read.
    placeholderData: keepPreviousData,
  });
}

export function useStatistics(query: PeriodQuery) {
  return useQuery(statisticsQueryOptions(query));
}
