import { type MaintenanceWindow, maintenanceWindowSchema, type ScheduleMaintenance } from '@fsmis/domain';
import { http } from '@fsmis/ui/lib/http-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { maintenanceWindowsQueryKey } from './get-maintenance-windows';
import type { SettingChange } from './setting-change';

/** POST /api/officer/maintenance-windows: 201 with the window and when it runs; 409 when it overlaps another. */
export async function postMaintenanceWindow(
  request: ScheduleMaintenance,
): Promise<SettingChange<MaintenanceWindow>> {
  const { data, message } = await http.post<unknown>(apiPaths.maintenanceWindows, request);
  return { item: maintenanceWindowSchema.parse(data), message: message ?? 'Maintenance scheduled.' };
}

export function useScheduleMaintenance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postMaintenanceWindow,
    onSettled: () => queryClient.invalidateQueries({ queryKey: maintenanceWindowsQueryKey }),
  });
}
