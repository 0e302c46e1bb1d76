// Set-up shared by `npm start` and `npm test`: Node built-ins only, since it runs before install.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const stampDir = path.join(root, 'node_modules', '.cache', 'fsmis');

export function fail(message) {
  process.stderr.write(`\n${message}\n`);
  process.exit(1);
}

export function log(message) {
  process.stdout.write(`\n> ${message}\n`);
}

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: 'inherit',
      ...options,
      env: { ...process.env, ...options.env },
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
}

async function runOrFail(command, args, what) {
  const code = await run(command, args);
  if (code !== 0) fail(`${what} failed (exit code ${code}).`);
}

/** Installs dependencies when node_modules is missing or older than the lock file. */
export async function ensureInstalled() {
  if (installIsCurrent()) return false;
  // `npm install` installs the locked versions. `npm ci` would be the usual choice, but current npm
  // rejects its own lock files when they lack other platforms' optional packages (npm/cli#9846).
  log('Installing dependencies');
  await runOrFail('npm', ['install', '--no-audit', '--no-fund'], 'Installing dependencies');
  writeStamp('install', installFingerprint());
  return true;
}

/** Whether node_modules was installed from the current lock file and manifests. */
export function installIsCurrent() {
  return (
    readStamp('install') === installFingerprint() && fs.existsSync(path.join(root, 'node_modules', '.bin'))
  );
}

function installFingerprint() {
  return fingerprintFiles([path.join(root, 'package-lock.json'), ...workspaceManifests()]);
}

/** The workspaces `npm run build` compiles, each into its own dist folder. */
const BUILT_WORKSPACES = ['packages/domain', 'apps/api', 'apps/web', 'apps/officer'];

/** Sources of the build besides each built workspace's tsconfig*.json and the root's. */
const BUILD_SOURCES = [
  'packages/domain/src',
  'packages/domain/package.json',
  'packages/ui/src',
  'packages/ui/build',
  'packages/ui/package.json',
  'apps/api/src',
  'apps/api/package.json',
  'apps/api/scripts',
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'apps/web/scripts',
  'apps/officer/src',
  'apps/officer/index.html',
  'apps/officer/vite.config.ts',
  'apps/officer/package.json',
  'package-lock.json',
];

/** What the server needs from the build: each workspace's output (the API imports the domain's dist). */
const BUILD_OUTPUTS = [
  ...BUILT_WORKSPACES.map((workspace) => `${workspace}/dist`),
  'packages/domain/dist/index.js',
  'apps/api/dist/server.js',
  'apps/web/dist/index.html',
  'apps/officer/dist/index.html',
];

/** Builds the web app and the API when any of their sources changed since the last build. */
export async function ensureBuilt({ force = false } = {}) {
  const wanted = buildFingerprint();
  if (!force && missingBuildOutputs().length === 0 && readStamp('build') === wanted) return false;
  log('Building the portal');
  await runOrFail('npm', ['run', 'build'], 'The build');
  writeStamp('build', wanted);
  return true;
}

/**
 * A digest of the build's sources under `directory`: their paths, sizes and modification times,
 * compiler settings (tsconfig*.json) included; build outputs, dependencies and tsc's incremental
 * state (*.tsbuildinfo) left out.
 */
export function buildFingerprint(directory = root) {
  const tsconfigs = ['.', ...BUILT_WORKSPACES].flatMap((folder) =>
    tsconfigFiles(path.join(directory, folder)),
  );
  return fingerprintTree(directory, [
    ...BUILD_SOURCES.map((relative) => path.join(directory, relative)),
    ...tsconfigs,
  ]);
}

/** The build outputs missing under `directory`, relative to it. */
export function missingBuildOutputs(directory = root) {
  return BUILD_OUTPUTS.filter((relative) => !fs.existsSync(path.join(directory, relative)));
}

function tsconfigFiles(folder) {
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .filter((entry) => /^tsconfig.*\.json$/.test(entry))
    .sort()
    .map((entry) => path.join(folder, entry));
}

function workspaceManifests() {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  return [
    path.join(root, 'package.json'),
    ...manifest.workspaces.map((folder) => path.join(root, folder, 'package.json')),
  ];
}

function fingerprintFiles(files) {
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(file);
    hash.update(fs.existsSync(file) ? fs.readFileSync(file) : 'missing');
  }
  return hash.digest('hex');
}

function fingerprintTree(directory, files) {
  const hash = createHash('sha256');
  const visit = (file) => {
    const name = path.relative(directory, file);
    if (!fs.existsSync(file)) return hash.update(`${name}:missing`);
    const stat = fs.statSync(file);
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(file).sort()) {
        if (entry === 'node_modules' || entry === 'dist') continue;
        visit(path.join(file, entry));
      }
      return;
    }
    hash.update(`${name}:${stat.size}:${stat.mtimeMs}`);
  };
  for (const file of files) visit(file);
  return hash.digest('hex');
}

function readStamp(name) {
  try {
    return fs.readFileSync(path.join(stampDir, name), 'utf8');
  } catch {
    return null;
  }
}

function writeStamp(name, value) {
  fs.mkdirSync(stampDir, { recursive: true });
  fs.writeFileSync(path.join(stampDir, name), value);
}
