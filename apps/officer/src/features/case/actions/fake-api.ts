import { vi } from 'vitest';

type Reply = { status?: number; data?: unknown; message?: unknown };
type Route = (body: unknown) => Reply;

/** Test double of the API: a fetch that answers `METHOD path` routes with envelopes, recording each call. */
export function fakeApi(routes: Record<string, Route>) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, url, body });
    const route = routes[`${method} ${url}`];
    const reply: Reply = route ? route(body) : { status: 404, message: `No route for ${method} ${url}` };
    const status = reply.status ?? 200;
    const ok = status < 400;
    return new Response(
      JSON.stringify({ success: ok, data: reply.data ?? null, message: reply.message ?? null, code: status }),
      { status, headers: { 'content-type': 'application/json' } },
    );
  });
  vi.stubGlobal('fetch', fetch);
  return {
    sent: (method: string, url: string) => calls.filter((call) => call.method === method && call.url === url),
  };
}
