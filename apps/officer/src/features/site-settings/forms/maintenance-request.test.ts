import { SCHEDULE_MESSAGES } from '@fsmis/domain';
import { describe, expect, it } from 'vitest';
import { MAINTENANCE_FORM_MESSAGES, maintenanceRequestOf } from './maintenance-request';

const NOW = new Date('2026-11-30T02:00:00Z'); // 10:00 in Singapore
const typed = (value: string, incomplete = false) => ({ value, incomplete });

describe('the maintenance form', () => {
  it('sends the times typed as Singapore time, with their offset', () => {
    const result = maintenanceRequestOf(
      {
        from: typed('2026-12-01T02:00'),
        until: typed('2026-12-01T04:30'),
        message: ' Upgrading the portal ',
      },
      NOW,
    );
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
    const result = maintenanceRequestOf(
      { from: typed(''), until: typed('2026-11-30T12:00'), message: 'Upgrading' },
      NOW,
    );
    expect(result).toMatchObject({ ok: true, request: { from: null }, startsNow: true });
  });

  it('never reads a half-typed start as "now"', () => {
    const result = maintenanceRequestOf(
      { from: typed('', true), until: typed('2026-11-30T12:00'), message: 'Upgrading' },
      NOW,
    );
    expect(result).toEqual({ ok: false, problems: { from: MAINTENANCE_FORM_MESSAGES.fromIncomplete } });
  });

  it('asks for the end and the message', () => {
    const result = maintenanceRequestOf({ from: typed(''), until: typed(''), message: '  ' }, NOW);
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
      maintenanceRequestOf(
        { from: typed('2026-11-30T08:00'), until: typed('2026-11-30T12:00'), message: 'Upgrading' },
        NOW,
      ),
    ).toEqual({ ok: false, problems: { from: SCHEDULE_MESSAGES.fromNotPast } });
    expect(
      maintenanceRequestOf(
        { from: typed('2026-12-01T04:00'), until: typed('2026-12-01T02:00'), message: 'Upgrading' },
        NOW,
      ),
    ).toEqual({ ok: false, problems: { until: SCHEDULE_MESSAGES.untilAfterFrom } });
  });
});
