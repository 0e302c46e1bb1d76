// Load of 200 signed-in people on the Dashboard: two portal instances on one PostgreSQL server of the
// benchmark's own, which is restarted in the middle of the run; then, for comparison, one instance on
// the embedded database (PGlite). Each person loads the Dashboard's calls, thinks 0.5-2 s, and every
// third load autosaves a form draft; every draft the portal acknowledged is read back from the database
// at the end. Fails (exit 1) on an error outside the restart, a p99 over the budget in
// bench/load-budgets.json, a lost acknowledged write, or an instance that exited.
// Usage: node bench/load.mjs [--short] [--database=postgres|pglite] [--users=N] [--cpu-prof]
//   --short: about 20 s of load on PostgreSQL only, restart included (npm test runs it).
//   --cpu-prof: the instances write V8 CPU profiles into a folder named at the end.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { bareRequestsPerSecond } from './lib/bare-server.mjs';
import { freePort } from './lib/portal.mjs';
import { runAheadOfOtherWork } from './lib/priority.mjs';
import { startInstances } from './load/instances.mjs';
import { createLoadUsers } from './load/load-users.mjs';
import { createPostgresCluster, findPostgresServer } from './load/postgres-cluster.mjs';
import { postgresCpuMeter } from './load/process-cpu.mjs';
import { loadBudgets, runLoad } from './load/run-load.mjs';

console.log(runAheadOfOtherWork());

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const options = process.argv.slice(2);
const short = options.includes('--short');
const profile = options.includes('--cpu-prof');
const givenUsers = options.find((option) => option.startsWith('--users='))?.slice('--users='.length);
const chosen = options.find((option) => option.startsWith('--database='))?.slice('--database='.length);
if (chosen !== undefined && chosen !== 'pglite' && chosen !== 'postgres') {
  console.error('Choose --database=postgres or --database=pglite.');
  process.exit(2);
}
if (givenUsers !== undefined && !(Number.isSafeInteger(Number(givenUsers)) && Number(givenUsers) >= 1)) {
  console.error('--users must be a whole number of people, e.g. --users=200.');
  process.exit(2);
}
if (!fs.existsSync(path.join(root, 'apps/api/dist/server.js'))) {
  console.error('Build the portal first: npm run build');
  process.exit(2);
}

/** Seconds of load: warm-up (not counted), then measured; the restart comes at `restartAt` of it. */
const TIMING = short
  ? { warmUp: 5, postgres: 16, pglite: 16, restartAt: 0.4 }
  : { warmUp: 8, postgres: 60, pglite: 30, restartAt: 0.5 };
const databases = chosen ? [chosen] : short ? ['postgres'] : ['postgres', 'pglite'];
const budgets = loadBudgets(root);
const users = givenUsers === undefined ? await peopleForThisMachine(budgets.people) : Number(givenUsers);

const cleanups = [];
const cleanUp = async () => {
  for (let task = cleanups.pop(); task; task = cleanups.pop()) await task().catch(() => undefined);
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the instances and removing the benchmark's database…`);
    void cleanUp().finally(() => process.exit(130));
  });
}

let failed = false;
try {
  for (const database of databases) {
    const ok = database === 'postgres' ? await onPostgres() : await onPglite();
    failed ||= !ok;
  }
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  failed = true;
} finally {
  await cleanUp();
}
process.exit(failed ? 1 : 0);

async function onPostgres() {
  const server = findPostgresServer();
  if ('missing' in server) {
    console.log(`load on PostgreSQL: skipped (${server.missing})`);
    return true;
  }
  console.log(`\nLoad on PostgreSQL: ${users} people, two portal instances, a restart of the server midway`);
  const cluster = await createPostgresCluster(server.binaries, (remove) => cleanups.push(remove));
  const location = { kind: 'postgres', url: await createDatabase(cluster.url, 'fsmis') };
  const dataDir = temporaryFolder();
  // Started together on the empty database: one migrates and seeds, the other waits for it.
  const instances = await startInstances(root, 2, { DATA_DIR: dataDir, DATABASE_URL: location.url }, profile);
  cleanups.push(instances.close);
  const people = await withDatabase(location, (db) => createLoadUsers(root, db, users));
  await instances.checkSessionSharing();

  const databaseCpu = postgresCpuMeter(cluster.postmasterPid);
  const result = await runLoad({
    people,
    instances,
    timing: { warmUp: TIMING.warmUp, seconds: TIMING.postgres, restartAt: TIMING.restartAt },
    restart: async () => {
      databaseCpu.beforeRestart();
      await cluster.restart();
    },
    databaseCpu,
    readBack: () => readBack(location),
    budget: budgets.postgres,
  });
  await instances.close();
  return result.ok;
}

async function onPglite() {
  console.log(`\nLoad on the embedded database (PGlite): ${users} people, one portal instance, no restart`);
  const dataDir = temporaryFolder();
  const { loadConfig } = await openDist('config.js');
  const { openRuntime } = await openDist('runtime.js');
  // The instance holds the database's lock while it runs: the people are made before it starts.
  const runtime = await openRuntime(loadConfig({ DATA_DIR: dataDir, SEED_DEMO: 'on', LOG_LEVEL: 'silent' }));
  let people;
  try {
    people = await createLoadUsers(root, runtime.database.db, users);
  } finally {
    await runtime.close();
  }
  const instances = await startInstances(root, 1, { DATA_DIR: dataDir }, profile);
  cleanups.push(instances.close);
  const result = await runLoad({
    people,
    instances,
    timing: { warmUp: TIMING.warmUp, seconds: TIMING.pglite, restartAt: null },
    restart: null,
    databaseCpu: null,
    readBack: async () => {
      await instances.close();
      return readBack({ kind: 'pglite', directory: path.join(dataDir, 'db') });
    },
    budget: budgets.pglite,
  });
  return result.ok;
}

/**
 * As many people as this machine carries as the reference machine carries 200: 200 scaled by the bare
 * node:http server's rate here, measured in this run, against its rate on the machine the budget was set
 * on (bench/load-budgets.json). The p99 budget is a time, and a slower machine is slower at every
 * request: this way it fails a portal that got slower, not a machine that is (bench/BUDGETS.md).
 */
async function peopleForThisMachine({ atMost, referenceBareRequestsPerSecond }) {
  const rate = await bareRequestsPerSecond(await freePort());
  const people = Math.max(1, Math.min(atMost, Math.round((atMost * rate) / referenceBareRequestsPerSecond)));
  console.log(
    `This machine: a bare node:http server answers ${Math.round(rate).toLocaleString('en-SG')} requests/s ` +
      `(${referenceBareRequestsPerSecond.toLocaleString('en-SG')} where ${atMost} people were set): ${people} people.`,
  );
  return people;
}

/** Every load draft in the database: form key to the sequence number it holds. */
function readBack(location) {
  return withDatabase(location, async (db) => {
    const result = await db.execute(
      "select form_key, data->>'sequence' as sequence from form_drafts where form_key like 'load-%'",
    );
    return new Map(result.rows.map((row) => [row.form_key, Number(row.sequence)]));
  });
}

/** Creates a database on the server of `serverUrl`; answers its address. */
async function createDatabase(serverUrl, name) {
  await withDatabase({ kind: 'postgres', url: serverUrl }, (db) => db.execute(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withDatabase(location, work) {
  const { openDatabase } = await openDist('db/database.js');
  const database = await openDatabase(location);
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

function temporaryFolder() {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'fsmis-load-'));
  cleanups.push(async () => fs.rmSync(folder, { recursive: true, force: true }));
  return folder;
}

function openDist(file) {
  return import(pathToFileURL(path.join(root, 'apps/api/dist', file)).href);
}
