import {
  AUTO_LOGOUT_AT_HEADER,
  defaultExportFileName,
  type Envelope,
  errorAtPath,
  escapeHtmlDeep,
  type FailedResponse,
  fileNameFromContentDisposition,
  firstErrorMessage,
  isHtmlContentType,
  SESSION_INVALIDATED_REASON_HEADER,
  toFailedResponse,
  toQueryString,
  unescapeHtmlDeep,
} from '@fsmis/domain';
import { saveAutoLogoutAt } from './inactivity';

/**
 * The only way the web app talks to the API (docs/requirements.md §7 and §8): same-origin credentials,
 * HTML-escaped JSON request text, unescaped response text, and every failure turned into a `FailedResponse`.
 */

/** The client's own message, for a failure whose response says nothing a person can use. */
export const CLIENT_ERROR_MESSAGE =
  'Sorry, we could not reach FSMIS. Check your internet connection and try again.';

export const MAINTENANCE_HEADER = 'x-maintenance';

/** A failed call: `response` is the client-side failed response of docs/requirements.md §3. */
export class HttpError extends Error {
  readonly response: FailedResponse;
  readonly headers: Headers | null;
  /**
   * The response's `message` as sent (text unescaped), before flattening: for a 400 an object of
   * field paths and their messages, e.g. `{ "telephone.number": ["Enter a contact number"] }`.
   */
  readonly details: unknown;
  /** The failed envelope's `data` (text unescaped): what the API sent along, e.g. the newer record of a 409. */
  readonly data: unknown;

  constructor(
    response: FailedResponse,
    headers: Headers | null,
    details: unknown = null,
    data: unknown = null,
  ) {
    super(response.message);
    this.name = 'HttpError';
    this.response = response;
    this.headers = headers;
    this.details = details;
    this.data = data;
  }

  /** The HTTP status; 0 when no response arrived. */
  get status(): number {
    return this.response.code;
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}

/**
 * Whether the same call may pass if it is made again: no answer came (status 0), or the server failed.
 * A refusal (4xx) would only be refused again, so nothing offers to try it again.
 */
export function mayPassOnRetry(status: number): boolean {
  return status === 0 || status >= 500;
}

/** The message to show a person for any error a call can throw. */
export function errorMessageOf(error: unknown): string {
  return isHttpError(error) ? error.response.message : CLIENT_ERROR_MESSAGE;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RequestOptions = {
  readonly method?: HttpMethod;
  /**
   * Sent through the query-string rule of docs/requirements.md §7: empty values left out, arrays repeat their
   * key.
   */
  readonly query?: Readonly<Record<string, unknown>>;
  /** A JSON value (its text HTML-escaped), or FormData / a Blob sent as it is. */
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
  readonly signal?: AbortSignal;
};

/** A successful envelope response: its unescaped data and message, with the response headers. */
export type ApiResult<T> = {
  readonly data: T;
  readonly message: string | null;
  readonly status: number;
  readonly headers: Headers;
};

export type UnauthorizedEvent = {
  readonly response: FailedResponse;
  /** The `X-Session-Invalidated-Reason` header, e.g. `NewSession`, or null. */
  readonly reason: string | null;
};

type Listener<E> = (event: E) => void;

const unauthorizedListeners = new Set<Listener<UnauthorizedEvent>>();
const maintenanceListeners = new Set<Listener<void>>();

/**
 * Called on every 401 response. The session feature resets the session and returns to Login here.
 * Returns the function that removes the listener.
 */
export function onUnauthorized(listener: Listener<UnauthorizedEvent>): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/** Called when the API answers 503 with `x-maintenance: on`: the portal is under maintenance. */
export function onMaintenance(listener: Listener<void>): () => void {
  maintenanceListeners.add(listener);
  return () => maintenanceListeners.delete(listener);
}

// Every failed response passes through failure(), the one place the listeners above are called.

/** Calls an endpoint that answers with the envelope `{ success, data, message, code }`. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<ApiResult<T>> {
  const response = await send(path, options);
  const body = await readBody(response);
  const envelope = isEnvelope(body) ? body : null;
  if (!response.ok || envelope === null || !envelope.success) {
    throw failure(response, body);
  }
  return {
    data: unescapeHtmlDeep(envelope.data) as T,
    message: envelope.message === null ? null : unescapeHtmlDeep(envelope.message),
    status: response.status,
    headers: response.headers,
  };
}

export const http = {
  get: <T>(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

/** Reads a plain JSON document that has no envelope, such as `/version.json`. */
export async function fetchJson<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options);
  const body = await readBody(response);
  if (!response.ok || typeof body !== 'object' || body === null) throw failure(response, body);
  return unescapeHtmlDeep(body) as T;
}

export type DownloadedFile = { readonly blob: Blob; readonly fileName: string };

/**
 * Fetches a file. Its name comes from the content-disposition header, else it is
 * `exportExcel<ISO time>.xlsx` (docs/requirements.md §7). The bytes are left exactly as sent: no unescaping.
 */
export async function fetchFile(path: string, options: RequestOptions = {}): Promise<DownloadedFile> {
  const response = await send(path, options);
  if (!response.ok || isHtmlContentType(response.headers.get('content-type'))) {
    throw failure(response, await readBody(response));
  }
  const fileName =
    fileNameFromContentDisposition(response.headers.get('content-disposition')) ??
    defaultExportFileName(new Date());
  return { blob: await response.blob(), fileName };
}

/** Fetches a file and hands it to the browser to save; resolves to the file's name. */
export async function download(path: string, options: RequestOptions = {}): Promise<string> {
  const { blob, fileName } = await fetchFile(path, options);
  saveBlob(blob, fileName);
  return fileName;
}

export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the object URL after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  const headers = new Headers({ accept: 'application/json', ...options.headers });
  const init: RequestInit = {
    method: options.method ?? 'GET',
    credentials: 'same-origin',
    headers,
    signal: options.signal ?? null,
  };
  if (options.body !== undefined) {
    if (isRawBody(options.body)) {
      init.body = options.body;
    } else {
      headers.set('content-type', 'application/json');
      init.body = JSON.stringify(escapeHtmlDeep(options.body));
    }
  }
  const url = options.query ? `${path}${toQueryString(options.query)}` : path;
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new HttpError(
      { success: false, data: null, message: CLIENT_ERROR_MESSAGE, code: 0, responseCode: '' },
      null,
    );
  }
  // Each authenticated call moves the inactivity deadline; every tab follows the latest one.
  const autoLogoutAt = response.headers.get(AUTO_LOGOUT_AT_HEADER);
  if (autoLogoutAt) saveAutoLogoutAt(autoLogoutAt, response.headers.get('date'));
  return response;
}

function isRawBody(body: unknown): body is FormData | Blob | URLSearchParams | ArrayBuffer {
  return (
    body instanceof FormData ||
    body instanceof Blob ||
    body instanceof URLSearchParams ||
    body instanceof ArrayBuffer
  );
}

/** The parsed JSON body; the raw text when it is not JSON; null when there is none. */
async function readBody(response: Response): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch {
    return null;
  }
  if (text.trim() === '') return null;
  if (isHtmlContentType(response.headers.get('content-type'))) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function isEnvelope(body: unknown): body is Envelope<unknown> {
  return typeof body === 'object' && body !== null && 'success' in body && 'data' in body;
}

function failure(response: Response, body: unknown): HttpError {
  const contentType = response.headers.get('content-type');
  const readable = typeof body === 'object' && body !== null ? unescapeHtmlDeep(body) : body;
  const failed = toFailedResponse({
    // A 2xx answer that is HTML or no envelope is still a failure; keep its real status.
    status: response.status,
    contentType,
    body: readable,
    fallbackMessage: CLIENT_ERROR_MESSAGE,
  });
  const details =
    typeof readable === 'object' && readable !== null && 'message' in readable ? readable.message : null;
  const data = typeof readable === 'object' && readable !== null && 'data' in readable ? readable.data : null;
  if (response.status === 503 && response.headers.get(MAINTENANCE_HEADER)?.toLowerCase() === 'on') {
    for (const listener of maintenanceListeners) listener();
  }
  if (response.status === 401) {
    const event: UnauthorizedEvent = {
      response: failed,
      reason: response.headers.get(SESSION_INVALIDATED_REASON_HEADER),
    };
    for (const listener of unauthorizedListeners) listener(event);
  }
  return new HttpError(failed, response.headers, details, data);
}

/** The message the API gave for one field of a 400 (`telephone.number`), or null. */
export function fieldErrorOf(error: unknown, path: string): string | null {
  if (!isHttpError(error) || typeof error.details !== 'object' || error.details === null) return null;
  const details = error.details as Readonly<Record<string, unknown>>;
  return firstErrorMessage(Object.hasOwn(details, path) ? details[path] : errorAtPath(details, path));
}
