import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { JOB_QUEUES, JOB_SCHEDULES } from './job-queue.js';

/** The timed jobs are put on their schedules by an instance that runs them (`TIMED_JOBS=on`). */

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ seed: false, environment: { TIMED_JOBS: 'on' } });
});
afterAll(() => testApp?.close());

async function schedules(): Promise<{ name: string; cron: string }[]> {
  const result = await testApp.database.db.execute(sql`select name, cron from pgboss.schedule order by name`);
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    name: string;
    cron: string;
  }[];
}

describe('the job queue’s schedules', () => {
  it('puts each timed job on its cron, once per period across instances', async () => {
    expect(await schedules()).toEqual(
      Object.entries(JOB_SCHEDULES)
        .map(([name, cron]) => ({ name, cron }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    );
  });

  it('discards untaken uploads daily, on a queue of its own that retries', async () => {
    expect(JOB_SCHEDULES['discard-untaken-uploads']).toMatch(/^\d{1,2} \d{1,2} \* \* \*$/);
    expect(await schedules()).toContainEqual({ name: 'discard-untaken-uploads', cron: '27 19 * * *' });
    expect(JOB_QUEUES['discard-untaken-uploads'].retryLimit).toBeGreaterThan(0);
  });
});
