import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diskStorage } from '../../modules/attachments/file-storage.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { companies, users } from '../schema/index.js';
import { seedDemoData } from './demo-data.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp?.close());

const count = async (table: typeof companies | typeof users) => {
  const [row] = await testApp.database.db.select({ count: sql<number>`count(*)::int` }).from(table);
  return row?.count;
};

describe('seedDemoData', () => {
  const storage = diskStorage(fs.mkdtempSync(path.join(os.tmpdir(), 'fsmis-seed-')));

  it('seeds the five demo companies and the regulator once, never over existing data', async () => {
    expect(await count(companies)).toBe(6);
    const again = await seedDemoData(testApp.database.db, storage);
    expect(again).toEqual({ seeded: false, reason: 'the database already holds companies' });
    expect(await count(companies)).toBe(6);
  });

  it('rebuilds from scratch with reset', async () => {
    const result = await seedDemoData(testApp.database.db, storage, { reset: true });
    expect(result.seeded).toBe(true);
    expect(await count(companies)).toBe(6);
    expect(await count(users)).toBe(6);
  });
});
