// `npm start` from the outside, as a terminal runs it: in a process group of its own, stopped by
// signals. Needs the dependencies installed and a build (made here when out of date, as `npm start`
// itself would), so that start.mjs goes straight to serving.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt, installIsCurrent, missingBuildOutputs, root } from './lib/bootstrap.mjs';

const READY_TIMEOUT_MS = 90_000;
const installed = installIsCurrent();
if (!installed) {
  console.warn('Skipping the npm start tests: run npm install (or npm start) first.');
}

describe.skipIf(!installed)('npm start', () => {
  let folder;
  const running = new Set();

  beforeAll(async () => {
    // Vitest sets NODE_ENV=test, under which Vite would build React's development bundles.
    const { NODE_ENV } = process.env;
    delete process.env.NODE_ENV;
    try {
      await ensureBuilt();
    } finally {
      if (NODE_ENV !== undefined) process.env.NODE_ENV = NODE_ENV;
    }
    expect(missingBuildOutputs()).toEqual([]);
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'fsmis-start-'));
  }, 900_000);

  afterEach(() => {
    for (const portal of running) signalGroup(portal, 'SIGKILL');
    running.clear();
  });

  afterAll(() => {
    if (folder) fs.rmSync(folder, { recursive: true, force: true });
  });

  /** Runs scripts/start.mjs on its own data folder and returns once the portal is ready. */
  async function startPortal(dataDir) {
    const portal = launch(dataDir, await freePort(), await freePort());
    running.add(portal);
    await portal.ready;
    return portal;
  }

  it('Ctrl-C closes the database before the server exits, and npm start exits 0', async () => {
    const dataDir = path.join(folder, 'ctrl-c');
    const portal = await startPortal(dataDir);

    // A terminal's Ctrl-C signals the whole group; pressed twice, as an impatient person does.
    signalGroup(portal, 'SIGINT');
    await portal.printed(/shutting down/);
    signalGroup(portal, 'SIGINT');

    expect(await portal.exit).toEqual({ code: 0, signal: null });
    expect(portal.output()).toMatch(/"signal":"SIGINT".*"msg":"shutting down"/);
    expect(fs.existsSync(lockFile(dataDir)), 'the embedded database lock is released').toBe(false);
    expect(fs.existsSync(postmasterPid(dataDir)), 'PostgreSQL shut down').toBe(false);

    // The database opens again as it was left: no lock to take over, nothing to recover.
    const again = await startPortal(dataDir);
    signalGroup(again, 'SIGINT');
    expect(await again.exit).toEqual({ code: 0, signal: null });
    expect(again.output()).not.toMatch(/could not start|recover|not properly shut down|in use by/i);
  }, 240_000);

  it('passes a SIGTERM sent to npm start alone on to the server, which shuts down cleanly', async () => {
    const dataDir = path.join(folder, 'sigterm');
    const portal = await startPortal(dataDir);

    process.kill(portal.pid, 'SIGTERM');

    expect(await portal.exit).toEqual({ code: 0, signal: null });
    expect(portal.output()).toMatch(/"signal":"SIGTERM".*"msg":"shutting down"/);
    expect(fs.existsSync(lockFile(dataDir))).toBe(false);
    expect(fs.existsSync(postmasterPid(dataDir))).toBe(false);
  }, 180_000);

  it('exits non-zero (128 + the signal’s number) when the server is killed', async () => {
    const dataDir = path.join(folder, 'killed');
    const portal = await startPortal(dataDir);

    process.kill(portal.serverPid(), 'SIGKILL');

    expect(await portal.exit).toEqual({ code: 128 + os.constants.signals.SIGKILL, signal: null });
    // What the clean shutdowns above are told apart by: a database left open.
    expect(fs.existsSync(postmasterPid(dataDir))).toBe(true);
  }, 180_000);
});

/** The embedded database's lock file, which holds the server's pid while it runs (db/lock-file.ts). */
const lockFile = (dataDir) => path.join(dataDir, 'db.lock');
/** PostgreSQL's own marker of a running database, which PGlite removes as it closes the database. */
const postmasterPid = (dataDir) => path.join(dataDir, 'db', 'postmaster.pid');

function signalGroup(portal, signal) {
  try {
    process.kill(-portal.pid, signal);
  } catch (error) {
    if (error.code !== 'ESRCH') throw error;
  }
}

/** Starts `node scripts/start.mjs` detached (a process group of its own, as a terminal's job is). */
function launch(dataDir, port, mockPassPort) {
  const env = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    MOCKPASS_PORT: String(mockPassPort),
    DATA_DIR: dataDir,
    SEED_DEMO: 'off',
    LOG_LEVEL: 'info',
  };
  for (const name of ['NODE_ENV', 'DATABASE_URL', 'PUBLIC_URL', 'IDP', 'MAIL', 'STORAGE', 'SCANNER'])
    delete env[name];
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const listeners = new Set();
  const collect = (chunk) => {
    output += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exit = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));

  const printed = (pattern) =>
    new Promise((resolve, reject) => {
      const check = () => {
        if (!pattern.test(output)) return;
        listeners.delete(check);
        resolve();
      };
      listeners.add(check);
      check();
      exit.then(() => {
        if (!pattern.test(output))
          reject(new Error(`npm start exited without printing ${pattern}:\n${output}`));
      });
    });

  const ready = (async () => {
    const deadline = Date.now() + READY_TIMEOUT_MS;
    let exited = false;
    exit.then(() => {
      exited = true;
    });
    while (Date.now() < deadline) {
      if (exited) throw new Error(`npm start exited before the portal was ready:\n${output}`);
      const answer = await fetch(`http://127.0.0.1:${port}/api/ready`).catch(() => null);
      if (answer?.ok) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`The portal was not ready within ${READY_TIMEOUT_MS / 1000} s:\n${output}`);
  })();

  return {
    pid: child.pid,
    ready,
    exit,
    printed,
    output: () => output,
    /** The server process start.mjs runs, as its database lock file names it. */
    serverPid: () => Number(fs.readFileSync(lockFile(dataDir), 'utf8')),
  };
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
