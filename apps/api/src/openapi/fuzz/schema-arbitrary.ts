import fc from 'fast-check';
import { type JsonSchema, type JsonType, type OpenApiDocument, resolvePointer } from '../json-schema.js';

/** Beyond this depth, objects get their required fields only and arrays their fewest items. */
const MAX_DEPTH = 10;
/** Strings without a limit stay short: a long text is one of the invalid inputs, not a valid one. */
const USUAL_MAX_LENGTH = 24;
const USUAL_MAX_ITEMS = 3;

/** Text people type: letters, digits, punctuation, accents, other scripts, an emoji, and the HTML characters. */
const TEXT_UNIT = fc.oneof(
  { weight: 12, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }) },
  { weight: 2, arbitrary: fc.constantFrom('é', 'ß', 'ñ', '中', '文', 'ا', '😀', ' ') },
  { weight: 1, arbitrary: fc.constantFrom('&', '<', '>', "'", '"') },
);

/**
 * Values a JSON Schema accepts, as fast-check generates them: types, enum and const, the formats the
 * contracts use (uuid, date, date-time, email, uri), lengths and ranges, required and optional
 * properties, anyOf/oneOf, nullable types, arrays and references to the document's shared schemas.
 * Ids come from `ids`, so that they name records that exist. Refinements zod checks beyond JSON Schema (a date in the future, two fields that must agree) are not
 * known here: such values are refused with a 400, which the document allows.
 */
export function arbitraryOf(
  schema: JsonSchema,
  document: OpenApiDocument,
  ids: fc.Arbitrary<string> = fc.uuid(),
  depth = 0,
): fc.Arbitrary<unknown> {
  const inner = (child: JsonSchema, childDepth = depth + 1) => arbitraryOf(child, document, ids, childDepth);
  if (schema.$ref) {
    const target = resolvePointer<JsonSchema>(document, schema.$ref);
    return target ? inner(target) : fc.constant(null);
  }
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options && options.length > 0) {
    return fc.oneof(...options.map((option) => inner({ ...withoutOptions(schema), ...option }, depth)));
  }
  if (schema.allOf && schema.allOf.length > 0) return inner(mergeAll(schema), depth);
  const types = [schema.type ?? impliedType(schema)].flat().filter((type) => type !== undefined);
  if (types.length === 0) return anyJson();
  return fc.oneof(...types.map((type) => arbitraryOfType(type, schema, inner, ids, depth)));
}

type Inner = (schema: JsonSchema, depth?: number) => fc.Arbitrary<unknown>;

function arbitraryOfType(
  type: JsonType,
  schema: JsonSchema,
  inner: Inner,
  ids: fc.Arbitrary<string>,
  depth: number,
): fc.Arbitrary<unknown> {
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer(integerRange(schema));
    case 'number':
      return numberOf(schema);
    case 'string':
      return looksLikeId(schema) ? ids : stringOf(schema);
    case 'array':
      return arrayOf(schema, inner, depth);
    case 'object':
      return objectOf(schema, inner, depth);
  }
}

/** A uuid, or a string of hex digits and dashes: the id of a record. */
export function looksLikeId(schema: JsonSchema): boolean {
  return schema.format === 'uuid' || (schema.pattern?.startsWith('^[0-9a-f]{8}-') ?? false);
}

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  const formatted = FORMATS[schema.format ?? ''];
  if (formatted) return formatted;
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? Number.MAX_SAFE_INTEGER, minLength + USUAL_MAX_LENGTH);
  if (schema.pattern) {
    const matching = patternArbitrary(schema.pattern);
    if (matching)
      return matching.filter(
        (text) => text.length >= minLength && text.length <= (schema.maxLength ?? Infinity),
      );
  }
  return fc.string({ unit: TEXT_UNIT, minLength, maxLength });
}

const isoDate = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2040-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString());

const FORMATS: Record<string, fc.Arbitrary<string>> = {
  uuid: fc.uuid(),
  date: isoDate.map((instant) => instant.slice(0, 10)),
  'date-time': isoDate,
  email: fc.emailAddress(),
  uri: fc.webUrl(),
  binary: fc.base64String({ maxLength: 64 }),
};

/** fast-check generates strings for most regular expressions; one it cannot read leaves the plain string. */
function patternArbitrary(pattern: string): fc.Arbitrary<string> | null {
  try {
    return fc.stringMatching(new RegExp(pattern));
  } catch {
    return null;
  }
}

function integerRange(schema: JsonSchema): { min: number; max: number } {
  const min = schema.minimum ?? (schema.exclusiveMinimum === undefined ? -1000 : schema.exclusiveMinimum + 1);
  const max =
    schema.maximum ?? (schema.exclusiveMaximum === undefined ? 100_000 : schema.exclusiveMaximum - 1);
  // The safe-integer range zod writes on every integer is no use for values a person would give.
  const usualMin = Math.max(min, -1000);
  return { min: usualMin, max: Math.max(usualMin, Math.min(max, usualMin + 100_000)) };
}

function numberOf(schema: JsonSchema): fc.Arbitrary<number> {
  const min = schema.minimum ?? schema.exclusiveMinimum ?? -1000;
  const max = schema.maximum ?? schema.exclusiveMaximum ?? 100_000;
  return fc.double({
    min,
    max: Math.max(min, max),
    minExcluded: schema.exclusiveMinimum !== undefined,
    maxExcluded: schema.exclusiveMaximum !== undefined,
    noNaN: true,
    noDefaultInfinity: true,
  });
}

function arrayOf(schema: JsonSchema, inner: Inner, depth: number): fc.Arbitrary<unknown[]> {
  if (schema.prefixItems) {
    return fc.tuple(...schema.prefixItems.map((item) => inner(item)));
  }
  const minLength = schema.minItems ?? 0;
  const usual = depth >= MAX_DEPTH ? minLength : minLength + USUAL_MAX_ITEMS;
  const maxLength = Math.min(schema.maxItems ?? usual, usual);
  return fc.array(inner(schema.items ?? {}), { minLength, maxLength });
}

function objectOf(schema: JsonSchema, inner: Inner, depth: number): fc.Arbitrary<object> {
  const properties = schema.properties ?? {};
  const required = schema.required ?? [];
  const names = depth >= MAX_DEPTH ? required : Object.keys(properties);
  const model = Object.fromEntries(names.map((name) => [name, inner(properties[name] ?? {})]));
  const known = fc.record(model, { requiredKeys: required.filter((name) => name in model) });
  const extra = schema.additionalProperties;
  if (typeof extra !== 'object' || depth >= MAX_DEPTH) return known;
  const keys = schema.propertyNames
    ? (inner(schema.propertyNames) as fc.Arbitrary<string>)
    : fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 12 });
  return fc
    .tuple(known, fc.dictionary(keys, inner(extra), { maxKeys: USUAL_MAX_ITEMS }))
    .map(([fixed, more]) => ({ ...more, ...fixed }));
}

function anyJson(): fc.Arbitrary<unknown> {
  return fc
    .jsonValue({ maxDepth: 2, stringUnit: TEXT_UNIT })
    .map((value) => JSON.parse(JSON.stringify(value)) as unknown);
}

/** Constraints written beside `anyOf` (zod writes a description there) apply to every option. */
function withoutOptions({ anyOf: _anyOf, oneOf: _oneOf, ...rest }: JsonSchema): JsonSchema {
  return rest;
}

function mergeAll({ allOf = [], ...rest }: JsonSchema): JsonSchema {
  const merged: JsonSchema = {
    ...rest,
    properties: { ...rest.properties },
    required: [...(rest.required ?? [])],
  };
  for (const { properties, required, ...part } of allOf) {
    Object.assign(merged, part);
    Object.assign(merged.properties ?? {}, properties);
    merged.required?.push(...(required ?? []));
  }
  return merged;
}

function impliedType(schema: JsonSchema): JsonType | undefined {
  if (schema.properties || schema.additionalProperties) return 'object';
  if (schema.items || schema.prefixItems) return 'array';
  if (schema.format || schema.pattern || schema.minLength !== undefined) return 'string';
  return undefined;
}
