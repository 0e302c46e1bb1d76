import { isHttpError, mayPassOnRetry } from '@fsmis/ui/lib/http-client';

const MAX_RETRIES = 2;

/** Retry only what may succeed on a second try: no answer at all, or a server error other than maintenance. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES || !isHttpError(error)) return false;
  return mayPassOnRetry(error.status) && error.status !== 503;
}
