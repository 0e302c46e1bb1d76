import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { openDatabase } from './database.js';

const onPostgres = inject('database') === 'postgres';
if (!onPostgres)
  console.warn('Skipping the server-connection test: it needs PostgreSQL (API_TEST_DATABASE=postgres).');

describe.runIf(onPostgres)('a PostgreSQL connection that the server ends', () => {
  it('is reported and replaced, and never crashes the process', async () => {
    const server = new URL(inject('postgresUrl'));
    const name = `fsmis_conn_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: server.toString() });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    const url = new URL(server);
    url.pathname = `/${name}`;
    const errors: Error[] = [];
    const database = await openDatabase(
      { kind: 'postgres', url: url.toString() },
      { onConnectionError: (error) => errors.push(error) },
    );
    try {
      await database.db.execute(sql`select 1`);
      // What a server restart or an administrator does to every connection of the database.
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
      await expect.poll(() => errors.length, { timeout: 5_000 }).toBeGreaterThan(0);
      expect(errors[0]?.message).toMatch(/terminating connection/);

      const result = (await database.db.execute(sql`select 1 as answer`)) as unknown as {
        rows: Array<{ answer: number }>;
      };
      expect(result.rows[0]?.answer).toBe(1);
    } finally {
      await database.close();
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  });
});

describe('the query log of a database', () => {
  it('tells each statement with its parameters', async () => {
    const statements: Array<{ query: string; params: unknown[] }> = [];
    const database = await openDatabase(
      { kind: 'pglite', directory: null },
      { logQuery: (query, params) => statements.push({ query, params }) },
    );
    try {
      await database.db.execute(sql`select ${41} + 1 as answer`);
      expect(statements).toEqual([{ query: 'select $1 + 1 as answer', params: [41] }]);
    } finally {
      await database.close();
    }
  });
});
