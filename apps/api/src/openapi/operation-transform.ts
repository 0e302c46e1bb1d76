import { STATUS_CODES } from 'node:http';
import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SESSION_COOKIE } from '../plugins/session.js';
import { tagOf } from './api-tags.js';
import { componentSchemas } from './component-schemas.js';
import {
  FAILURE_DESCRIPTIONS,
  type FailureStatus,
  failureEnvelopeSchema,
  isFailureStatus,
} from './failure-envelope.js';
import { accessOf, failureStatusesOf, methodsOf } from './route-facts.js';

export const FAILURE_SCHEMA_NAME = 'Failure';
export const SESSION_SECURITY_SCHEME = 'session';
/** Carries a route's refusals from the route's transform to the document's, which turns them into responses. */
const FAILURES_KEY = 'x-failure-statuses';

/** How a signed-in caller proves it: the session cookie a sign-in sets. */
export const SECURITY_SCHEMES = {
  [SESSION_SECURITY_SCHEME]: {
    type: 'apiKey' as const,
    in: 'cookie',
    name: SESSION_COOKIE,
    description: 'The session cookie a sign-in sets (HttpOnly, SameSite=Lax).',
  },
};

const zodTransform = createJsonSchemaTransform({ schemaRegistry: componentSchemas });
const zodTransformObject = createJsonSchemaTransformObject({ schemaRegistry: componentSchemas });

const failureResponseName = (status: FailureStatus) => `Failure${status}`;

export interface DocumentedRouteOptions {
  guards: Pick<FastifyInstance, 'authenticate' | 'requireOfficer'>;
  /** Whether the maintenance gate answers this path with 503 while the portal is shut. */
  isGated(url: string): boolean;
}

/**
 * Each route's operation: its zod schemas as JSON Schema (the type provider's transform), its group, who
 * may call it, and every refusal it can give as the shared failure envelope. Only `/api` is the API.
 */
export function documentedRoute({ guards, isGated }: DocumentedRouteOptions): SwaggerTransform {
  return (input) => {
    const { route, url } = input;
    if (!url.startsWith('/api/')) return { schema: { hide: true } as FastifySchema, url };
    const declared = (input.schema?.response ?? {}) as Record<string, unknown>;
    const declaredFailures = Object.entries(declared)
      .filter(([, schema]) => schema === failureEnvelopeSchema)
      .map(([status]) => Number(status));
    const response = Object.fromEntries(
      Object.entries(declared).filter(([status]) => !declaredFailures.includes(Number(status))),
    );
    const transformed = zodTransform({ ...input, schema: { ...input.schema, response } });
    const schema = (transformed.schema ?? {}) as FastifySchema & Record<string, unknown>;
    const access = accessOf(route, guards);
    const inputs = input.schema ?? {};
    const statuses = failureStatusesOf({
      methods: methodsOf(route),
      access,
      hasInput: Boolean(inputs.params ?? inputs.querystring ?? inputs.body),
      rateLimited: Boolean((route.config as { rateLimit?: unknown } | undefined)?.rateLimit),
      gated: isGated(url),
      readsDatabase: url !== '/api/health',
    });
    const failures = [...new Set([...statuses, ...declaredFailures.filter(isFailureStatus)])];
    return {
      url,
      schema: {
        ...schema,
        ...(schema.response ? { response: withDescriptions(schema.response as Record<string, object>) } : {}),
        tags: [tagOf(url)],
        ...(access === 'public' ? {} : { security: [{ [SESSION_SECURITY_SCHEME]: [] }] }),
        'x-access': access,
        [FAILURES_KEY]: failures.sort((a, b) => a - b),
      },
    };
  };
}

/** Each answer as a response with its status's name, its JSON schema as its content (else "Default Response"). */
function withDescriptions(responses: Record<string, object>): Record<string, object> {
  return Object.fromEntries(
    Object.entries(responses).map(([status, response]) => [
      status,
      'content' in response
        ? response
        : {
            description: STATUS_CODES[Number(status)] ?? status,
            content: { 'application/json': { schema: response } },
          },
    ]),
  );
}

interface OpenApiDocument {
  paths?: Record<string, Record<string, Record<string, unknown>>>;
  components?: Record<string, unknown>;
}

/** The whole document: the shared schemas, the failure responses, and each operation's refusals as references. */
export const documentWithFailures: SwaggerTransformObject = (input) => {
  const document = zodTransformObject(input) as OpenApiDocument;
  for (const operations of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      const statuses = (operation[FAILURES_KEY] ?? []) as FailureStatus[];
      delete operation[FAILURES_KEY];
      const responses = (operation.responses ?? {}) as Record<string, unknown>;
      for (const status of statuses) {
        responses[status] = { $ref: `#/components/responses/${failureResponseName(status)}` };
      }
      operation.responses = responses;
    }
  }
  const components = document.components ?? {};
  return {
    ...document,
    components: {
      ...components,
      schemas: {
        ...usedSchemas(document, (components.schemas ?? {}) as Record<string, unknown>),
        [FAILURE_SCHEMA_NAME]: z.toJSONSchema(failureEnvelopeSchema, {
          target: 'draft-2020-12',
          io: 'output',
        }),
      },
      responses: Object.fromEntries(
        Object.entries(FAILURE_DESCRIPTIONS).map(([status, description]) => [
          failureResponseName(Number(status) as FailureStatus),
          {
            description,
            content: {
              'application/json': { schema: { $ref: `#/components/schemas/${FAILURE_SCHEMA_NAME}` } },
            },
          },
        ]),
      ),
    },
  } as ReturnType<SwaggerTransformObject>;
};

/**
 * The shared schemas some operation refers to, directly or through another shared schema: the type
 * provider writes each shared contract twice (as a body and as an answer) whether or not both are used.
 */
function usedSchemas(document: OpenApiDocument, schemas: Record<string, unknown>): Record<string, unknown> {
  const used = new Set<string>();
  const pending: unknown[] = [document.paths];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    for (const match of JSON.stringify(next).matchAll(/"#\/components\/schemas\/([^"]+)"/g)) {
      const name = match[1] ?? '';
      if (used.has(name) || !Object.hasOwn(schemas, name)) continue;
      used.add(name);
      pending.push(schemas[name]);
    }
  }
  return Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
}
