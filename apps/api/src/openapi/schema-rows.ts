import { componentName, type JsonSchema } from './json-schema.js';

/** One line of a schema's table on the reference page: a field, what it holds, whether it must be there. */
export interface SchemaRow {
  path: string;
  /** What the value is, e.g. `string (uuid), 1 to 200 characters` or `one of: 1, 2, 3`. */
  summary: string;
  required: boolean;
  description: string | null;
  /** The shared schema it refers to, for a link. */
  component: string | null;
}

/** How deep the page spells out nested objects; deeper ones stay a single row. */
const MAX_DEPTH = 8;

/** A schema as rows: each property of each object in it, nested paths written `parent.child`, arrays `[]`. */
export function schemaRows(schema: JsonSchema, root = '(body)'): SchemaRow[] {
  const rows: SchemaRow[] = [];
  visit(schema, root, true, 0, rows);
  return rows;
}

function visit(schema: JsonSchema, path: string, required: boolean, depth: number, rows: SchemaRow[]): void {
  rows.push({
    path,
    summary: summaryOf(schema),
    required,
    description: schema.description ?? null,
    component: schema.$ref ? componentName(schema.$ref) : null,
  });
  if (depth >= MAX_DEPTH || schema.$ref) return;
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    visit(property, `${path}.${name}`, schema.required?.includes(name) ?? false, depth + 1, rows);
  }
  if (schema.items) visit(schema.items, `${path}[]`, true, depth + 1, rows);
  if (typeof schema.additionalProperties === 'object') {
    visit(schema.additionalProperties, `${path}.{key}`, false, depth + 1, rows);
  }
  const options = schema.anyOf ?? schema.oneOf ?? [];
  options.forEach((option, index) => {
    if (isStructured(option)) visit(option, `${path} (option ${index + 1})`, true, depth + 1, rows);
  });
}

const isStructured = (schema: JsonSchema) =>
  Boolean(schema.properties || schema.items || schema.anyOf || schema.oneOf || schema.$ref);

/** A short description of a value's type and limits. */
export function summaryOf(schema: JsonSchema): string {
  if (schema.$ref) return componentName(schema.$ref);
  if (schema.const !== undefined) return `exactly ${JSON.stringify(schema.const)}`;
  if (schema.enum) return `one of: ${schema.enum.map((value) => JSON.stringify(value)).join(', ')}`;
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return `one of: ${options.map(summaryOf).join(' | ')}`;
  if (schema.allOf) return `all of: ${schema.allOf.map(summaryOf).join(' & ')}`;
  const types = [schema.type ?? 'any'].flat();
  const limits = limitsOf(schema);
  return [`${types.join(' or ')}${schema.format ? ` (${schema.format})` : ''}`, ...limits].join(', ');
}

function limitsOf(schema: JsonSchema): string[] {
  const limits: string[] = [];
  const range = (unit: string, min?: number, max?: number) => {
    const units = (count: number) => `${count} ${unit}${count === 1 ? '' : 's'}`;
    if (min !== undefined && max !== undefined) limits.push(`${min} to ${units(max)}`);
    else if (min !== undefined && min > 0) limits.push(`at least ${units(min)}`);
    else if (max !== undefined) limits.push(`at most ${units(max)}`);
  };
  range('character', schema.minLength, schema.maxLength);
  range('item', schema.minItems, schema.maxItems);
  if (isSensible(schema.minimum)) limits.push(`from ${schema.minimum}`);
  if (isSensible(schema.exclusiveMinimum)) limits.push(`above ${schema.exclusiveMinimum}`);
  if (isSensible(schema.maximum)) limits.push(`up to ${schema.maximum}`);
  if (isSensible(schema.exclusiveMaximum)) limits.push(`below ${schema.exclusiveMaximum}`);
  if (schema.pattern && !schema.format) limits.push(`matching ${schema.pattern}`);
  if (schema.contentMediaType) limits.push(schema.contentMediaType);
  return limits;
}

/** Zod writes the safe-integer range on every integer: it says nothing a reader needs. */
const isSensible = (limit: number | undefined): limit is number =>
  limit !== undefined && Math.abs(limit) < Number.MAX_SAFE_INTEGER;
