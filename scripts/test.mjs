// `npm test`: install what is missing (Chromium included), then lint, typecheck, unit tests,
// API tests on PGlite (and PostgreSQL when TEST_DATABASE_URL is set), build, end-to-end tests.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import { ensureBuilt, ensureInstalled, fail, log, root } from './lib/bootstrap.mjs';
import { ensureSupportedNode } from './lib/node-runtime.mjs';

const CHROMIUM = '/usr/bin/chromium';
const CLAMD = '/usr/sbin/clamd';
/** How many portals the end-to-end suite starts (e2e/servers.ts): ports P..P+N-1, their MockPass P+1000... */
const E2E_PORTALS = 10;
const ANSI_STYLE = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

await ensureSupportedNode();
await ensureInstalled();
ensureSystemPackages();

const stages = [
  { name: 'lint', command: 'npx', args: ['biome', 'ci', '.'] },
  { name: 'typecheck', command: 'npx', args: ['tsc', '-b'] },
  { name: 'architecture', command: 'node', args: ['scripts/check-architecture.mjs'] },
  { name: 'unit: domain', command: 'npm', args: ['test', '-w', '@fsmis/domain'] },
  { name: 'unit: ui', command: 'npm', args: ['test', '-w', '@fsmis/ui'] },
  { name: 'unit: web', command: 'npm', args: ['test', '-w', '@fsmis/web'] },
  { name: 'unit: officer', command: 'npm', args: ['test', '-w', '@fsmis/officer'] },
  {
    name: 'api: PGlite',
    command: 'npm',
    args: ['test', '-w', '@fsmis/api'],
    env: { API_TEST_DATABASE: 'pglite' },
  },
  process.env.TEST_DATABASE_URL
    ? {
        name: 'api: PostgreSQL',
        command: 'npm',
        args: ['test', '-w', '@fsmis/api'],
        env: { API_TEST_DATABASE: 'postgres' },
      }
    : { name: 'api: PostgreSQL', skipped: 'TEST_DATABASE_URL is not set' },
  { name: 'build', run: () => ensureBuilt({ force: true }).then(() => ({ code: 0, output: '' })) },
  // `npm start` itself (the build's fingerprint, and Ctrl-C closing the database): after the build, which
  // it serves.
  { name: 'scripts', command: 'npx', args: ['vitest', 'run', '--root', 'scripts'] },
  // A budget: fails when saving or loading a 50-item draft section takes over 50 ms at p95.
  {
    name: 'benchmark: application drafts',
    ownSession: true,
    command: 'node',
    args: ['bench/application-drafts.mjs', '200'],
  },
  // A budget: fails when scoring a PT round of 1,000 participants x 20 analytes takes over 200 ms at p95.
  { name: 'benchmark: PT scoring', ownSession: true, command: 'node', args: ['bench/pt-scoring.mjs', '30'] },
  // Budgets (bench/api-budgets.json): GET /api/maintenance-status at half a bare node:http server's rate or
  // more, with a p99 under 25 ms; one company's applications list among 100,000 under 15 ms at p95 without
  // reading the applications table sequentially, on PGlite and on PostgreSQL when TEST_DATABASE_URL is set.
  {
    name: 'benchmark: HTTP baseline',
    ownSession: true,
    command: 'node',
    // 15 rounds: one round's ratio ranges 0.33–0.75 on a two-core machine, so the median of 9 moved by
    // up to 0.07 between runs of the same code (bench/BUDGETS.md).
    args: ['bench/http-baseline.mjs', '15'],
  },
  {
    name: 'benchmark: applications list',
    ownSession: true,
    command: 'node',
    args: ['bench/applications-list.mjs', '5'],
  },
  // Budgets (bench/load-budgets.json): 200 signed-in people on the Dashboard against two instances on a
  // PostgreSQL cluster of the benchmark's own, restarted midway: no error outside the restart, p99 under
  // 250 ms, no acknowledged write lost. Skips when the PostgreSQL server binaries are not installed.
  {
    name: 'benchmark: load on PostgreSQL',
    ownSession: true,
    command: 'node',
    args: ['bench/load.mjs', '--short'],
  },
  // Budgets (bench/lighthouse-budgets.json): Lighthouse's mobile scores on Login and the Dashboard, the
  // median of three runs, on a machine the end-to-end tests do not yet load.
  { name: 'Lighthouse (mobile)', ownSession: true, command: 'node', args: ['bench/lighthouse.mjs', '3'] },
  {
    name: 'end-to-end (Chromium)',
    command: 'npx',
    args: ['playwright', 'test', '-c', 'e2e/playwright.config.ts'],
    // Chosen as the stage starts: a block found free at the start of the run may since have been
    // taken as an outgoing connection's ephemeral port.
    env: async () => ({ E2E_PORT: String(await findFreePortBlock()) }),
  },
];

const results = [];
for (const stage of stages) {
  if (stage.skipped) {
    log(`${stage.name}: skipped (${stage.skipped})`);
    results.push({ name: stage.name, status: 'skipped', counts: null });
    continue;
  }
  log(stage.name);
  const started = Date.now();
  const { code, output } = stage.run
    ? await stage.run()
    : await runCapturing(
        stage.command,
        stage.args,
        typeof stage.env === 'function' ? await stage.env() : stage.env,
        stage.ownSession,
      );
  results.push({
    name: stage.name,
    status: code === 0 ? 'passed' : 'failed',
    seconds: (Date.now() - started) / 1000,
    counts: testCounts(output),
  });
}

printSummary(results);
process.exit(results.some((result) => result.status === 'failed') ? 1 : 0);

/**
 * Debian packages the tests drive: Chromium (required, for the end-to-end tests) and ClamAV's clamd
 * (its tests are skipped, with a printed reason, where it is absent). Installed with apt-get as root.
 */
function ensureSystemPackages() {
  const missing = [
    fs.existsSync(CHROMIUM) ? null : 'chromium',
    fs.existsSync(CLAMD) ? null : 'clamav-daemon',
  ].filter(Boolean);
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) {
    if (missing.includes('chromium')) {
      fail(
        `Chromium is needed for the end-to-end tests. Install Debian's package, then run npm test again:\n  sudo apt-get update && sudo apt-get install -y chromium clamav-daemon`,
      );
    }
    log(
      'clamd is not installed: its tests will be skipped (sudo apt-get install -y clamav-daemon runs them)',
    );
    return;
  }
  log(`Installing ${missing.join(' and ')} from apt`);
  const environment = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', ...missing]]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env: environment });
    if (result.status !== 0 && missing.includes('chromium')) {
      fail(`apt-get ${args.join(' ')} failed; install Chromium (${CHROMIUM}) and try again.`);
    }
  }
}

/**
 * Streams a command's output while keeping it, so its runner's summary can be counted. A benchmark runs
 * in a session of its own (`ownSession`), which it may raise ahead of the machine's other work without
 * raising the terminal's (bench/lib/priority.mjs); Ctrl-C, which reaches only the terminal's session,
 * is passed on to it.
 */
function runCapturing(command, args, env = {}, ownSession = false) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, FORCE_COLOR: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: ownSession,
    });
    // Exits as a process the signal ended would (128 + its number) once the benchmark has stopped.
    const passOn = (signal) => {
      child.once('exit', () => process.exit(128 + os.constants.signals[signal]));
      if (child.pid !== undefined) process.kill(-child.pid, signal);
    };
    if (ownSession) for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, passOn);
    child.on('exit', () => {
      for (const signal of ['SIGINT', 'SIGTERM']) process.off(signal, passOn);
    });
    let output = '';
    const keep = (stream, target) =>
      stream.on('data', (chunk) => {
        target.write(chunk);
        output += chunk.toString();
      });
    keep(child.stdout, process.stdout);
    keep(child.stderr, process.stderr);
    child.on('exit', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
    child.on('error', (error) => resolve({ code: 127, output: String(error) }));
  });
}

/** Reads pass and fail counts from Vitest's and Playwright's summary lines. */
function testCounts(output) {
  const text = output.replace(ANSI_STYLE, '');
  const vitest = [...text.matchAll(/^\s*Tests\s+(.+)$/gm)].at(-1);
  if (vitest) {
    return { passed: count(vitest[1], 'passed'), failed: count(vitest[1], 'failed') };
  }
  const passed = [...text.matchAll(/^\s+(\d+) passed\b/gm)].at(-1);
  const failed = [...text.matchAll(/^\s+(\d+) failed\b/gm)].at(-1);
  const flaky = [...text.matchAll(/^\s+(\d+) flaky\b/gm)].at(-1);
  if (passed || failed) {
    return { passed: Number(passed?.[1] ?? 0) + Number(flaky?.[1] ?? 0), failed: Number(failed?.[1] ?? 0) };
  }
  return null;
}

function count(line, word) {
  return Number(line.match(new RegExp(`(\\d+) ${word}`))?.[1] ?? 0);
}

function printSummary(results) {
  const lines = ['', '── npm test summary ──'];
  let passed = 0;
  let failed = 0;
  for (const result of results) {
    const counts = result.counts ? ` (${result.counts.passed} passed, ${result.counts.failed} failed)` : '';
    const time = result.seconds === undefined ? '' : ` in ${result.seconds.toFixed(1)} s`;
    lines.push(`${result.status.padEnd(7)} ${result.name}${counts}${time}`);
    passed += result.counts?.passed ?? 0;
    failed += result.counts?.failed ?? 0;
    if (result.status === 'failed' && !result.counts?.failed) failed += 1;
  }
  lines.push('', `Tests: ${passed} passed, ${failed} failed`);
  process.stdout.write(`${lines.join('\n')}\n`);
}

/**
 * A base port P with room for every end-to-end portal and its MockPass, below the kernel's range of
 * ephemeral ports so that no outgoing connection can take one of them before its portal listens.
 */
async function findFreePortBlock() {
  const highest = ephemeralPortsStart() - 1000 - E2E_PORTALS;
  const lowest = Math.min(10_000, highest - 1000);
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const base = lowest + Math.floor(Math.random() * (highest - lowest));
    const ports = Array.from({ length: E2E_PORTALS }, (_, index) => [
      base + index,
      base + 1000 + index,
    ]).flat();
    if ((await Promise.all(ports.map(isFree))).every(Boolean)) return base;
  }
  fail('Could not find free ports for the end-to-end tests.');
}

/** The first port Linux hands out to outgoing connections (32768 unless configured otherwise). */
function ephemeralPortsStart() {
  try {
    const [first] = fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/);
    return Number(first) || 32_768;
  } catch {
    return 32_768;
  }
}

function isFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}
