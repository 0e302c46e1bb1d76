import { type SaveFailure, saveFailureOf, saveRetryDelayMs } from '@fsmis/domain';
import { isHttpError } from '@fsmis/ui/lib/http-client';
import { useEffect, useState } from 'react';

/**
 * The portal's autosaves (application sections, form drafts) read a failed save the same way: a refusal
 * waits for the person to change something, an unreachable server is tried again after the domain's
 * backoff (`saveRetryDelayMs`: 2 s, 4 s, 8 s… up to 60 s).
 */

/** What becomes of a save that threw: an HTTP answer by its status; anything else (a timeout) unreachable. */
export function saveFailureOfError(error: unknown): SaveFailure {
  return isHttpError(error) ? saveFailureOf(error.status) : 'unreachable';
}

/** How long a save may wait for its answer before it counts as unreachable (and is tried again later). */
export const SAVE_TIMEOUT_MS = 30_000;

/**
 * The next tries of a save that could not reach the server: `failed(retry)` counts a failure in a row
 * and runs `retry` after the pause it calls for; `reset` (the save was kept, or a fresh save starts)
 * stops the waiting, and a kept save starts the count again. Nothing is left waiting once the page is
 * left. One object for the page's life, so the saves that use it never start again on a render.
 */
export function useSaveRetry() {
  const [retry] = useState(() => {
    let failures = 0;
    let timer: number | undefined;
    return {
      failed(again: () => void) {
        failures += 1;
        window.clearTimeout(timer);
        timer = window.setTimeout(again, saveRetryDelayMs(failures));
      },
      reset(kept: boolean) {
        if (kept) failures = 0;
        window.clearTimeout(timer);
      },
    };
  });
  useEffect(() => () => retry.reset(false), [retry]);
  return retry;
}
