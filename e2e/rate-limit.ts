import type { APIResponse } from '@playwright/test';

/** How many times a request is sent before its last answer stands, 429 or not. */
const ATTEMPTS = 3;

/**
 * Sends a request, and again while the API answers 429: the sign-in endpoints allow 20 calls a minute
 * from one address, so a busy run waits for the window its Retry-After names (1 to 60 s) rather than
 * failing. Resolves with the last answer.
 */
export async function withinRateLimit(send: () => Promise<APIResponse>): Promise<APIResponse> {
  for (let attempt = 1; ; attempt += 1) {
    const response = await send();
    if (response.status() !== 429 || attempt >= ATTEMPTS) return response;
    const seconds = Number(response.headers()['retry-after']) || 10;
    await new Promise((resolve) => setTimeout(resolve, Math.min(60, Math.max(1, seconds)) * 1000));
  }
}
