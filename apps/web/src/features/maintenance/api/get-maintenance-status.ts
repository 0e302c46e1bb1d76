import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { http } from '../../../lib/http-client';

export type MaintenanceStatus = {
  readonly isUnderMaintenance: boolean;
  readonly message: string | null;
  readonly startsAt: string | null;
  readonly endsAt: string | null;
};

export async function getMaintenanceStatus(signal?: AbortSignal): Promise<MaintenanceStatus> {
  const { data } = await http.get<MaintenanceStatus>(apiPaths.maintenanceStatus, { signal });
  return data;
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
