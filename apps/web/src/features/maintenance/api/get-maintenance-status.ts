import { type MaintenanceStatus, maintenanceStatusSchema } from '@fsmis/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { http } from '../../../lib/http-client';

/** GET /api/maintenance-status: whether the portal is under maintenance, and until when. */
export async function getMaintenanceStatus(signal?: AbortSignal): Promise<MaintenanceStatus> {
  const { data } = await http.get<unknown>(apiPaths.maintenanceStatus, { signal });
  return maintenanceStatusSchema.parse(data);
}

export const maintenanceStatusQueryKey = ['maintenance-status'] as const;

export function maintenanceStatusQueryOptions() {
  return queryOptions({
    queryKey: maintenanceStatusQueryKey,
    queryFn: ({ signal }) => getMaintenanceStatus(signal),
    staleTime: 60_000,
  });
}

export function useMaintenanceStatus(options: { readonly pollWhileUnderMaintenance?: boolean } = {}) {
  return useQuery({
    ...maintenanceStatusQueryOptions(),
    refetchInterval: (query) =>
      options.pollWhileUnderMaintenance && query.state.data?.isUnderMaintenance ? 60_000 : false,
  });
}
