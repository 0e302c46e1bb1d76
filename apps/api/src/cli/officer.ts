import os from 'node:os';
import pino from 'pino';
import { startJobQueue } from '../jobs/job-queue.js';
import { createScanner } from '../modules/attachments/scanners/create-scanner.js';
import { createOutbox } from '../modules/mail/outbox.service.js';
import { OFFICER_USAGE, runOfficerCommand } from './officer-commands.js';
import { runCli } from './run-cli.js';

await runCli(OFFICER_USAGE, async ({ config, runtime, args }) => {
  // The companies are e-mailed of the officer's steps as the server would: the e-mails go to the outbox
  // in each step's transaction, and the server's job queue sends them (at once, or when it next runs).
  const jobs = await startJobQueue({
    connection: runtime.database.jobConnection,
    log: pino({ level: config.logLevel }, pino.destination(2)),
    emailRetrySeconds: config.jobs.emailRetrySeconds,
    works: false,
    timed: false,
  });
  try {
    await runOfficerCommand({
      db: runtime.database.db,
      storage: runtime.storage,
      args,
      osUser: operatingSystemUser(),
      maxPdfBytes: config.attachmentMaxBytes,
      scanner: createScanner(config.scanner),
      print: (line) => process.stdout.write(`${line}\n`),
      workflow: { outbox: createOutbox(jobs), publicUrl: config.publicUrl },
      recognitions: { renewal: config.renewal, appealPeriodDays: config.appealPeriodDays },
    });
  } finally {
    await jobs.stop();
  }
});

/** Who runs the command, for the audit log; a container without a passwd entry has no name for them. */
function operatingSystemUser(): string {
  try {
    return os.userInfo().username || `uid-${os.userInfo().uid}`;
  } catch {
    return 'unknown';
  }
}
