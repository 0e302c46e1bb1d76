import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.js';
import { DEVELOPMENT_TAG } from '../api-tags.js';
import type { OpenApiDocument } from '../json-schema.js';
import { OPENAPI_DOCUMENT_PATH } from '../reference-paths.js';
import {
  type FuzzOperation,
  type FuzzRequest,
  operationsOf,
  requestArbitrary,
  type Validity,
} from './fuzz-requests.js';
import { type FuzzUser, renewSessionIfEnded, signInFuzzUsers } from './fuzz-users.js';
import { collectWorld, type FuzzWorld, leakedValues } from './fuzz-world.js';
import { type ContractBreach, ContractChecker, textsIn } from './response-checks.js';

export interface FuzzOptions {
  app: FastifyInstance;
  db: Database;
  /**
   * How many requests, at least: the first ones sweep every operation as every user, valid and invalid,
   * always in full (however many operations the document grows to), then random cases up to this number.
   */
  requests: number;
  seed: number;
}

/** A broken contract, with what was asked, by whom, and what came back. */
export interface FuzzFailure extends ContractBreach {
  operation: string;
  user: string;
  status: number;
  request: string;
}

export interface FuzzReport {
  requests: number;
  operations: number;
  /** Operations that answered at least once with their success status. */
  operationsSucceeded: number;
  /** Per operation: status -> how many answers. */
  byOperation: Record<string, Record<string, number>>;
  byStatus: Record<string, number>;
  failures: FuzzFailure[];
  /** Sessions that had ended (another request signed the user out) and were signed in again. */
  sessionsRenewed: number;
}

interface FuzzCase {
  target: FuzzOperation;
  user: FuzzUser;
  validity: Validity;
}

/**
 * Signing out would leave the user's later requests unanswered but for 401, hiding every route from
 * them: only no one signs out. Nothing else a request can do stops the fuzzer (the portal's maintenance
 * is switched on the command line, not through the API), so every other operation is called by all.
 */
const SESSION_ENDING = new Set(['POST /api/auth/logout']);

/**
 * Calls the API as the OpenAPI document describes it, with valid and invalid input, as no one, two
 * companies' users and an officer, and checks each answer against the document: no 5xx, a documented
 * status, a body of the documented schema, and no other company's records in a company's answer.
 * Reads come first, while the seeded records are as the world was collected; changes follow.
 */
export async function runFuzz({ app, db, requests, seed }: FuzzOptions): Promise<FuzzReport> {
  const document = (
    await app.inject({ method: 'GET', url: OPENAPI_DOCUMENT_PATH })
  ).json() as OpenApiDocument;
  const world = await collectWorld(db);
  const users = await signInFuzzUsers(app, db);
  const operations = operationsOf(document);
  const checker = new ContractChecker(document);
  const report: FuzzReport = {
    requests: 0,
    operations: operations.length,
    operationsSucceeded: 0,
    byOperation: {},
    byStatus: {},
    failures: [],
    sessionsRenewed: 0,
  };
  const succeeded = new Set<string>();
  const pools = new IdPools(world);
  const arbitraries = new Map<string, fc.Arbitrary<FuzzRequest>>();
  const requestFor = ({ target, user, validity }: FuzzCase, index: number) => {
    const key = `${target.key} ${validity} ${user.name}`;
    let arbitrary = arbitraries.get(key);
    if (!arbitrary) {
      arbitrary = requestArbitrary(target, document, pools.idsFor(user, target.path), validity);
      arbitraries.set(key, arbitrary);
    }
    const [request] = fc.sample(arbitrary, { seed: seed + index, numRuns: 1 });
    if (!request) throw new Error(`No request for ${key}`);
    return request;
  };

  const cases = planCases(operations, users, requests, seed);
  for (const [index, fuzzCase] of cases.entries()) {
    const request = requestFor(fuzzCase, index);
    const response = await app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers: { ...request.headers, ...(fuzzCase.user.cookie ? { cookie: fuzzCase.user.cookie } : {}) },
      ...(request.payload === undefined ? {} : { payload: request.payload }),
      // An address per request: the sign-in routes' limit per address never hides them from the sweep.
      remoteAddress: `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`,
    });
    const { target, user } = fuzzCase;
    report.requests += 1;
    const statuses = report.byOperation[target.key] ?? {};
    statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
    report.byOperation[target.key] = statuses;
    report.byStatus[response.statusCode] = (report.byStatus[response.statusCode] ?? 0) + 1;
    if (response.statusCode === 401 && (await renewSessionIfEnded(app, db, user)))
      report.sessionsRenewed += 1;
    if (response.statusCode < 300 && target.operation.responses[String(response.statusCode)])
      succeeded.add(target.key);
    const answer = {
      status: response.statusCode,
      contentType: String(response.headers['content-type'] ?? ''),
      body: response.body,
    };
    if (answer.status < 300 && answer.contentType.startsWith('application/json')) {
      pools.remember(user, target.path, textsIn(parsedOrText(answer.body)));
    }
    const breaches = [
      ...checker.check(target.key, target.operation, answer),
      ...(target.operation.tags?.includes(DEVELOPMENT_TAG) ? [] : leaksIn(world, user, request, answer)),
    ];
    for (const breach of breaches) {
      report.failures.push({
        ...breach,
        operation: target.key,
        user: user.name,
        status: response.statusCode,
        request: describeRequest(request),
      });
    }
  }
  report.operationsSucceeded = succeeded.size;
  return report;
}

/** The users an operation is for, by who the document says may call it. */
function usersFor(target: FuzzOperation, users: FuzzUser[]): FuzzUser[] {
  const signedIn = users.filter((user) => user.cookie !== null);
  const chosen: Record<string, FuzzUser[]> = {
    company: signedIn.filter((user) => user.companyId !== null),
    officer: signedIn.filter((user) => user.companyId === null),
    'signed-in': signedIn,
  };
  const found = chosen[target.operation['x-access'] ?? 'public'] ?? users;
  return found.length > 0 ? found : users;
}

/** The sweep (every operation, user and validity; reads first, officers' changes last), then random cases. */
function planCases(
  operations: FuzzOperation[],
  users: FuzzUser[],
  requests: number,
  seed: number,
): FuzzCase[] {
  const sweep: FuzzCase[] = [];
  const officer = users.find((user) => user.cookie !== null && user.companyId === null);
  const phaseOf = ({ target, user }: FuzzCase) => (target.method === 'GET' ? 0 : user === officer ? 2 : 1);
  for (const target of operations) {
    for (const user of users) {
      if (user.cookie !== null && SESSION_ENDING.has(target.key)) continue;
      for (const validity of ['valid', 'invalid'] as const) sweep.push({ target, user, validity });
    }
  }
  sweep.sort((a, b) => phaseOf(a) - phaseOf(b));
  const allowed = (fuzzCase: FuzzCase) =>
    !(fuzzCase.user.cookie !== null && SESSION_ENDING.has(fuzzCase.target.key));
  // After the sweep, most requests go to users the operation is for, most of them valid: that is where
  // the answers with content are, and with them the schemas to check and the records that could leak.
  const random = fc
    .sample(
      fc.constantFrom(...operations).chain((target) =>
        fc.record({
          target: fc.constant(target),
          user: fc.oneof(
            { weight: 3, arbitrary: fc.constantFrom(...usersFor(target, users)) },
            { weight: 1, arbitrary: fc.constantFrom(...users) },
          ),
          validity: fc.oneof(
            { weight: 3, arbitrary: fc.constant<Validity>('valid') },
            { weight: 2, arbitrary: fc.constant<Validity>('invalid') },
          ),
        }),
      ),
      { seed, numRuns: Math.max(0, requests - sweep.length) * 2 },
    )
    .filter(allowed);
  // The sweep is never cut short: an operation added to the document is called from the day it lands.
  return [...sweep, ...random.slice(0, Math.max(0, requests - sweep.length))];
}

/**
 * The ids a user's requests name: mostly ones the user's answers in the same area have shown them (the
 * applications list gives the ids `/api/applications/{id}` needs), then any they have seen, then any
 * company's records and shared ones (which a company must not get), then ids of nothing.
 */
class IdPools {
  /** `user area` -> ids, and `user` -> ids, in the order first seen. */
  private readonly seen = new Map<string, string[]>();

  constructor(private readonly world: FuzzWorld) {}

  idsFor(user: FuzzUser, path: string): fc.Arbitrary<string> {
    const { ids } = this.world;
    // Drawn when a request is generated, so ids seen since the arbitrary was made are among them.
    const drawn = (pool: string[]) =>
      fc.nat().map((index) => pool[index % pool.length] ?? ids[index % ids.length] ?? '');
    return fc.oneof(
      { weight: 5, arbitrary: drawn(this.pool(`${user.name} ${areaOf(path)}`)) },
      { weight: 2, arbitrary: drawn(this.pool(user.name)) },
      { weight: 2, arbitrary: fc.constantFrom(...ids) },
      { weight: 1, arbitrary: fc.uuid() },
    );
  }

  remember(user: FuzzUser, path: string, texts: string[]): void {
    for (const pool of [this.pool(`${user.name} ${areaOf(path)}`), this.pool(user.name)]) {
      const known = new Set(pool);
      for (const text of texts) {
        if (UUID.test(text) && !known.has(text)) {
          known.add(text);
          pool.push(text);
        }
      }
    }
  }

  private pool(key: string): string[] {
    const pool = this.seen.get(key) ?? [];
    this.seen.set(key, pool);
    return pool;
  }
}

/** The part of a path before its first parameter: `/api/applications/{id}/invoice` -> `/api/applications`. */
const areaOf = (path: string) => path.split('/{')[0] ?? path;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** In a company's successful answer: another company's values in the JSON, or another company's file. */
function leaksIn(
  world: FuzzWorld,
  user: FuzzUser,
  request: FuzzRequest,
  answer: { status: number; contentType: string; body: string },
): ContractBreach[] {
  if (user.companyId === null || answer.status >= 300) return [];
  const isJson = answer.contentType.startsWith('application/json');
  const texts = isJson ? textsIn(parsedOrText(answer.body)) : request.namedIds;
  const leaked = leakedValues(world, user.companyId, texts);
  const shown = leaked
    .slice(0, 3)
    .map(({ value, text }) => (value === text ? value : `${value} in "${text.slice(0, 120)}"`));
  return leaked.length === 0 ? [] : [{ kind: 'leak', detail: `carries ${shown.join(', ')}` }];
}

/** The JSON an answer holds, or its text when it is not JSON (the contract check reports that). */
function parsedOrText(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

function describeRequest(request: FuzzRequest): string {
  const url = request.url.length > 160 ? `${request.url.slice(0, 160)}…` : request.url;
  const body = request.payload === undefined ? '' : ` body ${request.payload.slice(0, 160)}`;
  return `${request.method} ${url}${body}${request.spoiled ? ` (spoiled ${request.spoiled})` : ''}`;
}

/** The report as lines of text: totals, statuses, requests per operation, then each failure. */
export function formatReport(report: FuzzReport, elapsedMs: number): string[] {
  const statuses = Object.entries(report.byStatus).map(([status, count]) => `${status}: ${count}`);
  const byKind = (kind: string) => report.failures.filter((failure) => failure.kind === kind).length;
  return [
    `requests: ${report.requests} in ${(elapsedMs / 1000).toFixed(1)} s`,
    `operations: ${report.operations}; called ${Object.keys(report.byOperation).length}; answered with success ${report.operationsSucceeded}`,
    `statuses: ${statuses.join(', ')}`,
    `5xx: ${byKind('5xx')}, undocumented statuses: ${byKind('undocumented-status')}, schema mismatches: ${byKind('schema-mismatch')}, content types: ${byKind('content-type')}, leaks: ${byKind('leak')}`,
    `sessions renewed: ${report.sessionsRenewed}`,
    'requests per operation:',
    ...Object.entries(report.byOperation).map(([operation, statuses]) => {
      const total = Object.values(statuses).reduce((sum, count) => sum + count, 0);
      const detail = Object.entries(statuses).map(([status, count]) => `${status}×${count}`);
      return `  ${total}\t${operation}\t${detail.join(' ')}`;
    }),
    ...report.failures.map(
      (failure) =>
        `FAIL ${failure.kind} ${failure.operation} as ${failure.user}: ${failure.status} ${failure.detail}\n     ${failure.request}`,
    ),
  ];
}
