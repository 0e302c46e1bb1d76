import { z } from 'zod';
import { BANNER_SEVERITIES } from './banner-severity.js';
import { guidSchema, limitedVisibleText } from './validation.js';

/**
 * The portal's own settings: maintenance and banners, read before anyone signs in, and the officers'
 * schedule of both.
 */

const instant = z.iso.datetime();

/** GET /api/maintenance-status. */
export const maintenanceStatusSchema = z.object({
  isUnderMaintenance: z.boolean(),
  /** What the maintenance page says; null outside maintenance. */
  message: z.string().nullable(),
  startsAt: instant.nullable(),
  /** Null when the end is not known. */
  endsAt: instant.nullable(),
});
export type MaintenanceStatus = z.infer<typeof maintenanceStatusSchema>;

/** One of GET /api/settings/banners/active: shown above every page while active. */
export const bannerSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  message: z.string(),
  severity: z.enum(BANNER_SEVERITIES),
});
export type Banner = z.infer<typeof bannerSchema>;

// ---- The officers' side: maintenance windows and banners ----

/**
 * Where a window of time (a maintenance window, a banner) stands at a moment: not yet started, in force,
 * over, or cancelled before it began (a window that ends at or before its start never takes place).
 */
export const SCHEDULE_STATES = ['scheduled', 'current', 'past', 'cancelled'] as const;
export type ScheduleState = (typeof SCHEDULE_STATES)[number];

export function scheduleStateAt(window: { startsAt: Date; endsAt: Date | null }, now: Date): ScheduleState {
  const { startsAt, endsAt } = window;
  if (endsAt !== null && endsAt.getTime() <= startsAt.getTime()) return 'cancelled';
  if (startsAt.getTime() > now.getTime()) return 'scheduled';
  if (endsAt !== null && endsAt.getTime() <= now.getTime()) return 'past';
  return 'current';
}

export const MAINTENANCE_MESSAGE_MAX = 500;
export const BANNER_TITLE_MAX = 100;
export const BANNER_MESSAGE_MAX = 500;

/**
 * A start this little in the past still counts as now: the minute a person picks on the console, and its
 * clock, lag the server's a little.
 */
export const START_GRACE_MS = 5 * 60_000;

export const SCHEDULE_MESSAGES = {
  fromFormat: 'Enter the start as a date and time with its offset, like 2026-12-01T02:00:00+08:00',
  untilFormat: 'Enter the end as a date and time with its offset, like 2026-12-01T04:00:00+08:00',
  untilAfterFrom: 'Enter an end that is after the start',
  untilInFuture: 'Enter an end that is in the future',
  fromNotPast: 'Enter a start that is now or later, or leave it empty to start now',
} as const;

/** An instant as the console sends it: ISO 8601 with `Z` or an offset (a browser's local time has neither). */
const instantInput = (message: string) => z.iso.datetime({ offset: true, error: message });

/** An end after the start when both are given; a value that is not an instant is refused by its own field. */
const untilAfterFrom = (window: { from?: string | null | undefined; until?: string | null | undefined }) => {
  const from = Date.parse(window.from ?? '');
  const until = Date.parse(window.until ?? '');
  return Number.isNaN(from) || Number.isNaN(until) || until > from;
};

/**
 * The problems of a window about to be saved, by field, once its start is known (a start left out is now,
 * or a banner's own): an end that is not in the future or not after the start, and, unless
 * `startMayBePast`, a start before now less START_GRACE_MS. Empty when the window may be saved.
 */
export function scheduleProblems(
  window: { from: Date; until: Date | null },
  now: Date,
  rules: { startMayBePast: boolean },
): { from?: string[]; until?: string[] } {
  const { from, until } = window;
  const problems: { from?: string[]; until?: string[] } = {};
  if (!rules.startMayBePast && from.getTime() < now.getTime() - START_GRACE_MS) {
    problems.from = [SCHEDULE_MESSAGES.fromNotPast];
  }
  if (until !== null && until.getTime() <= now.getTime()) {
    problems.until = [SCHEDULE_MESSAGES.untilInFuture];
  } else if (until !== null && until.getTime() <= from.getTime()) {
    problems.until = [SCHEDULE_MESSAGES.untilAfterFrom];
  }
  return problems;
}

/** The `{id}` of POST /api/officer/maintenance-windows/{id}/end and of PUT and DELETE /api/officer/banners/{id}. */
export const settingIdParamsSchema = z.object({ id: guidSchema });

/** One of GET /api/officer/maintenance-windows: every window, the latest start first. */
export const maintenanceWindowSchema = z.object({
  id: z.uuid(),
  /** What the Scheduled Maintenance page says. */
  message: z.string(),
  startsAt: instant,
  /** Null: until an officer ends it (the command line's `maintenance on` without `--until`). */
  endsAt: instant.nullable(),
  state: z.enum(SCHEDULE_STATES),
  createdAt: instant,
});
export type MaintenanceWindow = z.infer<typeof maintenanceWindowSchema>;

/** POST /api/officer/maintenance-windows: schedule maintenance, or start it now (no `from`). */
export const scheduleMaintenanceSchema = z
  .object({
    /** Omitted or null: now. At most START_GRACE_MS in the past. */
    from: instantInput(SCHEDULE_MESSAGES.fromFormat).nullish(),
    /** After `from` and in the future. */
    until: instantInput(SCHEDULE_MESSAGES.untilFormat),
    message: limitedVisibleText(
      'Enter the message the Scheduled Maintenance page shows',
      MAINTENANCE_MESSAGE_MAX,
      `The message must be ${MAINTENANCE_MESSAGE_MAX} characters or fewer`,
    ),
  })
  .refine(untilAfterFrom, { path: ['until'], message: SCHEDULE_MESSAGES.untilAfterFrom });
export type ScheduleMaintenance = z.input<typeof scheduleMaintenanceSchema>;

/** One of GET /api/officer/banners: every banner, the latest start first. */
export const officerBannerSchema = bannerSchema.extend({
  startsAt: instant,
  /** Null: shown until an officer removes it. */
  endsAt: instant.nullable(),
  state: z.enum(SCHEDULE_STATES),
  createdAt: instant,
});
export type OfficerBanner = z.infer<typeof officerBannerSchema>;

/**
 * POST /api/officer/banners (create) and PUT /api/officer/banners/{id} (edit: the whole banner). `from`
 * omitted or null: now when creating, the banner's own start when editing; `until` omitted or null: no end.
 */
export const bannerInputSchema = z
  .object({
    title: limitedVisibleText(
      'Enter the title of the banner',
      BANNER_TITLE_MAX,
      `The title must be ${BANNER_TITLE_MAX} characters or fewer`,
    ),
    message: limitedVisibleText(
      'Enter the message of the banner',
      BANNER_MESSAGE_MAX,
      `The message must be ${BANNER_MESSAGE_MAX} characters or fewer`,
    ),
    severity: z.enum(BANNER_SEVERITIES, `Choose a severity: ${BANNER_SEVERITIES.join(', ')}`),
    from: instantInput(SCHEDULE_MESSAGES.fromFormat).nullish(),
    until: instantInput(SCHEDULE_MESSAGES.untilFormat).nullish(),
  })
  .refine(untilAfterFrom, { path: ['until'], message: SCHEDULE_MESSAGES.untilAfterFrom });
export type BannerInput = z.input<typeof bannerInputSchema>;
