import { runOfficerCommand } from '../cli/officer-commands.js';
import { refusalText, UsageError } from '../cli/run-cli.js';
import { HttpError } from '../lib/http-error.js';
import type { TestApp } from './test-app.js';

/**
 * `npm run officer -- …` in-process: the same parser and service calls the command line runs, on the
 * test app's database, as the operating-system user "tester". `testApp` is read at each call, since
 * tests make theirs in `beforeAll`.
 */
export function officerCommandLine(testApp: () => TestApp) {
  /** Runs a command; answers the lines it printed. */
  async function officer(...args: string[]): Promise<string[]> {
    const app = testApp();
    const printed: string[] = [];
    await runOfficerCommand({
      db: app.database.db,
      storage: app.storage,
      args,
      osUser: 'tester',
      maxPdfBytes: app.config.attachmentMaxBytes,
      scanner: app.app.scanner,
      print: (line) => printed.push(line),
      workflow: { outbox: app.app.outbox, publicUrl: app.config.publicUrl },
      recognitions: { renewal: app.config.renewal, appealPeriodDays: app.config.appealPeriodDays },
    });
    return printed;
  }

  /** Runs a command that must be refused; answers the refusal as the command line prints it. */
  async function refusal(...args: string[]): Promise<string> {
    try {
      await officer(...args);
    } catch (error) {
      if (error instanceof HttpError) return refusalText(error);
      if (error instanceof UsageError) return `usage: ${error.message}`;
      throw error;
    }
    throw new Error(`officer ${args.join(' ')} was not refused`);
  }

  return { officer, refusal };
}
