import { type ScheduleMaintenance, scheduleMaintenanceSchema, scheduleProblems } from '@fsmis/domain';
import { z } from 'zod';
import { typedInstant } from './typed-instant';

/** What the form says of a time missing or typed only in part, which the API never sees. */
export const MAINTENANCE_FORM_MESSAGES = {
  fromIncomplete: 'Enter the start as a full date and time, or leave it empty to start now',
  untilMissing: 'Enter when maintenance ends',
  untilIncomplete: 'Enter the end as a full date and time',
} as const;

/** The window's times, each typed in a `datetime-local` box of its own. */
export type MaintenanceTime = 'from' | 'until';

/** A start this close to now is now: the window is on as soon as it is saved. */
const NOW_MS = 60_000;

const maintenance = scheduleMaintenanceSchema.shape;

/**
 * The maintenance form's values as POST /api/officer/maintenance-windows takes them, checked by the
 * API's own rules: the domain's schema, its times read from the boxes in Singapore time (`halfTyped`
 * tells a box typed in part from one left empty), then its schedule rules once every field is right
 * (a start no earlier than now, an end in the future and after the start). `safeExtend` keeps the
 * domain's own check that the end comes after the start, made beside the other fields' as the API makes it.
 */
export function maintenanceFormSchema({
  halfTyped,
  now = () => new Date(),
}: {
  readonly halfTyped: (time: MaintenanceTime) => boolean;
  readonly now?: () => Date;
}) {
  const M = MAINTENANCE_FORM_MESSAGES;
  const box = (time: MaintenanceTime, incomplete: string) =>
    typedInstant({ incomplete, halfTyped: () => halfTyped(time) });
  return scheduleMaintenanceSchema
    .safeExtend({
      // A box gives an instant, or null when left empty (never undefined): the domain's rule for both.
      from: box('from', M.fromIncomplete).pipe(maintenance.from.unwrap()),
      until: box('until', M.untilIncomplete).pipe(z.string(M.untilMissing)).pipe(maintenance.until),
    })
    .transform((request, context) => {
      const at = now();
      const timing = scheduleProblems({ from: startOf(request, at), until: new Date(request.until) }, at, {
        startMayBePast: false,
      });
      for (const time of ['from', 'until'] as const) {
        const [problem] = timing[time] ?? [];
        if (problem) context.addIssue({ code: 'custom', path: [time], message: problem });
      }
      return request;
    });
}

/** When a window starts: its own start, or now when it has none. */
const startOf = (request: ScheduleMaintenance, now: Date) => (request.from ? new Date(request.from) : now);

/** Whether maintenance starts as soon as it is saved (no start, or one within a minute): it is confirmed first. */
export const startsAtOnce = (request: ScheduleMaintenance, now = new Date()) =>
  startOf(request, now).getTime() <= now.getTime() + NOW_MS;
