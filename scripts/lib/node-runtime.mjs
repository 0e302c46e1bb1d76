// The Node.js the portal runs on. Node built-ins only, and syntax an old Node still parses: this runs
// before anything is installed, possibly under a Node.js that is no longer supported.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The oldest Node.js the portal supports: `engines.node` in package.json says the same. */
export const MINIMUM_NODE = [22, 22];

/** The Node.js LTS fetched when the machine's is older: `.node-version` at the root names it. */
export function runtimeVersion() {
  return fs.readFileSync(path.join(root, '.node-version'), 'utf8').trim();
}

export function isSupported(version) {
  const [major, minor] = version.split('.').map(Number);
  return major > MINIMUM_NODE[0] || (major === MINIMUM_NODE[0] && minor >= MINIMUM_NODE[1]);
}

/**
 * Returns when this process runs on a supported Node.js. Otherwise fetches the LTS named in
 * `.node-version` into `.runtime/` (the npm registry's `node-<platform>-<arch>` package carries the
 * binary itself, so nothing else is downloaded), runs this same script under it with that Node.js
 * first on PATH (so npm, npx and every child use it too), and exits as it exits.
 */
export async function ensureSupportedNode() {
  if (isSupported(process.versions.node)) return;
  const version = runtimeVersion();
  const binary = await ensureRuntime(version);
  process.stdout.write(
    `> Node.js ${process.versions.node} is older than the supported ${MINIMUM_NODE.join('.')}: running under the project's Node.js ${version} (${path.relative(root, binary)})\n`,
  );
  const child = spawn(binary, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, PATH: `${path.dirname(binary)}${path.delimiter}${process.env.PATH ?? ''}` },
  });
  // A terminal's Ctrl-C already reaches the whole process group; other signals are passed on.
  process.on('SIGINT', () => {});
  for (const signal of ['SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  const [code, signal] = await new Promise((resolve) => child.on('exit', (...outcome) => resolve(outcome)));
  if (signal) {
    process.removeAllListeners(signal);
    process.kill(process.pid, signal);
  }
  process.exit(code ?? 1);
}

/** The path of the project-local `node` binary of this version, fetched on first use. */
export async function ensureRuntime(version) {
  const name = `node-${process.platform}-${process.arch}`;
  const folder = path.join(root, '.runtime', `${name}-${version}`);
  const binary = path.join(folder, 'bin', process.platform === 'win32' ? 'node.exe' : 'node');
  if (fs.existsSync(binary)) return binary;

  process.stdout.write(`> Fetching Node.js ${version} (${name}) from the npm registry\n`);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'fsmis-node-'));
  try {
    const pack = spawnSync('npm', ['pack', `${name}@${version}`, '--pack-destination', work, '--silent'], {
      cwd: work,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const tarball = pack.stdout?.trim().split('\n').at(-1);
    if (pack.status !== 0 || !tarball) {
      throw new Error(`npm pack ${name}@${version} failed (exit code ${pack.status}).`);
    }
    const extract = spawnSync('tar', ['-xzf', path.join(work, tarball), '-C', work, 'package/bin'], {
      stdio: 'inherit',
    });
    if (extract.status !== 0) throw new Error(`Unpacking ${tarball} failed.`);
    fs.mkdirSync(path.dirname(folder), { recursive: true });
    fs.rmSync(folder, { recursive: true, force: true });
    // A rename within one file system is atomic: an interrupted fetch never leaves half a runtime.
    const staged = fs.mkdtempSync(`${folder}.partial-`);
    fs.cpSync(path.join(work, 'package', 'bin'), path.join(staged, 'bin'), { recursive: true });
    fs.renameSync(staged, folder);
  } catch (error) {
    process.stderr.write(
      `\n${error.message}\nInstall Node.js ${MINIMUM_NODE.join('.')} or newer (the LTS ${version} is preferred), then try again.\n`,
    );
    process.exit(1);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
  return binary;
}
