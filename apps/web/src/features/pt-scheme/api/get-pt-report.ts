import { type PtReport, ptReportSchema } from '@fsmis/domain';
import { http } from '@fsmis/ui/lib/http-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { ptRoundQueryKey } from './pt-round-queries';

export type { PtReport };

/** GET /api/proficiency-tests/{id}/result/report: the laboratory's scores and the round's report (PT Completed). */
export async function getPtReport(id: string, signal?: AbortSignal): Promise<PtReport> {
  const { data } = await http.get<unknown>(apiPaths.ptReport(id), { signal });
  return ptReportSchema.parse(data);
}

export function ptReportQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...ptRoundQueryKey(id), 'report'] as const,
    queryFn: ({ signal }) => getPtReport(id, signal),
  });
}

export function usePtReport(id: string) {
  return useQuery(ptReportQueryOptions(id));
}
