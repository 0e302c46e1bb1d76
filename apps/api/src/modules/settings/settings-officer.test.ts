import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  type MaintenanceWindow,
  type OfficerBanner,
  SCHEDULE_MESSAGES,
  unescapeHtmlDeep,
} from '@fsmis/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SECOND_OFFICER } from '../../db/seed/demo-accounts.js';
import { messageOf } from '../../test/responses.js';
import { signInAs, signInAsOfficer } from '../../test/sign-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// The console's build, so that its pages can be asked for while the portal is shut.
const consoleDirectory = fs.mkdtempSync(path.join(os.tmpdir(), 'fsmis-console-'));
fs.writeFileSync(path.join(consoleDirectory, 'index.html'), '<!doctype html><title>Officers</title>');

let testApp: TestApp;
let officer: string;
beforeAll(async () => {
  testApp = await createTestApp({ environment: { OFFICER_DIST_DIR: consoleDirectory } });
  officer = await signInAsOfficer(testApp);
});
afterAll(async () => {
  await testApp?.close();
  fs.rmSync(consoleDirectory, { recursive: true, force: true });
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, cookie?: string, payload?: object) =>
  testApp.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload }),
  });

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const inFuture = (ms: number) => new Date(Date.now() + ms).toISOString();

async function windows(): Promise<MaintenanceWindow[]> {
  const response = await call('GET', '/api/officer/maintenance-windows', officer);
  expect(response.statusCode).toBe(200);
  return unescapeHtmlDeep(response.json().data);
}

async function schedule(body: object) {
  return call('POST', '/api/officer/maintenance-windows', officer, body);
}

async function auditEntries(action: string) {
  const response = await call('GET', `/api/officer/audit-log?Action=${action}&PageSize=100`, officer);
  expect(response.statusCode).toBe(200);
  return response.json().data.items as Array<{ entityId: string; before: unknown; after: unknown }>;
}

// Each case starts with nothing scheduled or on: what a case leaves is ended through the API (which also
// refreshes this instance's view of maintenance at once).
afterEach(async () => {
  for (const window of await windows()) {
    if (window.state === 'scheduled' || window.state === 'current') {
      expect(
        (await call('POST', `/api/officer/maintenance-windows/${window.id}/end`, officer)).statusCode,
      ).toBe(200);
    }
  }
});

describe('POST /api/officer/maintenance-windows', () => {
  it('schedules a window that is listed as scheduled and audited, and leaves the portal open', async () => {
    const from = inFuture(2 * HOUR);
    const until = inFuture(4 * HOUR);
    const response = await schedule({ from, until, message: 'Upgrading the database.' });
    expect(response.statusCode).toBe(201);
    const window = unescapeHtmlDeep(response.json().data) as MaintenanceWindow;
    expect(window).toMatchObject({
      message: 'Upgrading the database.',
      startsAt: from,
      endsAt: until,
      state: 'scheduled',
    });
    expect(messageOf(response)).toMatch(
      /^Scheduled maintenance from \d\d [A-Z][a-z]{2} \d{4} \d\d:\d\d:\d\d \(Singapore time\)/,
    );
    expect((await windows()).find((each) => each.id === window.id)?.state).toBe('scheduled');
    const [entry] = await auditEntries('maintenance.schedule');
    expect(entry).toMatchObject({
      entityId: window.id,
      before: null,
      after: { message: 'Upgrading the database.' },
    });
    const status = await call('GET', '/api/maintenance-status');
    expect(status.json().data.isUnderMaintenance).toBe(false);
  });

  it('names each field it refuses', async () => {
    const before = (await windows()).length;
    const bad = await schedule({ from: 'tomorrow', until: inFuture(HOUR), message: '  ' });
    expect(bad.statusCode).toBe(400);
    expect(messageOf(bad)).toEqual({
      from: [SCHEDULE_MESSAGES.fromFormat],
      message: ['Enter the message the Scheduled Maintenance page shows'],
    });
    const backwards = await schedule({ from: inFuture(2 * HOUR), until: inFuture(HOUR), message: 'x' });
    expect(messageOf(backwards)).toEqual({ until: [SCHEDULE_MESSAGES.untilAfterFrom] });
    const over = await schedule({ from: inFuture(-3 * HOUR), until: inFuture(-HOUR), message: 'x' });
    expect(messageOf(over)).toEqual({
      from: [SCHEDULE_MESSAGES.fromNotPast],
      until: [SCHEDULE_MESSAGES.untilInFuture],
    });
    const long = await schedule({ until: inFuture(HOUR), message: 'x'.repeat(501) });
    expect(messageOf(long)).toEqual({ message: ['The message must be 500 characters or fewer'] });
    const local = await schedule({ until: '2030-01-01T02:00', message: 'x' });
    expect(messageOf(local)).toEqual({ until: [SCHEDULE_MESSAGES.untilFormat] });
    expect(await windows()).toHaveLength(before);
  });

  it('refuses a window that overlaps one already scheduled', async () => {
    const first = await schedule({ from: inFuture(10 * HOUR), until: inFuture(12 * HOUR), message: 'First' });
    expect(first.statusCode).toBe(201);
    const overlapping = await schedule({
      from: inFuture(11 * HOUR),
      until: inFuture(13 * HOUR),
      message: 'Two',
    });
    expect(overlapping.statusCode).toBe(409);
    expect(messageOf(overlapping)).toMatch(
      /^Maintenance is already scheduled from .* End or cancel it first/,
    );
    const after = await schedule({ from: inFuture(12 * HOUR), until: inFuture(13 * HOUR), message: 'Then' });
    expect(after.statusCode).toBe(201);
  });

  it('needs an officer', async () => {
    const before = (await windows()).length;
    const body = { until: inFuture(HOUR), message: 'x' };
    expect((await call('POST', '/api/officer/maintenance-windows', undefined, body)).statusCode).toBe(401);
    const company = await signInAs(testApp, 'ready');
    expect((await call('POST', '/api/officer/maintenance-windows', company, body)).statusCode).toBe(403);
    expect(await windows()).toHaveLength(before);
  });
});

describe('POST /api/officer/maintenance-windows/{id}/end', () => {
  it('cancels a scheduled window, which then never begins, and refuses to end it twice', async () => {
    const created = await schedule({ from: inFuture(HOUR), until: inFuture(2 * HOUR), message: 'Later' });
    const { id, startsAt } = created.json().data as MaintenanceWindow;
    const cancelled = await call('POST', `/api/officer/maintenance-windows/${id}/end`, officer);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data).toMatchObject({ id, state: 'cancelled', startsAt, endsAt: startsAt });
    expect(messageOf(cancelled)).toMatch(/^Cancelled the maintenance scheduled from /);
    expect((await auditEntries('maintenance.cancel'))[0]).toMatchObject({ entityId: id });
    const again = await call('POST', `/api/officer/maintenance-windows/${id}/end`, officer);
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toBe('This maintenance window was already cancelled.');
  });

  it('answers 404 for a window that does not exist, 400 for an id that is not one', async () => {
    const missing = await call(
      'POST',
      '/api/officer/maintenance-windows/0b5e6a1c-2f3d-4e5f-8a9b-0c1d2e3f4a5b/end',
      officer,
    );
    expect(missing.statusCode).toBe(404);
    expect((await call('POST', '/api/officer/maintenance-windows/nope/end', officer)).statusCode).toBe(400);
  });
});

describe('while maintenance is on', () => {
  it('shuts the portal to companies but lets officers sign in, use the console and end it', async () => {
    const company = await signInAs(testApp, 'ready');
    const started = await schedule({ until: inFuture(HOUR), message: 'Back by noon.' });
    expect(started.statusCode).toBe(201);
    const window = started.json().data as MaintenanceWindow;
    expect(window.state).toBe('current');
    expect(messageOf(started)).toMatch(/^Maintenance is on until .*Officers can still use the console\.$/);

    // Seen at once by this instance: the change refreshed its cached status.
    const status = await call('GET', '/api/maintenance-status');
    expect(status.json().data).toMatchObject({ isUnderMaintenance: true, message: 'Back by noon.' });
    const shut = await call('GET', '/api/applications', company);
    expect(shut.statusCode).toBe(503);
    expect(shut.headers['x-maintenance']).toBe('on');
    expect((await call('GET', '/api/user-guides', company)).statusCode).toBe(503);

    // The console's pages, and who is signed in, for anyone: an officer has to be able to sign in.
    const page = await call('GET', '/officer/maintenance');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect((await call('GET', '/api/auth/session')).json().data).toBeNull();
    // The officer API answers its own refusals instead of 503.
    expect((await call('GET', '/api/officer/banners')).statusCode).toBe(401);
    expect((await call('GET', '/api/officer/banners', company)).statusCode).toBe(403);

    const signIn = await call('POST', '/api/auth/test-logins', undefined, {
      singpassIdentifier: SECOND_OFFICER.singpassIdentifier,
      companyUen: SECOND_OFFICER.companyUen,
      email: SECOND_OFFICER.email,
    });
    expect(signIn.statusCode).toBe(200);
    const cookie = signIn.cookies.find((item) => item.name === 'fsmis_session');
    const second = `${cookie?.name}=${cookie?.value}`;
    for (const url of [
      '/api/auth/session',
      '/api/auth/user',
      '/api/auth/ping',
      '/api/officer/maintenance-windows',
    ]) {
      expect((await call('GET', url, second)).statusCode, url).toBe(200);
    }
    // An officer's session passes wherever officers may go, beyond the officer API.
    expect(
      (await call('GET', '/api/programme-application-template?ApplicationType=1', second)).statusCode,
    ).toBe(200);

    const ended = await call('POST', `/api/officer/maintenance-windows/${window.id}/end`, second);
    expect(ended.statusCode).toBe(200);
    expect(ended.json().data.state).toBe('past');
    expect(messageOf(ended)).toBe('Maintenance has ended: the portal is open to companies again.');
    expect((await auditEntries('maintenance.end'))[0]).toMatchObject({ entityId: window.id });
    expect((await call('GET', '/api/maintenance-status')).json().data.isUnderMaintenance).toBe(false);
    expect((await call('GET', '/api/applications', company)).statusCode).toBe(200);
    const over = await call('POST', `/api/officer/maintenance-windows/${window.id}/end`, second);
    expect(over.statusCode).toBe(409);
    expect(messageOf(over)).toBe('This maintenance window has already ended.');
  });
});

describe('banners', () => {
  const banners = async (): Promise<OfficerBanner[]> =>
    unescapeHtmlDeep((await call('GET', '/api/officer/banners', officer)).json().data);
  const active = async () =>
    unescapeHtmlDeep((await call('GET', '/api/settings/banners/active')).json().data) as Array<{
      id: string;
    }>;

  it('lists every banner with its state, the demo one current', async () => {
    const list = await banners();
    expect(list.find((banner) => banner.title === 'Renewal reminders')).toMatchObject({
      severity: 'info',
      state: 'current',
      endsAt: null,
    });
  });

  it('creates a banner shown at once, edits it and removes it, each audited', async () => {
    const created = await call('POST', '/api/officer/banners', officer, {
      title: 'Holiday hours',
      message: 'Applications received over the holidays are reviewed from 2 January.',
      severity: 'warning',
      until: inFuture(24 * HOUR),
    });
    expect(created.statusCode).toBe(201);
    const banner = unescapeHtmlDeep(created.json().data) as OfficerBanner;
    expect(banner).toMatchObject({ title: 'Holiday hours', severity: 'warning', state: 'current' });
    expect(messageOf(created)).toBe('Created the banner "Holiday hours"; it shows now.');
    expect((await active()).map((each) => each.id)).toContain(banner.id);

    const edited = await call('PUT', `/api/officer/banners/${banner.id}`, officer, {
      title: 'Holiday opening hours',
      message: 'Reviews resume on 2 January.',
      severity: 'critical',
      until: null,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({
      id: banner.id,
      title: 'Holiday opening hours',
      severity: 'critical',
      startsAt: banner.startsAt,
      endsAt: null,
    });
    const [update] = await auditEntries('banner.update');
    expect(update).toMatchObject({
      entityId: banner.id,
      before: { title: 'Holiday hours' },
      after: { title: 'Holiday opening hours' },
    });

    const removed = await call('DELETE', `/api/officer/banners/${banner.id}`, officer);
    expect(removed.statusCode).toBe(200);
    expect(messageOf(removed)).toBe('Removed the banner "Holiday opening hours".');
    expect((await banners()).map((each) => each.id)).not.toContain(banner.id);
    expect((await active()).map((each) => each.id)).not.toContain(banner.id);
    expect((await auditEntries('banner.delete'))[0]).toMatchObject({ entityId: banner.id, after: null });
    expect((await call('DELETE', `/api/officer/banners/${banner.id}`, officer)).statusCode).toBe(404);
  });

  it('schedules a banner for later: listed as scheduled, not yet shown', async () => {
    const created = await call('POST', '/api/officer/banners', officer, {
      title: 'New fees',
      message: 'Fees change next month.',
      severity: 'info',
      from: inFuture(HOUR),
    });
    expect(created.statusCode).toBe(201);
    const banner = created.json().data as OfficerBanner;
    expect(banner.state).toBe('scheduled');
    expect(messageOf(created)).toMatch(
      /^Created the banner "New fees"; it shows from .*\(Singapore time\)\.$/,
    );
    expect((await active()).map((each) => each.id)).not.toContain(banner.id);
  });

  it('names each field it refuses', async () => {
    const response = await call('POST', '/api/officer/banners', officer, {
      title: '',
      message: 'x'.repeat(501),
      severity: 'error',
      until: inFuture(-MINUTE),
    });
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toEqual({
      title: ['Enter the title of the banner'],
      message: ['The message must be 500 characters or fewer'],
      severity: ['Choose a severity: info, warning, critical'],
    });
    const past = await call('POST', '/api/officer/banners', officer, {
      title: 'Gone',
      message: 'Over already',
      severity: 'info',
      until: inFuture(-MINUTE),
    });
    expect(messageOf(past)).toEqual({ until: [SCHEDULE_MESSAGES.untilInFuture] });
    const later = await call('POST', '/api/officer/banners', officer, {
      title: 'Later',
      message: 'Soon',
      severity: 'info',
      from: inFuture(2 * HOUR),
    });
    // Its start stays its own when left out: an end before that start is refused.
    const beforeStart = await call('PUT', `/api/officer/banners/${later.json().data.id}`, officer, {
      title: 'Later',
      message: 'Soon',
      severity: 'info',
      until: inFuture(HOUR),
    });
    expect(beforeStart.statusCode).toBe(400);
    expect(messageOf(beforeStart)).toEqual({ until: [SCHEDULE_MESSAGES.untilAfterFrom] });
    const missing = await call('PUT', '/api/officer/banners/0b5e6a1c-2f3d-4e5f-8a9b-0c1d2e3f4a5b', officer, {
      title: 'x',
      message: 'y',
      severity: 'info',
    });
    expect(missing.statusCode).toBe(404);
  });
});
