import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.js';
import { companies } from '../../db/schema/index.js';
import { DEMO_ACCOUNTS, DEMO_OFFICER } from '../../db/seed/demo-accounts.js';
import { SESSION_COOKIE } from '../../plugins/session.js';

/** Who the fuzzer calls as: no one, two companies' users and an officer. */
export interface FuzzUser {
  name: string;
  cookie: string | null;
  /** The company whose records are the user's own; null for no one and for officers, who may see all. */
  companyId: string | null;
}

/** Sign-ins come from their own address, so the fuzzer's requests to sign-in routes cannot lock them out. */
const SIGN_IN_ADDRESS = '127.0.0.9';

const ACCOUNTS = [
  { name: 'company A (ready)', account: DEMO_ACCOUNTS.ready, officer: false },
  { name: 'company B (dual)', account: DEMO_ACCOUNTS.dual, officer: false },
  { name: 'officer', account: DEMO_OFFICER, officer: true },
] as const;

/** Signs each user in once through the test login; their cookies are reused for every request. */
export async function signInFuzzUsers(app: FastifyInstance, db: Database): Promise<FuzzUser[]> {
  const users: FuzzUser[] = [{ name: 'anonymous', cookie: null, companyId: null }];
  for (const { name } of ACCOUNTS) users.push(await signIn(app, db, name));
  return users;
}

/** Signs a user in again when their session has ended; answers whether it had. */
export async function renewSessionIfEnded(
  app: FastifyInstance,
  db: Database,
  user: FuzzUser,
): Promise<boolean> {
  if (user.cookie === null) return false;
  const ping = await app.inject({ method: 'GET', url: '/api/auth/ping', headers: { cookie: user.cookie } });
  if (ping.statusCode !== 401) return false;
  user.cookie = (await signIn(app, db, user.name)).cookie;
  return true;
}

async function signIn(app: FastifyInstance, db: Database, name: string): Promise<FuzzUser> {
  const found = ACCOUNTS.find((each) => each.name === name);
  if (!found) throw new Error(`The fuzzer has no account called ${name}`);
  const { account, officer } = found;
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/test-logins',
    remoteAddress: SIGN_IN_ADDRESS,
    payload: {
      singpassIdentifier: account.singpassIdentifier,
      companyUen: account.companyUen,
      email: account.email,
    },
  });
  const cookie = response.cookies.find((each) => each.name === SESSION_COOKIE);
  if (response.statusCode !== 200 || !cookie) {
    throw new Error(`The fuzzer could not sign ${name} in: ${response.body}`);
  }
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.uen, account.companyUen));
  if (!company) throw new Error(`The company of ${name} is not in the database`);
  return { name, cookie: `${cookie.name}=${cookie.value}`, companyId: officer ? null : company.id };
}
