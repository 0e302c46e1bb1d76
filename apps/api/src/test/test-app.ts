import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { pino } from 'pino';
import { inject } from 'vitest';
import { type AppDependencies, buildApp } from '../app.js';
import { type Config, loadConfig } from '../config.js';
import { type DatabaseHandle, type DatabaseOptions, openDatabase } from '../db/database.js';
import { seedDemoData } from '../db/seed/demo-data.js';
import { startJobQueue } from '../jobs/job-queue.js';
import { ensureBuiltInTemplates } from '../modules/application-templates/application-templates.service.js';
import { createFileStorage, type FileStorage } from '../modules/attachments/file-storage.js';
import { templateDatabasePrefix } from './template-databases.js';

declare module 'vitest' {
  export interface ProvidedContext {
    database: 'pglite' | 'postgres';
    postgresUrl: string;
  }
}

export interface TestApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  database: DatabaseHandle;
  config: Config;
  /** The PostgreSQL database's URL, for a second instance on it; null on PGlite. */
  databaseUrl: string | null;
  /** The file storage the app uses (for tests that call services directly, like the CLI's). */
  storage: FileStorage;
  close(): Promise<void>;
}

/**
 * The real app on a real, empty database (in-memory PGlite, or a fresh PostgreSQL database),
 * migrated and seeded with the demo data unless `seed: false`.
 */
export async function createTestApp(
  options: {
    environment?: Record<string, string>;
    seed?: boolean;
    /** The app's logger options; none by default. */
    logger?: AppDependencies['logger'];
    /** Told every statement the app sends to its database. */
    logQuery?: DatabaseOptions['logQuery'];
  } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fsmis-api-test-'));
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    SEED_DEMO: 'off',
    // A test runs a timed job itself when it means to; a minute's tick would otherwise land anywhere.
    TIMED_JOBS: 'off',
    ...options.environment,
  });
  const seed = options.seed ?? true;
  const { database, databaseUrl, dropDatabase } = await openTestDatabase(
    config.storage.kind === 'disk' ? { seed, files: config.storage.directory } : null,
    options.logQuery ? { logQuery: options.logQuery } : {},
  );
  const storage = createFileStorage(config.storage);
  if (!database.prepared) await prepareDatabase(database, storage, seed);
  const app = await buildApp({ config, database, storage, logger: options.logger ?? false });
  return {
    app,
    database,
    databaseUrl,
    config,
    storage,
    async close() {
      await app.close();
      await database.close();
      await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Another instance of the portal on a test app's database (the same one, or a second connection to it),
 * as a second process or a restart would start: with its own job queue working.
 */
export function appOnDatabase(testApp: TestApp, database: AppDependencies['database'] = testApp.database) {
  return buildApp({ config: testApp.config, database, storage: testApp.storage, logger: false });
}

/** The migrations, the built-in templates, the job queue's tables and, unless `seed` is false, the demo data. */
async function prepareDatabase(database: DatabaseHandle, storage: FileStorage, seed: boolean) {
  await database.migrate();
  await ensureBuiltInTemplates(database.db);
  if (seed) await seedDemoData(database.db, storage);
  const jobs = await startJobQueue({
    connection: database.jobConnection,
    log: SILENT_LOG,
    emailRetrySeconds: 1,
    works: false,
    timed: false,
  });
  await jobs.stop();
}

const SILENT_LOG = pino({ level: 'silent' });

/**
 * A database prepared once per test worker and copied for each test app after it, with the files its
 * seed stored: on PGlite an archive of the embedded database, on PostgreSQL a template database. Making
 * an empty database, migrating and seeding it cost a file seconds (on PGlite over four), copying a
 * fraction of one. Keyed by whether the demo data is seeded.
 */
interface PreparedCopy {
  /** The folder of the files the seed stored. */
  readonly files: string;
  /** The embedded database's archive, or the PostgreSQL template database's name. */
  readonly source: Blob | string;
}

const preparedCopies = new Map<boolean, Promise<PreparedCopy>>();

function preparedCopy(seed: boolean, postgres: URL | null): Promise<PreparedCopy> {
  let copy = preparedCopies.get(seed);
  if (!copy) {
    copy = makePreparedCopy(seed, postgres);
    preparedCopies.set(seed, copy);
  }
  return copy;
}

async function makePreparedCopy(seed: boolean, postgres: URL | null): Promise<PreparedCopy> {
  const files = fs.mkdtempSync(path.join(os.tmpdir(), 'fsmis-api-test-prepared-'));
  const storage = createFileStorage({ kind: 'disk', directory: files });
  if (!postgres) {
    const database = await openDatabase({ kind: 'pglite', directory: null });
    try {
      await prepareDatabase(database, storage, seed);
      const archive = await database.dump?.();
      if (!archive) throw new Error('The embedded database gave no archive of itself');
      return { files, source: archive };
    } finally {
      await database.close();
    }
  }
  const name = `${templateDatabasePrefix(postgres)}${randomBytes(6).toString('hex')}`;
  await withAdminClient(postgres, (client) => client.query(`create database "${name}"`));
  const database = await openDatabase({ kind: 'postgres', url: databaseUrlOf(postgres, name) });
  try {
    await prepareDatabase(database, storage, seed);
  } finally {
    await database.close();
  }
  return { files, source: name };
}

const databaseUrlOf = (server: URL, name: string) => {
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * A fresh database for one test app: a copy of the worker's prepared one (`prepared` true) when the app
 * keeps its files on disk, else an empty one its caller prepares.
 */
async function openTestDatabase(
  copy: { seed: boolean; files: string } | null,
  options: Pick<DatabaseOptions, 'logQuery'>,
): Promise<{
  database: DatabaseHandle & { prepared: boolean };
  databaseUrl: string | null;
  dropDatabase: () => Promise<void>;
}> {
  const postgres = inject('database') === 'postgres' ? new URL(inject('postgresUrl')) : null;
  const prepared = copy ? await preparedCopy(copy.seed, postgres) : null;
  if (prepared && copy) fs.cpSync(prepared.files, copy.files, { recursive: true });
  if (!postgres) {
    const from = prepared?.source;
    const database = await openDatabase(
      { kind: 'pglite', directory: null, ...(from instanceof Blob ? { from } : {}) },
      options,
    );
    return {
      database: { ...database, prepared: prepared !== null },
      databaseUrl: null,
      dropDatabase: async () => {},
    };
  }
  const name = `${postgres.pathname.slice(1) || 'fsmis'}_${randomBytes(6).toString('hex')}`;
  const template = typeof prepared?.source === 'string' ? ` template "${prepared.source}"` : '';
  await withAdminClient(postgres, (client) => client.query(`create database "${name}"${template}`));
  const url = databaseUrlOf(postgres, name);
  const database = await openDatabase({ kind: 'postgres', url }, options);
  return {
    database: { ...database, prepared: prepared !== null },
    databaseUrl: url,
    dropDatabase: () =>
      withAdminClient(postgres, (client) => client.query(`drop database if exists "${name}" with (force)`)),
  };
}

async function withAdminClient(url: URL, work: (client: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}
