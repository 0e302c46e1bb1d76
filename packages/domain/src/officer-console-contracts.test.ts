import { describe, expect, it } from 'vitest';
import {
  assignApplicationSchema,
  monthsBetween,
  officerQueueQuerySchema,
  officerStatisticsQuerySchema,
  STATISTICS_MAX_MONTHS,
  statisticsPeriod,
} from './officer-console-contracts.js';

const ID = '0B8A9F6E-4D1C-4C1E-9A57-3F1B2C3D4E5F';
const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('the work queue’s query', () => {
  it('reads the queue filters from the query string, one status or several', () => {
    expect(officerQueueQuerySchema.parse({ Status: '3' })).toEqual({ Status: [3], Page: 1, PageSize: 20 });
    expect(officerQueueQuerySchema.parse({ Status: ['3', '1101'], Programme: '2' })).toEqual({
      Status: [3, 1101],
      Programme: 2,
      Page: 1,
      PageSize: 20,
    });
    expect(officerQueueQuerySchema.parse({})).toEqual({ Page: 1, PageSize: 20 });
  });

  it('filters by assignment: me, unassigned or an officer’s id (lower-cased); empty means no filter', () => {
    expect(officerQueueQuerySchema.parse({ AssignedTo: 'me' }).AssignedTo).toBe('me');
    expect(officerQueueQuerySchema.parse({ AssignedTo: 'unassigned' }).AssignedTo).toBe('unassigned');
    expect(officerQueueQuerySchema.parse({ AssignedTo: ID }).AssignedTo).toBe(ID.toLowerCase());
    expect(officerQueueQuerySchema.parse({ AssignedTo: '' }).AssignedTo).toBeUndefined();
  });

  it('refuses any other assignment filter with what to enter', () => {
    for (const value of ['someone', 'ME', '1234', ['me', 'unassigned']]) {
      expect(messagesOf(officerQueueQuerySchema.safeParse({ AssignedTo: value }))).toEqual([
        "Enter me, unassigned or an officer's id",
      ]);
    }
  });
});

describe('an assignment', () => {
  it('names an officer by id (lower-cased), or null to unassign', () => {
    expect(assignApplicationSchema.parse({ officerId: ID })).toEqual({ officerId: ID.toLowerCase() });
    expect(assignApplicationSchema.parse({ officerId: null })).toEqual({ officerId: null });
  });

  it('refuses a missing or malformed officer', () => {
    expect(messagesOf(assignApplicationSchema.safeParse({}))).toEqual([
      'Choose an officer, or null to unassign',
    ]);
    expect(messagesOf(assignApplicationSchema.safeParse({ officerId: 'olivia' }))).toEqual([
      'Choose an officer from the list of officers',
    ]);
  });
});

describe('the dashboard’s period', () => {
  it('defaults to twelve whole months up to today', () => {
    expect(statisticsPeriod({}, '2026-11-23')).toEqual({
      ok: true,
      period: {
        from: '2025-12-01',
        to: '2026-11-23',
        months: [
          '2025-12',
          '2026-01',
          '2026-02',
          '2026-03',
          '2026-04',
          '2026-05',
          '2026-06',
          '2026-07',
          '2026-08',
          '2026-09',
          '2026-10',
          '2026-11',
        ],
      },
    });
  });

  it('counts twelve months back from a given end, and up to today from a given start', () => {
    const ending = statisticsPeriod({ To: '2026-03-15' }, '2026-11-23');
    expect(ending.ok && [ending.period.from, ending.period.months.length]).toEqual(['2025-04-01', 12]);
    const starting = statisticsPeriod({ From: '2026-10-20' }, '2026-11-23');
    expect(starting.ok && starting.period).toEqual({
      from: '2026-10-20',
      to: '2026-11-23',
      months: ['2026-10', '2026-11'],
    });
  });

  it('refuses a start after the end, and a period longer than the limit', () => {
    expect(statisticsPeriod({ From: '2026-12-01' }, '2026-11-23')).toMatchObject({
      ok: false,
      field: 'From',
    });
    const long = statisticsPeriod({ From: '2020-01-01', To: '2026-11-23' }, '2026-11-23');
    expect(long).toEqual({
      ok: false,
      field: 'From',
      message: `Choose a period of at most ${STATISTICS_MAX_MONTHS} months`,
    });
  });

  it('lists the months across a year’s end', () => {
    expect(monthsBetween('2025-11-30', '2026-02-01')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsBetween('2026-02-10', '2026-02-11')).toEqual(['2026-02']);
  });

  it('reads From and To as real dates, From not after To; empty means the default', () => {
    expect(officerStatisticsQuerySchema.parse({ From: '', To: '' })).toEqual({});
    expect(messagesOf(officerStatisticsQuerySchema.safeParse({ From: '2026-02-30' }))).toEqual([
      'Enter a real date in the form yyyy-mm-dd',
    ]);
    expect(
      messagesOf(officerStatisticsQuerySchema.safeParse({ From: '2026-05-01', To: '2026-04-30' })),
    ).toEqual(['The start of the period (From) must be on or before its end (To)']);
  });
});
