// Lighthouse (mobile preset, simulated throttling) on the built portal: /login signed out, and
// /dashboard signed in as the demo account `ready`. Prints each category score and FCP, LCP, TBT and
// CLS per page (the median over the runs), and exits 1 when a median misses bench/lighthouse-budgets.json.
// Usage: npm run build && node bench/lighthouse.mjs [runs]
// LIGHTHOUSE_REPORTS=<folder> keeps each run's JSON report there.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { bareRequestsPerSecond } from './lib/bare-server.mjs';
import { launchChromium } from './lib/chromium.mjs';
import { median } from './lib/median.mjs';
import { freePort, startPortal, testLoginCookie } from './lib/portal.mjs';
import { runAheadOfOtherWork } from './lib/priority.mjs';

console.log(runAheadOfOtherWork());

/** @typedef {import('lighthouse').Result} LighthouseResult */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const budgets = JSON.parse(fs.readFileSync(path.join(root, 'bench/lighthouse-budgets.json'), 'utf8'));
const runs = Number(process.argv[2] ?? 1);
if (!Number.isInteger(runs) || runs < 1) {
  throw new Error(`runs must be a whole number, not ${process.argv[2]}`);
}
const reportsDir = process.env.LIGHTHOUSE_REPORTS;

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = [
  { id: 'first-contentful-paint', label: 'FCP', format: seconds },
  { id: 'largest-contentful-paint', label: 'LCP', format: seconds },
  { id: 'total-blocking-time', label: 'TBT', format: (ms) => `${Math.round(ms)} ms` },
  { id: 'cumulative-layout-shift', label: 'CLS', format: (value) => value.toFixed(3) },
];
const READY = {
  singpassIdentifier: 'S1234567D',
  companyUen: '201912345A',
  email: 'alice@alpha-labs.example',
};
const PAGES = [
  { name: 'Login', path: '/login', account: null },
  { name: 'Dashboard (ready)', path: '/dashboard', account: READY },
];

/** A run in which Lighthouse recorded no trace: it measured nothing (see auditRetrying). */
class TraceMissing extends Error {}
const TRACE_MISSING_CODES = new Set(['NO_NAVSTART', 'NO_FCP', 'NO_TRACING_STARTED', 'NO_LCP']);

/**
 * Lighthouse simulates a mid-tier phone by multiplying the main thread's measured time by 4, which
 * assumes the machine it runs on is as fast as the one the budgets were set on. The machine is measured in
 * this run (a bare node:http server's rate, as bench/load.mjs does) and the multiplier scaled by it, so a
 * slower machine does not score the same page lower; never above Lighthouse's own 4 (bench/BUDGETS.md).
 */
const machine = budgets.machine;
const machineRate = await bareRequestsPerSecond(await freePort());
const cpuSlowdownMultiplier =
  throttling.mobileSlow4G.cpuSlowdownMultiplier *
  Math.min(1, machineRate / machine.referenceBareRequestsPerSecond);
console.log(
  `This machine: a bare node:http server answers ${Math.round(machineRate).toLocaleString('en-SG')} requests/s ` +
    `(${machine.referenceBareRequestsPerSecond.toLocaleString('en-SG')} where the budgets were set): ` +
    `CPU slowdown ${cpuSlowdownMultiplier.toFixed(2)}×.`,
);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fsmis-lighthouse-'));
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const started = Date.now();
if (reportsDir) fs.mkdirSync(reportsDir, { recursive: true });

/** @type {Awaited<ReturnType<typeof startPortal>> | undefined} */
let portal;
/** @type {Awaited<ReturnType<typeof launchChromium>> | undefined} */
let chromium;
/** @type {string[]} */
let failures = [];
try {
  portal = await startPortal(root, {
    PORT: String(port),
    DATA_DIR: dataDir,
    MOCKPASS_PORT: String(await freePort()),
    TEST_LOGINS: 'on',
    // The test login of `ready` below needs no password.
    TEST_LOGIN_PASSWORD: '',
    LOG_LEVEL: 'warn',
  });
  chromium = await launchChromium(path.join(dataDir, 'chromium'));
  const devtoolsPort = chromium.port;
  const results = PAGES.map((page) => ({ page, runs: /** @type {LighthouseResult[]} */ ([]) }));
  for (let run = 1; run <= runs; run += 1) {
    for (const result of results) {
      result.runs.push(await auditRetrying(result.page, run, devtoolsPort));
    }
  }
  console.log(
    `\nLighthouse ${results[0]?.runs[0]?.lighthouseVersion}, mobile, ${origin}, ${runs} run(s), median [min-max]`,
  );
  for (const result of results) {
    printPage(result);
    failures = failures.concat(checkBudgets(result));
  }
  console.log(`\n${((Date.now() - started) / 1000).toFixed(0)} s in all`);
} finally {
  await chromium?.close();
  await portal?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

if (failures.length > 0) {
  console.error(`\nLighthouse budgets (bench/lighthouse-budgets.json) missed:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('Lighthouse budgets met.');

/**
 * Lighthouse now and then fails to record a trace at all (NO_NAVSTART, NO_FCP): such a run measured
 * nothing, so it is run again, at most twice. A page that scores badly is never run again.
 */
async function auditRetrying(page, run, devtoolsPort) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(page, run, devtoolsPort);
    } catch (error) {
      if (!(error instanceof TraceMissing) || attempt >= 3) throw error;
      console.log(`${error.message}: running it again`);
    }
  }
}

async function audit(page, run, devtoolsPort) {
  const extraHeaders = page.account ? { Cookie: await testLoginCookie(origin, page.account) } : undefined;
  const result = await lighthouse(`${origin}${page.path}`, {
    port: devtoolsPort,
    logLevel: 'error',
    onlyCategories: CATEGORIES,
    extraHeaders,
    throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier },
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
  const { lhr } = result;
  if (lhr.runtimeError) {
    const Failure = TRACE_MISSING_CODES.has(lhr.runtimeError.code) ? TraceMissing : Error;
    throw new Failure(`${page.path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  }
  if (lhr.finalDisplayedUrl !== `${origin}${page.path}`) {
    throw new Error(`${page.path} ended on ${lhr.finalDisplayedUrl}: the page under test was not shown`);
  }
  if (reportsDir) {
    const name = `${page.path.replace(/\W+/g, '') || 'root'}-${run}.json`;
    fs.writeFileSync(path.join(reportsDir, name), JSON.stringify(lhr));
  }
  return lhr;
}

function printPage({ page, runs: lhrs }) {
  console.log(`\n${page.name} ${page.path}`);
  for (const id of CATEGORIES) {
    const scores = lhrs.map((lhr) => Math.round((lhr.categories[id]?.score ?? 0) * 100));
    console.log(`  ${id.padEnd(16)} ${spread(scores, String)}`);
  }
  for (const metric of METRICS) {
    const values = lhrs.map((lhr) => lhr.audits[metric.id]?.numericValue ?? Number.NaN);
    console.log(`  ${metric.label.padEnd(16)} ${spread(values, metric.format)}`);
  }
  // TBT is the observed main-thread time times four: a machine busy with other work reads it high.
  const benchmark = lhrs.map((lhr) => lhr.environment.benchmarkIndex);
  console.log(`  ${'CPU benchmark'.padEnd(16)} ${spread(benchmark, (value) => value.toFixed(0))}`);
  const failing = failingAudits(lhrs.at(-1));
  if (failing.length > 0) console.log(`  failing audits (last run): ${failing.join(', ')}`);
}

function checkBudgets({ page, runs: lhrs }) {
  const missed = [];
  for (const [id, minimum] of Object.entries(budgets.minimumScores)) {
    const score = median(lhrs.map((lhr) => Math.round((lhr.categories[id]?.score ?? 0) * 100)));
    if (score < minimum) missed.push(`${page.path} ${id} ${score} < ${minimum}`);
  }
  for (const [id, maximum] of Object.entries(budgets.maximumMetrics)) {
    const value = median(lhrs.map((lhr) => lhr.audits[id]?.numericValue ?? Number.POSITIVE_INFINITY));
    if (!(value < maximum)) missed.push(`${page.path} ${id} ${value.toFixed(3)}, not under ${maximum}`);
  }
  return missed;
}

/** The audits of the scored categories that did not pass, with what they weigh in performance. */
function failingAudits(lhr) {
  const ids = new Set(
    CATEGORIES.flatMap((id) =>
      (lhr.categories[id]?.auditRefs ?? [])
        .filter((ref) => id !== 'performance' || ref.weight > 0)
        .map((ref) => ref.id),
    ),
  );
  return [...ids].filter((id) => {
    const { score, scoreDisplayMode } = lhr.audits[id] ?? {};
    return (scoreDisplayMode === 'binary' || scoreDisplayMode === 'numeric') && score !== null && score < 0.9;
  });
}

function spread(values, format) {
  const sorted = [...values].sort((a, b) => a - b);
  const range = sorted.length > 1 ? `  [${format(sorted[0])}-${format(sorted.at(-1))}]` : '';
  return `${format(median(values))}${range}`;
}

function seconds(ms) {
  return `${(ms / 1000).toFixed(2)} s`;
}
