import { type CompanyNextActions, companyNextActionsSchema, type NextAction } from '@fsmis/domain';
import { http } from '@fsmis/ui/lib/http-client';
import { SESSION_QUERY_KEY } from '@fsmis/ui/lib/session-query-key';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';

export type { NextAction };

/** GET /api/dashboard/next-actions: what the company must do now, soonest deadline first. */
export async function getNextActions(signal?: AbortSignal): Promise<CompanyNextActions> {
  const { data } = await http.get<unknown>(apiPaths.dashboardNextActions, { signal });
  return companyNextActionsSchema.parse(data);
}

export function nextActionsQueryOptions() {
  return queryOptions({
    queryKey: [...SESSION_QUERY_KEY, 'dashboard-next-actions'] as const,
    queryFn: ({ signal }) => getNextActions(signal),
  });
}

export function useNextActions() {
  return useQuery(nextActionsQueryOptions());
}
