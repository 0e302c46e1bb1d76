import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Database, type DatabaseHandle, openDatabase } from './database.js';
import { MAX_PREPARED_STATEMENTS_PER_CONNECTION } from './prepared-statements.js';

const onPostgres = inject('database') === 'postgres';
if (!onPostgres)
  console.warn('Skipping the prepared-statement tests: they need PostgreSQL (API_TEST_DATABASE=postgres).');

let database: DatabaseHandle;
let dropDatabase: () => Promise<void>;
beforeAll(async () => {
  if (!onPostgres) return;
  const server = new URL(inject('postgresUrl'));
  const name = `fsmis_prepared_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: server.toString() });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await admin(`create database "${name}"`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  database = await openDatabase({ kind: 'postgres', url: url.toString() });
  dropDatabase = () => admin(`drop database if exists "${name}" with (force)`);
});
afterAll(async () => {
  await database?.close();
  await dropDatabase?.();
});

/** Runs `work` on one connection of the pool (a transaction holds its connection). */
const onOneConnection = <T>(work: (db: Database) => Promise<T>) =>
  database.db.transaction((tx) => work(tx as unknown as Database));

const rowsOf = async <T>(db: Database, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

const preparedCount = (db: Database, statement: string) =>
  rowsOf<{ count: number }>(
    db,
    sql`select count(*)::int as count from pg_prepared_statements where statement = ${statement}`,
  );

describe.runIf(onPostgres)('statements on PostgreSQL', () => {
  it('are prepared once per connection and run again with new values', async () => {
    const [answers, [prepared]] = await onOneConnection(async (db) => {
      const first = await rowsOf<{ n: number }>(db, sql`select ${41}::int + 1 as n`);
      const second = await rowsOf<{ n: number }>(db, sql`select ${1}::int + 1 as n`);
      return [[first[0]?.n, second[0]?.n], await preparedCount(db, 'select $1::int + 1 as n')];
    });

    expect(answers).toEqual([42, 2]);
    expect(prepared?.count).toBe(1);
  });

  it('past the limit of a connection still run, unprepared', async () => {
    const { answers, prepared } = await onOneConnection(async (db) => {
      const answers: number[] = [];
      for (let index = 0; index < MAX_PREPARED_STATEMENTS_PER_CONNECTION + 5; index += 1) {
        const [row] = await rowsOf<{ n: number }>(db, sql`select ${index}::int as ${sql.raw(`n${index}`)}`);
        answers.push(Number(Object.values(row ?? {})[0]));
      }
      const [counted] = await rowsOf<{ count: number }>(
        db,
        sql`select count(*)::int as count from pg_prepared_statements where name like ${'fsmis_%'}`,
      );
      return { answers, prepared: counted?.count };
    });

    expect(answers).toEqual(Array.from({ length: MAX_PREPARED_STATEMENTS_PER_CONNECTION + 5 }, (_, n) => n));
    expect(prepared).toBe(MAX_PREPARED_STATEMENTS_PER_CONNECTION);
  });
});
