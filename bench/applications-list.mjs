// p95 latency of GET /api/applications for one company among 100,000 applications of 1,000 companies,
// over real HTTP to the built portal, on PGlite and (when TEST_DATABASE_URL names a server, as for the
// API tests) on PostgreSQL, in a fresh database created and dropped here. Before the portal starts, the
// list's own SQL (captured from the API's service) is run under EXPLAIN ANALYZE: a sequential scan of
// the applications table fails the run, as does a p95 at or over the budget in bench/api-budgets.json.
// Usage: npm run build && node bench/applications-list.mjs [seconds per list] [--database=pglite|postgres]
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { freePort, startPortal, testLoginCookie } from './lib/portal.mjs';
import { runAheadOfOtherWork } from './lib/priority.mjs';
import { explain, outline, sequentialScansOf } from './lib/query-plans.mjs';

console.log(runAheadOfOtherWork());

const COMPANIES = 1_000;
const APPLICATIONS = 100_000;
const WARM_UP_REQUESTS = 50;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const budget = JSON.parse(
  fs.readFileSync(path.join(root, 'bench/api-budgets.json'), 'utf8'),
).applicationsList;
const options = process.argv.slice(2);
const seconds = Number(options.find((option) => /^\d+(\.\d+)?$/.test(option)) ?? 5);
const chosen = options.find((option) => option.startsWith('--database='))?.slice('--database='.length);
if (chosen !== undefined && chosen !== 'pglite' && chosen !== 'postgres') {
  console.error('Choose --database=pglite or --database=postgres.');
  process.exit(2);
}
const databases = chosen ? [chosen] : ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];
if (databases.includes('postgres') && !process.env.TEST_DATABASE_URL) {
  console.error(
    'PostgreSQL needs TEST_DATABASE_URL (postgres://user@host:port/database), as the API tests do.',
  );
  process.exit(2);
}

const dist = (file) => pathToFileURL(path.join(root, 'apps/api/dist', file)).href;
if (!fs.existsSync(path.join(root, 'apps/api/dist/server.js'))) {
  console.error('Build the portal first: npm run build');
  process.exit(2);
}
const { openDatabase } = await import(dist('db/database.js'));
const { listApplications } = await import(dist('modules/applications/applications.service.js'));
const { applicationsQuerySchema } = await import(dist('modules/applications/applications.schemas.js'));
const { APPLICATION_STATUSES, ApplicationStatus, PROGRAMMES } = await import(
  pathToFileURL(path.join(root, 'packages/domain/dist/index.js')).href
);

const BENCH_USER = {
  singpassIdentifier: 'S9900001A',
  companyUen: 'BENCH0000',
  email: 'ada@bench-labs.example',
};

/** The lists a company's user opens: as it first shows, searched, and filtered and sorted. */
const LISTS = [
  { name: 'default (newest first, page 1)', parameters: [] },
  { name: 'search a reference number', parameters: [['Search', 'LRP-2025']] },
  {
    name: 'two programmes, by status, page 2',
    parameters: [
      ['ApplicationType', '1'],
      ['ApplicationType', '2'],
      ['SortBy', 'status'],
      ['SortDirection', 'asc'],
      ['Page', '2'],
    ],
  },
];

let failed = false;
for (const database of databases) {
  const ok = await benchmark(database);
  failed ||= !ok;
}
process.exit(failed ? 1 : 0);

async function benchmark(kind) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fsmis-bench-list-'));
  const server =
    kind === 'postgres' ? await createPostgresDatabase(process.env.TEST_DATABASE_URL ?? '') : null;
  const location = server ? { kind, url: server.url } : { kind, directory: path.join(dataDir, 'db') };
  let ok = true;
  try {
    console.log(`\nApplications list on ${kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}`);
    const { companyId, totals } = await prepare(location);
    ok = (await checkPlans(location, companyId)) && ok;
    ok = (await measure(location, dataDir, totals)) && ok;
  } finally {
    await server?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return ok;
}

/** Migrates a fresh database and fills it; answers the bench company and what each list should total. */
async function prepare(location) {
  const started = performance.now();
  const handle = await openDatabase(location);
  try {
    await handle.migrate();
    await seed(handle.db);
    const [company] = await rowsOf(
      handle.db,
      `select id from companies where uen = '${BENCH_USER.companyUen}'`,
    );
    const totals = new Map();
    for (const list of LISTS) {
      const page = await listApplications(handle.db, sessionOf(company.id), queryOf(list));
      totals.set(list.name, page.total);
    }
    console.log(
      `seeded ${APPLICATIONS.toLocaleString('en-SG')} applications of ${COMPANIES.toLocaleString('en-SG')} companies in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    return { companyId: company.id, totals };
  } finally {
    await handle.close();
  }
}

async function seed(db) {
  await db.execute(`
    insert into companies (uen, name)
    select 'BENCH' || lpad(n::text, 4, '0'), 'Benchmark Laboratory ' || n
    from generate_series(0, ${COMPANIES - 1}) as n`);
  await db.execute(`
    insert into users (company_id, singpass_identifier, name, email)
    select id, '${BENCH_USER.singpassIdentifier}', 'Ada Tan', '${BENCH_USER.email}'
    from companies where uen = '${BENCH_USER.companyUen}'`);
  // Spread over every programme, category and status, created over four years, a hundred per company.
  const statuses = `array[${APPLICATION_STATUSES.join(',')}]`;
  const prefixes = `array[${PROGRAMMES.map((code) => `'${['LRP', 'IBR', 'AOR'][code - 1]}'`).join(',')}]`;
  await db.execute(`
    insert into applications
      (reference_number, company_id, programme, category, status, form, created_at, submitted_at, updated_at, status_since)
    select
      (${prefixes})[v.programme] || '-' || to_char(v.created, 'YYYY') || '-' || lpad(g::text, 6, '0'),
      c.id, v.programme, v.category, v.status,
      (array['new', 'renewal', 'change-of-scope', 'change-of-company-name'])[v.category],
      v.created,
      case when v.status = ${ApplicationStatus.draft} then null else v.created + interval '2 days' end,
      v.created + interval '3 days',
      v.created + interval '3 days'
    from generate_series(0, ${APPLICATIONS - 1}) as g
    cross join lateral (
      select 1 + g % ${PROGRAMMES.length} as programme,
             1 + (g / 3) % 4 as category,
             (${statuses})[1 + (g / 7) % ${APPLICATION_STATUSES.length}] as status,
             timestamptz '2026-11-01 12:00+08' - (g % 1461) * interval '1 day' - (g % 86400) * interval '1 second' as created
    ) as v
    join (select id, row_number() over (order by uen) - 1 as n from companies) as c on c.n = g % ${COMPANIES}
    -- In the order they were created: each company's applications spread over the table, as in real life.
    order by v.created`);
}

/**
 * Runs each list through the API's service, capturing its SQL, and explains every statement: first as
 * loaded, with no planner statistics (PGlite never gathers them by itself), then after VACUUM ANALYZE
 * (what PostgreSQL's autovacuum soon does), which the timed requests then run with.
 */
async function checkPlans(location, companyId) {
  const statements = [];
  const handle = await openDatabase(location, {
    logQuery: (query, params) => statements.push({ query, params }),
  });
  let ok = true;
  try {
    for (const statistics of ['no statistics', 'analyzed']) {
      if (statistics === 'analyzed') await handle.db.execute('vacuum analyze');
      for (const list of LISTS) {
        statements.length = 0;
        await listApplications(handle.db, sessionOf(companyId), queryOf(list));
        for (const { query, params } of [...statements]) {
          const { plan, executionMs } = await explain(handle.db, query, params);
          const scanned = sequentialScansOf(plan, 'applications').length > 0;
          if (scanned) ok = false;
          const what = query.trimStart().startsWith('select count') ? 'count' : 'page ';
          console.log(
            `plan (${statistics}) ${list.name}, ${what}: ${outline(plan)}  ${executionMs.toFixed(2)} ms  ${scanned ? 'SEQUENTIAL SCAN of applications' : 'ok'}`,
          );
        }
      }
    }
  } finally {
    await handle.close();
  }
  return ok;
}

/** The portal on the database, a company's user signed in, each list requested for `seconds`. */
async function measure(location, dataDir, totals) {
  const port = await freePort();
  const portal = await startPortal(root, {
    PORT: String(port),
    DATA_DIR: dataDir,
    MOCKPASS_PORT: String(await freePort()),
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'off',
    ...(location.kind === 'postgres' ? { DATABASE_URL: location.url } : {}),
  });
  let ok = true;
  try {
    const base = `http://127.0.0.1:${port}`;
    const cookie = await testLoginCookie(base, BENCH_USER);
    for (const list of LISTS) {
      const url = `${base}/api/applications${list.parameters.length ? `?${new URLSearchParams(list.parameters)}` : ''}`;
      const expectedTotal = totals.get(list.name);
      await load(url, cookie, expectedTotal, { requests: WARM_UP_REQUESTS });
      const samples = await load(url, cookie, expectedTotal, { seconds });
      const p95 = percentile(samples, 95);
      const withinBudget = p95 < budget.p95BelowMs;
      if (!withinBudget) ok = false;
      console.log(
        `GET ${list.name.padEnd(34)} ${String(expectedTotal).padStart(4)} found   p50 ${percentile(samples, 50).toFixed(1).padStart(5)} ms   p95 ${p95.toFixed(1).padStart(5)} ms   p99 ${percentile(samples, 99).toFixed(1).padStart(5)} ms   ${samples.length} requests   ${withinBudget ? 'ok' : `OVER the ${budget.p95BelowMs} ms budget`}`,
      );
    }
  } finally {
    await portal.close();
  }
  console.log(
    `(one request at a time, as one person pages; ${os.cpus().length} cores; p95 budget under ${budget.p95BelowMs} ms)`,
  );
  return ok;
}

/**
 * Requests the list one request after another, as one person does (bench/http-baseline.mjs is the
 * load test); answers each request's time to the whole body.
 */
async function load(url, cookie, expectedTotal, until) {
  const samples = [];
  const deadline = until.seconds ? performance.now() + until.seconds * 1000 : Number.POSITIVE_INFINITY;
  const count = until.requests ?? Number.POSITIVE_INFINITY;
  const headers = { cookie, 'accept-encoding': 'gzip, deflate, br' };
  while (samples.length < count && performance.now() < deadline) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    const body = await response.text();
    samples.push(performance.now() - started);
    const total = response.ok ? JSON.parse(body).data.total : null;
    if (total !== expectedTotal) {
      throw new Error(
        `${url} answered ${response.status} with ${total} found, not ${expectedTotal}: ${body}`,
      );
    }
  }
  return samples;
}

function queryOf(list) {
  const query = {};
  for (const [key, value] of list.parameters) {
    query[key] = key in query ? [query[key], value].flat() : value;
  }
  return applicationsQuerySchema.parse(query);
}

function sessionOf(companyId) {
  return {
    tokenHash: '',
    userId: '',
    companyId,
    role: 'company',
    ptMode: false,
    moduleSelected: true,
    autoLogoutOnInactivityAt: new Date(),
  };
}

async function rowsOf(db, query) {
  const result = await db.execute(query);
  return Array.isArray(result) ? result : result.rows;
}

function percentile(samples, p) {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** A fresh database on the server of TEST_DATABASE_URL, dropped (with its connections) at the end. */
async function createPostgresDatabase(serverAddress) {
  const serverUrl = new URL(serverAddress);
  const name = `fsmis_bench_${randomBytes(6).toString('hex')}`;
  const admin = async (statement) => {
    const handle = await openDatabase({ kind: 'postgres', url: serverUrl.toString() });
    try {
      await handle.db.execute(statement);
    } finally {
      await handle.close();
    }
  };
  await admin(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists "${name}" with (force)`) };
}
