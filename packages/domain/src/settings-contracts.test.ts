import { describe, expect, it } from 'vitest';
import { bannerSchema, maintenanceStatusSchema } from './settings-contracts.js';

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
