import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// packages/domain imports nothing but zod and its own modules (docs/code-style.md convention 1): no node:*,
// React, Fastify or any other package, so both apps and the browser can load every rule.
const ALLOWED_PACKAGES: readonly string[] = ['zod'];

const sourceDirectory = new URL('./', import.meta.url);
const sourceFiles = readdirSync(sourceDirectory, { recursive: true, encoding: 'utf8' }).filter(
  (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
);

/** Every module specifier of static imports, re-exports and dynamic imports. */
function importedModules(source: string): string[] {
  const pattern =
    /\b(?:import|export)\s[^'"]*?\bfrom\s*['"]([^'"]+)['"]|\bimport\s*(?:\(\s*)?['"]([^'"]+)['"]/g;
  return [...source.matchAll(pattern)].map((match) => match[1] ?? match[2] ?? '');
}

describe('packages/domain/src', () => {
  it('has source files to check', () => {
    expect(sourceFiles).toContain('guards.ts');
    expect(sourceFiles).toContain('index.ts');
  });

  it.each(sourceFiles)('%s imports only its own modules and zod', (file) => {
    const source = readFileSync(new URL(file, sourceDirectory), 'utf8');
    const foreign = importedModules(source).filter(
      (specifier) => !specifier.startsWith('./') && !ALLOWED_PACKAGES.includes(specifier),
    );
    expect(foreign).toEqual([]);
  });

  it('would catch node:*, react, fastify and other packages in any import form', () => {
    const source = [
      "import { readFileSync } from 'node:fs';",
      "import type { ReactNode } from 'react';",
      "export { fastify } from 'fastify';",
      "import 'reflect-metadata';",
      "const lazy = () => import('node:path');",
      "import {\n  z,\n} from 'zod';",
      "import { x } from './x.js';",
    ].join('\n');
    expect(importedModules(source)).toEqual([
      'node:fs',
      'react',
      'fastify',
      'reflect-metadata',
      'node:path',
      'zod',
      './x.js',
    ]);
  });
});
