import { describe, expect, it } from 'vitest';
import { singaporeInstantOf, singaporeLocalOf, singaporeToday } from './singapore-time';

describe('Singapore time', () => {
  it('reads a typed date and time as Singapore time, whatever the browser’s zone', () => {
    const instant = singaporeInstantOf('2026-12-01T02:00');
    expect(instant).toBe('2026-12-01T02:00:00+08:00');
    expect(new Date(instant ?? '').toISOString()).toBe('2026-11-30T18:00:00.000Z');
  });

  it('shows an instant as the date and time it is in Singapore, and back again', () => {
    expect(singaporeLocalOf('2026-11-30T18:00:00.000Z')).toBe('2026-12-01T02:00');
    expect(singaporeInstantOf(singaporeLocalOf('2027-01-15T23:45:00Z'))).toBe('2027-01-16T07:45:00+08:00');
  });

  it('refuses what is not a real date and time', () => {
    for (const value of [
      '',
      '2026-02-30T10:00',
      '2026-04-31T10:00',
      '2026-12-01T25:00',
      '01/12/2026 10:00',
    ]) {
      expect(singaporeInstantOf(value), value).toBeNull();
    }
  });

  it('knows that Singapore’s day starts eight hours before UTC’s', () => {
    expect(singaporeToday(new Date('2026-11-30T15:59:59Z'))).toBe('2026-11-30');
    expect(singaporeToday(new Date('2026-11-30T16:00:00Z'))).toBe('2026-12-01');
  });
});
