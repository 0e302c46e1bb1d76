// The long fuzzing profile: 10,000 requests generated from the OpenAPI document (valid and invalid bodies,
// queries and path ids), as no one, two companies' users and an officer, against the built API on a
// fresh, seeded PGlite database. Prints the totals (requests per operation and status, 5xx, answers the
// document does not allow, schema mismatches, other companies' records in a company's answer) and exits
// 1 on any of them. The short profile runs in `npm test` (apps/api/src/openapi/fuzz/fuzz.test.ts).
// Usage: npm run build -w @fsmis/api && node bench/fuzz.mjs [requests] [seed]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const requests = Number(process.argv[2] ?? 10_000);
const seed = Number(process.argv[3] ?? 20_261_124);

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = (file) => pathToFileURL(path.join(root, 'apps/api/dist', file)).href;
if (!fs.existsSync(path.join(root, 'apps/api/dist/openapi/fuzz/fuzz-runner.js'))) {
  console.error('Build the API first: npm run build -w @fsmis/api');
  process.exit(2);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fsmis-bench-fuzz-'));
process.env.DATA_DIR = dataDir;
process.env.LOG_LEVEL = 'silent';
const { loadConfig } = await import(dist('config.js'));
const { openRuntime } = await import(dist('runtime.js'));
const { buildApp } = await import(dist('app.js'));
const { runFuzz, formatReport } = await import(dist('openapi/fuzz/fuzz-runner.js'));

const config = loadConfig();
const runtime = await openRuntime(config, { seed: true });
const app = await buildApp({ config, database: runtime.database, storage: runtime.storage, logger: false });

let failed = true;
try {
  const started = performance.now();
  const report = await runFuzz({ app, db: runtime.database.db, requests, seed });
  console.log(`\nFuzzing from the OpenAPI document (seed ${seed}, ${os.cpus().length} cores, PGlite)`);
  console.log(formatReport(report, performance.now() - started).join('\n'));
  failed = report.failures.length > 0;
  console.log(failed ? `\n${report.failures.length} failures` : '\nNo failures');
} finally {
  await app.close();
  await runtime.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
