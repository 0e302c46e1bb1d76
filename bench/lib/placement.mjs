// Where a benchmark's processes run. The HTTP baseline's client and the server it measures each get a
// processor of their own, so they never queue behind each other and a neighbour's work lands on both
// servers alike (bench/BUDGETS.md). Needs Linux's `taskset` and two processors; elsewhere nothing moves.
import { execFileSync } from 'node:child_process';
import os from 'node:os';

const CLIENT_CPU = 0;
const SERVER_CPU = 1;

function canPlace() {
  if (os.availableParallelism() < 2) return false;
  try {
    execFileSync('taskset', ['-V'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const placing = canPlace();

/** Keeps this process (every thread) on the client's processor; returns the line that says so. */
export function placeClient() {
  if (!placing) return 'Placement: none (needs taskset and two processors).';
  execFileSync('taskset', ['-a', '-cp', String(CLIENT_CPU), String(process.pid)], { stdio: 'ignore' });
  return `Placement: the client on processor ${CLIENT_CPU}, the servers on processor ${SERVER_CPU}.`;
}

/** The command and arguments that start `command args` on the servers' processor. */
export function onServerCpu(command, args) {
  return placing ? ['taskset', ['-c', String(SERVER_CPU), command, ...args]] : [command, args];
}
