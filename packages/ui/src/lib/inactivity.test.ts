import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AUTO_LOGOUT_AT_KEY,
  clearAutoLogoutAt,
  deadlineOnClientClock,
  describeTimeLeft,
  readAutoLogoutAt,
  saveAutoLogoutAt,
  subscribeAutoLogoutAt,
} from './inactivity';

afterEach(() => localStorage.clear());

describe('deadlineOnClientClock', () => {
  const now = Date.parse('2026-01-01T10:00:00.000Z');

  it('moves the server’s deadline onto this browser’s clock by the server’s Date header', () => {
    // The server's clock is 3 minutes behind this browser's: 15 minutes left there is 15 minutes here.
    const deadline = deadlineOnClientClock('2026-01-01T10:12:00.000Z', 'Thu, 01 Jan 2026 09:57:00 GMT', now);
    expect(deadline?.toISOString()).toBe('2026-01-01T10:15:00.000Z');
  });

  it('takes the deadline as it is without a readable Date header, and refuses a malformed deadline', () => {
    expect(deadlineOnClientClock('2026-01-01T10:15:00.000Z', null, now)?.toISOString()).toBe(
      '2026-01-01T10:15:00.000Z',
    );
    expect(deadlineOnClientClock('2026-01-01T10:15:00.000Z', 'yesterday', now)?.toISOString()).toBe(
      '2026-01-01T10:15:00.000Z',
    );
    expect(deadlineOnClientClock('soon', null, now)).toBeNull();
  });
});

describe('the kept deadline', () => {
  it('is saved, read, cleared, and each change is told to this tab’s listeners', () => {
    const listener = vi.fn();
    const stop = subscribeAutoLogoutAt(listener);
    saveAutoLogoutAt('2026-01-01T10:15:00.000Z');
    expect(readAutoLogoutAt()?.toISOString()).toBe('2026-01-01T10:15:00.000Z');
    clearAutoLogoutAt();
    expect(readAutoLogoutAt()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    saveAutoLogoutAt('2026-01-01T10:20:00.000Z');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('follows another tab through the storage event', () => {
    const listener = vi.fn();
    const stop = subscribeAutoLogoutAt(listener);
    window.dispatchEvent(new StorageEvent('storage', { key: AUTO_LOGOUT_AT_KEY }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'something-else' }));
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });

  it('ignores a stored value that is no date', () => {
    localStorage.setItem(AUTO_LOGOUT_AT_KEY, 'later');
    expect(readAutoLogoutAt()).toBeNull();
  });
});

describe('describeTimeLeft', () => {
  it('says the time left in minutes and seconds, rounding up to the second', () => {
    expect(describeTimeLeft(120_000)).toBe('2 minutes');
    expect(describeTimeLeft(119_001)).toBe('2 minutes');
    expect(describeTimeLeft(119_000)).toBe('1 minute 59 seconds');
    expect(describeTimeLeft(61_000)).toBe('1 minute 1 second');
    expect(describeTimeLeft(45_000)).toBe('45 seconds');
    expect(describeTimeLeft(0)).toBe('0 seconds');
    expect(describeTimeLeft(-5)).toBe('0 seconds');
  });
});
