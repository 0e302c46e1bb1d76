import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { exportedNames } from './zod-without-json-schema';

describe('exportedNames', () => {
  it('lists declared and listed exports, under the names importers use', () => {
    const source = [
      'export function initializeContext(params) {}',
      'export const createToJSONSchemaMethod = (schema) => (params) => {};',
      'function processSchema() {}',
      'export { processSchema as process, other };',
      "export { fromElsewhere } from './elsewhere.js';",
    ].join('\n');
    expect(exportedNames(source)).toEqual([
      'initializeContext',
      'createToJSONSchemaMethod',
      'process',
      'other',
    ]);
  });

  it('finds what zod’s classic schemas import from the JSON Schema writer in the installed release', () => {
    const file = createRequire(import.meta.url)
      .resolve('zod/v4/core')
      .replace(/index\.c?js$/, 'to-json-schema.js');
    const names = exportedNames(readFileSync(file.replace(/\.cjs$/, '.js'), 'utf8'));
    expect(names).toEqual(
      expect.arrayContaining(['createToJSONSchemaMethod', 'createStandardJSONSchemaMethod']),
    );
  });
});
