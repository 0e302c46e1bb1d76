// Checks that imports flow one way (docs/code-style.md): domain -> shared -> features -> app.
// Node built-ins only; prints each violation and a closing count.
import fs from 'node:fs';
import path from 'node:path';
import { root } from './lib/bootstrap.mjs';

const SOURCE = /\.(ts|tsx|mjs|js)$/;
const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s+(type\s+)?(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

const rules = [
  {
    name: 'packages/domain is pure: no node:*, React, Fastify or database code',
    applies: (file) => file.startsWith('packages/domain/src/') && !file.endsWith('.test.ts'),
    forbids: (specifier) =>
      !specifier.startsWith('.') && specifier !== 'zod' && !specifier.startsWith('zod/'),
  },
  {
    name: 'packages/ui holds no app code: it imports only the domain, React and its own files',
    applies: (file) => file.startsWith('packages/ui/'),
    forbids: (specifier, file) =>
      /@fsmis\/(web|api|officer)\b/.test(specifier) ||
      (resolved(specifier, file)?.startsWith('apps/') ?? false),
  },
  {
    name: 'the apps share code only through packages/domain and packages/ui',
    applies: (file) => file.startsWith('apps/'),
    forbids: (specifier, file) =>
      /@fsmis\/(web|api|officer)\b/.test(specifier) || crossesApp(specifier, file),
  },
  {
    name: 'the API imports no browser code',
    applies: (file) => file.startsWith('apps/api/'),
    forbids: (specifier) => /^@fsmis\/ui\b/.test(specifier),
  },
  {
    name: 'a feature never imports another feature',
    applies: (file) => /^apps\/(web|officer)\/src\/features\//.test(file),
    forbids: (specifier, file) => {
      const target = resolved(specifier, file);
      const features = `${file.split('/').slice(0, 4).join('/')}/`;
      const own = file.split('/')[4];
      return target?.startsWith(features) && target.split('/')[4] !== own;
    },
  },
  {
    name: 'shared code of an app (lib, components, config) imports no feature and no app code',
    applies: (file) => /^apps\/(web|officer)\/src\/(lib|components|config)\//.test(file),
    forbids: (specifier, file) =>
      /^apps\/(web|officer)\/src\/(features|app)\//.test(resolved(specifier, file) ?? ''),
  },
  {
    name: 'API modules do not import the app or the server',
    applies: (file) => file.startsWith('apps/api/src/modules/'),
    forbids: (specifier, file) =>
      /^apps\/api\/src\/(app|server)\.(ts|js)$/.test(resolved(specifier, file) ?? ''),
  },
  {
    name: 'process.env is read only in apps/api/src/config.ts',
    applies: (file) => file.startsWith('apps/api/src/') && !file.endsWith('.test.ts'),
    content: (text, file) => file !== 'apps/api/src/config.ts' && /process\.env\b/.test(text),
  },
];

const files = [
  'packages/domain/src',
  'packages/ui/src',
  'apps/api/src',
  'apps/web/src',
  'apps/officer/src',
].flatMap((folder) => walk(path.join(root, folder)));
const violations = [];
for (const absolute of files) {
  const file = path.relative(root, absolute).split(path.sep).join('/');
  const text = fs.readFileSync(absolute, 'utf8');
  for (const rule of rules) {
    if (!rule.applies(file)) continue;
    if (rule.content?.(text, file)) violations.push(`${file}: ${rule.name}`);
    if (!rule.forbids) continue;
    for (const match of text.matchAll(IMPORT)) {
      const specifier = match[2] ?? match[3];
      if (specifier && rule.forbids(specifier, file))
        violations.push(`${file}: imports '${specifier}': ${rule.name}`);
    }
  }
}

for (const violation of violations) process.stdout.write(`✖ ${violation}\n`);
process.stdout.write(`Architecture: ${files.length} files checked, ${violations.length} violations\n`);
process.exit(violations.length === 0 ? 0 : 1);

function walk(folder) {
  if (!fs.existsSync(folder)) return [];
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : walk(full);
    return SOURCE.test(entry.name) ? [full] : [];
  });
}

function resolved(specifier, file) {
  if (!specifier.startsWith('.')) return null;
  return path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
}

function crossesApp(specifier, file) {
  const target = resolved(specifier, file);
  if (!target?.startsWith('apps/')) return false;
  return target.split('/')[1] !== file.split('/')[1];
}
