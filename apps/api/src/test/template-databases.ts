/**
 * The template databases the API tests copy on PostgreSQL (test-app.ts) are named after the server's
 * database; the run's global set-up drops them when the run ends (vitest.global-setup.ts).
 */
export const templateDatabasePrefix = (server: URL): string =>
  `${server.pathname.slice(1) || 'fsmis'}_template_`;
