import { describe, expect, it } from 'vitest';
import {
  SAVE_RETRY_FIRST_DELAY_MS,
  SAVE_RETRY_MAX_DELAY_MS,
  saveFailureOf,
  saveRetryDelayMs,
} from './save-retry.js';

describe('saveFailureOf', () => {
  it('reads a refusal as refused: sending it again would get the same answer', () => {
    for (const status of [400, 403, 404, 413, 422, 429]) expect(saveFailureOf(status)).toBe('refused');
  });

  it('tells a stale save and an ended session from other refusals', () => {
    expect(saveFailureOf(409)).toBe('stale');
    expect(saveFailureOf(401)).toBe('signed-out');
  });

  it('reads no answer and server errors as unreachable: they may pass on a later try', () => {
    for (const status of [0, 500, 502, 503, 504]) expect(saveFailureOf(status)).toBe('unreachable');
  });
});

describe('saveRetryDelayMs', () => {
  it('waits 2 s after the first failure, then doubles: 4 s, 8 s, 16 s, 32 s', () => {
    expect([1, 2, 3, 4, 5].map(saveRetryDelayMs)).toEqual([2_000, 4_000, 8_000, 16_000, 32_000]);
  });

  it('never waits longer than a minute, however many failures', () => {
    expect(saveRetryDelayMs(6)).toBe(SAVE_RETRY_MAX_DELAY_MS);
    expect(saveRetryDelayMs(1_000)).toBe(SAVE_RETRY_MAX_DELAY_MS);
    expect(saveRetryDelayMs(Number.MAX_SAFE_INTEGER)).toBe(SAVE_RETRY_MAX_DELAY_MS);
  });

  it('never waits less than the first pause', () => {
    expect(saveRetryDelayMs(0)).toBe(SAVE_RETRY_FIRST_DELAY_MS);
    expect(saveRetryDelayMs(-3)).toBe(SAVE_RETRY_FIRST_DELAY_MS);
  });

  it('grows with each failure and never shrinks', () => {
    for (let failures = 1; failures < 20; failures += 1) {
      expect(saveRetryDelayMs(failures + 1)).toBeGreaterThanOrEqual(saveRetryDelayMs(failures));
    }
  });
});
