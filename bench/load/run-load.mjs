// One load run: warm-up, the measured seconds (with a database restart in the middle when given), the
// figures, and the read-back of every acknowledged write, judged against the budget.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cpuSecondsOf } from './process-cpu.mjs';
import { createRecorder, DURING_RESTART, printTable, STEADY, summarise } from './stats.mjs';
import { CALL_NAMES, runVirtualUsers } from './virtual-users.mjs';

const TIMELINE_BUCKET_MS = 2_000;
/** The part of the warm-up over which the people start, at random moments. */
const RAMP_SHARE_OF_WARM_UP = 0.5;

/**
 * The budgets per database, null where there is none, and how many people the load brings: at most
 * `atMost`, in proportion to the machine (bench/load.mjs).
 * @typedef {{ p99BelowMs: number | null, errorsOutsideRestart: number | null }} Budget
 * @typedef {{ atMost: number, referenceBareRequestsPerSecond: number }} People
 * @returns {{ people: People, postgres: Budget, pglite: Budget }}
 */
export function loadBudgets(root) {
  return JSON.parse(fs.readFileSync(path.join(root, 'bench/load-budgets.json'), 'utf8'));
}

/**
 * @param {{
 *   people: Array<{ index: number, cookie: string }>,
 *   instances: Awaited<ReturnType<typeof import('./instances.mjs').startInstances>>,
 *   timing: { warmUp: number, seconds: number, restartAt: number | null },
 *   restart: (() => Promise<void>) | null,
 *   databaseCpu: { start: () => void, used: () => number | null } | null,
 *   readBack: () => Promise<Map<string, number>>,
 *   budget: Budget,
 * }} options
 */
export async function runLoad({ people, instances, timing, restart, databaseCpu, readBack, budget }) {
  const recorder = createRecorder();
  const controller = new AbortController();
  const running = runVirtualUsers({
    people,
    ports: instances.ports,
    recorder,
    signal: controller.signal,
    // Everyone has started by halfway through the warm-up: the measured seconds see 200 people at
    // their pace, not the last ones' first loads (which the first two measured seconds used to hold).
    rampMs: timing.warmUp * 1000 * RAMP_SHARE_OF_WARM_UP,
  });

  await sleep(timing.warmUp * 1000);
  recorder.start();
  const measuredFrom = performance.now();
  const instanceCpuStarted = instances.pids.map(cpuSecondsOf);
  databaseCpu?.start();
  const ownCpuStarted = process.cpuUsage();
  let restartNote = '';
  if (restart && timing.restartAt !== null) {
    await sleep(timing.seconds * timing.restartAt * 1000);
    const from = performance.now();
    await restart();
    const to = performance.now();
    recorder.setRestartWindow(from, to);
    const [at, down] = [((from - measuredFrom) / 1000).toFixed(1), ((to - from) / 1000).toFixed(2)];
    restartNote = `PostgreSQL restarted (pg_ctl restart -m fast) at ${at} s, down for ${down} s`;
  }
  await sleep(Math.max(0, measuredFrom + timing.seconds * 1000 - performance.now()));
  recorder.stop();
  const seconds = (performance.now() - measuredFrom) / 1000;
  const instanceCpu = instances.pids.map((pid, index) => {
    const now = cpuSecondsOf(pid);
    const then = instanceCpuStarted[index] ?? null;
    return { name: `portal instance ${index + 1}`, used: now === null || then === null ? null : now - then };
  });
  const databaseCpuUsed = databaseCpu?.used() ?? null;
  const own = process.cpuUsage(ownCpuStarted);
  controller.abort();
  const acknowledged = await running;
  const exited = instances.exited();

  const window = recorder.restartWindow;
  const windowSeconds = window ? (window.to - window.from) / 1000 : 0;
  const steady = recorder.phase(STEADY);
  const totals = printTable(
    `${people.length} people for ${seconds.toFixed(0)} s${window ? ', outside the restart' : ''} ` +
      `(${instanceCount(instances.ports.length)}, ${os.availableParallelism()} cores)`,
    steady,
    seconds - windowSeconds,
    CALL_NAMES,
  );
  if (window) {
    console.log(`\n${restartNote}`);
    const during = recorder.phase(DURING_RESTART);
    const figures = summarise(during, windowSeconds);
    console.log(
      `  ${DURING_RESTART}: ${figures.requests} requests in flight, ${figures.non2xx} non-2xx, ` +
        `${figures.transportErrors} transport errors, max ${figures.max.toFixed(0)} ms ` +
        JSON.stringify({ ...figures.statuses, ...figures.transportReasons }),
    );
    console.log(`  connections the instances reported lost: ${instances.connectionLosses().join(' and ')}`);
  }
  const timeline = recorder.timeline(measuredFrom, TIMELINE_BUCKET_MS);
  console.log(
    `\np99 per ${TIMELINE_BUCKET_MS / 1000} s (ms, failures in brackets): ${timeline
      .map((bucket) => `${bucket.p99.toFixed(0)}${bucket.failures ? ` (${bucket.failures})` : ''}`)
      .join(' ')}`,
  );
  console.log('\nCPU over the measured seconds (share of one core):');
  for (const { name, used } of instanceCpu) {
    if (used !== null) console.log(`  ${name.padEnd(32)} ${percent(used, seconds)}`);
  }
  if (databaseCpuUsed !== null) {
    console.log(
      `  ${'PostgreSQL (all its processes)'.padEnd(32)} ${percent(databaseCpuUsed, seconds)} (approximate)`,
    );
  }
  console.log(
    `  ${'the load driver (this process)'.padEnd(32)} ${percent((own.user + own.system) / 1e6, seconds)}`,
  );

  const stored = await readBack();
  const lost = acknowledged.filter((write) => stored.get(write.formKey) !== write.sequence);
  console.log(
    `\nacknowledged writes: ${acknowledged.length}, found: ${acknowledged.length - lost.length}, ` +
      `lost: ${lost.length}`,
  );
  if (instances.profileDir) console.log(`CPU profiles: ${instances.profileDir}`);

  const problems = [];
  if (lost.length > 0) problems.push(`${lost.length} acknowledged writes lost (e.g. ${lost[0]?.formKey})`);
  if (exited.length > 0) problems.push(`instance ${exited.join(' and ')} exited during the run`);
  const errors = totals.non2xx + totals.transportErrors;
  if (budget.errorsOutsideRestart !== null && errors > budget.errorsOutsideRestart) {
    problems.push(`${errors} errors outside the restart (budget ${budget.errorsOutsideRestart})`);
  }
  if (budget.p99BelowMs !== null && !(totals.p99 < budget.p99BelowMs)) {
    problems.push(`p99 ${totals.p99.toFixed(0)} ms (budget under ${budget.p99BelowMs} ms)`);
  }
  if (exited.length === 0) console.log(`instances still running: all ${instances.ports.length}`);
  console.log(problems.length === 0 ? 'within budget' : `OVER BUDGET: ${problems.join('; ')}`);
  return { ok: problems.length === 0 };
}

function instanceCount(count) {
  return count === 1 ? '1 instance' : `${count} instances`;
}

function percent(cpuSeconds, seconds) {
  return `${((cpuSeconds / seconds) * 100).toFixed(0).padStart(4)} %`;
}

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
