import { INTERNAL_SERVER_ERROR_MESSAGE } from '@fsmis/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  apiRequest,
  CLIENT_ERROR_MESSAGE,
  fetchFile,
  fieldErrorOf,
  HttpError,
  http,
  mayPassOnRetry,
  onMaintenance,
  onUnauthorized,
} from './http-client';

type Call = { url: string; init: RequestInit };

let calls: Call[] = [];

/** Stubs fetch; each call gets a fresh response, since a body can be read only once. */
function respondWith(response: () => Response) {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return response();
    }),
  );
}

const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), {
    ...init,
    headers: { 'content-type': 'application/json; charset=utf-8', ...init.headers },
  });

const envelope = (data: unknown, code = 200, message: unknown = null) =>
  json({ success: code < 400, data, message, code }, { status: code });

async function failureOf(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

beforeEach(() => {
  calls = [];
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('requests', () => {
  it('sends same-origin credentials and HTML-escapes the text of a JSON body, deeply', async () => {
    respondWith(() => envelope({ ok: true }));
    await http.post('/api/things', {
      name: "Tom & Jerry's <Lab>",
      tags: ['a<b', 1, null],
      nested: { note: '>' },
    });
    const [call] = calls;
    expect(call?.init.credentials).toBe('same-origin');
    expect(call?.init.method).toBe('POST');
    expect(new Headers(call?.init.headers).get('content-type')).toBe('application/json');
    expect(JSON.parse(String(call?.init.body))).toEqual({
      name: 'Tom &amp; Jerry&#39;s &lt;Lab&gt;',
      tags: ['a&lt;b', 1, null],
      nested: { note: '&gt;' },
    });
  });

  it("HTML-escapes object keys like values, since a form draft's keys can be typed text", async () => {
    respondWith(() => envelope(null));
    await http.put('/api/form-drafts/x', { data: { 'R&D <lab>': { "O'Neil": 'a & b' } } });
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      data: { 'R&amp;D &lt;lab&gt;': { 'O&#39;Neil': 'a &amp; b' } },
    });
  });

  it('sends FormData exactly as given, without escaping or a JSON content type', async () => {
    respondWith(() => envelope(null));
    const form = new FormData();
    form.append('note', 'a & b');
    await http.post('/api/upload', form);
    const [call] = calls;
    expect(call?.init.body).toBe(form);
    expect(new Headers(call?.init.headers).get('content-type')).toBeNull();
  });

  it('builds the query string by the rule of docs/requirements.md §7: empty values left out, arrays repeat their key', async () => {
    respondWith(() => envelope([]));
    await http.get('/api/applications', { query: { Status: [2, 3], Search: '', Page: 1, Programme: null } });
    expect(calls[0]?.url).toBe('/api/applications?Status=2&Status=3&Page=1');
  });
});

describe('responses', () => {
  it('unescapes the text of the data and the message, deeply', async () => {
    respondWith(() =>
      envelope({ name: 'Tom &amp; Jerry&#39;s &lt;Lab&gt;', list: ['&lt;b&gt;'] }, 200, 'Saved &amp; sent'),
    );
    const result = await apiRequest<{ name: string; list: string[] }>('/api/things');
    expect(result.data).toEqual({ name: "Tom & Jerry's <Lab>", list: ['<b>'] });
    expect(result.message).toBe('Saved & sent');
  });

  it('unescapes object keys like values', async () => {
    respondWith(() => envelope({ data: { 'R&amp;D &lt;lab&gt;': { 'O&#39;Neil': 'a &amp; b' } } }));
    const result = await apiRequest<unknown>('/api/form-drafts/x');
    expect(result.data).toEqual({ data: { 'R&D <lab>': { "O'Neil": 'a & b' } } });
  });

  it('exposes the response headers', async () => {
    respondWith(() => envelope({ enabled: true }, 200));
    const result = await http.get('/api/auth/test-logins');
    expect(result.status).toBe(200);
    expect(result.headers.get('content-type')).toContain('application/json');
  });
});

describe('failures', () => {
  it('treats an HTML response as a failure with the internal server error message, even with status 200', async () => {
    respondWith(
      () => new Response('<!doctype html><p>Proxy error</p>', { headers: { 'content-type': 'text/html' } }),
    );
    const error = await failureOf(http.get('/api/things'));
    expect(error.response).toEqual({
      success: false,
      data: null,
      message: INTERNAL_SERVER_ERROR_MESSAGE,
      code: 200,
      responseCode: '',
    });
  });

  it('flattens a nested message, drops duplicates and joins the parts with line breaks', async () => {
    respondWith(() =>
      envelope(null, 400, {
        email: ['Enter an email address', 'Enter an email address'],
        uen: 'Enter &lt;UEN&gt;',
      }),
    );
    const error = await failureOf(http.post('/api/auth/test-logins', {}));
    expect(error.response.message).toBe('Enter an email address\nEnter <UEN>');
    expect(error.response.code).toBe(400);
    expect(error.response.responseCode).toBe('');
  });

  it('keeps the body code as responseCode for a 5xx status only', async () => {
    respondWith(() =>
      json({ success: false, data: null, message: 'Database unavailable', code: 5003 }, { status: 500 }),
    );
    const error = await failureOf(http.get('/api/things'));
    expect(error.status).toBe(500);
    expect(error.response.responseCode).toBe(5003);
    expect(error.response.message).toBe('Database unavailable');
  });

  it("falls back to the client's message when the response says nothing", async () => {
    respondWith(() => new Response(null, { status: 502 }));
    const error = await failureOf(http.get('/api/things'));
    expect(error.response.message).toBe(CLIENT_ERROR_MESSAGE);
    expect(error.status).toBe(502);
  });

  it('turns a network failure into a failed response with status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const error = await failureOf(http.get('/api/things'));
    expect(error.response).toEqual({
      success: false,
      data: null,
      message: CLIENT_ERROR_MESSAGE,
      code: 0,
      responseCode: '',
    });
  });

  it('tells the maintenance listeners about a 503 with x-maintenance: on, and only then', async () => {
    const listener = vi.fn();
    const stop = onMaintenance(listener);
    respondWith(() => envelope(null, 503, 'Down for maintenance'));
    await failureOf(http.get('/api/things'));
    expect(listener).not.toHaveBeenCalled();

    respondWith(() =>
      json(
        { success: false, data: null, message: 'Down', code: 503 },
        { status: 503, headers: { 'x-maintenance': 'on' } },
      ),
    );
    await failureOf(http.get('/api/things'));
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });

  it('tells the unauthorized listeners about a 401 with the reason header', async () => {
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    respondWith(() =>
      json(
        { success: false, data: null, message: 'Log in again', code: 401 },
        { status: 401, headers: { 'x-session-invalidated-reason': 'NewSession' } },
      ),
    );
    await failureOf(http.get('/api/auth/user'));
    expect(listener).toHaveBeenCalledWith(expect.objectContaining({ reason: 'NewSession' }));
    stop();
    await failureOf(http.get('/api/auth/user'));
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('downloads', () => {
  it('names the file from content-disposition and leaves its bytes as sent', async () => {
    respondWith(
      () =>
        new Response('a &amp; b', {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': `attachment; filename="report.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%26%20CV.pdf`,
          },
        }),
    );
    const file = await fetchFile('/api/applications/1/document/2');
    expect(file.fileName).toBe('Résumé & CV.pdf');
    expect(await file.blob.text()).toBe('a &amp; b');
  });

  it('names a file without content-disposition exportExcel + ISO time + .xlsx', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T15:00:00.000Z'));
    respondWith(() => new Response('bytes', { headers: { 'content-type': 'application/octet-stream' } }));
    const file = await fetchFile('/api/export');
    vi.useRealTimers();
    expect(file.fileName).toBe('exportExcel2026-11-22T15:00:00.000Z.xlsx');
  });

  it('reports a failed download as a failed response', async () => {
    respondWith(() => envelope(null, 404, 'No such document'));
    const error = await failureOf(fetchFile('/api/applications/1/document/2'));
    expect(error.response.message).toBe('No such document');
    expect(error.status).toBe(404);
  });
});

describe('the inactivity deadline', () => {
  it('follows the x-auto-logout-at header of every response, on this browser’s clock', async () => {
    localStorage.clear();
    const serverNow = new Date(Math.floor(Date.now() / 1000) * 1000);
    const deadline = new Date(serverNow.getTime() + 15 * 60_000);
    respondWith(() =>
      json(
        { success: true, data: null, message: null, code: 200 },
        { headers: { 'x-auto-logout-at': deadline.toISOString(), date: serverNow.toUTCString() } },
      ),
    );
    await http.get('/api/auth/ping');
    const kept = Date.parse(localStorage.getItem('fsmis.autoLogoutAt') ?? '');
    expect(kept - Date.now()).toBeGreaterThan(15 * 60_000 - 2_000);
    expect(kept - Date.now()).toBeLessThanOrEqual(15 * 60_000);
    localStorage.clear();
  });
});

describe('mayPassOnRetry', () => {
  it('offers a second try only when no answer came or the server failed, never for a refusal', () => {
    expect([0, 500, 502, 503].map(mayPassOnRetry)).toEqual([true, true, true, true]);
    expect([400, 401, 403, 404, 409, 413, 422].map(mayPassOnRetry)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('fieldErrorOf', () => {
  it('finds the message of a field in a 400, by its path', async () => {
    respondWith(() =>
      envelope(null, 400, {
        'telephone.number': ['Enter a contact number'],
        email: ['Enter an email address'],
      }),
    );
    const error = await failureOf(http.post('/api/auth/profile', {}));
    expect(fieldErrorOf(error, 'telephone.number')).toBe('Enter a contact number');
    expect(fieldErrorOf(error, 'email')).toBe('Enter an email address');
    expect(fieldErrorOf(error, 'name')).toBeNull();
    expect(fieldErrorOf(new Error('x'), 'name')).toBeNull();
  });
});
