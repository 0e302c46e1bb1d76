import { unescapeHtmlDeep } from '@fsmis/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailMessages, overseasSignInTokens, users } from '../../db/schema/index.js';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts.js';
import { outboxDelivered } from '../../test/recognition-builders.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { hashToken } from '../sessions/sessions.service.js';
import { LINK_NOT_VALID_MESSAGE, linkSentMessage, OVERSEAS_LOGIN_MIN_MS } from './overseas.service.js';
import {
  OVERSEAS_LINKS_PER_HOUR,
  OVERSEAS_LINKS_PER_HOUR_BEFORE_SLOWING,
  OVERSEAS_SLOWED_LINK_MINUTES,
} from './overseas-link-limits.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ environment: { PUBLIC_URL: 'https://fsmis.example' } });
});
afterAll(() => testApp?.close());
beforeEach(async () => {
  // A test that does not wait for its e-mails would otherwise have them land in the next one's mailbox.
  await outboxDelivered(testApp);
  await testApp.database.db.delete(mailMessages);
  await testApp.database.db.delete(overseasSignInTokens);
});

const overseas = DEMO_ACCOUNTS.overseas;
let nextAddress = 1;
const clientAddress = () => `10.1.0.${nextAddress++}`;

const requestLink = (email: string, remoteAddress = clientAddress()) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/auth/overseas/login',
    payload: { email },
    remoteAddress,
  });

const authenticate = (token: string, remoteAddress = clientAddress()) =>
  testApp.app.inject({
    method: 'GET',
    url: `/api/auth/overseas/authenticate?Token=${encodeURIComponent(token)}`,
    remoteAddress,
  });

/** The dev mailbox as the web developer sees it, once the e-mail sent in the background has arrived. */
async function mailbox(expected: number) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
    const messages = unescapeHtmlDeep(response.json().data) as Array<{
      to: string;
      subject: string;
      text: string;
      links: string[];
    }>;
    if (messages.length >= expected) return messages;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`The mailbox did not receive ${expected} message(s)`);
}

const tokenOf = (link: string | undefined) => new URL(link ?? '').searchParams.get('token') ?? '';

describe('POST /api/auth/overseas/login', () => {
  it('e-mails an overseas lab a one-time link, and answers the same sentence as for anyone', async () => {
    const response = await requestLink(overseas.email);
    expect(response.statusCode).toBe(200);
    expect(unescapeHtmlDeep(response.json())).toEqual({
      success: true,
      data: null,
      message: `If ${overseas.email} belongs to a registered overseas laboratory, we have sent a sign-in link to it. The link works once, within 15 minutes.`,
      code: 200,
    });

    const [message] = await mailbox(1);
    expect(message).toMatchObject({ to: overseas.email, subject: 'Your sign-in link for the FSMIS portal' });
    expect(message?.text).toContain('The link works once, within 15 minutes');
    expect(message?.text).toContain('If you did not ask to sign in, you can ignore this e-mail.');
    expect(message?.links[0]).toMatch(/^https:\/\/fsmis\.example\/overseas\/authenticate\?token=[\w-]{43}$/);
    expect(message?.links).toContain('https://fsmis.example/login');
  });

  it('stores only a hash of the token, expiring in 15 minutes', async () => {
    await requestLink(overseas.email.toUpperCase());
    const [message] = await mailbox(1);
    const token = tokenOf(message?.links[0]);
    const rows = await testApp.database.db.select().from(overseasSignInTokens);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    const minutes = ((rows[0]?.expiresAt.getTime() ?? 0) - (rows[0]?.createdAt.getTime() ?? 0)) / 60_000;
    expect(minutes).toBeCloseTo(15, 3);
  });

  it('sends nothing to an unknown address or a local lab, with the same answer and about the same time', async () => {
    const timings: number[] = [];
    for (const email of ['nobody@nowhere.example', DEMO_ACCOUNTS.ready.email, overseas.email]) {
      const started = performance.now();
      const response = await requestLink(email);
      timings.push(performance.now() - started);
      expect(response.statusCode).toBe(200);
      expect(unescapeHtmlDeep(response.json().message)).toBe(linkSentMessage(email));
    }
    for (const timing of timings) expect(timing).toBeGreaterThanOrEqual(OVERSEAS_LOGIN_MIN_MS - 5);
    expect(Math.max(...timings) - Math.min(...timings)).toBeLessThan(150);

    const messages = await mailbox(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await mailbox(1)).toHaveLength(1);
    expect(messages[0]?.to).toBe(overseas.email);
  });

  it('sends at most five links per address to one client and hour, answering the same beyond that', async () => {
    const client = clientAddress();
    for (let request = 0; request < OVERSEAS_LINKS_PER_HOUR + 2; request += 1) {
      const response = await requestLink(overseas.email, client);
      expect(response.statusCode).toBe(200);
      expect(unescapeHtmlDeep(response.json().message)).toBe(linkSentMessage(overseas.email));
    }
    await mailbox(OVERSEAS_LINKS_PER_HOUR);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await mailbox(OVERSEAS_LINKS_PER_HOUR)).toHaveLength(OVERSEAS_LINKS_PER_HOUR);
    const [tokens] = await testApp.database.db.select({ value: count() }).from(overseasSignInTokens);
    expect(tokens?.value).toBe(OVERSEAS_LINKS_PER_HOUR);
  });

  it('counts simultaneous requests one after the other', async () => {
    const client = clientAddress();
    await Promise.all(
      Array.from({ length: OVERSEAS_LINKS_PER_HOUR + 3 }, () => requestLink(overseas.email, client)),
    );
    const [tokens] = await testApp.database.db.select({ value: count() }).from(overseasSignInTokens);
    expect(tokens?.value).toBe(OVERSEAS_LINKS_PER_HOUR);
  });

  it("sends the owner a link after another client has used up its five for the owner's address", async () => {
    const stranger = clientAddress();
    for (let request = 0; request < OVERSEAS_LINKS_PER_HOUR + 1; request += 1) {
      await requestLink(overseas.email, stranger);
    }
    await mailbox(OVERSEAS_LINKS_PER_HOUR);

    const response = await requestLink(overseas.email, clientAddress());
    expect(unescapeHtmlDeep(response.json().message)).toBe(linkSentMessage(overseas.email));
    expect(await mailbox(OVERSEAS_LINKS_PER_HOUR + 1)).toHaveLength(OVERSEAS_LINKS_PER_HOUR + 1);
  });

  it('past twenty links an hour from all clients, sends one every five minutes, answering the same', async () => {
    const [owner] = await testApp.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, overseas.email));
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    await testApp.database.db.insert(overseasSignInTokens).values(
      Array.from({ length: OVERSEAS_LINKS_PER_HOUR_BEFORE_SLOWING }, (_, index) => ({
        tokenHash: `earlier-link-${index}`,
        userId: owner?.id ?? '',
        requestedFrom: `192.0.2.${index}`,
        createdAt: minutesAgo(50),
        expiresAt: minutesAgo(35),
      })),
    );
    const linksSent = async (expected: number) => {
      await mailbox(expected);
      await new Promise((resolve) => setTimeout(resolve, 100));
      return (await mailbox(expected)).length;
    };

    const firstClient = clientAddress();
    const first = await requestLink(overseas.email, firstClient);
    expect(unescapeHtmlDeep(first.json().message)).toBe(linkSentMessage(overseas.email));
    expect(await linksSent(1), 'none of the last five minutes: one is sent').toBe(1);

    const second = await requestLink(overseas.email);
    expect(unescapeHtmlDeep(second.json().message)).toBe(linkSentMessage(overseas.email));
    expect(await linksSent(1), 'one of the last five minutes is in the mailbox').toBe(1);

    await testApp.database.db
      .update(overseasSignInTokens)
      .set({ createdAt: minutesAgo(OVERSEAS_SLOWED_LINK_MINUTES + 1) })
      .where(eq(overseasSignInTokens.requestedFrom, firstClient));
    await requestLink(overseas.email);
    expect(await linksSent(2), 'five minutes later, the next one').toBe(2);
  });

  it('names an e-mail address that is missing or malformed', async () => {
    const response = await requestLink('dave@');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual({
      email: ['Enter an email address in the correct format, like name@example.com'],
    });
  });
});

describe('GET /api/auth/overseas/authenticate', () => {
  it('spends the link once and opens a session in PT mode', async () => {
    await requestLink(overseas.email);
    const [message] = await mailbox(1);
    const token = tokenOf(message?.links[0]);

    const response = await authenticate(token);
    expect(response.statusCode).toBe(200);
    expect(Date.parse(response.json().data.autoLogoutOnInactivityAt)).toBeGreaterThan(
      Date.now() + 14 * 60_000,
    );
    const session = response.cookies.find((item) => item.name === 'fsmis_session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

    const user = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: `${session?.name}=${session?.value}` },
    });
    expect(user.statusCode).toBe(200);
    expect(user.json().data).toMatchObject({
      name: overseas.name,
      email: overseas.email,
      proficiencyTestingRegionType: 2,
      hasAccessToProficiencyTesting: true,
      ptMode: true,
      moduleSelected: true,
    });

    const again = await authenticate(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ success: false, data: null, message: LINK_NOT_VALID_MESSAGE, code: 400 });
    expect(again.cookies).toHaveLength(0);
  });

  it('refuses an expired link', async () => {
    await requestLink(overseas.email);
    const [message] = await mailbox(1);
    const token = tokenOf(message?.links[0]);
    await testApp.database.db
      .update(overseasSignInTokens)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(overseasSignInTokens.tokenHash, hashToken(token)));

    const response = await authenticate(token);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(LINK_NOT_VALID_MESSAGE);
  });

  it('refuses a token it never issued, and says when the token is missing', async () => {
    const unknown = await authenticate('x'.repeat(43));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(LINK_NOT_VALID_MESSAGE);

    const missing = await testApp.app.inject({ method: 'GET', url: '/api/auth/overseas/authenticate' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toHaveProperty('Token');
  });

  it('lets only one of several simultaneous uses of a link through', async () => {
    await requestLink(overseas.email);
    const [message] = await mailbox(1);
    const token = tokenOf(message?.links[0]);
    const answers = await Promise.all([authenticate(token), authenticate(token), authenticate(token)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400, 400]);
  });

  it('matches the address in any letter case and mails the address on record', async () => {
    const [overseasUser] = await testApp.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, overseas.email));
    await requestLink(overseas.email.toUpperCase());
    const [message] = await mailbox(1);
    const [row] = await testApp.database.db.select().from(overseasSignInTokens);
    expect(row?.userId).toBe(overseasUser?.id);
    expect(message?.to).toBe(overseas.email);
  });
});
