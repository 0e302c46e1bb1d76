import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';

export type FakeReply = { status?: number; data?: unknown; message?: unknown };
export type FakeRoute = (body: unknown) => FakeReply;

/** When the fake API says a form draft was saved. */
const DRAFT_SAVED_AT = '2026-11-20T06:05:00.000Z';

/**
 * A fetch answering `METHOD path` with the API's envelopes; form drafts are kept nowhere, and anything
 * else is a 404. Every call is recorded.
 */
export function fakeApi(routes: Record<string, FakeRoute>) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      calls.push({ method, url, body });
      const path = url.split('?')[0] ?? url;
      const route = routes[`${method} ${path}`];
      const reply: FakeReply = route
        ? route(body)
        : path.startsWith('/api/form-drafts/')
          ? { data: method === 'PUT' ? { savedAt: DRAFT_SAVED_AT } : null }
          : { status: 404, message: `No route for ${method} ${path}` };
      const status = reply.status ?? 200;
      return new Response(
        JSON.stringify({
          success: status < 400,
          data: reply.data ?? null,
          message: reply.message ?? null,
          code: status,
        }),
        { status, headers: { 'content-type': 'application/json' } },
      );
    }),
  );
  return {
    calls,
    sent: (method: string, path: string) =>
      calls.filter((call) => call.method === method && call.url === path),
  };
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
