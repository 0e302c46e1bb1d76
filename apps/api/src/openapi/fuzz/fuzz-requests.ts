import fc from 'fast-check';
import {
  HTTP_METHODS,
  type JsonSchema,
  type OpenApiDocument,
  type Operation,
  type Parameter,
} from '../json-schema.js';
import { type Mutation, mutatedArbitrary } from './mutations.js';
import { arbitraryOf } from './schema-arbitrary.js';

/** One operation of the document, as the fuzzer calls it. */
export interface FuzzOperation {
  /** `POST /api/applications/{id}/comments` */
  key: string;
  method: string;
  path: string;
  operation: Operation;
  pathParameters: Parameter[];
  query: JsonSchema | null;
  body: JsonSchema | null;
  /** Whether the route reads a body at all (a change does, even without a schema). */
  takesBody: boolean;
}

export type Validity = 'valid' | 'invalid';

/** A request ready for `inject`, with what was spoiled in it when it is an invalid one. */
export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  /** The id-like values of the path and query, for the check of other companies' records. */
  namedIds: string[];
  spoiled: string | null;
}

/** Path values no route accepts as an id, or that try to reach outside it. */
const BAD_PATH_VALUES = [
  'not-an-id',
  '0',
  '00000000-0000-0000-0000-000000000000',
  'FFFFFFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "' or '1'='1",
  'x'.repeat(2_000),
  '\u0000',
  '\ud800',
];

const CHANGING_METHODS = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);

export function operationsOf(document: OpenApiDocument): FuzzOperation[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    HTTP_METHODS.flatMap((method) => {
      const operation = operations[method];
      if (!operation) return [];
      const parameters = operation.parameters ?? [];
      const queryParameters = parameters.filter((parameter) => parameter.in === 'query');
      return [
        {
          key: `${method.toUpperCase()} ${path}`,
          method: method.toUpperCase(),
          path,
          operation,
          pathParameters: parameters.filter((parameter) => parameter.in === 'path'),
          query: queryParameters.length > 0 ? objectOfParameters(queryParameters) : null,
          body: operation.requestBody?.content['application/json']?.schema ?? null,
          takesBody: CHANGING_METHODS.has(method.toUpperCase()),
        },
      ];
    }),
  );
}

function objectOfParameters(parameters: Parameter[]): JsonSchema {
  return {
    type: 'object',
    properties: Object.fromEntries(parameters.map((parameter) => [parameter.name, parameter.schema ?? {}])),
    required: parameters.filter((parameter) => parameter.required).map((parameter) => parameter.name),
  };
}

/**
 * Requests for one operation. Valid ones follow the document; an invalid one spoils one part of a valid
 * one: a path value that is no id, or a query or body mutated (see mutations.ts), or a body that is not
 * JSON. Ids, in the path, the query or the body, come from `ids`.
 */
export function requestArbitrary(
  target: FuzzOperation,
  document: OpenApiDocument,
  ids: fc.Arbitrary<string>,
  validity: Validity,
): fc.Arbitrary<FuzzRequest> {
  const pathValues = fc.tuple(
    ...target.pathParameters.map((parameter) => pathValueOf(parameter, document, ids)),
  );
  const query = target.query ? arbitraryOf(target.query, document, ids) : fc.constant(null);
  const body = target.body ? arbitraryOf(target.body, document, ids) : fc.constant(undefined);
  const valid = fc.record({ pathValues, query, body });
  if (validity === 'valid') return valid.map((parts) => buildRequest(target, { ...parts, spoiled: null }));

  const spoilable = [
    ...(target.pathParameters.length > 0 ? ['path' as const] : []),
    ...(target.query ? ['query' as const] : []),
    ...(target.takesBody ? ['body' as const, 'not-json' as const] : []),
  ];
  if (spoilable.length === 0) return valid.map((parts) => buildRequest(target, { ...parts, spoiled: null }));
  return fc
    .tuple(valid, fc.constantFrom(...spoilable), fc.constantFrom(...BAD_PATH_VALUES), fc.nat())
    .chain(([parts, where, badValue, pick]) => {
      if (where === 'path') {
        const pathValuesSpoiled = parts.pathValues.map((value, index) =>
          index === pick % parts.pathValues.length ? badValue : value,
        );
        return fc.constant(
          buildRequest(target, {
            ...parts,
            pathValues: pathValuesSpoiled,
            spoiled: `path ${JSON.stringify(badValue.slice(0, 40))}`,
          }),
        );
      }
      if (where === 'not-json') {
        return fc.constantFrom('{"unterminated": ', 'plain text', '').map((text) => ({
          ...buildRequest(target, { ...parts, body: undefined, spoiled: `body ${JSON.stringify(text)}` }),
          payload: text,
          headers: { 'content-type': pick % 2 === 0 ? 'application/json' : 'text/plain' },
        }));
      }
      const original = where === 'query' ? parts.query : (parts.body ?? {});
      return mutatedArbitrary(fc.constant(original)).map(
        ({ value, mutation }: { value: unknown; mutation: Mutation }) =>
          buildRequest(target, { ...parts, [where]: value, spoiled: `${where}: ${mutation}` }),
      );
    });
}

function pathValueOf(
  parameter: Parameter,
  document: OpenApiDocument,
  ids: fc.Arbitrary<string>,
): fc.Arbitrary<string> {
  return arbitraryOf(parameter.schema ?? { type: 'string' }, document, ids).map(String);
}

function buildRequest(
  target: FuzzOperation,
  parts: { pathValues: string[]; query: unknown; body: unknown; spoiled: string | null },
): FuzzRequest {
  let index = 0;
  const path = target.path.replace(/\{[^}]+\}/g, () => encodeText(parts.pathValues[index++] ?? ''));
  const search = queryString(parts.query);
  const namedIds = [...parts.pathValues, ...textsOfQuery(parts.query)];
  const request: FuzzRequest = {
    method: target.method,
    url: search ? `${path}?${search}` : path,
    headers: {},
    namedIds,
    spoiled: parts.spoiled,
  };
  if (parts.body !== undefined && target.takesBody) {
    request.payload = JSON.stringify(parts.body);
    request.headers['content-type'] = 'application/json';
  }
  return request;
}

/** Query values as a browser's form would send them: repeated keys for lists, JSON for anything else. */
function queryString(query: unknown): string {
  if (query === null || typeof query !== 'object') return '';
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      const text = typeof item === 'string' ? item : JSON.stringify(item);
      pairs.push(`${encodeText(key)}=${encodeText(text)}`);
    }
  }
  return pairs.join('&');
}

function textsOfQuery(query: unknown): string[] {
  if (query === null || typeof query !== 'object') return [];
  return Object.values(query)
    .flatMap((value) => (Array.isArray(value) ? value : [value]))
    .filter((value): value is string => typeof value === 'string');
}

/** Percent-encodes text; a lone surrogate, which has no UTF-8 form, goes as the bytes a careless client sends. */
function encodeText(text: string): string {
  return [...text]
    .map((character) => {
      try {
        return encodeURIComponent(character);
      } catch {
        return '%ED%A0%80';
      }
    })
    .join('');
}
