import os from 'node:os';
import pino from 'pino';
import { createMailer } from '../modules/mail/mailer.js';
import { OFFICER_USAGE, runOfficerCommand } from './officer-commands.js';
import { runCli } from './run-cli.js';

await runCli(OFFICER_USAGE, async ({ config, runtime, args }) => {
  // The companies are e-mailed of the officer's steps as the server would; the sends finish before exit.
  const mailer = createMailer(
    config.mail,
    runtime.database.db,
    pino({ level: config.logLevel }, pino.destination(2)),
  );
  try {
    await runOfficerCommand({
      db: runtime.database.db,
      storage: runtime.storage,
      args,
      osUser: operatingSystemUser(),
      maxPdfBytes: config.attachmentMaxBytes,
      print: (line) => process.stdout.write(`${line}\n`),
      workflow: { mailer, publicUrl: config.publicUrl },
      recognitions: { renewal: config.renewal, appealPeriodDays: config.appealPeriodDays },
    });
  } finally {
    await mailer.close();
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
