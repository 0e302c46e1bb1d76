import type { InAppNotificationsPage } from '@fsmis/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, inAppNotifications, users } from '../../db/schema/index.js';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts.js';
import { signInAs } from '../../test/sign-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp?.close());

const inject = (method: 'GET' | 'POST', url: string, cookie: string) =>
  testApp.app.inject({ method, url, headers: { cookie } });

async function notificationsOf(cookie: string, query = '') {
  const response = await inject('GET', `/api/in-app-notifications${query}`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as InAppNotificationsPage;
}

describe('GET /api/in-app-notifications', () => {
  it("lists ready's notifications newest first: one unread, about the IBR terms", async () => {
    const { items, unreadCount, total } = await notificationsOf(await signInAs(testApp, 'ready'));
    expect(unreadCount).toBe(1);
    expect(total).toBe(5);
    const created = items.map((item) => item.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    expect(items.filter((item) => !item.isRead)).toEqual([
      expect.objectContaining({
        title: 'IBR terms and conditions are ready',
        linkPath: '/terms-and-conditions',
        readAt: null,
      }),
    ]);
  });

  it('pages when asked', async () => {
    const page = await notificationsOf(await signInAs(testApp, 'ready'), '?Page=2&PageSize=3');
    expect(page.items).toHaveLength(2);
    expect(page.total).toBe(5);
    const bad = await inject(
      'GET',
      '/api/in-app-notifications?PageSize=500',
      await signInAs(testApp, 'ready'),
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().message)).toEqual(['PageSize']);
  });

  it('shows a user only what was sent to the company or to that user', async () => {
    const [company] = await testApp.database.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.uen, DEMO_ACCOUNTS.ready.companyUen));
    const companyId = company?.id ?? '';
    const [colleague] = await testApp.database.db
      .insert(users)
      .values({
        companyId,
        name: 'Colleague of Alice',
        email: 'colleague@alpha-labs.example',
        singpassIdentifier: 'S9999999Z',
      })
      .returning({ id: users.id });
    await testApp.database.db.insert(inAppNotifications).values({
      companyId,
      userId: colleague?.id ?? null,
      title: 'For the colleague only',
      message: 'Not for Alice.',
    });
    const { items } = await notificationsOf(await signInAs(testApp, 'ready'));
    expect(items.map((item) => item.title)).not.toContain('For the colleague only');

    expect((await notificationsOf(await signInAs(testApp, 'dual'))).items).toHaveLength(1);
    expect(await notificationsOf(await signInAs(testApp, 'newcomer'))).toMatchObject({
      items: [],
      unreadCount: 0,
      total: 0,
    });
  });

  it('needs a session', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/in-app-notifications' });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/in-app-notifications/{id}/read', () => {
  it('marks the own notification read once, keeping the first reading time', async () => {
    const cookie = await signInAs(testApp, 'dual');
    const [notification] = (await notificationsOf(cookie)).items;
    const first = await inject('POST', `/api/in-app-notifications/${notification?.id}/read`, cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({
      notification: { id: notification?.id, isRead: true, readAt: expect.any(String) },
      unreadCount: 0,
    });
    const again = await inject('POST', `/api/in-app-notifications/${notification?.id}/read`, cookie);
    expect(again.json().data.notification.readAt).toBe(first.json().data.notification.readAt);
  });

  it("is not found for another company's notification, and refuses an id that is not a GUID", async () => {
    const [foreign] = (await notificationsOf(await signInAs(testApp, 'ready'))).items;
    const cookie = await signInAs(testApp, 'newcomer');
    const response = await inject('POST', `/api/in-app-notifications/${foreign?.id}/read`, cookie);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('We could not find this notification.');
    expect((await inject('POST', '/api/in-app-notifications/42/read', cookie)).statusCode).toBe(400);
  });
});

describe('POST /api/in-app-notifications/read-all', () => {
  it("marks every notification of the user read, and no one else's", async () => {
    const cookie = await signInAs(testApp, 'ready');
    const response = await inject('POST', '/api/in-app-notifications/read-all', cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ unreadCount: 0 });
    const { items } = await notificationsOf(cookie);
    expect(items.every((item) => item.isRead)).toBe(true);

    const [colleagueNotification] = await testApp.database.db
      .select({ readAt: inAppNotifications.readAt })
      .from(inAppNotifications)
      .where(eq(inAppNotifications.title, 'For the colleague only'));
    expect(colleagueNotification?.readAt).toBeNull();
  });
});
