import { vi } from 'vitest';

/** What the fake API answers: the envelope's data and message, with a status (200 unless named). */
export type FakeReply = { status?: number; data?: unknown; message?: unknown };

/** One call the fake API received. */
export type FakeCall = {
  readonly method: string;
  /** As the client asked for it, query included. */
  readonly url: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly body: unknown;
};

export type FakeRoute = (body: unknown, call: FakeCall) => FakeReply | Promise<FakeReply>;

/** The API's envelope around `reply`, as the HTTP client reads it. */
export function envelopeResponse(reply: FakeReply): Response {
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
}

const notFound = ({ method, path }: FakeCall): FakeReply => ({
  status: 404,
  message: `No route for ${method} ${path}`,
});

/**
 * Test double of the API in place of `fetch`: `routes` answer `METHOD path` (the query left out),
 * `otherwise` answers the rest (404 unless given). Every call is recorded.
 */
export function fakeApi(
  routes: Readonly<Record<string, FakeRoute>>,
  otherwise: FakeRoute = (_, call) => notFound(call),
) {
  const calls: FakeCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const parsed = new URL(url, 'http://api.example');
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      const call: FakeCall = {
        method: init?.method ?? 'GET',
        url,
        path: parsed.pathname,
        query: parsed.searchParams,
        body,
      };
      calls.push(call);
      const route = routes[`${call.method} ${call.path}`] ?? otherwise;
      return envelopeResponse(await route(body, call));
    }),
  );
  return {
    calls,
    sent: (method: string, url: string) => calls.filter((call) => call.method === method && call.url === url),
  };
}
