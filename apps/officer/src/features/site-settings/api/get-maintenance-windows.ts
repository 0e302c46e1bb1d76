import { type MaintenanceWindow, maintenanceWindowSchema } from '@fsmis/domain';
import { http } from '@fsmis/ui/lib/http-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';

export const maintenanceWindowsQueryKey = ['officer', 'maintenance-windows'] as const;

/** GET /api/officer/maintenance-windows: past, current and scheduled, the latest start first. */
export async function getMaintenanceWindows(signal?: AbortSignal): Promise<MaintenanceWindow[]> {
  const { data } = await http.get<unknown>(apiPaths.maintenanceWindows, { signal });
  return maintenanceWindowSchema.array().parse(data);
}

export function maintenanceWindowsQueryOptions() {
  return queryOptions({
    queryKey: maintenanceWindowsQueryKey,
    queryFn: ({ signal }) => getMaintenanceWindows(signal),
    // A window starts and ends by the clock: read its state afresh every minute the page is open.
    refetchInterval: 60_000,
  });
}

export function useMaintenanceWindows() {
  return useQuery(maintenanceWindowsQueryOptions());
}
