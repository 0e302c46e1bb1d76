/**
 * What becomes of a save that failed (the portal's autosaves: application sections and form drafts).
 * A refusal (4xx) is an answer about what was sent: sending the same again gets the same answer, so it
 * waits for the person to change something. No answer at all, or a server error, may pass: it is tried
 * again after a pause that doubles each time, up to a cap, so a portal in trouble is not flooded.
 */
export type SaveFailure =
  /** Refused for what was sent (400, 403, 404, 413, 422, 429…): shown, and not sent again as it is. */
  | 'refused'
  /** Someone saved first (409): the newer record is shown. */
  | 'stale'
  /** The session has ended (401): the sign-in screen follows; what was typed stays in the browser. */
  | 'signed-out'
  /** No answer (0) or a server error (5xx): tried again after a pause. */
  | 'unreachable';

/** Reads an HTTP status (0 when no answer arrived) as what becomes of the save. */
export function saveFailureOf(status: number): SaveFailure {
  if (status === 401) return 'signed-out';
  if (status === 409) return 'stale';
  if (status >= 400 && status < 500) return 'refused';
  return 'unreachable';
}

/** The first pause before a failed save is tried again. */
export const SAVE_RETRY_FIRST_DELAY_MS = 2_000;
/** The longest pause between two tries. */
export const SAVE_RETRY_MAX_DELAY_MS = 60_000;

/**
 * How long to wait before trying a save again after `failures` failures in a row (1 for the first):
 * 2 s, 4 s, 8 s… doubling up to 60 s.
 */
export function saveRetryDelayMs(failures: number): number {
  // A huge count doubles to Infinity, which the cap brings back.
  return Math.min(SAVE_RETRY_FIRST_DELAY_MS * 2 ** (Math.max(failures, 1) - 1), SAVE_RETRY_MAX_DELAY_MS);
}
