// `npm start`: install what is missing, build what changed, then serve the portal
// (migrations, demo data and MockPass are the server's own start-up).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureBuilt, ensureInstalled, log, root } from './lib/bootstrap.mjs';
import { ensureSupportedNode } from './lib/node-runtime.mjs';

await ensureSupportedNode();
await ensureInstalled();
await ensureBuilt();

log('Starting the portal');
const server = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
