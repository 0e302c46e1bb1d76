import {
  APPLICATION_FORMS,
  isGuid,
  PROGRAMMES,
  programmeFromSlug,
  programmeLabel,
  programmeSlug,
  type RouteId,
} from '@fsmis/domain';
import type { QueryClient } from '@tanstack/react-query';
import {
  createBrowserRouter,
  data,
  matchRoutes,
  Navigate,
  type Params,
  type RouteObject,
  redirect,
} from 'react-router';
import { paths } from '../config/paths';
import { testLoginSettingsQueryOptions } from '../features/auth/api/get-test-login-settings';
import { activeBannersQueryOptions } from '../features/banners/api/get-active-banners';
import { maintenanceRedirect } from '../features/maintenance/routes/maintenance-redirect';
import { NotFoundPage } from '../features/not-found/routes/not-found-page';
import {
  loadDashboardArea,
  loadLocalArea,
  loadPtArea,
  loadSharedArea,
  loadSignInArea,
} from './areas/load-area';
import { loadSignedInFrame, PageShell, PageShellFallback } from './layout/page-shell';
import { RootErrorPage, RouteErrorPage } from './layout/route-error-page';
import { isRouteHandle, type RouteHandle } from './layout/route-handle';
import { LoginRoute } from './login-route';
import { createHistoryTracker, type HistoryTracker } from './navigation-areas';
import { type ScreenResolver, sessionGuard } from './session-guard';

/** `/` goes to Login (the loader redirects before anything renders; this covers a render anyway). */
function HomeRedirect() {
  return <Navigate replace to={paths.login.href()} />;
}

// Each screen's code, loaded the first time the screen is visited: one chunk per area.
const signInCallbackPage = async () => (await loadSignInArea()).SignInCallbackPage;
const overseasAuthenticatePage = async () => (await loadSignInArea()).OverseasAuthenticatePage;
const selectModulePage = async () => (await loadSharedArea()).SelectModulePage;
const profilePage = async () => (await loadSharedArea()).ProfilePage;
const userManualPage = async () => (await loadSharedArea()).UserManualPage;
const dashboardPage = async () => (await loadDashboardArea()).DashboardPage;
const termsAndConditionsPage = async () => (await loadLocalArea()).TermsAndConditionsPage;
const termsRequestPage = async () => (await loadLocalArea()).TermsRequestPage;
const applicationDetailsPage = async () => (await loadLocalArea()).ApplicationDetailsPage;
const applicationInstructionsPage = async () => (await loadLocalArea()).ApplicationInstructionsPage;
const applicationFormPage = async () => (await loadLocalArea()).ApplicationFormPage;
const recognitionPage = async () => (await loadLocalArea()).RecognitionPage;
const suspensionPage = async () => (await loadLocalArea()).SuspensionPage;
const withdrawalPage = async () => (await loadLocalArea()).WithdrawalPage;
const ptSchemeDashboardPage = async () => (await loadPtArea()).PtSchemeDashboardPage;
const ptSchemeDetailsPage = async () => (await loadPtArea()).PtSchemeDetailsPage;
const scheduledMaintenanceModule = () => import('../features/maintenance/routes/scheduled-maintenance-page');
const scheduledMaintenancePage = async () => (await scheduledMaintenanceModule()).ScheduledMaintenancePage;

const screen = (
  id: RouteId,
  title: RouteHandle['title'],
  validParams?: RouteHandle['validParams'],
): RouteHandle => (validParams ? { screen: id, title, validParams } : { screen: id, title });

/** A URL whose parameters cannot name anything shows Not Found, without asking the API. */
const notFoundUnless =
  (validParams: (params: Params) => boolean) =>
  ({ params }: { params: Params }) => {
    if (!validParams(params)) throw data(null, { status: 404, statusText: 'Not Found' });
    return null;
  };

const hasGuidId = (params: Params) => isGuid(params.id ?? '');
const hasGuidIds = (params: Params) => hasGuidId(params) && isGuid(params.sid ?? '');
const namesProgramme = (params: Params) => programmeFromSlug(params.program ?? '') !== null;

/** The query parameters that name the pages of an application form (see `formHref`). */
const APPLICATION_FORM_PAGE_PARAMS = ['id', 'section', 'item', 'step'] as const;

/**
 * Every application route of docs/requirements.md §2, from the domain's list of programmes and their forms.
 */
function applicationRoutes(): RouteObject[] {
  return PROGRAMMES.flatMap((programme): RouteObject[] => [
    {
      path: paths.applicationInstructions.href(programmeSlug(programme)),
      handle: screen('applicationInstructions', `${programmeLabel(programme)} Application Instructions`),
      loader: () => ({ programme }),
      lazy: { Component: applicationInstructionsPage },
    },
    ...APPLICATION_FORMS[programme].map(
      (form): RouteObject => ({
        path: paths.applicationForm.href(programmeSlug(programme), form.slug),
        handle: {
          ...screen('applicationForm', `${programmeLabel(programme)} Application: ${form.name}`),
          pageParams: APPLICATION_FORM_PAGE_PARAMS,
        },
        loader: () => ({ programme, form: form.slug }),
        lazy: { Component: applicationFormPage },
      }),
    ),
  ]);
}

export type AppRoutesOptions = {
  readonly history: HistoryTracker;
  /** Which screen a path shows; given by createAppRouter once the routes exist. */
  readonly resolveScreen: ScreenResolver;
};

/**
 * The portal's routes. Each area's screens are loaded on demand (`lazy`), one chunk per area. The
 * root middleware applies the maintenance redirect and the routing guards before any screen renders.
 */
export function createRoutes(queryClient: QueryClient, options: AppRoutesOptions): RouteObject[] {
  return [
    {
      id: 'root',
      Component: PageShell,
      HydrateFallback: PageShellFallback,
      ErrorBoundary: RootErrorPage,
      middleware: [
        maintenanceRedirect(queryClient),
        sessionGuard(queryClient, {
          resolveScreen: options.resolveScreen,
          history: options.history,
          loadSignedInFrame,
        }),
      ],
      // Middleware runs only when some loader runs; this one runs on the first load of any page.
      // The first frame carries the announcements, so the page below them never moves when they arrive.
      loader: async ({ request }) => {
        if (new URL(request.url).pathname !== paths.scheduledMaintenance.path) {
          await queryClient.prefetchQuery(activeBannersQueryOptions());
        }
        return null;
      },
      children: [
        {
          ErrorBoundary: RouteErrorPage,
          children: [
            {
              index: true,
              handle: { screen: 'login' } satisfies RouteHandle,
              loader: () => redirect(paths.login.href()),
              Component: HomeRedirect,
            },
            {
              path: paths.login.path,
              handle: screen('login', 'Login'),
              loader: () => {
                // Start reading the test login settings while the page's code downloads.
                void queryClient.prefetchQuery(testLoginSettingsQueryOptions());
                return null;
              },
              // Login is part of the first download (see signed-out-login.tsx): nothing to load lazily.
              Component: LoginRoute,
            },
            ...[paths.spcpCallback.path, paths.singpassCallback.path].map(
              (path): RouteObject => ({
                path,
                handle: screen('spcpCallback', 'Signing In'),
                lazy: { Component: signInCallbackPage },
              }),
            ),
            {
              path: paths.overseasAuthenticate.path,
              handle: screen('overseasAuthenticate', 'Signing In'),
              lazy: { Component: overseasAuthenticatePage },
            },
            {
              path: paths.scheduledMaintenance.path,
              handle: screen('scheduledMaintenance', 'Scheduled Maintenance'),
              lazy: {
                loader: async () =>
                  (await scheduledMaintenanceModule()).scheduledMaintenanceLoader(queryClient),
                Component: scheduledMaintenancePage,
              },
            },

            // Both modules
            {
              path: paths.selectModule.path,
              handle: screen('selectModule', 'Select Module'),
              lazy: { Component: selectModulePage },
            },
            {
              path: paths.profile.path,
              handle: screen('profile', 'Profile'),
              lazy: { Component: profilePage },
            },
            {
              path: paths.userManual.path,
              handle: screen('userManual', 'User Manual'),
              lazy: { Component: userManualPage },
            },

            // The local module
            {
              path: paths.dashboard.path,
              handle: screen('dashboard', 'Dashboard'),
              lazy: { Component: dashboardPage },
            },
            {
              path: paths.termsAndConditions.path,
              handle: screen('termsAndConditions', 'Terms and Conditions'),
              lazy: { Component: termsAndConditionsPage },
            },
            {
              path: paths.termsAndConditionsRequest.path,
              handle: screen(
                'termsAndConditionsRequest',
                (params) => {
                  const programme = programmeFromSlug(params.program ?? '');
                  return `Request Terms and Conditions${programme ? `: ${programmeLabel(programme)}` : ''}`;
                },
                namesProgramme,
              ),
              loader: notFoundUnless(namesProgramme),
              lazy: { Component: termsRequestPage },
            },
            {
              path: paths.applicationDetails.path,
              handle: screen('applicationDetails', 'Application Details', hasGuidId),
              loader: notFoundUnless(hasGuidId),
              lazy: { Component: applicationDetailsPage },
            },
            ...applicationRoutes(),
            {
              path: paths.recognitionDetails.path,
              handle: screen('recognitionDetails', 'Recognition', hasGuidId),
              loader: notFoundUnless(hasGuidId),
              lazy: { Component: recognitionPage },
            },
            {
              path: paths.recognitionSuspension.path,
              handle: screen('recognitionSuspension', 'Suspension', hasGuidIds),
              loader: notFoundUnless(hasGuidIds),
              lazy: { Component: suspensionPage },
            },
            {
              path: paths.recognitionWithdrawal.path,
              handle: screen('recognitionWithdrawal', 'Withdraw Recognition', hasGuidId),
              loader: notFoundUnless(hasGuidId),
              lazy: { Component: withdrawalPage },
            },

            // The Proficiency Testing module
            {
              path: paths.ptSchemeDashboard.path,
              handle: screen('ptSchemeDashboard', 'PT Scheme'),
              lazy: { Component: ptSchemeDashboardPage },
            },
            {
              path: paths.ptSchemeDetails.path,
              handle: screen('ptSchemeDetails', 'PT Scheme Details', hasGuidId),
              loader: notFoundUnless(hasGuidId),
              lazy: { Component: ptSchemeDetailsPage },
            },

            {
              path: '*',
              handle: screen('notFound', 'Page Not Found'),
              Component: NotFoundPage,
            },
          ],
        },
      ],
    },
  ];
}

/** Which screen a path shows, by the routes' handles: Not Found when none, or when its parameters cannot exist. */
export function screenResolver(routes: RouteObject[]): ScreenResolver {
  return (pathname) => {
    const matches = matchRoutes(routes, pathname) ?? [];
    for (let index = matches.length - 1; index >= 0; index -= 1) {
      const match = matches[index];
      const handle: unknown = match?.route.handle;
      if (!match || !isRouteHandle(handle) || !handle.screen) continue;
      if (handle.validParams && !handle.validParams(match.params)) return 'notFound';
      return handle.screen;
    }
    return 'notFound';
  };
}

export function createAppRouter(queryClient: QueryClient) {
  const history = createHistoryTracker();
  let resolve: ScreenResolver = () => 'notFound';
  const routes = createRoutes(queryClient, { history, resolveScreen: (pathname) => resolve(pathname) });
  resolve = screenResolver(routes);
  const router = createBrowserRouter(routes);
  router.subscribe((state) => {
    if (state.navigation.state === 'idle') history.settle(resolve(state.location.pathname));
  });
  history.settle(resolve(router.state.location.pathname));
  return { router, resolveScreen: resolve };
}

export type AppRouter = ReturnType<typeof createBrowserRouter>;
