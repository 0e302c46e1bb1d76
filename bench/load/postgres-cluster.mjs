// A PostgreSQL cluster of the benchmark's own, in a temporary folder, so that it can be restarted without
// touching the machine's shared server. Durable as a deployment is: fsync and synchronous_commit stay on.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../lib/portal.mjs';

const BINARIES_ROOT = '/usr/lib/postgresql';

/**
 * The newest installed server's bin folder (Debian's layout), or why the benchmark cannot run one.
 * @returns {{ binaries: string } | { missing: string }}
 */
export function findPostgresServer() {
  const versions = fs.existsSync(BINARIES_ROOT)
    ? fs
        .readdirSync(BINARIES_ROOT)
        .filter((version) => fs.existsSync(path.join(BINARIES_ROOT, version, 'bin', 'pg_ctl')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) return { missing: `no PostgreSQL server binaries under ${BINARIES_ROOT}/*/bin` };
  if (process.getuid?.() === 0 && serverOwner() === null) {
    return { missing: 'running as root, and there is no postgres user to run the server as' };
  }
  return { binaries: path.join(BINARIES_ROOT, String(versions[0]), 'bin') };
}

/**
 * Creates and starts a cluster; answers the address of its `postgres` database. As root, the server
 * runs as the `postgres` user (it refuses to run as root). `onRemove` is given the removal as soon as
 * there is something to remove, so that an interrupted creation is cleaned up too.
 * @param {string} binaries
 * @param {(remove: () => Promise<void>) => void} onRemove
 * @returns {Promise<{ url: string, restart: () => Promise<void>, postmasterPid: () => number | null }>}
 */
export async function createPostgresCluster(binaries, onRemove) {
  const owner = serverOwner();
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'fsmis-load-pg-'));
  const dataDir = path.join(folder, 'data');
  const logFile = path.join(folder, 'server.log');
  const port = await freePort();
  if (owner) fs.chownSync(folder, owner.uid, owner.gid);
  const run = (tool, args) => runAs(owner, path.join(binaries, tool), args);
  const serverOptions = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1`;
  const control = (action, ...more) => run('pg_ctl', [action, '-w', '-t', '60', '-D', dataDir, ...more]);
  const serving = ['-l', logFile, '-o', serverOptions];
  let removed = false;
  const remove = async () => {
    if (removed) return;
    removed = true;
    if (fs.existsSync(path.join(dataDir, 'postmaster.pid'))) {
      await control('stop', '-m', 'immediate').catch(() => undefined);
    }
    fs.rmSync(folder, { recursive: true, force: true });
  };
  onRemove(remove);
  try {
    await run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-instructions']);
    await control('start', ...serving);
    return {
      url: `postgres://postgres@127.0.0.1:${port}/postgres`,
      restart: () => control('restart', '-m', 'fast', ...serving),
      postmasterPid: () => {
        try {
          return Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
        } catch {
          return null;
        }
      },
    };
  } catch (error) {
    const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').slice(-2000) : '';
    await remove();
    throw new Error(`${error instanceof Error ? error.message : String(error)}${log ? `\n${log}` : ''}`);
  }
}

/** As root, the postgres user (the server refuses to run as root); otherwise null: this user runs it. */
function serverOwner() {
  if (process.getuid?.() !== 0) return null;
  try {
    const id = (flag) =>
      Number(
        execFileSync('id', [flag, 'postgres'], {
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'ignore'],
        }).trim(),
      );
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    return null;
  }
}

/** Runs a server tool to its end, as the server's owner; rejects with its output on failure. */
function runAs(owner, command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      ...(owner ? { uid: owner.uid, gid: owner.gid } : {}),
      cwd: os.tmpdir(),
      // pg_ctl's server would otherwise keep our pipes open for its whole life.
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, LC_ALL: 'C.UTF-8' },
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) resolve(undefined);
      else reject(new Error(`${path.basename(command)} ${args[0]} failed (${code}): ${output.trim()}`));
    });
  });
}
