import {
  endMaintenance,
  getMaintenanceStatus,
  startMaintenance,
} from '../modules/settings/settings.service.js';
import { readOption, runCli, UsageError } from './run-cli.js';

const usage = `Usage: npm run officer -- <command>

Commands:
  maintenance on [--message "text"] [--until 2026-12-01T02:00:00Z]   send every visitor to Scheduled Maintenance
  maintenance off                                                   end the current maintenance
  maintenance status                                                show whether maintenance is on`;

const DEFAULT_MAINTENANCE_MESSAGE = 'The portal is being upgraded and will be back shortly.';

await runCli(usage, async ({ runtime, args }) => {
  const [area, action] = args;
  const db = runtime.database.db;
  if (area !== 'maintenance') throw new UsageError(area ? `Unknown command: ${area}` : 'Name a command.');

  if (action === 'on') {
    const untilText = readOption(args, 'until');
    const until = untilText ? new Date(untilText) : null;
    if (until && Number.isNaN(until.getTime()))
      throw new UsageError(`--until is not a date and time: ${untilText}`);
    const status = await startMaintenance(db, {
      message: readOption(args, 'message') ?? DEFAULT_MAINTENANCE_MESSAGE,
      until,
    });
    process.stdout.write(`Maintenance is on${status.endsAt ? ` until ${status.endsAt}` : ''}.\n`);
  } else if (action === 'off') {
    await endMaintenance(db);
    process.stdout.write('Maintenance is off.\n');
  } else if (action === 'status') {
    const status = await getMaintenanceStatus(db);
    process.stdout.write(`${JSON.stringify(status, null, 2)}\n`);
  } else {
    throw new UsageError(`Unknown maintenance action: ${action ?? '(none)'}`);
  }
});
