import { buildApp } from './app.js';
import { type Config, ConfigError, loadConfig } from './config.js';
import { DatabaseLockedError } from './db/lock-file.js';
import { DEMO_ACCOUNTS, DEMO_OFFICER, SECOND_OFFICER } from './db/seed/demo-accounts.js';
import { startMockPass } from './idp/mockpass.js';
import { safeError } from './lib/safe-error.js';
import { mockPassEnvironment } from './modules/identity/mockpass-environment.js';
import { openRuntime } from './runtime.js';

/** How long open requests and the database get to finish before the process exits regardless. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main() {
  const config = loadConfig();
  const runtime = await openRuntime(config);
  const app = await buildApp({ config, database: runtime.database });
  const mockPass =
    config.idp.kind === 'mockpass'
      ? await startMockPass({
          port: config.idp.port,
          environment: mockPassEnvironment(config.publicUrl),
        })
      : null;

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    // Kept listening: a second Ctrl-C, or a SIGTERM after it, must not end the process (a signal's
    // default) before the database is closed.
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error(`shutdown took over ${SHUTDOWN_TIMEOUT_MS / 1000} s`);
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    force.unref();
    try {
      await app.close();
      await mockPass?.stop();
      await runtime.close();
    } catch (error) {
      app.log.error({ err: safeError(error) }, 'shutdown failed');
      process.exit(1);
    }
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop(signal));

  await app.listen({ port: config.port, host: config.host });
  printWelcome(config, runtime.database.kind, mockPass?.url ?? null);
}

function printWelcome(config: Config, database: string, mockPassUrl: string | null) {
  const lines = [
    '',
    `  FSMIS portal is running at ${config.publicUrl}/login`,
    `  database: ${database === 'pglite' ? `embedded (${config.dataDir}/db)` : 'PostgreSQL (DATABASE_URL)'}`,
    mockPassUrl ? `  identity service: MockPass at ${mockPassUrl}` : '  identity service: external',
    config.mail.kind === 'mailbox'
      ? `  e-mail: dev mailbox at ${config.publicUrl}/dev/mailbox`
      : '  e-mail: SMTP',
  ];
  if (config.testLogins) {
    lines.push('', '  Demo accounts (test login: Singpass ID / company UEN / email):');
    for (const [key, account] of Object.entries(DEMO_ACCOUNTS)) {
      const identity = account.singpassIdentifier
        ? `${account.singpassIdentifier} / ${account.companyUen} / ${account.email}`
        : `${account.email} (e-mailed sign-in link)`;
      lines.push(`    ${key.padEnd(10)} ${identity}`);
    }
    const officers = [
      ['officer', DEMO_OFFICER],
      ['officer2', SECOND_OFFICER],
    ] as const;
    for (const [key, officer] of officers) {
      const identity = `${officer.singpassIdentifier} / ${officer.companyUen} / ${officer.email}`;
      lines.push(`    ${key.padEnd(10)} ${identity} (${officer.name}, officers' console)`);
    }
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseLockedError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    // Without the values of a statement that failed (a seed's names and e-mail addresses).
    process.stderr.write(`The portal could not start: ${safeError(error).stack}\n`);
  }
  process.exit(1);
});
