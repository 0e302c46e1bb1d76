/** The parts of JSON Schema (2020-12) the document's schemas use, as zod writes them. */
export interface JsonSchema {
  $ref?: string;
  type?: JsonType | JsonType[];
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  not?: JsonSchema;
  default?: unknown;
  contentMediaType?: string;
}

export type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'null' | 'object' | 'array';

/** What an OpenAPI document holds that the reference page and the fuzzer read. */
export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  tags?: Array<{ name: string; description?: string }>;
  paths: Record<string, Record<string, Operation>>;
  components?: {
    schemas?: Record<string, JsonSchema>;
    responses?: Record<string, ResponseObject>;
  };
}

export interface Operation {
  tags?: string[];
  summary?: string;
  description?: string;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema?: JsonSchema }> };
  responses: Record<string, ResponseObject | { $ref: string }>;
  security?: Array<Record<string, string[]>>;
  'x-access'?: string;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
}

export interface ResponseObject {
  description: string;
  content?: Record<string, { schema?: JsonSchema }>;
}

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head'] as const;

/** The component a local reference (`#/components/schemas/Name`) names, or undefined. */
export function resolvePointer<T>(document: OpenApiDocument, ref: string): T | undefined {
  if (!ref.startsWith('#/')) return undefined;
  let node: unknown = document;
  for (const part of ref.slice(2).split('/')) {
    const key = part.replaceAll('~1', '/').replaceAll('~0', '~');
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, key)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node as T;
}

/** A response as the operation gives it, references to shared responses followed. */
export function responseOf(
  document: OpenApiDocument,
  response: ResponseObject | { $ref: string },
): ResponseObject | undefined {
  return '$ref' in response ? resolvePointer<ResponseObject>(document, response.$ref) : response;
}

/** The name a schema reference gives (`#/components/schemas/Name` -> `Name`). */
export function componentName(ref: string): string {
  return ref.slice(ref.lastIndexOf('/') + 1);
}
