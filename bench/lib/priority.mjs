// The scheduling priority a benchmark runs at. A benchmark measures the portal, not whatever else the
// machine is doing: where it may (as root, as CI runs), it runs ahead of the machine's other work, and
// everything it starts (portal instances, the PostgreSQL cluster, Chromium) inherits that priority.
// Elsewhere it runs as it is, and its budgets rely on their margins alone (bench/BUDGETS.md).
import fs from 'node:fs';
import os from 'node:os';

/**
 * The nice value a benchmark asks for. At -10 a process weighs about nine times one at the default 0, so
 * a neighbour at normal priority keeps about a tenth of the machine while the benchmark needs all of it.
 */
export const BENCHMARK_NICE = -10;

const AUTOGROUP = '/proc/self/autogroup';

/**
 * Raises this process's priority and returns the line that says which priority the figures were
 * measured at. Linux shares the processor between sessions first (its autogroups) and only then by
 * nice value within each, so a neighbour started from another session was never behind a benchmark's
 * nice value alone: the benchmark's own session is raised too, but only when the benchmark leads that
 * session (`npm test` starts each benchmark in a session of its own), never a terminal's.
 */
export function runAheadOfOtherWork() {
  try {
    os.setPriority(0, BENCHMARK_NICE);
  } catch {
    return `Priority: nice ${os.getPriority(0)}; raising it needs root, so other work on this machine weighs on the figures (bench/BUDGETS.md).`;
  }
  const session = leadsOwnSession() ? raiseOwnSession() : 'this process only: it does not lead its session';
  return `Priority: nice ${BENCHMARK_NICE}, ahead of other work on this machine (${session}; bench/BUDGETS.md).`;
}

/**
 * Puts a child this benchmark started in a session of its own (Chromium, so that closing it ends its
 * renderers too) at the benchmark's priority, which that session would otherwise not share.
 */
export function keepAheadOfOtherWork(pid) {
  if (os.getPriority(0) !== BENCHMARK_NICE || pid === undefined) return;
  try {
    fs.writeFileSync(`/proc/${pid}/autogroup`, String(BENCHMARK_NICE));
  } catch {
    // Not Linux, or no autogroups: its nice value, inherited, is all there is.
  }
}

/** Whether this process is the leader of its session (field 6 of /proc/self/stat is the session id). */
function leadsOwnSession() {
  try {
    const fields = fs.readFileSync('/proc/self/stat', 'utf8').split(') ')[1]?.split(' ') ?? [];
    return Number(fields[3]) === process.pid;
  } catch {
    return false;
  }
}

function raiseOwnSession() {
  try {
    fs.writeFileSync(AUTOGROUP, String(BENCHMARK_NICE));
    return 'its session too';
  } catch {
    return 'this process only: its session could not be raised';
  }
}
