import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { JsonSchema, OpenApiDocument } from '../json-schema.js';
import { OPENAPI_DOCUMENT_PATH } from '../reference-paths.js';
import { operationsOf } from './fuzz-requests.js';
import { DEEP_NESTING, MUTATIONS, mutate, VERY_LONG_LENGTH } from './mutations.js';
import { schemaCompiler } from './response-checks.js';
import { arbitraryOf } from './schema-arbitrary.js';

let testApp: TestApp;
let document: OpenApiDocument;

beforeAll(async () => {
  testApp = await createTestApp({ seed: false });
  document = (await testApp.app.inject({ method: 'GET', url: OPENAPI_DOCUMENT_PATH })).json();
});
afterAll(() => testApp.close());

const validatorOf = (schema: JsonSchema) => schemaCompiler(document)(schema);

describe('the generator of valid input', () => {
  it('gives values that each request body and query schema of the document accepts', () => {
    const refused: string[] = [];
    for (const target of operationsOf(document)) {
      for (const schema of [target.body, target.query]) {
        if (!schema) continue;
        const validate = validatorOf(schema);
        for (const value of fc.sample(arbitraryOf(schema, document), { seed: 7, numRuns: 15 })) {
          if (!validate(value)) refused.push(`${target.key}: ${JSON.stringify(validate.errors?.[0])}`);
        }
      }
    }
    expect(refused.slice(0, 5)).toEqual([]);
  });

  it('knows the formats, ranges, enums and nullable types the contracts use', () => {
    const schema: JsonSchema = {
      type: 'object',
      properties: {
        id: { type: 'string', format: 'uuid' },
        day: { type: 'string', format: 'date' },
        at: { type: 'string', format: 'date-time' },
        email: { type: 'string', format: 'email' },
        name: { type: 'string', minLength: 3, maxLength: 5 },
        code: { type: 'string', pattern: '^[A-Z]{3}-\\d{4}$' },
        count: { type: 'integer', minimum: 1, maximum: 9 },
        kind: { enum: ['a', 'b'] },
        fixed: { const: 42 },
        maybe: { type: ['string', 'null'] },
        either: {
          anyOf: [
            { type: 'boolean' },
            { type: 'array', items: { type: 'number' }, minItems: 1, maxItems: 2 },
          ],
        },
      },
      required: ['id', 'day', 'at', 'email', 'name', 'code', 'count', 'kind', 'fixed', 'maybe', 'either'],
      additionalProperties: false,
    };
    const validate = validatorOf(schema);
    fc.assert(
      fc.property(arbitraryOf(schema, document), (value) => validate(value) === true),
      { seed: 11, numRuns: 200 },
    );
  });
});

describe('the mutations of valid input', () => {
  const valid = { name: 'Alice', items: [{ note: 'first' }], count: 2 };

  it('each spoil the value, and leave the original as it was', () => {
    for (const [index, mutation] of MUTATIONS.entries()) {
      const spoiled = mutate(valid, mutation, index);
      expect(JSON.stringify(spoiled), mutation).not.toBe(JSON.stringify(valid));
    }
    expect(valid).toEqual({ name: 'Alice', items: [{ note: 'first' }], count: 2 });
  });

  it('send what hostile clients send: NUL, lone surrogates, long text, deep nesting, __proto__', () => {
    expect(JSON.stringify(mutate(valid, 'nul-character', 0))).toContain('\\u0000');
    expect(JSON.stringify(mutate(valid, 'lone-surrogate', 0))).toContain('\\ud800');
    expect(JSON.stringify(mutate(valid, 'very-long-string', 0)).length).toBeGreaterThan(VERY_LONG_LENGTH);
    expect(JSON.stringify(mutate(valid, 'deep-nesting', 1)).split('[').length).toBeGreaterThan(
      DEEP_NESTING / 2,
    );
    expect(JSON.stringify(mutate(valid, 'prototype-key', 0))).toContain('"__proto__":{"polluted":true}');
  });
});
