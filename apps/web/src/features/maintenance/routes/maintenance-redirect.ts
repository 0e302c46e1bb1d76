import { onMaintenance } from '@fsmis/ui/lib/http-client';
import type { QueryClient } from '@tanstack/react-query';
import { type MiddlewareFunction, redirect } from 'react-router';
import { paths } from '../../../config/paths';
import { maintenanceStatusQueryKey, maintenanceStatusQueryOptions } from '../api/get-maintenance-status';

/**
 * Root route middleware: while the portal is under maintenance every page leads to Scheduled
 * Maintenance. The status is fetched once, when the app starts; after that a 503 with
 * `x-maintenance: on` from any call (see followMaintenanceResponses) brings the user there.
 */
export function maintenanceRedirect(queryClient: QueryClient): MiddlewareFunction {
  return async ({ request }) => {
    const { pathname } = new URL(request.url);
    if (pathname === paths.scheduledMaintenance.path) return;
    const status = await queryClient.ensureQueryData(maintenanceStatusQueryOptions()).catch(() => null);
    // When the status cannot be read the portal carries on: each call still reports maintenance itself.
    if (status?.isUnderMaintenance) throw redirect(paths.scheduledMaintenance.href());
  };
}

/** Sends the user to Scheduled Maintenance when any API call says maintenance has begun. */
export function followMaintenanceResponses(
  queryClient: QueryClient,
  navigate: (to: string) => unknown,
  currentPathname: () => string,
): () => void {
  return onMaintenance(() => {
    void queryClient.invalidateQueries({ queryKey: maintenanceStatusQueryKey });
    if (currentPathname() !== paths.scheduledMaintenance.path) {
      navigate(paths.scheduledMaintenance.href());
    }
  });
}
