import os from 'node:os';
import { OFFICER_USAGE, runOfficerCommand } from './officer-commands.js';
import { runCli } from './run-cli.js';

await runCli(OFFICER_USAGE, ({ config, runtime, args }) =>
  runOfficerCommand({
    db: runtime.database.db,
    storage: runtime.storage,
    args,
    osUser: operatingSystemUser(),
    maxPdfBytes: config.attachmentMaxBytes,
    print: (line) => process.stdout.write(`${line}\n`),
  }),
);

/** Who runs the command, for the audit log; a container without a passwd entry has no name for them. */
function operatingSystemUser(): string {
  try {
    return os.userInfo().username || `uid-${os.userInfo().uid}`;
  } catch {
    return 'unknown';
  }
}
