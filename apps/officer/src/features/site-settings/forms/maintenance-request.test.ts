import { SCHEDULE_MESSAGES } from '@fsmis/domain';
import { fieldProblemsOf } from '@fsmis/ui/lib/form-problems';
import { schemaFields } from '@fsmis/ui/lib/use-form-kit';
import { describe, expect, it } from 'vitest';
import {
  MAINTENANCE_FORM_MESSAGES,
  type MaintenanceTime,
  maintenanceFormSchema,
  startsAtOnce,
} from './maintenance-request';

const NOW = new Date('2026-11-30T02:00:00Z'); // 10:00 in Singapore

/** The form's schema at NOW, with the boxes named in `halfTyped` typed only in part. */
const schemaWith = (...halfTyped: MaintenanceTime[]) =>
  maintenanceFormSchema({ halfTyped: (time) => halfTyped.includes(time), now: () => NOW });

/** What the form makes of its values: the request it sends and whether it starts now, or each field's first problem. */
function maintenanceRequestOf(typed: unknown, ...halfTyped: MaintenanceTime[]) {
  const schema = schemaWith(...halfTyped);
  const parsed = schema.safeParse(typed);
  return parsed.success
    ? { ok: true, request: parsed.data, startsNow: startsAtOnce(parsed.data, NOW) }
    : { ok: false, problems: fieldProblemsOf(parsed.error, schemaFields(schema, 'maintenance')) };
}

describe('the maintenance form', () => {
  it('lists its fields in the order shown, by the ids of their controls', () => {
    expect(schemaFields(schemaWith(), 'maintenance').map(({ name, id }) => [name, id])).toEqual([
      ['from', 'maintenance-from'],
      ['until', 'maintenance-until'],
      ['message', 'maintenance-message'],
    ]);
  });

  it('sends the times typed as Singapore time, with their offset', () => {
    const result = maintenanceRequestOf({
      from: '2026-12-01T02:00',
      until: '2026-12-01T04:30',
      message: ' Upgrading the portal ',
    });
    expect(result).toEqual({
      ok: true,
      request: {
        from: '2026-12-01T02:00:00+08:00',
        until: '2026-12-01T04:30:00+08:00',
        message: 'Upgrading the portal',
      },
      startsNow: false,
    });
  });

  it('starts now when the start is left empty, and says so', () => {
    const result = maintenanceRequestOf({ from: '', until: '2026-11-30T12:00', message: 'Upgrading' });
    expect(result).toMatchObject({ ok: true, request: { from: null }, startsNow: true });
  });

  it('never reads a half-typed start as "now"', () => {
    const result = maintenanceRequestOf(
      { from: '', until: '2026-11-30T12:00', message: 'Upgrading' },
      'from',
    );
    expect(result).toEqual({ ok: false, problems: { from: MAINTENANCE_FORM_MESSAGES.fromIncomplete } });
  });

  it('asks for the end and the message', () => {
    const result = maintenanceRequestOf({ from: '', until: '', message: '  ' });
    expect(result).toEqual({
      ok: false,
      problems: {
        until: MAINTENANCE_FORM_MESSAGES.untilMissing,
        message: 'Enter the message the Scheduled Maintenance page shows',
      },
    });
  });

  it('refuses a start in the past and an end before the start, by the API’s rules', () => {
    expect(
      maintenanceRequestOf({ from: '2026-11-30T08:00', until: '2026-11-30T12:00', message: 'Upgrading' }),
    ).toEqual({ ok: false, problems: { from: SCHEDULE_MESSAGES.fromNotPast } });
    expect(
      maintenanceRequestOf({ from: '2026-12-01T04:00', until: '2026-12-01T02:00', message: 'Upgrading' }),
    ).toEqual({ ok: false, problems: { until: SCHEDULE_MESSAGES.untilAfterFrom } });
  });
});
