import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, users } from '../db/schema/index.js';
import { DEMO_ACCOUNTS } from '../db/seed/demo-accounts.js';
import { signInAs } from '../test/sign-in.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { censorPersonalData, loggerOptions, REDACTED } from './request-log.js';

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  method?: string;
  url?: string;
  statusCode?: number;
  responseTime?: number;
  err?: { type: string; code?: string; message: string; constraint?: string; cause?: LogLine['err'] };
}

const INFO = 30;
const ERROR = 50;
const account = DEMO_ACCOUNTS.ready;
const intruder = { name: 'Tan Ah Kow', email: 'tan.ah.kow@example.com' };
const searchedFor = 'lee.mei@example.com';

let testApp: TestApp;
let cookie: string;
let signInToken = '';
const written: string[] = [];
const lines = () => written.map((line) => JSON.parse(line) as LogLine);
const linesOf = (reqId: string) => lines().filter((line) => line.reqId === reqId);

beforeAll(async () => {
  testApp = await createTestApp({ logger: loggerOptions('info', { write: (line) => written.push(line) }) });
  const { db } = testApp.database;
  // Two statements that fail in the database with personal data among their values.
  testApp.app.post('/api/log-test/duplicate-user', async () => {
    const [company] = await db.select().from(companies).where(eq(companies.uen, account.companyUen));
    await db.insert(users).values({
      companyId: String(company?.id),
      singpassIdentifier: account.singpassIdentifier,
      ...intruder,
    });
  });
  testApp.app.post('/api/log-test/bad-cast', async () => {
    await db.execute(sql`select ${intruder.email}::integer`);
  });
  cookie = await signInAs(testApp, 'ready');
});
afterAll(() => testApp?.close());

async function waitFor(condition: () => boolean) {
  for (let attempt = 0; attempt < 50 && !condition(); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(condition()).toBe(true);
}

function send(reqId: string, method: 'GET' | 'POST', url: string) {
  return testApp.app.inject({ method, url, headers: { cookie, 'x-request-id': reqId } });
}

describe('the log', () => {
  it('writes one line for a request: method, route, status, time and request id; no query, no cookie', async () => {
    const response = await send('log-test-list', 'GET', `/api/applications?Search=${searchedFor}&PageSize=5`);
    expect(response.statusCode).toBe(200);
    const [line, ...more] = linesOf('log-test-list');
    expect(more).toEqual([]);
    expect(line).toMatchObject({
      level: INFO,
      msg: 'request',
      method: 'GET',
      url: '/api/applications',
      statusCode: 200,
    });
    expect(line?.responseTime).toBeTypeOf('number');

    const unknown = await send('log-test-unknown', 'GET', '/api/no-such-thing?token=abc123secret');
    expect(unknown.statusCode).toBe(404);
    expect(linesOf('log-test-unknown')).toEqual([
      expect.objectContaining({ level: INFO, msg: 'request', url: '/api/no-such-thing', statusCode: 404 }),
    ]);
  });

  it('logs a unique violation by its type, code and constraint, without the values of the row', async () => {
    const response = await send('log-test-duplicate', 'POST', '/api/log-test/duplicate-user');
    expect(response.statusCode).toBe(500);
    const failed = linesOf('log-test-duplicate');
    expect(failed.map(({ level, msg }) => ({ level, msg }))).toEqual([
      { level: ERROR, msg: 'request failed' },
      { level: INFO, msg: 'request' },
    ]);
    const error = failed[0]?.err;
    expect(error?.type).toBe('DrizzleQueryError');
    expect(error?.message).toMatch(/^Failed query: insert into "users"/);
    expect(error?.cause).toMatchObject({
      type: 'DatabaseError',
      code: '23505',
      constraint: 'users_company_identifier_key',
    });
  });

  it('logs a failed cast without the value PostgreSQL quotes in its message', async () => {
    const response = await send('log-test-cast', 'POST', '/api/log-test/bad-cast');
    expect(response.statusCode).toBe(500);
    const error = linesOf('log-test-cast')[0]?.err;
    expect(error?.cause).toMatchObject({
      code: '22P02',
      message: 'invalid input syntax for type integer: "…"',
    });
  });

  it('logs an e-mailed sign-in link and its use without the address or the token', async () => {
    const asked = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/overseas/login',
      payload: { email: DEMO_ACCOUNTS.overseas.email },
    });
    expect(asked.statusCode).toBe(200);
    await waitFor(() => lines().some((line) => line.msg === 'e-mail captured in the dev mailbox'));
    const mailbox = await testApp.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
    const link = String(mailbox.json().data[0]?.links[0]).replaceAll('&amp;', '&');
    signInToken = new URL(link).searchParams.get('token') ?? '';
    expect(signInToken.length).toBeGreaterThan(10);
    const used = await send('log-test-link', 'GET', `/api/auth/overseas/authenticate?Token=${signInToken}`);
    expect(used.statusCode).toBe(200);
    expect(linesOf('log-test-link')).toEqual([
      expect.objectContaining({ msg: 'request', url: '/api/auth/overseas/authenticate', statusCode: 200 }),
    ]);
  });

  it('never holds a name, e-mail address, NRIC, UEN, query value or session token', () => {
    const log = written.join('');
    const sessionToken = cookie.split('=')[1] ?? '';
    expect(sessionToken.length).toBeGreaterThan(10);
    for (const personal of [
      DEMO_ACCOUNTS.overseas.email,
      signInToken,
      intruder.name,
      intruder.email,
      searchedFor,
      'abc123secret',
      account.singpassIdentifier,
      account.companyUen,
      account.email,
      account.name,
      sessionToken,
    ]) {
      expect(log, personal).not.toContain(personal);
    }
  });
});

describe('censoring', () => {
  it('replaces the values of keys that could carry personal data, at the top and one level down', () => {
    testApp.app.log.warn(
      {
        email: intruder.email,
        to: [intruder.email],
        user: { name: intruder.name, id: 7 },
        nested: { deeper: { kept: 'as it is' } },
        count: 2,
      },
      'log-test-censored',
    );
    const line = lines().find((logged) => logged.msg === 'log-test-censored');
    expect(line).toMatchObject({
      email: REDACTED,
      to: REDACTED,
      user: { name: REDACTED, id: 7 },
      nested: { deeper: { kept: 'as it is' } },
      count: 2,
    });
  });

  it('leaves an object without such keys as it is, and an error to its serializer', () => {
    const logged = { reqId: 'a', user: { id: 1 } };
    expect(censorPersonalData(logged)).toBe(logged);
    const error = Object.assign(new Error('failed'), { params: ['secret'] });
    expect(censorPersonalData({ err: error }).err).toBe(error);
  });
});
