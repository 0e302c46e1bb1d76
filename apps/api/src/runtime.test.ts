import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { loadConfig } from './config.js';
import { openRuntime } from './runtime.js';

const onPostgres = inject('database') === 'postgres';
if (!onPostgres)
  console.warn('Skipping the two-instance start-up test: it needs PostgreSQL (API_TEST_DATABASE=postgres).');

describe.runIf(onPostgres)('two instances starting at once on one empty PostgreSQL database', () => {
  it('both start, and the demo data is seeded once', async () => {
    const server = new URL(inject('postgresUrl'));
    const name = `fsmis_start_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: server.toString() });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    const url = new URL(server);
    url.pathname = `/${name}`;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fsmis-runtime-test-'));
    const config = loadConfig({ DATABASE_URL: url.toString(), DATA_DIR: dataDir, SEED_DEMO: 'on' });
    const started = await Promise.allSettled([openRuntime(config), openRuntime(config)]);
    try {
      const failures = started.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
      expect(failures).toEqual([]);
      const runtimes = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
      expect(runtimes.map((runtime) => runtime.seed?.seeded).sort()).toEqual([false, true]);
      const [first] = runtimes;
      const counted = (await first?.database.db.execute(
        sql`select count(*)::int as regulators from companies where is_regulator`,
      )) as unknown as { rows: Array<{ regulators: number }> };
      expect(counted.rows[0]?.regulators).toBe(1);
    } finally {
      for (const result of started) if (result.status === 'fulfilled') await result.value.close();
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
