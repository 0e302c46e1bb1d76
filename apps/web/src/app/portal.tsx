import { useQuery } from '@tanstack/react-query';
import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { Link } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { followMaintenanceResponses } from '../features/maintenance/routes/maintenance-redirect';
import { ShellQueryContext, shellQueryAnswers, type UseShellQuery } from '../lib/shell-query';
import { PortalLinkContext } from './layout/portal-link';
import { treatFirstPageAsNavigation } from './layout/portal-page-change';
import { AppProviders, createQueryClient } from './providers';
import { type AppRouter, createAppRouter } from './router';
import { followSessionEnd } from './session-events';

/** The page frame's and Login's queries, made through the portal's query client. */
const useQueryOfPortal: UseShellQuery = (options) =>
  useQuery({ ...options, queryKey: [...options.queryKey] });

/** Where the portal goes on when it takes over from the Login shown without it. */
export type PortalHandover = { readonly to: string; readonly replace?: boolean };

/** Resolves once the router has shown its first page and has no navigation under way. */
function settled(router: AppRouter): Promise<void> {
  const done = () => router.state.initialized && router.state.navigation.state === 'idle';
  return new Promise((resolve) => {
    if (done()) return resolve();
    const stop = router.subscribe(() => {
      if (!done()) return;
      stop();
      resolve();
    });
  });
}

/**
 * Starts the portal: the router, its guards, and the followers of maintenance and of the session's end.
 * After a handover it goes where Login was going, as a navigation from Login, and the Login on screen
 * stays until that page is ready.
 */
export async function startPortal(root: Root, handover: PortalHandover | null): Promise<void> {
  const queryClient = createQueryClient();
  // What Login already read (banners, the deployment date, the test login settings) is not asked again.
  for (const { queryKey, data, updatedAt } of shellQueryAnswers()) {
    queryClient.setQueryData(queryKey, data, { updatedAt });
  }
  const { router, resolveScreen } = createAppRouter(queryClient);
  followMaintenanceResponses(
    queryClient,
    (to) => router.navigate(to, { replace: true }),
    () => router.state.location.pathname,
  );
  followSessionEnd(queryClient, router, resolveScreen);

  if (handover) {
    treatFirstPageAsNavigation();
    void router.navigate(handover.to, { replace: handover.replace ?? false });
    await settled(router);
  }

  root.render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <ShellQueryContext value={useQueryOfPortal}>
          <PortalLinkContext value={Link}>
            <RouterProvider router={router} />
          </PortalLinkContext>
        </ShellQueryContext>
      </AppProviders>
    </StrictMode>,
  );
}
