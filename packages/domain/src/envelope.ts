import { z } from 'zod';
import { flattenErrorMessage } from './error-message.js';

/** Every JSON response of the API (docs/requirements.md §3, docs/domain.md): `code` is the HTTP status. */
export interface Envelope<T> {
  success: boolean;
  data: T | null;
  message: string | null;
  code: number;
}

/** What the client makes of any failed response (docs/requirements.md §3, §8). */
export interface FailedResponse {
  success: false;
  data: null;
  message: string;
  code: number;
  responseCode: number | '';
}

export const INTERNAL_SERVER_ERROR_MESSAGE =
  'Internal server error. Please contact the system administrator.';

/** The zod schema of an envelope around `data`, for declaring API responses. */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({
    success: z.boolean(),
    data: data.nullable(),
    message: z.string().nullable(),
    code: z.number().int(),
  });
}

export function successEnvelope<T>(data: T, code = 200): Envelope<T> {
  return { success: true, data, message: null, code };
}

export function failureEnvelope(message: string, code: number): Envelope<never> {
  return { success: false, data: null, message, code };
}

/** The response's own `code` is kept for a 5xx status only; otherwise responseCode is ''. */
export function responseCodeFor(status: number, code: unknown): number | '' {
  return status >= 500 && typeof code === 'number' ? code : '';
}

/** True for an HTML content type, which the client always treats as a failure (docs/requirements.md §7). */
export function isHtmlContentType(contentType: string | null | undefined): boolean {
  return /^\s*text\/html\b/i.test(contentType ?? '');
}

export interface FailedResponseInput {
  /** The HTTP status. */
  status: number;
  /** The response's content type, if any. */
  contentType?: string | null;
  /** The parsed JSON body, or the raw text when it was not JSON, or null when there was none. */
  body: unknown;
  /** The client's own message, used when the response carries none. */
  fallbackMessage: string;
}

export function toFailedResponse({
  status,
  contentType,
  body,
  fallbackMessage,
}: FailedResponseInput): FailedResponse {
  const failed = { success: false, data: null, code: status } as const;
  if (isHtmlContentType(contentType) || looksLikeHtml(body)) {
    return {
      ...failed,
      message: INTERNAL_SERVER_ERROR_MESSAGE,
      responseCode: responseCodeFor(status, undefined),
    };
  }
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  return {
    ...failed,
    message: flattenErrorMessage(fields.message, fallbackMessage),
    responseCode: responseCodeFor(status, fields.code),
  };
}

// A proxy's error page can arrive without a content type; its text is no message for a person.
function looksLikeHtml(body: unknown): boolean {
  return typeof body === 'string' && /^\s*</.test(body);
}
