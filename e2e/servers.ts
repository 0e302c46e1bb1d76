/**
 * The portals the end-to-end tests run against, each on its own port with its own data folder:
 * - `main` and `main2`: test logins, no password. Each Playwright worker has one of them to itself
 *   (see `baseURL` in fixtures.ts): a demo account has one live session at a time, so two workers
 *   signing in as the same account on one portal would end each other's sessions.
 * - `maintenance`: maintenance switched on.
 * - `password`: test logins need TEST_LOGIN_PASSWORD.
 * - `profile`: tests that change a demo account the worker portals' tests rely on: the newcomer's
 *   profile, and ready's IBR terms.
 * Set E2E_PORT to move them all; each portal's MockPass listens 1000 ports higher.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);

export const ports = {
  main: E2E_PORT,
  maintenance: E2E_PORT + 1,
  password: E2E_PORT + 2,
  main2: E2E_PORT + 3,
  profile: E2E_PORT + 4,
} as const;

export type ServerName = keyof typeof ports;

export const serverUrl = (name: ServerName): string => `http://127.0.0.1:${ports[name]}`;

/** The portals the workers share out, one each (the suite runs with as many workers). */
export const WORKER_SERVERS: readonly ServerName[] = ['main', 'main2'];

/** The password the `password` portal asks for. */
export const TEST_LOGIN_PASSWORD = 'e2e-secret';

/** The message the `maintenance` portal was switched on with. */
export const MAINTENANCE_MESSAGE = 'We are upgrading the portal.';
