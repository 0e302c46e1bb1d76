// Requests per second of GET /api/maintenance-status on the built portal, and of a bare node:http
// JSON server answering the same envelope, measured in the same run with autocannon.
// Usage: npm run build && node bench/http-baseline.mjs [seconds]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const seconds = Number(process.argv[2] ?? 10);
const connections = 50;

const BARE_SERVER = `
const http = require('node:http');
const body = JSON.stringify({ success: true, data: { isUnderMaintenance: false, message: null, startsAt: null, endsAt: null }, message: null, code: 200 });
http.createServer((request, response) => {
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  response.end(body);
}).listen(Number(process.argv[1]), '127.0.0.1', () => console.log('listening'));
`;

const portalPort = 39_100;
const barePort = 39_200;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fsmis-bench-'));

const portal = await startProcess(
  process.execPath,
  [path.join(root, 'apps/api/dist/server.js')],
  {
    PORT: String(portalPort),
    DATA_DIR: dataDir,
    MOCKPASS_PORT: String(portalPort + 1),
    LOG_LEVEL: 'warn',
    // The second probe answers once the portal has migrated and seeded.
  },
  `http://127.0.0.1:${portalPort}/api/ready`,
);
const bare = await startProcess(
  process.execPath,
  ['-e', BARE_SERVER, String(barePort)],
  {},
  `http://127.0.0.1:${barePort}/`,
);

try {
  const portalResult = await measure(`http://127.0.0.1:${portalPort}/api/maintenance-status`);
  const bareResult = await measure(`http://127.0.0.1:${barePort}/`);
  const line = (name, result) =>
    `${name.padEnd(34)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p99 ${result.latency.p99} ms   errors ${result.errors + result.non2xx}`;
  console.log(`\nHTTP baseline (${seconds} s each, ${connections} connections, ${os.cpus().length} cores)`);
  console.log(line('portal GET /api/maintenance-status', portalResult));
  console.log(line('bare node:http JSON server', bareResult));
  console.log(
    `ratio portal / bare: ${(portalResult.requests.average / bareResult.requests.average).toFixed(2)}`,
  );
} finally {
  portal.kill('SIGTERM');
  bare.kill('SIGTERM');
  await new Promise((resolve) => portal.once('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}

function measure(url) {
  return autocannon({ url, connections, duration: seconds });
}

async function startProcess(command, args, env, readyUrl) {
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${args[0]} exited with code ${child.exitCode}`);
    try {
      const response = await fetch(readyUrl);
      if (response.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill();
  throw new Error(`${readyUrl} did not answer within 60 s`);
}
