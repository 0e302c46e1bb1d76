// CPU seconds of processes, from /proc (Linux); null where it cannot be read.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

const TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** utime, stime, cutime, cstime (seconds) and the parent of a process, or null when it is gone. */
function statOf(pid) {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces and parentheses: the fields start after the last ')'.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    const tick = (index) => Number(fields[index]) / TICKS_PER_SECOND;
    return { parent: Number(fields[1]), own: tick(11) + tick(12), reapedChildren: tick(13) + tick(14) };
  } catch {
    return null;
  }
}

/**
 * CPU seconds one process has used so far.
 * @param {number | undefined} pid
 */
export function cpuSecondsOf(pid) {
  return pid === undefined ? null : (statOf(pid)?.own ?? null);
}

/**
 * CPU seconds a PostgreSQL server has used so far: the postmaster, the backends it has reaped, and
 * those alive now.
 */
export function postgresCpuSeconds(postmasterPid) {
  const postmaster = statOf(postmasterPid);
  if (!postmaster) return null;
  let total = postmaster.own + postmaster.reapedChildren;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = statOf(entry);
    if (stat && stat.parent === postmasterPid) total += stat.own;
  }
  return total;
}

/**
 * The CPU a PostgreSQL server uses over a period, across restarts: call `beforeRestart` just before
 * one (the new server's processes count from zero).
 * @param {() => number | null} postmasterPid
 */
export function postgresCpuMeter(postmasterPid) {
  const now = () => postgresCpuSeconds(postmasterPid() ?? -1);
  /** @type {number | null} */
  let from = null;
  let carried = 0;
  return {
    start() {
      from = now();
      carried = 0;
    },
    beforeRestart() {
      const before = now();
      if (before === null || from === null) return;
      carried += before - from;
      from = 0;
    },
    /** @returns {number | null} */
    used() {
      const current = now();
      return current === null || from === null ? null : carried + current - from;
    },
  };
}
