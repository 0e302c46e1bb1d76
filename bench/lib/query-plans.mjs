// The plans PostgreSQL (or PGlite) chooses for statements the API issued, read with EXPLAIN ANALYZE.

/**
 * The statement with its parameters written in as literals. The drivers send parameters unnamed, so
 * every execution is planned for its values, which is what EXPLAIN does with literals.
 */
export function withParametersInline(query, params) {
  return query.replace(/\$(\d+)/g, (_, index) => literal(params[Number(index) - 1]));
}

function literal(value) {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  const text = value instanceof Date ? value.toISOString() : String(value);
  return `'${text.replaceAll("'", "''")}'`;
}

/** The root node of the executed plan, and how long the server took to run it. */
export async function explain(db, query, params) {
  const result = await db.execute(`explain (analyze, format json) ${withParametersInline(query, params)}`);
  const rows = Array.isArray(result) ? result : result.rows;
  const cell = Object.values(rows[0])[0];
  const [document] = typeof cell === 'string' ? JSON.parse(cell) : cell;
  return { plan: document.Plan, executionMs: document['Execution Time'] };
}

/** Every node of a plan, depth first. */
export function nodesOf(plan) {
  return [plan, ...(plan.Plans ?? []).flatMap(nodesOf)];
}

/** A one-line outline: each node, with the table or index it reads. */
export function outline(plan) {
  return nodesOf(plan)
    .map((node) => {
      const type =
        node['Scan Direction'] === 'Backward' ? `${node['Node Type']} Backward` : node['Node Type'];
      const target = node['Index Name'] ?? node['Relation Name'];
      return target ? `${type} (${target})` : type;
    })
    .join(' > ');
}

/** The nodes that read a whole table from start to end. */
export function sequentialScansOf(plan, table) {
  return nodesOf(plan).filter((node) => node['Node Type'] === 'Seq Scan' && node['Relation Name'] === table);
}
