import { seedDemoData } from '../db/seed/demo-data.js';
import { runCli } from './run-cli.js';

const usage = `Usage: npm run seed [-- --reset]

  Seeds the demo data into an empty database.
  --reset  wipes every table first and seeds again (never on real data).`;

await runCli(
  usage,
  async ({ runtime, args }) => {
    const result = await seedDemoData(runtime.database.db, runtime.storage, {
      reset: args.includes('--reset'),
    });
    process.stdout.write(result.seeded ? 'Demo data seeded.\n' : `Nothing seeded: ${result.reason}.\n`);
  },
  { seed: false },
);
