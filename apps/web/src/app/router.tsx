import type { RouteId } from '@fsmis/domain';
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, Navigate, type RouteObject, redirect } from 'react-router';
import { paths } from '../config/paths';
import { testLoginSettingsQueryOptions } from '../features/auth/api/get-test-login-settings';
import { maintenanceRedirect } from '../features/maintenance/routes/maintenance-redirect';
import { PageShell, PageShellFallback } from './layout/page-shell';
import { RootErrorPage, RouteErrorPage } from './layout/route-error-page';
import type { RouteHandle } from './layout/route-handle';

const handle = (title: string): RouteHandle => ({ title });

/** Route ids are the domain's screen names, which the routing guards speak in. */
const screen = (id: RouteId): RouteId => id;

/** `/` goes to Login (the loader redirects before anything renders; this covers a render anyway). */
function HomeRedirect() {
  return <Navigate replace to={paths.login.href()} />;
}

// Each screen's code, loaded the first time the screen is visited.
const loginPage = async () => (await import('../features/auth/routes/login-page')).LoginPage;
const scheduledMaintenanceModule = () => import('../features/maintenance/routes/scheduled-maintenance-page');
const scheduledMaintenancePage = async () => (await scheduledMaintenanceModule()).ScheduledMaintenancePage;
const notFoundPage = async () => (await import('../features/not-found/routes/not-found-page')).NotFoundPage;

/**
 * The portal's routes. Each area's screens are loaded on demand (`lazy`), so a first visit to Login
 * downloads only the frame and the Login page.
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      id: 'root',
      Component: PageShell,
      HydrateFallback: PageShellFallback,
      ErrorBoundary: RootErrorPage,
      middleware: [maintenanceRedirect(queryClient)],
      // Middleware runs only when some loader runs; this one runs on the first load of any page.
      loader: () => null,
      children: [
        {
          ErrorBoundary: RouteErrorPage,
          children: [
            { index: true, loader: () => redirect(paths.login.href()), Component: HomeRedirect },
            {
              id: screen('login'),
              path: paths.login.path,
              handle: handle('Login'),
              loader: () => {
                // Start reading the test login settings while the page's code downloads.
                void queryClient.prefetchQuery(testLoginSettingsQueryOptions());
                return null;
              },
              lazy: { Component: loginPage },
            },
            {
              id: screen('scheduledMaintenance'),
              path: paths.scheduledMaintenance.path,
              handle: handle('Scheduled Maintenance'),
              lazy: {
                loader: async () =>
                  (await scheduledMaintenanceModule()).scheduledMaintenanceLoader(queryClient),
                Component: scheduledMaintenancePage,
              },
            },
            {
              id: screen('notFound'),
              path: '*',
              handle: handle('Page Not Found'),
              lazy: { Component: notFoundPage },
            },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(createRoutes(queryClient));
}

export type AppRouter = ReturnType<typeof createAppRouter>;
