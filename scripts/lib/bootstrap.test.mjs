import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildFingerprint, missingBuildOutputs } from './bootstrap.mjs';

/** A repository in miniature: the files the build reads, what it writes, and files it ignores. */
const TREE = {
  'package.json': '{"workspaces":["packages/domain","apps/api","apps/web","e2e"]}',
  'package-lock.json': '{}',
  'tsconfig.json': '{"files":[]}',
  'tsconfig.base.json': '{"compilerOptions":{"strict":true}}',
  'README.md': '# Portal',
  'packages/domain/package.json': '{"name":"@fsmis/domain"}',
  'packages/domain/tsconfig.json': '{}',
  'packages/domain/tsconfig.lib.json': '{"compilerOptions":{"outDir":"dist"}}',
  'packages/domain/tsconfig.lib.tsbuildinfo': '{"version":"7"}',
  'packages/domain/src/index.ts': 'export const rule = 1;',
  'packages/domain/dist/index.js': 'export const rule = 1;',
  'apps/api/package.json': '{"name":"@fsmis/api"}',
  'apps/api/tsconfig.json': '{}',
  'apps/api/tsconfig.lib.json': '{"compilerOptions":{"outDir":"dist"}}',
  'apps/api/src/server.ts': 'console.log("serving");',
  'apps/api/dist/server.js': 'console.log("serving");',
  'apps/api/node_modules/some-package/index.js': 'module.exports = 1;',
  'apps/web/package.json': '{"name":"@fsmis/web"}',
  'apps/web/tsconfig.json': '{}',
  'apps/web/index.html': '<!doctype html>',
  'apps/web/src/main.tsx': 'render();',
  'apps/web/dist/index.html': '<!doctype html>',
  'apps/officer/package.json': '{"name":"@fsmis/officer"}',
  'apps/officer/tsconfig.json': '{}',
  'apps/officer/index.html': '<!doctype html>',
  'apps/officer/src/main.tsx': 'render();',
  'apps/officer/dist/index.html': '<!doctype html>',
  'e2e/tsconfig.json': '{}',
  'e2e/tests/login.spec.ts': 'test();',
};

describe('the build fingerprint', () => {
  let tree;

  const write = (relative, text) => {
    const file = path.join(tree, relative);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  };
  // Appending changes the size: a difference the file system's timestamp resolution cannot hide.
  const edit = (relative) => fs.appendFileSync(path.join(tree, relative), '\n// edited\n');

  beforeEach(() => {
    tree = fs.mkdtempSync(path.join(os.tmpdir(), 'fsmis-fingerprint-'));
    for (const [relative, text] of Object.entries(TREE)) write(relative, text);
  });
  afterEach(() => fs.rmSync(tree, { recursive: true, force: true }));

  it.each([
    'packages/domain/src/index.ts',
    'apps/api/src/server.ts',
    'apps/web/src/main.tsx',
    'apps/web/index.html',
    'apps/officer/src/main.tsx',
    'apps/officer/index.html',
    'apps/api/package.json',
    'package-lock.json',
    'tsconfig.json',
    'tsconfig.base.json',
    'packages/domain/tsconfig.json',
    'packages/domain/tsconfig.lib.json',
    'apps/api/tsconfig.lib.json',
    'apps/web/tsconfig.json',
  ])('changes when %s changes', (relative) => {
    const before = buildFingerprint(tree);
    edit(relative);
    expect(buildFingerprint(tree)).not.toBe(before);
  });

  it.each(['apps/api/tsconfig.test.json', 'packages/domain/src/labels.ts'])(
    'changes when %s is added',
    (relative) => {
      const before = buildFingerprint(tree);
      write(relative, '{}');
      expect(buildFingerprint(tree)).not.toBe(before);
    },
  );

  it.each([
    'packages/domain/dist/index.js',
    'apps/api/dist/server.js',
    'apps/web/dist/index.html',
    'apps/officer/dist/index.html',
    'packages/domain/tsconfig.lib.tsbuildinfo',
    'apps/api/node_modules/some-package/index.js',
    'e2e/tsconfig.json',
    'e2e/tests/login.spec.ts',
    'README.md',
  ])('stays the same when %s changes', (relative) => {
    const before = buildFingerprint(tree);
    edit(relative);
    expect(buildFingerprint(tree)).toBe(before);
  });

  it('finds every build output present in a built tree', () => {
    expect(missingBuildOutputs(tree)).toEqual([]);
  });

  it('misses the domain package’s dist, which the built API imports', () => {
    fs.rmSync(path.join(tree, 'packages/domain/dist'), { recursive: true });
    expect(missingBuildOutputs(tree)).toEqual(['packages/domain/dist', 'packages/domain/dist/index.js']);
  });

  it('misses a workspace’s dist', () => {
    fs.rmSync(path.join(tree, 'apps/web/dist'), { recursive: true });
    expect(missingBuildOutputs(tree)).toEqual(['apps/web/dist', 'apps/web/dist/index.html']);
  });
});
