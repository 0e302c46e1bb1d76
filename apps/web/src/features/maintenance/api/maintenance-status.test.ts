import { maintenanceStatusSchema } from '@fsmis/domain';
import { describe, expect, it } from 'vitest';
import { maintenanceStatusOf } from './maintenance-status';

const status = {
  isUnderMaintenance: true,
  message: 'Upgrading',
  startsAt: '2026-01-01T00:00:00Z',
  endsAt: null,
};
const SAMPLES: unknown[] = [
  status,
  { ...status, isUnderMaintenance: false, message: null, startsAt: null },
  { ...status, extra: 1 },
  { ...status, endsAt: '2026-01-01T10:00:00.123Z' },
  { ...status, startsAt: '2026-01-01T00:00Z' },
  { ...status, startsAt: '2026-01-01T00:00:00+08:00' },
  { ...status, startsAt: '2026-02-30T00:00:00Z' },
  { ...status, startsAt: '2024-02-29T00:00:00Z' },
  { ...status, isUnderMaintenance: 'yes' },
  { ...status, message: undefined },
  null,
  'on',
];

describe('maintenanceStatusOf', () => {
  it('accepts and reads what the domain schema accepts, and refuses what it refuses', () => {
    for (const sample of SAMPLES) {
      const expected = maintenanceStatusSchema.safeParse(sample);
      if (expected.success)
        expect(maintenanceStatusOf(sample), JSON.stringify(sample)).toEqual(expected.data);
      else expect(() => maintenanceStatusOf(sample), JSON.stringify(sample)).toThrow();
    }
  });
});
