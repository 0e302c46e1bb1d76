import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * The most statements one connection prepares; its server process keeps each until the connection
 * closes. The hot ones (every request's session lookup, the Dashboard's lists) come first, and any
 * statement past the limit still runs, parsed and planned each time as before.
 */
export const MAX_PREPARED_STATEMENTS_PER_CONNECTION = 200;

type QueryConfig = { text: string; name?: string | undefined };

/**
 * Makes a pooled connection prepare each parameterised statement once and reuse it: node-postgres
 * sends such statements unnamed, so PostgreSQL parsed and planned the same text on every call, which
 * under load (bench/load.mjs) took most of the server's time. Named by a hash of the text, so equal
 * text is one statement.
 */
export function prepareRepeatedStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (config: unknown, ...rest: unknown[]) => unknown;
  const prepared = new Set<string>();
  const replacement = (config: unknown, ...rest: unknown[]) => {
    if (!isUnnamed(config) || !hasValues(rest[0])) return query(config, ...rest);
    const name = statementName(config.text);
    if (!prepared.has(name)) {
      if (prepared.size >= MAX_PREPARED_STATEMENTS_PER_CONNECTION) return query(config, ...rest);
      prepared.add(name);
    }
    return query({ ...config, name }, ...rest);
  };
  client.query = replacement as typeof client.query;
}

function isUnnamed(config: unknown): config is QueryConfig {
  return (
    typeof config === 'object' &&
    config !== null &&
    typeof (config as QueryConfig).text === 'string' &&
    (config as QueryConfig).name === undefined
  );
}

/** Only statements with parameters: those go through parse and bind already, one at a time. */
function hasValues(values: unknown): boolean {
  return Array.isArray(values) && values.length > 0;
}

/** Names by text, so that a statement's text is hashed once per process rather than on every call. */
const names = new Map<string, string>();
const MAX_REMEMBERED_NAMES = 1_000;

function statementName(text: string): string {
  const known = names.get(text);
  if (known !== undefined) return known;
  const name = `fsmis_${createHash('sha256').update(text).digest('base64url').slice(0, 40)}`;
  if (names.size < MAX_REMEMBERED_NAMES) names.set(text, name);
  return name;
}
