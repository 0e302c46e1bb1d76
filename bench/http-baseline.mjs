// Requests per second of GET /api/maintenance-status on the built portal, and of a bare node:http
// JSON server answering the same envelope, measured in the same run with autocannon. Fails when the
// ratio portal / bare or the portal's p99 misses its budget in bench/api-budgets.json.
// The two servers take turns in one-second slices, so a neighbour's load on a shared machine weighs
// on both alike instead of on whichever ran while it lasted. The budget is judged on the median of the
// rounds' ratios (each round: one slice of each server, back to back): a burst of other work on the
// machine during one slice moves one round's ratio, not the verdict (bench/BUDGETS.md).
// Usage: npm run build && node bench/http-baseline.mjs [seconds per server]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startBareServer } from './lib/bare-server.mjs';
import { median } from './lib/median.mjs';
import { onServerCpu, placeClient } from './lib/placement.mjs';
import { freePort, startPortal } from './lib/portal.mjs';
import { runAheadOfOtherWork } from './lib/priority.mjs';

console.log(runAheadOfOtherWork());
console.log(placeClient());

/** autocannon's documented merge of runs made with `skipAggregateResult` (absent from its types). */
const { aggregateResult } =
  /** @type {typeof autocannon & { aggregateResult: (results: unknown[], options: object) => autocannon.Result }} */ (
    autocannon
  );

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const budget = JSON.parse(fs.readFileSync(path.join(root, 'bench/api-budgets.json'), 'utf8')).httpBaseline;
const seconds = Number(process.argv[2] ?? 5);
const connections = 50;
const WARM_UP_SECONDS = 2;
// What a browser sends: the answer is under the compression threshold, but the check runs.
const headers = { 'accept-encoding': 'gzip, deflate, br' };

if (!fs.existsSync(path.join(root, 'apps/api/dist/server.js'))) {
  console.error('Build the portal first: npm run build');
  process.exit(2);
}
const portalPort = await freePort();
const barePort = await freePort();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fsmis-bench-'));

/** @type {{ close: () => Promise<void> } | null} */
let portal = null;
/** @type {{ close: () => Promise<void> } | null} */
let bare = null;
let failed = false;
try {
  portal = await startPortal(
    root,
    {
      PORT: String(portalPort),
      DATA_DIR: dataDir,
      MOCKPASS_PORT: String(await freePort()),
      LOG_LEVEL: 'warn',
    },
    { place: onServerCpu },
  );
  bare = await startBareServer(barePort, onServerCpu);

  const portalUrl = `http://127.0.0.1:${portalPort}/api/maintenance-status`;
  const bareUrl = `http://127.0.0.1:${barePort}/`;
  await slice(portalUrl, WARM_UP_SECONDS);
  await slice(bareUrl, WARM_UP_SECONDS);
  const slices = { portal: [], bare: [] };
  for (let round = 0; round < seconds; round += 1) {
    const order = round % 2 === 0 ? ['portal', 'bare'] : ['bare', 'portal'];
    for (const name of order) slices[name].push(await slice(name === 'portal' ? portalUrl : bareUrl, 1));
  }
  const portalResult = summary(slices.portal, portalUrl);
  const bareResult = summary(slices.bare, bareUrl);
  const rounds = slices.portal.map((portalSlice, round) => rateOf(portalSlice) / rateOf(slices.bare[round]));
  const ratio = median(rounds);

  const line = (name, result) =>
    `${name.padEnd(34)} ${result.requestsPerSecond.toFixed(0).padStart(7)} req/s   p50 ${result.p50} ms   p99 ${result.p99} ms   errors ${result.errors}`;
  console.log(`\nHTTP baseline (${seconds} s each, ${connections} connections, ${os.cpus().length} cores)`);
  console.log(line('portal GET /api/maintenance-status', portalResult));
  console.log(line('bare node:http JSON server', bareResult));
  const ratioOk = ratio >= budget.minimumRatio;
  const p99Ok = portalResult.p99 < budget.p99BelowMs;
  const errorsOk = portalResult.errors === 0 && bareResult.errors === 0;
  console.log(
    `ratio portal / bare: ${ratio.toFixed(2)}, the median of ${rounds.length} rounds [${Math.min(...rounds).toFixed(2)}-${Math.max(...rounds).toFixed(2)}]; over all of them ${(portalResult.requestsPerSecond / bareResult.requestsPerSecond).toFixed(2)} (budget at least ${budget.minimumRatio}) ${ratioOk ? 'ok' : 'UNDER BUDGET'}`,
  );
  console.log(
    `portal p99: ${portalResult.p99} ms (budget under ${budget.p99BelowMs} ms) ${p99Ok ? 'ok' : 'OVER BUDGET'}`,
  );
  if (!errorsOk) console.log('Some requests failed or answered other than 2xx.');
  failed = !(ratioOk && p99Ok && errorsOk);
} finally {
  await Promise.all([portal?.close(), bare?.close()]);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);

function slice(url, duration) {
  return autocannon({ url, connections, duration, headers, skipAggregateResult: true });
}

/** One slice's requests per second. */
function rateOf(result) {
  return result.totalCompletedRequests / result.duration;
}

/** Requests per second over every slice, and latency percentiles over every request of them. */
function summary(results, url) {
  const merged = aggregateResult(results, { url, connections });
  const requests = results.reduce((sum, result) => sum + result.totalCompletedRequests, 0);
  const duration = results.reduce((sum, result) => sum + result.duration, 0);
  return {
    requestsPerSecond: requests / duration,
    p50: merged.latency.p50,
    p99: merged.latency.p99,
    errors: merged.errors + merged.timeouts + merged.non2xx,
  };
}
