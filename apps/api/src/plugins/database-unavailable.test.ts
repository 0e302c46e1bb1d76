import net from 'node:net';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, inject, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/database.js';
import { isDatabaseUnavailable } from '../lib/database-unavailable.js';
import { errorsPlugin, UNAVAILABLE_MESSAGE } from './errors.js';

/** A port nothing listens on: a PostgreSQL server that is down. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** An app whose one route runs `query`, with the portal's error handling. */
async function appRunning(query: () => Promise<unknown>) {
  const app = Fastify({ logger: false });
  await app.register(errorsPlugin);
  app.get('/api/probe', async () => {
    await query();
    return { success: true, data: null, message: null, code: 200 };
  });
  return app;
}

describe('a request while the database is out of reach', () => {
  it('is answered 503 with Retry-After, not as a fault of ours', async () => {
    let database: DatabaseHandle | null = await openDatabase({
      kind: 'postgres',
      url: `postgres://postgres@127.0.0.1:${await closedPort()}/fsmis`,
    });
    try {
      const app = await appRunning(() => (database as DatabaseHandle).db.execute(sql`select 1`));
      const response = await app.inject({ method: 'GET', url: '/api/probe' });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({
        success: false,
        data: null,
        message: UNAVAILABLE_MESSAGE,
        code: 503,
      });
      await app.close();
    } finally {
      await database.close();
      database = null;
    }
  });

  it('still answers 500 for a query that fails for any other reason', async () => {
    const database = await openDatabase({ kind: 'pglite', directory: null });
    try {
      const app = await appRunning(() => database.db.execute(sql`select * from no_such_table`));
      const response = await app.inject({ method: 'GET', url: '/api/probe' });
      expect(response.statusCode).toBe(500);
      expect(response.headers['retry-after']).toBeUndefined();
      await app.close();
    } finally {
      await database.close();
    }
  });
});

describe.runIf(inject('database') === 'postgres')('a connection the server ends mid-request', () => {
  it('is told apart from other failures', async () => {
    const database = await openDatabase({ kind: 'postgres', url: inject('postgresUrl') });
    try {
      // What a restart (pg_ctl restart -m fast) does to a connection that is running a statement.
      const error = await database.db.execute(sql`select pg_terminate_backend(pg_backend_pid())`).then(
        () => null,
        (caught: unknown) => caught,
      );
      expect(error).not.toBeNull();
      expect(isDatabaseUnavailable(error)).toBe(true);
    } finally {
      await database.close();
    }
  });
});

describe('isDatabaseUnavailable', () => {
  it.each([
    [{ code: '57P01', message: 'terminating connection due to administrator command' }, true],
    [{ code: '57P03', message: 'the database system is starting up' }, true],
    [{ code: '08006', message: 'connection failure' }, true],
    [new Error('Failed query: select 1', { cause: new Error('Connection terminated unexpectedly') }), true],
    [new Error('timeout exceeded when trying to connect'), true],
    [{ code: '23505', message: 'duplicate key value violates unique constraint' }, false],
    [{ code: '42P01', message: 'relation "x" does not exist' }, false],
    [new Error('Cannot read properties of undefined'), false],
    [null, false],
  ])('%o -> %s', (error, expected) => {
    expect(isDatabaseUnavailable(error)).toBe(expected);
  });
});
