import type { Database } from './database.js';

/**
 * What `make` builds for a database, built once per database and kept while the database is. A
 * transaction is a database of its own here, so it gets its own.
 */
export function perDatabase<Value>(make: (db: Database) => Value): (db: Database) => Value {
  const made = new WeakMap<Database, Value>();
  return (db) => {
    let value = made.get(db);
    if (value === undefined) {
      value = make(db);
      made.set(db, value);
    }
    return value;
  };
}
