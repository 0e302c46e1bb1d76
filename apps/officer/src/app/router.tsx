import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { auditLogRoutes } from '../features/audit-log/routes';
import { caseRoutes } from '../features/case/routes';
import { dashboardRoutes } from '../features/dashboard/routes';
import { messagesRoutes } from '../features/messages/routes';
import { ptRoundsRoutes } from '../features/pt-rounds/routes';
import { queueRoutes } from '../features/queue/routes';
import { recognitionsRoutes } from '../features/recognitions/routes';
import { siteSettingsRoutes } from '../features/site-settings/routes';
import { templatesRoutes } from '../features/templates/routes';
import { termsRoutes } from '../features/terms/routes';
import { userGuidesRoutes } from '../features/user-guides/routes';
import { consoleGuard, signInGuard } from './console-guard';
import { ConsoleLayout } from './layout/console-layout';
import { RouteErrorPage } from './layout/route-error-page';

/** The console's screens, under /officer; each feature's pages are downloads of their own. */
export function consoleRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: paths.signIn.path,
      loader: signInGuard(queryClient),
      lazy: async () => ({ Component: (await import('../features/sign-in/sign-in-page')).SignInPage }),
      ErrorBoundary: RouteErrorPage,
    },
    {
      id: 'console',
      loader: consoleGuard(queryClient),
      Component: ConsoleLayout,
      ErrorBoundary: RouteErrorPage,
      children: [
        {
          ErrorBoundary: RouteErrorPage,
          children: [
            ...queueRoutes,
            ...caseRoutes,
            ...dashboardRoutes,
            ...termsRoutes,
            ...templatesRoutes,
            ...recognitionsRoutes,
            ...ptRoundsRoutes,
            ...siteSettingsRoutes,
            ...userGuidesRoutes,
            ...auditLogRoutes,
            ...messagesRoutes,
            {
              path: '*',
              lazy: async () => ({ Component: (await import('./layout/not-found-page')).NotFoundPage }),
            },
          ],
        },
      ],
    },
  ];
}

export function createConsoleRouter(queryClient: QueryClient) {
  return createBrowserRouter(consoleRoutes(queryClient), { basename: '/officer' });
}
