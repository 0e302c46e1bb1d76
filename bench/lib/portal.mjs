// Starts the built portal (apps/api/dist/server.js) in a child process and waits until it has
// migrated and seeded (/api/ready answers).
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const READY_TIMEOUT_MS = 90_000;

/** A port nothing listens on now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/**
 * `options.onStderr` receives the portal's error output line by line instead of this process's stderr;
 * `options.nodeArgs` go to node before the script (e.g. --cpu-prof); `options.place(command, args)` may
 * wrap the command (bench/lib/placement.mjs).
 * @returns {Promise<{ close: () => Promise<void>, pid: number | undefined, hasExited: () => boolean }>}
 */
export async function startPortal(root, env, options = {}) {
  const script = path.join(root, 'apps/api/dist/server.js');
  const [command, args] = (options.place ?? ((...given) => given))(process.execPath, [
    ...(options.nodeArgs ?? []),
    script,
  ]);
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', options.onStderr ? 'pipe' : 'inherit'],
  });
  if (options.onStderr) readLines(child.stderr, options.onStderr);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const hasExited = () => child.exitCode !== null || child.signalCode !== null;
  const close = async () => {
    if (!hasExited()) child.kill('SIGTERM');
    await exited;
  };
  const readyUrl = `http://127.0.0.1:${env.PORT}/api/ready`;
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the portal exited with code ${child.exitCode}`);
    try {
      const response = await fetch(readyUrl);
      if (response.ok) return { close, pid: child.pid, hasExited };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await close();
  throw new Error(`${readyUrl} did not answer within ${READY_TIMEOUT_MS / 1000} s`);
}

function readLines(stream, onLine) {
  let rest = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) onLine(line);
  });
  stream.on('end', () => {
    if (rest) onLine(rest);
  });
}

/**
 * Signs an account in through the portal's test login (TEST_LOGINS=on) and answers its session
 * cookie, `name=value`, for the `Cookie` header of later requests.
 */
export async function testLoginCookie(origin, account) {
  const response = await fetch(`${origin}/api/auth/test-logins`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (!response.ok) throw new Error(`The test login failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers.getSetCookie().find((item) => item.startsWith('fsmis_session='));
  if (!cookie) throw new Error('The test login set no session cookie');
  const [pair = cookie] = cookie.split(';');
  return pair;
}
