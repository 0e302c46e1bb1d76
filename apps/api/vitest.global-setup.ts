import pg from 'pg';
import { templateDatabasePrefix } from './src/test/template-databases.js';

/**
 * When the API tests run on PostgreSQL, each worker prepares template databases once and copies them for
 * every test app (src/test/test-app.ts); this drops the templates once the run is over, whether it passed
 * or not.
 */
export default function setup() {
  const url = process.env.API_TEST_DATABASE === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  if (!url) return undefined;
  return async () => {
    const server = new URL(url);
    const client = new pg.Client({ connectionString: server.toString() });
    await client.connect();
    try {
      const { rows } = await client.query<{ datname: string }>(
        'select datname from pg_database where starts_with(datname, $1)',
        [templateDatabasePrefix(server)],
      );
      for (const { datname } of rows) {
        await client.query(`drop database if exists "${datname}" with (force)`);
      }
    } finally {
      await client.end();
    }
  };
}
