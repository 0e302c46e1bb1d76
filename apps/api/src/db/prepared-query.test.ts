import { describe, expect, it, vi } from 'vitest';
import type { Database } from './database.js';
import { preparedQuery } from './prepared-query.js';

describe('preparedQuery', () => {
  it('builds a query once per database, and again for another (a transaction)', () => {
    const build = vi.fn((db: Database) => ({ db }));
    const query = preparedQuery(build);
    const database = {} as Database;
    const transaction = {} as Database;

    expect(query(database)).toBe(query(database));
    expect(query(transaction).db).toBe(transaction);
    expect(build).toHaveBeenCalledTimes(2);
  });
});
