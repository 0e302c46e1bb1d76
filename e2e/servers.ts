/**
 * The three portals the end-to-end tests run against, each on its own port with its own data folder:
 * `main` (test logins, no password), `maintenance` (maintenance switched on) and `password`
 * (test logins need TEST_LOGIN_PASSWORD). Set E2E_PORT to move them all.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);

export const ports = {
  main: E2E_PORT,
  maintenance: E2E_PORT + 1,
  password: E2E_PORT + 2,
} as const;

export type ServerName = keyof typeof ports;

export const serverUrl = (name: ServerName): string => `http://127.0.0.1:${ports[name]}`;

/** The password the `password` portal asks for. */
export const TEST_LOGIN_PASSWORD = 'e2e-secret';

/** The message the `maintenance` portal was switched on with. */
export const MAINTENANCE_MESSAGE = 'We are upgrading the portal.';
