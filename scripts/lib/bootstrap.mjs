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
  const lock = path.join(root, 'package-lock.json');
  const wanted = fingerprintFiles([lock, ...workspaceManifests()]);
  if (readStamp('install') === wanted && fs.existsSync(path.join(root, 'node_modules', '.bin'))) return false;
  // `npm install` installs the locked versions. `npm ci` would be the usual choice, but current npm
  // rejects its own lock files when they lack other platforms' optional packages (npm/cli#9846).
  log('Installing dependencies');
  await runOrFail('npm', ['install', '--no-audit', '--no-fund'], 'Installing dependencies');
  writeStamp('install', wanted);
  return true;
}

/** Builds the web app and the API when any of their sources changed since the last build. */
export async function ensureBuilt({ force = false } = {}) {
  const wanted = fingerprintTree([
    'packages/domain/src',
    'packages/domain/package.json',
    'apps/api/src',
    'apps/api/package.json',
    'apps/api/scripts',
    'apps/web/src',
    'apps/web/public',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'apps/web/package.json',
    'apps/web/scripts',
    'tsconfig.base.json',
    'package-lock.json',
  ]);
  const built = ['apps/api/dist/server.js', 'apps/web/dist/index.html'].every((file) =>
    fs.existsSync(path.join(root, file)),
  );
  if (!force && built && readStamp('build') === wanted) return false;
  log('Building the portal');
  await runOrFail('npm', ['run', 'build'], 'The build');
  writeStamp('build', wanted);
  return true;
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

function fingerprintTree(relativePaths) {
  const hash = createHash('sha256');
  const visit = (file) => {
    if (!fs.existsSync(file)) return hash.update(`${file}:missing`);
    const stat = fs.statSync(file);
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(file).sort()) {
        if (entry === 'node_modules' || entry === 'dist') continue;
        visit(path.join(file, entry));
      }
      return;
    }
    hash.update(`${file}:${stat.size}:${stat.mtimeMs}`);
  };
  for (const relative of relativePaths) visit(path.join(root, relative));
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
