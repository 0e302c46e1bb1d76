import { type Config, ConfigError, loadConfig } from '../config.js';
import { DatabaseLockedError } from '../db/lock-file.js';
import { HttpError } from '../lib/http-error.js';
import { openRuntime, type Runtime } from '../runtime.js';

export class UsageError extends Error {
  override name = 'UsageError';
}

/** Runs a command with the portal's configuration and database, then closes everything. */
export async function runCli(
  usage: string,
  command: (context: { config: Config; runtime: Runtime; args: string[] }) => Promise<void>,
  options: { seed?: boolean } = {},
) {
  let runtime: Runtime | null = null;
  try {
    const config = loadConfig();
    runtime = await openRuntime(config, options);
    await command({ config, runtime, args: process.argv.slice(2) });
  } catch (error) {
    if (error instanceof UsageError) process.stderr.write(`${error.message}\n\n${usage}\n`);
    else if (error instanceof HttpError) process.stderr.write(`${refusalText(error)}\n`);
    else if (error instanceof ConfigError || error instanceof DatabaseLockedError)
      process.stderr.write(`${error.message}\n`);
    else process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exitCode = 1;
  } finally {
    await runtime?.close();
  }
}

/** A service's refusal as one line: its message, or each field's messages. */
export function refusalText(error: HttpError): string {
  const message = error.publicMessage;
  if (typeof message === 'string') return message;
  return Object.entries(message)
    .map(([field, messages]) => `${field}: ${messages.join('; ')}`)
    .join(' ');
}
