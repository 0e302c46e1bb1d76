import os from 'node:os';
import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * API tests run against a real database: embedded PGlite by default, or the PostgreSQL server
 * of TEST_DATABASE_URL when API_TEST_DATABASE=postgres (each test file gets a fresh database).
 */
const database = process.env.API_TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite';
const postgresUrl = process.env.TEST_DATABASE_URL ?? '';
if (database === 'postgres' && !postgresUrl) {
  throw new Error('API_TEST_DATABASE=postgres needs TEST_DATABASE_URL (postgres://user@host:port/database).');
}

export default defineConfig({
  resolve: { conditions: ['@fsmis/source', ...defaultServerConditions] },
  ssr: { resolve: { conditions: ['@fsmis/source', ...defaultServerConditions] } },
  test: {
    name: `api (${database})`,
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Each file spends its time in its own database (PGlite runs in the worker): Vitest's default of one
    // worker fewer than the cores left one of two cores idle. Measured on two cores: 495 s to 361 s.
    maxWorkers: os.availableParallelism(),
    // Every file builds its own app on its own database, and none mocks a module, so files share a
    // worker's modules instead of importing the whole API again: on two cores, PGlite 424 s to 199 s.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    provide: { database, postgresUrl },
    globalSetup: ['./vitest.global-setup.ts'],
    // The job queue's tracing API has an ESM build, chosen by the `module` condition, whose imports name
    // no file extension: Vite resolves them when it loads the packages itself, Node does not.
    server: { deps: { inline: ['pg-boss', '@opentelemetry/api'] } },
  },
});
