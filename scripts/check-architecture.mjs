// Checks that imports flow one way (docs/code-style.md): domain -> shared -> features -> app, and that
// the repository explains itself: no tracked file sends its reader to a page outside it.
// Node built-ins only; prints each violation and a closing count.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { root } from './lib/bootstrap.mjs';

const SOURCE = /\.(ts|tsx|mjs|js)$/;
const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s+(type\s+)?(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The files that may call react-hook-form's useForm themselves (see the rule that names them). */
const FORM_KIT_USERS_OF_USE_FORM = new Set([
  'packages/ui/src/lib/use-form-kit.ts',
  'apps/officer/src/features/templates/components/question-preview.tsx',
]);

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
    name: "an API module imports no other module's repository: it calls the owner's service",
    applies: (file) => apiModuleOf(file) !== null && !file.endsWith('.test.ts'),
    forbids: (specifier, file) => {
      const target = resolved(specifier, file) ?? '';
      const owner = apiModuleOf(target);
      return owner !== null && owner !== apiModuleOf(file) && /\.repository\.(ts|js)$/.test(target);
    },
  },
  {
    // Cookies are parsed on demand (`@fastify/cookie` with `hook: false`): `request.cookies` is null
    // until requestCookie fills it, whatever its type says.
    name: 'request.cookies is read only in apps/api/src/lib/cookies.ts (read a cookie with requestCookie)',
    applies: (file) => file.startsWith('apps/api/src/') && !file.endsWith('.test.ts'),
    content: (text, file) => file !== 'apps/api/src/lib/cookies.ts' && /\brequest\.cookies\b/.test(text),
  },
  {
    // One form kit for both apps: a second useForm grows a second error summary, refusal mapping and
    // touched rule. The console's preview of a template's questions is a disabled form that checks
    // nothing. A page of questions checks its answers with the kit too (useFormKitChecking).
    name: 'a form is built with the form kit (useFormKit in packages/ui/src/lib/use-form-kit.ts), not with useForm',
    applies: (file) => /^(apps\/(web|officer)|packages\/ui)\/src\//.test(file) && !/\.test\.tsx?$/.test(file),
    content: (text, file) => !FORM_KIT_USERS_OF_USE_FORM.has(file) && /\buseForm\s*[<(]/.test(text),
  },
  {
    name: 'process.env is read only in apps/api/src/config.ts',
    applies: (file) => file.startsWith('apps/api/src/') && !file.endsWith('.test.ts'),
    content: (text, file) => file !== 'apps/api/src/config.ts' && /process\.env\b/.test(text),
  },
  {
    name: 'a date is shown through its meaning (formatDay, formatMoment, formatMonth, formatLongDay in packages/domain/src/format-date.ts), not formatDate with a format',
    applies: (file) => /^(apps|packages\/ui)\//.test(file) && !/\.test\.tsx?$/.test(file),
    content: (text) => /\bformatDate\s*\(/.test(text),
  },
];

/**
 * Names of pages that lived outside the repository: the design pages, the product specification and
 * the folder that held them, and a section of the specification cited by its number. What the code
 * relies on is in docs/ (docs/README.md), cited as "docs/requirements.md §4" and the like.
 */
const OUTSIDE_PAGE = new RegExp(
  [
    String.raw`\b(?:DOMAIN|STYLE|DEMO-DATA|ARCHITECTURE)\.md\b`,
    'portal[-]spec',
    String.raw`shared/(?:design|spec)\b`,
    String.raw`\b[Ss]pec (?:§|\d)`,
    String.raw`\b[Ss]pec(?:ification)?'s section\b`,
  ].join('|'),
  'g',
);

/** Rules on the text of every file git tracks: docs, scripts, configuration and source alike. */
const repositoryRules = [
  {
    name: 'the repository explains itself: cite docs/, not a page outside the repository',
    pattern: OUTSIDE_PAGE,
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

for (const cycle of apiModuleCycles(files)) {
  violations.push(
    `apps/api/src: the modules ${cycle.join(', ')} import each other in a circle: no import cycle between API modules`,
  );
}

const tracked = trackedFiles();
for (const file of tracked) {
  const text = readText(path.join(root, file));
  if (text === null) continue;
  for (const rule of repositoryRules) {
    for (const match of text.matchAll(rule.pattern)) {
      const line = text.slice(0, match.index).split('\n').length;
      violations.push(`${file}:${line}: names '${match[0]}': ${rule.name}`);
    }
  }
}

for (const violation of violations) process.stdout.write(`✖ ${violation}\n`);
process.stdout.write(
  `Architecture: ${files.length} files checked, ${tracked.length} tracked files read, ${violations.length} violations\n`,
);
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

/**
 * The API module a file belongs to: `modules/<module>/`, or the shared `cases/` every module may import,
 * which is a node of the graph too so that it cannot close a circle. Null for any other file.
 */
function apiModuleOf(file) {
  const match = /^apps\/api\/src\/(?:modules\/([^/]+)\/|(cases)\/)/.exec(file);
  return match ? (match[1] ?? match[2]) : null;
}

/**
 * The circles of the API's module graph (its strongly connected components of more than one module,
 * by Tarjan's algorithm), built from the imports of every file of a module but its tests.
 */
function apiModuleCycles(sourceFiles) {
  const graph = new Map();
  for (const absolute of sourceFiles) {
    const file = path.relative(root, absolute).split(path.sep).join('/');
    const from = apiModuleOf(file);
    if (from === null || file.endsWith('.test.ts')) continue;
    if (!graph.has(from)) graph.set(from, new Set());
    for (const match of fs.readFileSync(absolute, 'utf8').matchAll(IMPORT)) {
      const to = apiModuleOf(resolved(match[2] ?? match[3] ?? '', file) ?? '');
      if (to !== null && to !== from) graph.get(from).add(to);
    }
  }
  const index = new Map();
  const low = new Map();
  const stack = [];
  const cycles = [];
  const visit = (module) => {
    index.set(module, index.size);
    low.set(module, index.get(module));
    stack.push(module);
    for (const next of graph.get(module) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(module, Math.min(low.get(module), low.get(next)));
      } else if (stack.includes(next)) low.set(module, Math.min(low.get(module), index.get(next)));
    }
    if (low.get(module) !== index.get(module)) return;
    const component = stack.splice(stack.indexOf(module));
    if (component.length > 1) cycles.push(component.sort());
  };
  for (const module of graph.keys()) if (!index.has(module)) visit(module);
  return cycles;
}

/** The files git tracks, relative to the root; without git (an unpacked copy), every file but the ignored. */
function trackedFiles() {
  const listed = spawnSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' });
  if (listed.status === 0) return listed.stdout.split('\0').filter((file) => file !== '');
  const ignored = new Set(['.git', 'node_modules', 'dist', '.data', '.runtime', 'coverage']);
  const visit = (folder) =>
    fs.readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
      if (ignored.has(entry.name)) return [];
      const file = folder === '' ? entry.name : `${folder}/${entry.name}`;
      if (entry.isDirectory()) return visit(file);
      return entry.isFile() ? [file] : [];
    });
  return visit('');
}

/** A file's text, or null for a binary file (one with a NUL byte) or one that is gone. */
function readText(file) {
  if (!fs.existsSync(file)) return null;
  const bytes = fs.readFileSync(file);
  return bytes.includes(0) ? null : bytes.toString('utf8');
}
