import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../../test/sign-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { findSession } from './sessions.repository.js';
import { hashToken } from './sessions.service.js';

const statements: string[] = [];
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ logQuery: (query) => statements.push(query) });
});
afterAll(() => testApp?.close());

const sessionReads = () => statements.filter((query) => query.includes('from "sessions"'));
const tokenHashOf = (cookie: string) => hashToken(cookie.slice(cookie.indexOf('=') + 1));

describe('reading a session (every signed-in request does)', () => {
  it('is one read for the requests that ask while it is under way, and a new read after it', async () => {
    const tokenHash = tokenHashOf(await signInAs(testApp, 'ready'));
    const { db } = testApp.database;
    statements.length = 0;

    const together = await Promise.all([findSession(db, tokenHash), findSession(db, tokenHash)]);
    expect(sessionReads()).toHaveLength(1);
    expect(together[0]?.tokenHash).toBe(tokenHash);
    expect(together[1]).toEqual(together[0]);

    await findSession(db, tokenHash);
    expect(sessionReads()).toHaveLength(2);
  });

  it('sees a session ended meanwhile at the next read', async () => {
    const cookie = await signInAs(testApp, 'newcomer');
    const { db } = testApp.database;
    expect((await findSession(db, tokenHashOf(cookie)))?.endedAt).toBeNull();

    const logout = await testApp.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(logout.statusCode, logout.body).toBe(200);

    expect((await findSession(db, tokenHashOf(cookie)))?.endedReason).toBe('Logout');
  });
});
