import type { Database } from './database.js';
import { perDatabase } from './per-database.js';

/**
 * A query that Drizzle builds once per database and afterwards only runs, its parameters given as
 * `sql.placeholder`s. Building a query's SQL from its builder cost about as much of the portal's
 * processor time as sending it and reading the answer (decision record 0019). Worth it for the reads
 * every page load makes (the session lookup, the header's notifications, the Dashboard's company reads),
 * not elsewhere. A transaction is a database of its own here, so a query used in one is built again for
 * the next, as any other query is.
 */
export function preparedQuery<Query>(build: (db: Database) => Query): (db: Database) => Query {
  return perDatabase(build);
}
