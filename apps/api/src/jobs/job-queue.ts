import { type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type ConstructorOptions, fromDrizzle, type Job, type JobResult, PgBoss, type Queue } from 'pg-boss';
import type { Database } from '../db/database.js';
import { safeError } from '../lib/safe-error.js';

/**
 * The portal's background work, each kind a queue of its own with its own retry policy. Jobs live in
 * the database (pg-boss, schema `pgboss`), so a job written in a step's transaction exists exactly
 * when the step does, survives a restart, and is taken by one instance of any number.
 */
export const JOB_QUEUES = {
  /** One e-mail of the outbox; retried with backoff until it is sent or marked failed. */
  'deliver-email': { retryLimit: 1_000, retryBackoff: true, retryDelayMax: 3_600, expireInSeconds: 900 },
  /** Scans the uploads waiting for a verdict (one job drains them all). */
  'scan-attachments': { retryLimit: 2, retryDelay: 5, expireInSeconds: 600 },
  /** Reminds companies of what they owe on their applications (hourly). */
  'workflow-reminders': { retryLimit: 2, retryDelay: 60, expireInSeconds: 900 },
  /** Expires recognitions and reminds companies of renewals (hourly). */
  'recognition-expiry': { retryLimit: 2, retryDelay: 60, expireInSeconds: 900 },
  /** Discards the uploads nothing took, with their stored files (daily). */
  'discard-untaken-uploads': { retryLimit: 2, retryDelay: 600, expireInSeconds: 1_800 },
} as const satisfies Record<string, Omit<Queue, 'name'>>;

export type JobQueueName = keyof typeof JOB_QUEUES;

/** When each timed job runs, as cron (UTC): once per period across every instance. */
export const JOB_SCHEDULES: Readonly<Partial<Record<JobQueueName, string>>> = {
  'scan-attachments': '* * * * *',
  'workflow-reminders': '7 * * * *',
  'recognition-expiry': '17 * * * *',
  // 03:27 in Singapore, when the portal is quietest.
  'discard-untaken-uploads': '27 19 * * *',
};

export interface JobQueueOptions {
  /** pg-boss's connection: PostgreSQL by URL, or an adapter over the embedded database. */
  readonly connection: Pick<ConstructorOptions, 'connectionString' | 'db' | 'backend' | 'max'>;
  readonly log: FastifyBaseLogger;
  /** Seconds between retries of an e-mail at first; doubled each time, up to an hour. */
  readonly emailRetrySeconds: number;
  /** Whether this process takes jobs (the server) or only adds them (the command line). */
  readonly works: boolean;
  /** Whether the timed jobs are put on their schedules (off in most tests). */
  readonly timed: boolean;
}

export interface JobQueue {
  /**
   * Adds a job in the caller's transaction: it is taken only once the transaction commits, and never
   * if it rolls back.
   */
  add(tx: Database, queue: JobQueueName, data: object): Promise<void>;
  /** Adds a job outside any transaction: a nudge to work already recorded, now or after a delay. */
  nudge(queue: JobQueueName, options?: { afterSeconds?: number }): Promise<void>;
  /** Runs `handler` for each job of `queue` taken by this instance; a throw retries the job. */
  work<T extends object>(queue: JobQueueName, handler: (job: Job<T>) => Promise<void>): Promise<void>;
  /** Stops taking jobs, lets those under way finish (up to a few seconds), and closes the connection. */
  stop(): Promise<void>;
}

const STOP_TIMEOUT_MS = 8_000;
const BATCH_SIZE = 20;

/**
 * The transaction as pg-boss's Drizzle adapter reads it: Drizzle types `execute`'s answer by driver
 * (rows on PGlite, a pg result on node-postgres), and both carry the `rows` the adapter takes.
 */
const drizzleExecutor = (tx: Database) => ({
  execute: (query: unknown) => tx.execute(query as SQL) as Promise<{ rows: unknown[] }>,
});

export async function startJobQueue(options: JobQueueOptions): Promise<JobQueue> {
  const { log } = options;
  const boss = new PgBoss({
    ...options.connection,
    useListenNotify: options.works,
    supervise: options.works,
    schedule: options.works && options.timed,
    registerInstance: options.works,
    migrate: true,
  });
  boss.on('error', (error) => log.error({ err: safeError(error) }, 'job queue error'));
  boss.on('warning', (warning) => log.warn({ warning }, 'job queue warning'));
  await boss.start();
  // Creating each queue also caches it, so that adding a job inside a transaction never needs a read of
  // its own: on the embedded database, with one connection, that read would wait for the transaction.
  for (const [name, policy] of Object.entries(JOB_QUEUES)) {
    const queue = name === 'deliver-email' ? { ...policy, retryDelay: options.emailRetrySeconds } : policy;
    await boss.createQueue(name, { ...queue, notify: true });
    await boss.updateQueue(name, queue);
  }
  if (options.works && options.timed) {
    for (const [name, cron] of Object.entries(JOB_SCHEDULES)) await boss.schedule(name, cron);
  }

  return {
    async add(tx, queue, data) {
      await boss.send(queue, data, { db: fromDrizzle(drizzleExecutor(tx), sql) });
    },
    async nudge(queue, nudgeOptions = {}) {
      await boss.send(queue, {}, nudgeOptions.afterSeconds ? { startAfter: nudgeOptions.afterSeconds } : {});
    },
    async work(queue, handler) {
      // A new job wakes the worker at once (LISTEN/NOTIFY); a retry falling due wakes nothing, so the
      // worker also looks every two seconds. Jobs are taken in batches, and a full batch is followed
      // by the next at once: a notice to every laboratory is hundreds of e-mails.
      await boss.work<object>(
        queue,
        {
          pollingIntervalSeconds: 2,
          notifyPollingIntervalSeconds: 2,
          batchSize: BATCH_SIZE,
          burstWhenBatchFull: true,
          perJobResults: true,
        },
        async (batch) => {
          const results: JobResult[] = [];
          for (const job of batch) {
            try {
              await handler(job as Job<never>);
              results.push({ id: job.id, status: 'completed' });
            } catch (error) {
              results.push({ id: job.id, status: 'failed', output: { reason: safeError(error).message } });
            }
          }
          return results;
        },
      );
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: STOP_TIMEOUT_MS });
    },
  };
}
