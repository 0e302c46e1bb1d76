import type { FastifyBaseLogger } from 'fastify';

export interface JobSchedule {
  /** Stops the timer and waits for a run under way. */
  stop(): Promise<void>;
}

export interface ScheduledJob<T> {
  /** The job's name in the log. */
  readonly name: string;
  readonly run: () => Promise<T>;
  /** Whether a run did something worth a line in the log, and what to log of it. */
  readonly report: (done: T) => Record<string, unknown> | null;
  readonly log: FastifyBaseLogger;
  readonly firstDelayMs: number;
  readonly intervalMs: number;
}

/**
 * Runs a background job on a timer: first after `firstDelayMs` (the portal is up by then), then every
 * `intervalMs`, never two runs at once. The timers do not keep the process alive; a failed run is
 * logged and the next one tries again.
 */
export function scheduleJob<T>(job: ScheduledJob<T>): JobSchedule {
  let running: Promise<void> | null = null;
  let interval: NodeJS.Timeout | null = null;
  const run = () => {
    if (running) return;
    running = job
      .run()
      .then((done) => {
        const report = job.report(done);
        if (report) job.log.info(report, job.name);
      })
      .catch((error: unknown) => job.log.error({ err: error }, `${job.name} failed`))
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(() => {
    run();
    interval = setInterval(run, job.intervalMs);
    interval.unref();
  }, job.firstDelayMs);
  first.unref();
  return {
    async stop() {
      clearTimeout(first);
      if (interval) clearInterval(interval);
      await running;
    },
  };
}
