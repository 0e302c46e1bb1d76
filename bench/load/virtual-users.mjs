// Signed-in people using the Dashboard: each loads it as the browser does (the session first, as the
// routing guard reads it, then the screen's calls in parallel), thinks, and now and then autosaves a
// form draft. A person's requests alternate between the instances, as a load balancer without sticky
// sessions sends them.
import http from 'node:http';

/** What the Dashboard asks for once the session is known (apps/web: page shell, header, Dashboard). */
const DASHBOARD_CALLS = [
  ['GET maintenance-status', '/api/maintenance-status'],
  ['GET settings/banners/active', '/api/settings/banners/active'],
  ['GET in-app-notifications', '/api/in-app-notifications?Page=1&PageSize=10'],
  ['GET companies/recognition', '/api/companies/recognition'],
  ['GET applications (page 1)', '/api/applications?SortBy=createdAt&SortDirection=desc&Page=1&PageSize=10'],
  ['GET applications/forms', '/api/applications/forms'],
  ['GET dashboard/next-actions', '/api/dashboard/next-actions'],
];
const SESSION_CALL = ['GET auth/session', '/api/auth/session'];
const DRAFT_CALL = 'PUT form-drafts/{key} (autosave)';

export const CALL_NAMES = [SESSION_CALL[0], ...DASHBOARD_CALLS.map(([name]) => name), DRAFT_CALL];

/** A browser opens at most six connections to one origin. */
const CONNECTIONS_PER_ORIGIN = 6;
const REQUEST_TIMEOUT_MS = 30_000;
const THINK_MS = { min: 500, max: 2_000 };
/** Every this many Dashboard loads, a person types into a form and its draft is saved. */
const LOADS_PER_WRITE = 3;

/**
 * Runs every person until `signal` aborts; answers the writes the portal acknowledged (2xx).
 * @param {{
 *   people: Array<{ index: number, cookie: string }>, ports: number[],
 *   recorder: ReturnType<typeof import('./stats.mjs').createRecorder>, signal: AbortSignal, rampMs: number,
 * }} options
 */
export async function runVirtualUsers({ people, ports, recorder, signal, rampMs }) {
  /** @type {Array<{ index: number, formKey: string, sequence: number }>} */
  const acknowledged = [];
  await Promise.all(people.map((person) => runPerson(person, ports, recorder, signal, rampMs, acknowledged)));
  return acknowledged;
}

async function runPerson(person, ports, recorder, signal, rampMs, acknowledged) {
  const agents = ports.map(() => new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS_PER_ORIGIN }));
  let turn = person.index;
  const send = (call, method, path, body) => {
    const instance = turn++ % ports.length;
    return request(agents[instance], ports[instance], method, path, person.cookie, body).then((outcome) => {
      recorder.record(call, outcome.startedAt, outcome.endedAt, outcome.status, outcome.error);
      return outcome;
    });
  };
  try {
    await sleep(Math.random() * rampMs, signal);
    let loads = 0;
    let writes = 0;
    while (!signal.aborted) {
      await send(SESSION_CALL[0], 'GET', SESSION_CALL[1]);
      await Promise.all(DASHBOARD_CALLS.map(([call, path]) => send(call, 'GET', path)));
      loads += 1;
      if (loads % LOADS_PER_WRITE === 0 && !signal.aborted) {
        writes += 1;
        const formKey = `load-${person.index}-${writes}`;
        const body = JSON.stringify({
          data: { person: person.index, sequence: writes, notes: 'Autosaved.' },
        });
        const outcome = await send(DRAFT_CALL, 'PUT', `/api/form-drafts/${formKey}`, body);
        if (outcome.status !== null && outcome.status >= 200 && outcome.status < 300) {
          acknowledged.push({ index: person.index, formKey, sequence: writes });
        }
      }
      await sleep(THINK_MS.min + Math.random() * (THINK_MS.max - THINK_MS.min), signal);
    }
  } finally {
    for (const agent of agents) agent.destroy();
  }
}

/**
 * One request to the end of its body; never rejects.
 * @returns {Promise<{ startedAt: number, endedAt: number, status: number | null, error: string | null }>}
 */
function request(agent, port, method, path, cookie, body) {
  const startedAt = performance.now();
  return new Promise((resolve) => {
    let settled = false;
    const finish = (status, error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ startedAt, endedAt: performance.now(), status, error });
    };
    const headers = { cookie, accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' };
    if (body !== undefined) {
      headers['content-type'] = 'application/json';
      headers['sec-fetch-site'] = 'same-origin';
    }
    const outgoing = http.request({ agent, host: '127.0.0.1', port, method, path, headers }, (response) => {
      response.on('data', () => {});
      response.on('end', () => finish(response.statusCode ?? null, null));
      response.on('error', (error) => finish(null, reasonOf(error)));
    });
    const timer = setTimeout(() => {
      outgoing.destroy(new Error('timed out'));
      finish(null, `timed out after ${REQUEST_TIMEOUT_MS / 1000} s`);
    }, REQUEST_TIMEOUT_MS);
    outgoing.on('error', (error) => finish(null, reasonOf(error)));
    outgoing.end(body);
  });
}

function reasonOf(error) {
  return /** @type {NodeJS.ErrnoException} */ (error).code ?? error.message;
}

function sleep(ms, signal) {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve(undefined);
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve(undefined);
    }
    signal.addEventListener('abort', done, { once: true });
  });
}
