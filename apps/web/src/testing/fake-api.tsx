import { type FakeRoute, fakeApi as fakeApiOf } from '@fsmis/ui/testing/fake-api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

/** When the fake API says a form draft was saved. */
const DRAFT_SAVED_AT = '2026-11-20T06:05:00.000Z';

/**
 * A fetch answering `METHOD path` with the API's envelopes; form drafts are kept nowhere, and anything
 * else is a 404. Every call is recorded.
 */
export function fakeApi(routes: Record<string, FakeRoute>) {
  return fakeApiOf(routes, (_, { method, path }) =>
    path.startsWith('/api/form-drafts/')
      ? { data: method === 'PUT' ? { savedAt: DRAFT_SAVED_AT } : null }
      : { status: 404, message: `No route for ${method} ${path}` },
  );
}

/** Renders `ui` at `path` under a router whose `route` it answers, with a fresh query client. */
export function renderAt(
  ui: ReactNode,
  {
    route,
    path,
    also = [],
  }: {
    readonly route: string;
    readonly path: string;
    readonly also?: readonly { readonly path: string; readonly element: ReactNode }[];
  },
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [{ path: route, element: ui }, ...also, { path: '*', element: <p>Elsewhere</p> }],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { queryClient, router };
}
