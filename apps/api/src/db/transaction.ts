import type { Database } from './database.js';

/**
 * Runs `work` in one transaction. Drizzle types a transaction apart from the database it came from,
 * though both answer the same queries; repositories take a `Database`, so the transaction is handed
 * on as one here, once, instead of a cast in every service.
 */
export function inTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as Database));
}
