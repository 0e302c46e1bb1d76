import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { type AppDependencies, buildApp } from '../app.js';
import { type Config, loadConfig } from '../config.js';
import { type DatabaseHandle, openDatabase } from '../db/database.js';
import { seedDemoData } from '../db/seed/demo-data.js';
import { ensureBuiltInTemplates } from '../modules/application-templates/application-templates.service.js';
import { createFileStorage, type FileStorage } from '../modules/attachments/file-storage.js';

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
  const { database, databaseUrl, dropDatabase } = await openTestDatabase();
  await database.migrate();
  await ensureBuiltInTemplates(database.db);
  const storage = createFileStorage(config.storage);
  if (options.seed ?? true) await seedDemoData(database.db, storage);
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

async function openTestDatabase(): Promise<{
  database: DatabaseHandle;
  databaseUrl: string | null;
  dropDatabase: () => Promise<void>;
}> {
  if (inject('database') !== 'postgres') {
    return {
      database: await openDatabase({ kind: 'pglite', directory: null }),
      databaseUrl: null,
      dropDatabase: async () => {},
    };
  }
  const serverUrl = new URL(inject('postgresUrl'));
  const name = `${serverUrl.pathname.slice(1) || 'fsmis'}_${randomBytes(6).toString('hex')}`;
  await withAdminClient(serverUrl, (client) => client.query(`create database "${name}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    database: await openDatabase({ kind: 'postgres', url: url.toString() }),
    databaseUrl: url.toString(),
    dropDatabase: () =>
      withAdminClient(serverUrl, (client) => client.query(`drop database if exists "${name}" with (force)`)),
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
