import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** Zod's module that turns a schema into JSON Schema (`toJSONSchema`, `~standard.jsonSchema`). */
const JSON_SCHEMA_MODULES = /[\\/]zod[\\/]v4[\\/]core[\\/]to-json-schema\.js$/;

/** The names a compiled ES module exports (`export function f`, `export const c`, `export { a as b }`). */
export function exportedNames(source: string): readonly string[] {
  const declared = [...source.matchAll(/^export (?:async )?(?:function\*?|const|let|var|class) ([\w$]+)/gm)];
  const listed = [...source.matchAll(/^export \{([^}]*)\}(?! from)/gm)].flatMap((match) =>
    (match[1] ?? '')
      .split(',')
      .map(
        (entry) =>
          entry
            .trim()
            .split(/\s+as\s+/)
            .at(-1) ?? '',
      )
      .filter(Boolean),
  );
  return [...new Set([...declared.map((match) => match[1] ?? ''), ...listed])];
}

/**
 * Leaves zod's JSON Schema generator out of the browser bundles. Zod 4's classic schemas reference it
 * from every schema type, so it cannot be tree-shaken, and it is a fifth of zod: about 60 KB of source
 * (a tenth of every signed-in page's download, gzipped) that no browser code uses. The API, which does
 * describe its contracts as JSON Schema, is not built with Vite and keeps it. Each export becomes a
 * function that returns a function (zod builds the `toJSONSchema` methods when a schema is made) that
 * throws if it is ever called, saying why.
 */
export function zodWithoutJsonSchema(): Plugin {
  return {
    name: 'fsmis-zod-without-json-schema',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      const file = id.split('?')[0] ?? id;
      if (!JSON_SCHEMA_MODULES.test(file)) return null;
      const unavailable = JSON.stringify(
        'Zod’s JSON Schema generator is left out of the browser bundle (packages/ui/build/zod-without-json-schema.ts).',
      );
      const stubs = exportedNames(readFileSync(file, 'utf8')).map(
        (name) => `export const ${name} = () => () => { throw new Error(${unavailable}); };`,
      );
      return stubs.join('\n');
    },
  };
}
