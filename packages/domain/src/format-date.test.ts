import { describe, expect, it } from 'vitest';
import {
  DATE_FORMATS,
  type DateFormat,
  formatDate,
  formatDay,
  formatLongDay,
  formatMoment,
  formatMonth,
  formatTimeOfDay,
  parseUtc,
  singaporeDateParts,
  singaporeWallClock,
} from './format-date.js';

// 22 Nov 2026, 16:05:09 UTC is Monday 23 Nov 2026, 00:05:09 in Singapore (UTC+8).
const instant = '2026-11-22T16:05:09Z';

describe('formatDate', () => {
  it.each<[DateFormat, string]>([
    ['dd/MM/yyyy', '23/11/2026'],
    ['dd MMM yyyy', '23 Nov 2026'],
    ['dd/MM/yyyy HH:mm', '23/11/2026 00:05'],
    ['dd/MM/yyyy HH:mm:ss', '23/11/2026 00:05:09'],
    ['dd MMM yyyy HH:mm:ss', '23 Nov 2026 00:05:09'],
    ['LLL yyyy', 'Nov 2026'],
    ['longWeekday', 'Monday, 23 November 2026'],
  ])('writes %s in Singapore time: %s', (format, shown) => {
    expect(formatDate(instant, format)).toBe(shown);
  });

  it('covers the seven formats of docs/requirements.md §9', () => {
    expect(DATE_FORMATS).toHaveLength(7);
  });

  it('shows the examples of the brief', () => {
    expect(formatDate('2026-11-22T03:00:00Z', 'dd MMM yyyy')).toBe('22 Nov 2026');
    expect(formatDate('2026-11-22T03:00:00Z', 'LLL yyyy')).toBe('Nov 2026');
    expect(formatDate('2026-11-22T03:00:00Z', 'longWeekday')).toBe('Sunday, 22 November 2026');
  });

  it('reads a timestamp without zone as UTC', () => {
    expect(formatDate('2026-11-22T16:05:09', 'dd/MM/yyyy HH:mm:ss')).toBe('23/11/2026 00:05:09');
    expect(formatDate('2026-11-22 16:05', 'dd/MM/yyyy HH:mm:ss')).toBe('23/11/2026 00:05:00');
    expect(formatDate('2026-11-22T16:05:09.123', 'dd/MM/yyyy HH:mm:ss')).toBe('23/11/2026 00:05:09');
  });

  it('respects an explicit offset', () => {
    expect(formatDate('2026-11-22T16:05:09+08:00', 'dd/MM/yyyy HH:mm')).toBe('22/11/2026 16:05');
  });

  it('reads a date alone as midnight UTC', () => {
    expect(formatDate('2026-11-22', 'dd/MM/yyyy HH:mm')).toBe('22/11/2026 08:00');
  });

  it('takes a Date', () => {
    expect(formatDate(new Date(Date.UTC(2026, 0, 1, 15, 59, 59)), 'dd/MM/yyyy HH:mm:ss')).toBe(
      '01/01/2026 23:59:59',
    );
    expect(formatDate(new Date(Date.UTC(2026, 0, 1, 16, 0, 0)), 'dd/MM/yyyy HH:mm:ss')).toBe(
      '02/01/2026 00:00:00',
    );
  });

  it('abbreviates every month to three letters', () => {
    const months = Array.from({ length: 12 }, (_, month) =>
      formatDate(new Date(Date.UTC(2026, month, 15)), 'LLL yyyy'),
    );
    expect(months.map((shown) => shown.slice(0, 3))).toEqual([
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
    ]);
    expect(formatDate('2026-09-15T00:00:00Z', 'dd MMM yyyy HH:mm:ss')).toBe('15 Sep 2026 08:00:00');
  });

  it('writes four-digit years', () => {
    expect(formatDate('0099-06-15T00:00:00Z', 'dd/MM/yyyy')).toBe('15/06/0099');
  });

  it('keeps the offsets Singapore had before 1982', () => {
    expect(formatDate('1975-06-01T00:00:00Z', 'dd/MM/yyyy HH:mm')).toBe('01/06/1975 07:30');
    expect(formatDate('1981-12-31T15:59:59Z', 'dd/MM/yyyy HH:mm:ss')).toBe('31/12/1981 23:29:59');
    expect(formatDate('1981-12-31T16:00:00Z', 'dd/MM/yyyy HH:mm:ss')).toBe('01/01/1982 00:00:00');
  });

  it('agrees with the time zone database on every format, 1982 to 2100', () => {
    const zone = (date: Date) => {
      const parts = Object.fromEntries(
        new Intl.DateTimeFormat('en-GB', {
          timeZone: 'Asia/Singapore',
          year: 'numeric',
          month: 'long',
          day: '2-digit',
          weekday: 'long',
          hour: '2-digit',
          minute: '2-digit',
          second: '2-digit',
          hourCycle: 'h23',
        })
          .formatToParts(date)
          .map((part) => [part.type, part.value]),
      );
      return `${parts.weekday}, ${parts.day} ${parts.month} ${parts.year} ${parts.hour}:${parts.minute}:${parts.second}`;
    };
    // A step of a prime number of seconds lands on every hour of the day and every day of the week.
    for (let time = Date.UTC(1981, 11, 31, 16); time < Date.UTC(2100, 0, 1); time += 7_919_993_000) {
      const date = new Date(time);
      expect(`${formatDate(date, 'longWeekday')} ${formatDate(date, 'dd/MM/yyyy HH:mm:ss').slice(11)}`).toBe(
        zone(date),
      );
    }
  });

  it.each([null, undefined, '', 'not a date', '2026-13-45', new Date(Number.NaN)])(
    'shows nothing for %s',
    (value) => {
      expect(formatDate(value, 'dd/MM/yyyy')).toBe('');
    },
  );
});

describe('parseUtc', () => {
  it('gives the instant or null', () => {
    expect(parseUtc('2026-11-22T16:05:09')?.toISOString()).toBe('2026-11-22T16:05:09.000Z');
    expect(parseUtc(' 2026-11-22T16:05:09Z ')?.toISOString()).toBe('2026-11-22T16:05:09.000Z');
    expect(parseUtc('nonsense')).toBeNull();
  });
});

describe('singaporeWallClock', () => {
  it('reads the Singapore time in its UTC fields, for a spreadsheet cell that has no time zone', () => {
    expect(singaporeWallClock(instant)?.toISOString()).toBe('2026-11-23T00:05:09.000Z');
    expect(singaporeWallClock(new Date('2026-06-30T23:59:59.750Z'))?.toISOString()).toBe(
      '2026-07-01T07:59:59.000Z',
    );
  });

  it('follows the offsets Singapore had before 1982', () => {
    // UTC+7:30 in 1970.
    expect(singaporeWallClock('1970-01-01T00:00:00Z')?.toISOString()).toBe('1970-01-01T07:30:00.000Z');
  });

  it('is null without a valid date', () => {
    expect(singaporeWallClock(null)).toBeNull();
    expect(singaporeWallClock('not a date')).toBeNull();
  });
});

const invalid = [null, undefined, '', 'not a date', '2026-13-45', new Date(Number.NaN)];

describe('the formats of a meaning', () => {
  it('shows a day as dd MMM yyyy, in Singapore', () => {
    expect(formatDay(instant)).toBe('23 Nov 2026');
    expect(formatDay('2026-12-03T06:22:05Z')).toBe('03 Dec 2026');
    expect(formatDay(new Date(Date.UTC(2026, 0, 1, 15, 59, 59)))).toBe('01 Jan 2026');
  });

  it('shows a moment as dd MMM yyyy HH:mm:ss, in Singapore', () => {
    expect(formatMoment(instant)).toBe('23 Nov 2026 00:05:09');
    expect(formatMoment('2026-12-03T06:22:05Z')).toBe('03 Dec 2026 14:22:05');
    expect(formatMoment('2026-12-03 06:22')).toBe('03 Dec 2026 14:22:00');
  });

  it('shows a month as LLL yyyy, in Singapore', () => {
    expect(formatMonth(instant)).toBe('Nov 2026');
    expect(formatMonth('2026-11-30T16:00:00Z')).toBe('Dec 2026');
  });

  it('shows a long day with its weekday, in Singapore', () => {
    expect(formatLongDay(instant)).toBe('Monday, 23 November 2026');
    expect(formatLongDay('2026-11-22T03:00:00Z')).toBe('Sunday, 22 November 2026');
  });

  it('shows a time of day as HH:mm, in Singapore', () => {
    expect(formatTimeOfDay(instant)).toBe('00:05');
    expect(formatTimeOfDay('2026-12-03T06:22:59Z')).toBe('14:22');
    expect(formatTimeOfDay('1975-06-01T00:00:00Z')).toBe('07:30');
  });

  it.each(invalid)('shows nothing for %s', (value) => {
    expect(formatDay(value)).toBe('');
    expect(formatMoment(value)).toBe('');
    expect(formatMonth(value)).toBe('');
    expect(formatLongDay(value)).toBe('');
    expect(formatTimeOfDay(value)).toBe('');
  });
});

describe('singaporeDateParts', () => {
  it('gives the Singapore year, month and day as digits', () => {
    expect(singaporeDateParts(instant)).toEqual({ year: '2026', month: '11', day: '23' });
    expect(singaporeDateParts(new Date(Date.UTC(2026, 11, 31, 16)))).toEqual({
      year: '2027',
      month: '01',
      day: '01',
    });
  });

  it('agrees with dd/MM/yyyy', () => {
    for (const value of [instant, '2026-02-28T16:00:00Z', '0099-06-15T00:00:00Z']) {
      const { year, month, day } = singaporeDateParts(value) ?? { year: '', month: '', day: '' };
      expect(`${day}/${month}/${year}`).toBe(formatDate(value, 'dd/MM/yyyy'));
    }
  });

  it('keeps the offsets Singapore had before 1982', () => {
    // UTC+7:30 until the end of 1981, UTC+8 since.
    expect(singaporeDateParts('1981-12-31T15:59:59Z')).toEqual({ year: '1981', month: '12', day: '31' });
    expect(singaporeDateParts('1981-12-31T16:00:00Z')).toEqual({ year: '1982', month: '01', day: '01' });
    expect(singaporeDateParts('1975-06-01T16:29:59Z')).toEqual({ year: '1975', month: '06', day: '01' });
    expect(singaporeDateParts('1975-06-01T16:30:00Z')).toEqual({ year: '1975', month: '06', day: '02' });
  });

  it.each(invalid)('is null for %s', (value) => {
    expect(singaporeDateParts(value)).toBeNull();
  });
});
