/** An error whose message is safe and useful to show to the person who made the request. */
export class HttpError extends Error {
  override name = 'HttpError';

  constructor(
    readonly statusCode: number,
    /** A sentence, or field -> messages for a 400 on several fields. */
    readonly publicMessage: string | Record<string, string[]>,
    readonly headers: Record<string, string> = {},
    /** What the envelope's `data` carries with the refusal (e.g. the newer record of a stale save). */
    readonly data: unknown = null,
  ) {
    super(typeof publicMessage === 'string' ? publicMessage : 'Validation failed');
  }
}

export const badRequest = (message: string | Record<string, string[]>) => new HttpError(400, message);

/** A 400 naming each field a schema refused, by its path (`deliveryAddress.postalCode`), as the envelope does. */
export function badRequestOf(error: {
  issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }>;
}) {
  const messages: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || 'request';
    messages[field] = [...(messages[field] ?? []), issue.message];
  }
  return badRequest(messages);
}
export const unauthorized = (message = 'Sign in to continue.', headers: Record<string, string> = {}) =>
  new HttpError(401, message, headers);
export const forbidden = (message = 'You do not have access to this.') => new HttpError(403, message);
export const notFound = (message = 'We could not find what you asked for.') => new HttpError(404, message);
/** 409; `data` goes out in the envelope, so the client can show what it conflicts with. */
export const conflict = (message: string, data: unknown = null) => new HttpError(409, message, {}, data);
