import { queryOptions, useQuery } from '@tanstack/react-query';
import { getMaintenanceStatus } from './maintenance-status';

// The request itself lives apart, so that Login's first download carries no query library.
export { getMaintenanceStatus, maintenanceStatusOf } from './maintenance-status';

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
