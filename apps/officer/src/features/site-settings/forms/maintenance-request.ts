import { type ScheduleMaintenance, scheduleMaintenanceSchema, scheduleProblems } from '@fsmis/domain';
import { type FieldProblems, fieldProblemsOf } from '@fsmis/ui/lib/form-problems';
import { readInstant, type TypedInstant } from './typed-instant';

export const MAINTENANCE_FIELDS = [
  { name: 'from', id: 'maintenance-from' },
  { name: 'until', id: 'maintenance-until' },
  { name: 'message', id: 'maintenance-message' },
] as const;
export type MaintenanceField = (typeof MAINTENANCE_FIELDS)[number]['name'];

export type MaintenanceFormValues = {
  readonly from: TypedInstant;
  readonly until: TypedInstant;
  readonly message: string;
};

export const MAINTENANCE_FORM_MESSAGES = {
  fromIncomplete: 'Enter the start as a full date and time, or leave it empty to start now',
  untilMissing: 'Enter when maintenance ends',
  untilIncomplete: 'Enter the end as a full date and time',
} as const;

/** A start this close to now is now: the window is on as soon as it is saved. */
const NOW_MS = 60_000;

export type MaintenanceRequest =
  | { readonly ok: true; readonly request: ScheduleMaintenance; readonly startsNow: boolean }
  | { readonly ok: false; readonly problems: FieldProblems<MaintenanceField> };

/**
 * The form's values as POST /api/officer/maintenance-windows takes them, checked by the API's own
 * rules (the domain's schema and schedule rules), or the problems of each field.
 */
export function maintenanceRequestOf(values: MaintenanceFormValues, now = new Date()): MaintenanceRequest {
  const problems: FieldProblems<MaintenanceField> = {};
  const from = readInstant(values.from, { incomplete: MAINTENANCE_FORM_MESSAGES.fromIncomplete });
  const until = readInstant(values.until, { incomplete: MAINTENANCE_FORM_MESSAGES.untilIncomplete });
  if (!from.ok) problems.from = from.message;
  if (!until.ok) problems.until = until.message;
  else if (until.instant === null) problems.until = MAINTENANCE_FORM_MESSAGES.untilMissing;

  const parsed = scheduleMaintenanceSchema.safeParse({
    from: from.ok ? from.instant : null,
    until: until.ok ? (until.instant ?? '') : '',
    message: values.message,
  });
  const found = { ...(parsed.success ? {} : fieldProblemsOf(parsed.error, MAINTENANCE_FIELDS)), ...problems };
  if (!parsed.success || Object.keys(found).length > 0) return { ok: false, problems: found };

  const startsAt = parsed.data.from ? new Date(parsed.data.from) : now;
  const timing = scheduleProblems({ from: startsAt, until: new Date(parsed.data.until) }, now, {
    startMayBePast: false,
  });
  if (timing.from || timing.until) {
    return {
      ok: false,
      problems: {
        ...(timing.from ? { from: timing.from[0] } : {}),
        ...(timing.until ? { until: timing.until[0] } : {}),
      },
    };
  }
  return {
    ok: true,
    request: parsed.data,
    startsNow: startsAt.getTime() <= now.getTime() + NOW_MS,
  };
}
