import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { endMaintenance, MAINTENANCE_STATUS_TTL_MS, startMaintenance } from './settings.service.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  vi.useRealTimers();
  await testApp?.close();
});

/** Each instance reads the status at most once per TTL: step past it (the clock only moves forward). */
function aMomentLater() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + MAINTENANCE_STATUS_TTL_MS + 1);
}

describe('GET /api/settings/banners/active', () => {
  it('lists the active banners of the demo data', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/settings/banners/active' });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({ title: 'Renewal reminders', severity: 'info' });
  });
});

describe('maintenance', () => {
  it('is read from the database at most once per moment', async () => {
    const before = await testApp.app.inject({ method: 'GET', url: '/api/maintenance-status' });
    expect(before.json().data.isUnderMaintenance).toBe(false);
    await startMaintenance(testApp.database.db, { message: 'Soon', until: new Date(Date.now() + 60_000) });
    const cached = await testApp.app.inject({ method: 'GET', url: '/api/maintenance-status' });
    expect(cached.json().data.isUnderMaintenance).toBe(false);
    aMomentLater();
    const fresh = await testApp.app.inject({ method: 'GET', url: '/api/maintenance-status' });
    expect(fresh.json().data.isUnderMaintenance).toBe(true);
    await endMaintenance(testApp.database.db);
    aMomentLater();
  });

  it('is off in the demo data', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/maintenance-status' });
    expect(response.json()).toEqual({
      success: true,
      data: { isUnderMaintenance: false, message: null, startsAt: null, endsAt: null },
      message: null,
      code: 200,
    });
  });

  it('when on, answers every other call with 503 until it ends', async () => {
    const until = new Date(Date.now() + 3_600_000);
    await startMaintenance(testApp.database.db, { message: 'We are upgrading the portal.', until });
    aMomentLater();

    const status = await testApp.app.inject({ method: 'GET', url: '/api/maintenance-status' });
    expect(status.json().data).toMatchObject({
      isUnderMaintenance: true,
      message: 'We are upgrading the portal.',
      endsAt: until.toISOString(),
    });

    const gated = await testApp.app.inject({ method: 'GET', url: '/api/applications' });
    expect(gated.statusCode).toBe(503);
    expect(gated.headers['x-maintenance']).toBe('on');
    expect(gated.json()).toMatchObject({ success: false, code: 503 });
    expect(gated.json().message).toContain('scheduled maintenance');

    const banners = await testApp.app.inject({ method: 'GET', url: '/api/settings/banners/active' });
    expect(banners.statusCode).toBe(200);

    await endMaintenance(testApp.database.db);
    aMomentLater();
    const after = await testApp.app.inject({ method: 'GET', url: '/api/maintenance-status' });
    expect(after.json().data.isUnderMaintenance).toBe(false);
  });

  it('ignores windows that have not started or have ended', async () => {
    const hour = 3_600_000;
    await startMaintenance(
      testApp.database.db,
      { message: 'Past', until: new Date(Date.now() - hour) },
      new Date(Date.now() - 2 * hour),
    );
    await startMaintenance(
      testApp.database.db,
      { message: 'Future', until: null },
      new Date(Date.now() + hour),
    );
    const response = await testApp.app.inject({ method: 'GET', url: '/api/maintenance-status' });
    expect(response.json().data.isUnderMaintenance).toBe(false);
  });
});
