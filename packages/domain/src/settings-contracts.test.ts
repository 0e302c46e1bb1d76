import { describe, expect, it } from 'vitest';
import {
  BANNER_MESSAGE_MAX,
  BANNER_TITLE_MAX,
  bannerInputSchema,
  bannerSchema,
  maintenanceStatusSchema,
  maintenanceWindowSchema,
  officerBannerSchema,
  SCHEDULE_MESSAGES,
  START_GRACE_MS,
  scheduleMaintenanceSchema,
  scheduleProblems,
  scheduleStateAt,
  settingIdParamsSchema,
} from './settings-contracts.js';

describe('maintenanceStatusSchema', () => {
  it('reads the status in and out of maintenance, an end not always known', () => {
    const off = { isUnderMaintenance: false, message: null, startsAt: null, endsAt: null };
    expect(maintenanceStatusSchema.parse(off)).toEqual(off);
    const on = {
      isUnderMaintenance: true,
      message: 'Upgrade',
      startsAt: '2026-01-01T00:00:00.000Z',
      endsAt: null,
    };
    expect(maintenanceStatusSchema.parse(on)).toEqual(on);
  });

  it('refuses a status that does not say whether the portal is under maintenance', () => {
    expect(maintenanceStatusSchema.safeParse({ message: null, startsAt: null, endsAt: null }).success).toBe(
      false,
    );
  });
});

describe('bannerSchema', () => {
  it('takes the three severities only', () => {
    const banner = {
      id: '0b5e6a1c-2f3d-4e5f-8a9b-0c1d2e3f4a5b',
      title: 'Notice',
      message: 'Hello',
      severity: 'warning',
    };
    expect(bannerSchema.parse(banner)).toEqual(banner);
    expect(bannerSchema.safeParse({ ...banner, severity: 'error' }).success).toBe(false);
  });
});

describe('scheduleStateAt', () => {
  const at = (iso: string) => new Date(iso);
  const now = at('2026-06-01T12:00:00Z');

  it('tells a window that has not begun, is in force, is over, or was cancelled', () => {
    const window = (startsAt: string, endsAt: string | null) => ({
      startsAt: at(startsAt),
      endsAt: endsAt === null ? null : at(endsAt),
    });
    expect(scheduleStateAt(window('2026-06-01T13:00:00Z', '2026-06-01T14:00:00Z'), now)).toBe('scheduled');
    expect(scheduleStateAt(window('2026-06-01T13:00:00Z', null), now)).toBe('scheduled');
    expect(scheduleStateAt(window('2026-06-01T12:00:00Z', '2026-06-01T14:00:00Z'), now)).toBe('current');
    expect(scheduleStateAt(window('2026-05-01T00:00:00Z', null), now)).toBe('current');
    expect(scheduleStateAt(window('2026-06-01T10:00:00Z', '2026-06-01T12:00:00Z'), now)).toBe('past');
    // Ended at its start: it never took place, whether that start is past or to come.
    expect(scheduleStateAt(window('2026-06-02T00:00:00Z', '2026-06-02T00:00:00Z'), now)).toBe('cancelled');
    expect(scheduleStateAt(window('2026-05-02T00:00:00Z', '2026-05-02T00:00:00Z'), now)).toBe('cancelled');
  });
});

describe('scheduleProblems', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  const minutes = (count: number) => new Date(now.getTime() + count * 60_000);
  const strict = { startMayBePast: false };

  it('accepts a window from now (or a moment ago) to later, and one without an end', () => {
    expect(scheduleProblems({ from: now, until: minutes(60) }, now, strict)).toEqual({});
    expect(scheduleProblems({ from: minutes(-4), until: minutes(60) }, now, strict)).toEqual({});
    expect(scheduleProblems({ from: minutes(-600), until: null }, now, { startMayBePast: true })).toEqual({});
  });

  it('refuses a start before now beyond the grace, unless the start may be past', () => {
    const from = new Date(now.getTime() - START_GRACE_MS - 1);
    expect(scheduleProblems({ from, until: minutes(60) }, now, strict)).toEqual({
      from: [SCHEDULE_MESSAGES.fromNotPast],
    });
    expect(scheduleProblems({ from, until: minutes(60) }, now, { startMayBePast: true })).toEqual({});
  });

  it('refuses an end that is not in the future, or not after the start', () => {
    expect(scheduleProblems({ from: minutes(-1), until: now }, now, strict)).toEqual({
      until: [SCHEDULE_MESSAGES.untilInFuture],
    });
    expect(scheduleProblems({ from: minutes(120), until: minutes(60) }, now, strict)).toEqual({
      until: [SCHEDULE_MESSAGES.untilAfterFrom],
    });
  });
});

const fieldsOf = (result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('scheduleMaintenanceSchema', () => {
  it('takes an end and a message, and a start with an offset when one is given', () => {
    const window = { until: '2026-12-01T04:00:00+08:00', message: ' Upgrading. ' };
    expect(scheduleMaintenanceSchema.parse(window)).toEqual({ ...window, message: 'Upgrading.' });
    // 02:00 in Singapore, two hours before the end.
    const from = { ...window, from: '2026-11-30T18:00:00Z' };
    expect(scheduleMaintenanceSchema.parse(from).from).toBe('2026-11-30T18:00:00Z');
    expect(scheduleMaintenanceSchema.parse({ ...window, from: null }).from).toBeNull();
  });

  it('names the end that is not after the start, and instants without an offset', () => {
    expect(
      fieldsOf(
        scheduleMaintenanceSchema.safeParse({
          from: '2026-12-01T04:00:00Z',
          until: '2026-12-01T04:00:00Z',
          message: 'x',
        }),
      ),
    ).toEqual({ until: SCHEDULE_MESSAGES.untilAfterFrom });
    expect(
      fieldsOf(
        scheduleMaintenanceSchema.safeParse({ from: '2026-12-01T04:00', until: 'soon', message: 'x' }),
      ),
    ).toEqual({ from: SCHEDULE_MESSAGES.fromFormat, until: SCHEDULE_MESSAGES.untilFormat });
    expect(
      fieldsOf(scheduleMaintenanceSchema.safeParse({ until: '2026-12-01T04:00:00Z', message: '<p> </p>' })),
    ).toEqual({
      message: 'Enter the message the Scheduled Maintenance page shows',
    });
  });
});

describe('bannerInputSchema', () => {
  const banner = { title: 'Notice', message: 'Read this', severity: 'critical' };

  it('takes a banner without times (now, no end), or with both', () => {
    expect(bannerInputSchema.parse(banner)).toEqual(banner);
    const timed = { ...banner, from: '2026-12-01T00:00:00Z', until: '2026-12-02T00:00:00Z' };
    expect(bannerInputSchema.parse(timed)).toEqual(timed);
  });

  it('names each field it refuses', () => {
    expect(
      fieldsOf(
        bannerInputSchema.safeParse({
          title: 'x'.repeat(BANNER_TITLE_MAX + 1),
          message: 'x'.repeat(BANNER_MESSAGE_MAX + 1),
          severity: 'error',
        }),
      ),
    ).toEqual({
      title: `The title must be ${BANNER_TITLE_MAX} characters or fewer`,
      message: `The message must be ${BANNER_MESSAGE_MAX} characters or fewer`,
      severity: 'Choose a severity: info, warning, critical',
    });
    const backwards = { ...banner, from: '2026-12-02T00:00:00Z', until: '2026-12-01T00:00:00Z' };
    expect(fieldsOf(bannerInputSchema.safeParse(backwards))).toEqual({
      until: SCHEDULE_MESSAGES.untilAfterFrom,
    });
  });
});

describe('the officers’ views of windows', () => {
  it('read a maintenance window and a banner with their states', () => {
    const times = {
      startsAt: '2026-12-01T00:00:00.000Z',
      endsAt: null,
      createdAt: '2026-11-01T00:00:00.000Z',
    };
    const window = {
      id: '0b5e6a1c-2f3d-4e5f-8a9b-0c1d2e3f4a5b',
      message: 'Upgrade',
      state: 'scheduled',
      ...times,
    };
    expect(maintenanceWindowSchema.parse(window)).toEqual(window);
    const banner = { ...window, title: 'Notice', severity: 'info', state: 'current' };
    expect(officerBannerSchema.parse(banner)).toEqual(banner);
    expect(settingIdParamsSchema.safeParse({ id: 'nope' }).success).toBe(false);
  });
});
