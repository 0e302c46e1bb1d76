// What the virtual users saw, per call: every request's time and outcome, kept apart for the window in
// which the database restarted.

export const STEADY = 'steady';
export const DURING_RESTART = 'during restart';

export function createRecorder() {
  /**
   * @type {Array<{
   *   call: string, startedAt: number, endedAt: number, status: number | null, error: string | null
   * }>}
   */
  const samples = [];
  /** @type {{ from: number, to: number } | null} */
  let restartWindow = null;
  let from = Number.POSITIVE_INFINITY;
  let to = Number.POSITIVE_INFINITY;
  return {
    /** Counts the requests that start from now on (not those of the warm-up still under way). */
    start() {
      from = performance.now();
    },
    stop() {
      to = performance.now();
    },
    /** A request ends: `status` null when no answer came (refused, reset, timed out). */
    record(call, startedAt, endedAt, status, error = null) {
      if (startedAt >= from && startedAt < to) samples.push({ call, startedAt, endedAt, status, error });
    },
    setRestartWindow(from, to) {
      restartWindow = { from, to };
    },
    /** The samples of a phase: those in flight at any moment of the restart, or all others. */
    phase(name) {
      const during = (sample) =>
        restartWindow !== null && sample.startedAt < restartWindow.to && sample.endedAt > restartWindow.from;
      return samples.filter((sample) => (name === DURING_RESTART ? during(sample) : !during(sample)));
    },
    /** p99 (ms) and failures of the requests started in each `bucketMs` from `from` on. */
    timeline(from, bucketMs) {
      const buckets = [];
      for (const sample of samples) {
        const index = Math.floor((sample.startedAt - from) / bucketMs);
        if (index < 0) continue;
        buckets[index] ??= [];
        buckets[index].push(sample);
      }
      return Array.from(buckets, (bucket = []) => {
        const figures = summarise(bucket, bucketMs / 1000);
        return { p99: figures.p99, failures: figures.non2xx + figures.transportErrors };
      });
    },
    get restartWindow() {
      return restartWindow;
    },
  };
}

/** Figures of a set of samples over `seconds` of wall time. */
export function summarise(samples, seconds) {
  const times = samples.map((sample) => sample.endedAt - sample.startedAt).sort((a, b) => a - b);
  const non2xx = samples.filter(
    (sample) => sample.status !== null && (sample.status < 200 || sample.status > 299),
  );
  const transport = samples.filter((sample) => sample.status === null);
  return {
    requests: samples.length,
    perSecond: seconds > 0 ? samples.length / seconds : 0,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    max: times.at(-1) ?? 0,
    non2xx: non2xx.length,
    transportErrors: transport.length,
    statuses: countBy(non2xx, (sample) => String(sample.status)),
    transportReasons: countBy(transport, (sample) => sample.error ?? 'unknown'),
  };
}

function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function countBy(items, keyOf) {
  const counts = {};
  for (const item of items) counts[keyOf(item)] = (counts[keyOf(item)] ?? 0) + 1;
  return counts;
}

/** The table's columns: heading, width, and the cell of a call's figures. */
const COLUMNS = [
  { heading: 'req/s', width: 7, cell: (figures) => figures.perSecond.toFixed(1) },
  { heading: 'p50 ms', width: 7, cell: (figures) => figures.p50.toFixed(1) },
  { heading: 'p99 ms', width: 7, cell: (figures) => figures.p99.toFixed(1) },
  { heading: 'max ms', width: 7, cell: (figures) => figures.max.toFixed(0) },
  { heading: 'non-2xx', width: 8, cell: (figures) => String(figures.non2xx) },
  { heading: 'transport', width: 9, cell: (figures) => String(figures.transportErrors) },
];

/** A table of the figures per call and in total. */
export function printTable(title, samples, seconds, calls) {
  console.log(`\n${title}`);
  console.log(
    `  ${'call'.padEnd(44)} ${COLUMNS.map(({ heading, width }) => heading.padStart(width)).join(' ')}`,
  );
  const rows = [
    ...calls.map((call) => [call, samples.filter((sample) => sample.call === call)]),
    ['total', samples],
  ];
  for (const [call, subset] of rows) {
    const figures = summarise(subset, seconds);
    console.log(
      `  ${call.padEnd(44)} ${COLUMNS.map(({ width, cell }) => cell(figures).padStart(width)).join(' ')}`,
    );
  }
  const total = summarise(samples, seconds);
  const reasons = { ...prefixed('HTTP ', total.statuses), ...total.transportReasons };
  if (Object.keys(reasons).length > 0) console.log(`  failures: ${JSON.stringify(reasons)}`);
  return total;
}

function prefixed(prefix, counts) {
  return Object.fromEntries(Object.entries(counts).map(([key, value]) => [`${prefix}${key}`, value]));
}
