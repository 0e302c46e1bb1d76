import path from 'node:path';
import type { Config } from './config.js';
import { type DatabaseHandle, openDatabase } from './db/database.js';
import { type SeedResult, seedDemoData } from './db/seed/demo-data.js';
import { ensureBuiltInTemplates } from './modules/application-templates/application-templates.service.js';
import { createFileStorage, type FileStorage } from './modules/attachments/file-storage.js';

export interface Runtime {
  database: DatabaseHandle;
  storage: FileStorage;
  seed: SeedResult | null;
  close(): Promise<void>;
}

/** Opens the database, applies migrations and, when configured, seeds an empty database. */
export async function openRuntime(config: Config, options: { seed?: boolean } = {}): Promise<Runtime> {
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', directory: path.join(config.dataDir, 'db') },
    { onConnectionError: (error) => process.stderr.write(`Database connection lost: ${error.message}\n`) },
  );
  try {
    await database.migrate();
    const storage = createFileStorage(config.storage);
    // Instances starting together on one empty database would otherwise both seed it, and one fail.
    const seed = await database.exclusively(async () => {
      await ensureBuiltInTemplates(database.db);
      return (options.seed ?? config.seedDemo) ? await seedDemoData(database.db, storage) : null;
    });
    return { database, storage, seed, close: () => database.close() };
  } catch (error) {
    await database.close();
    throw error;
  }
}
