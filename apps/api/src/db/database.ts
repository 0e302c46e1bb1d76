import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type ConstructorOptions, fromPglite } from 'pg-boss';
import { acquireLockFile } from './lock-file.js';
import { prepareRepeatedStatements } from './prepared-statements.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies every pending migration (serialised across instances on PostgreSQL). */
  migrate(): Promise<void>;
  /**
   * Runs start-up work that must not run twice at once (seeding an empty database) one instance at a
   * time: on PostgreSQL under an advisory lock, which the server frees if the holder dies.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  /** How the job queue reaches this database: its own small pool on PostgreSQL, the one connection embedded. */
  jobConnection: Pick<ConstructorOptions, 'connectionString' | 'db' | 'backend' | 'max'>;
  /** The embedded database's files as one archive, which `{ kind: 'pglite', from }` opens again. */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Any stable 64-bit numbers: PostgreSQL advisory locks that serialise start-up across instances. */
const MIGRATION_LOCK_KEY = 7_301_642_981;
const START_UP_LOCK_KEY = 7_301_642_982;

export type DatabaseLocation =
  | { kind: 'postgres'; url: string }
  | {
      kind: 'pglite';
      directory: string | null;
      /** An archive of another embedded database (`dump`) to start from instead of an empty one. */
      from?: Blob;
    };

export interface DatabaseOptions {
  /** Told of a broken server connection (a restart, a forced disconnect); the pool replaces it. */
  onConnectionError?: (error: Error) => void;
  /** Told of every statement the app issues, with its parameters (benchmarks read the query plans). */
  logQuery?: (query: string, params: unknown[]) => void;
}

export async function openDatabase(
  location: DatabaseLocation,
  options: DatabaseOptions = {},
): Promise<DatabaseHandle> {
  const logger = options.logQuery ? { logQuery: options.logQuery } : undefined;
  const handle =
    location.kind === 'postgres'
      ? await openPostgres(location.url, options.onConnectionError ?? (() => {}), logger)
      : await openPglite(location.directory, logger, location.from);
  let closing: Promise<void> | null = null;
  return { ...handle, close: () => (closing ??= handle.close()) };
}

type QueryLogger = { logQuery(query: string, params: unknown[]): void } | undefined;

async function openPostgres(
  url: string,
  onConnectionError: (error: Error) => void,
  logger: QueryLogger,
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // Without these, a server restart would crash the process through an unhandled 'error' event:
  // the pool covers idle clients, the client listener those in use or being closed.
  pool.on('error', onConnectionError);
  pool.on('connect', (client) => {
    client.on('error', onConnectionError);
    prepareRepeatedStatements(client);
  });
  const db = drizzleNodePg(pool, { schema, logger }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    migrate: () =>
      withAdvisoryLock(pool, MIGRATION_LOCK_KEY, (client) =>
        migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder }),
      ),
    // The work runs on the pool's other connections; the lock's own connection only holds the lock.
    exclusively: (work) => withAdvisoryLock(pool, START_UP_LOCK_KEY, () => work()),
    // One connection listens for new jobs, the others fetch and settle them.
    jobConnection: { connectionString: url, max: 3 },
    close: () => pool.end(),
  };
}

async function withAdvisoryLock<T>(
  pool: pg.Pool,
  key: number,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [key]);
    return await work(client);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [key]).catch(() => undefined);
    client.release();
  }
}

/** `directory` null keeps the database in memory (tests). */
async function openPglite(
  directory: string | null,
  logger: QueryLogger,
  from: Blob | undefined,
): Promise<DatabaseHandle> {
  let releaseLock = () => {};
  if (directory) {
    fs.mkdirSync(directory, { recursive: true });
    releaseLock = acquireLockFile(`${directory}.lock`);
  }
  try {
    const client = await PGlite.create({
      ...(directory ? { dataDir: directory } : {}),
      ...(from ? { loadDataDir: from } : {}),
    });
    const db = drizzlePglite(client, { schema, logger }) as unknown as Database;
    return {
      db,
      kind: 'pglite',
      migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
      // One process owns an embedded database (the lock file): nothing else can start up on it.
      exclusively: (work) => work(),
      jobConnection: { db: fromPglite(client), backend: 'pglite' },
      dump: () => client.dumpDataDir('none'),
      async close() {
        await client.close();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

export async function isDatabaseReachable(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
