// The bare node:http JSON server the benchmarks measure the machine by: the portal's simplest answer
// (GET /api/maintenance-status) without the portal. bench/http-baseline.mjs compares the portal with
// it, and bench/load.mjs sizes its load by it (bench/BUDGETS.md).
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';

const BARE_SERVER = `
const http = require('node:http');
const body = JSON.stringify({ success: true, data: { isUnderMaintenance: false, message: null, startsAt: null, endsAt: null }, message: null, code: 200 });
http.createServer((request, response) => {
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  response.end(body);
}).listen(Number(process.argv[1]), '127.0.0.1');
`;

/**
 * The bare server in a child process, once it answers. `place` wraps its command (a processor of its
 * own, bench/lib/placement.mjs); by default it runs as it is.
 */
export async function startBareServer(port, place = (command, args) => [command, args]) {
  const [command, args] = place(process.execPath, ['-e', BARE_SERVER, String(port)]);
  const child = spawn(command, args, { stdio: 'ignore' });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  for (let attempt = 0; attempt < 40; attempt += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) return { close };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await close();
  throw new Error('The bare server did not answer within 10 s');
}

/** Requests per second the bare server answers at 50 connections, after a second's warm-up. */
export async function bareRequestsPerSecond(port, seconds = 3) {
  const server = await startBareServer(port);
  try {
    const url = `http://127.0.0.1:${port}/`;
    await autocannon({ url, connections: 50, duration: 1 });
    const result = await autocannon({ url, connections: 50, duration: seconds });
    return result.requests.average;
  } finally {
    await server.close();
  }
}
