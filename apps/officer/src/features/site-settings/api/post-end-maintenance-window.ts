import { type MaintenanceWindow, maintenanceWindowSchema } from '@fsmis/domain';
import { http } from '@fsmis/ui/lib/http-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { maintenanceWindowsQueryKey } from './get-maintenance-windows';
import type { SettingChange } from './setting-change';

/**
 * POST /api/officer/maintenance-windows/{id}/end: ends the window that is on now, or cancels one not yet
 * begun; 409 when it is already over or cancelled.
 */
export async function postEndMaintenanceWindow(id: string): Promise<SettingChange<MaintenanceWindow>> {
  const { data, message } = await http.post<unknown>(apiPaths.maintenanceWindowEnd(id));
  return { item: maintenanceWindowSchema.parse(data), message: message ?? 'Maintenance ended.' };
}

export function useEndMaintenanceWindow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postEndMaintenanceWindow,
    onSettled: () => queryClient.invalidateQueries({ queryKey: maintenanceWindowsQueryKey }),
  });
}
