// `npm start`: install what is missing, build what changed, then serve the portal
// (migrations, demo data and MockPass are the server's own start-up).
import { spawn } from 'node:child_process';
import os from 'node:os';
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

// Ctrl-C in a terminal signals the whole process group: the server has SIGINT already, and a second
// copy from here would only repeat it (as in node-runtime.mjs). A process manager's SIGTERM reaches this
// process alone, so it is passed on. Either way this process waits for the server to close its database.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => server.kill('SIGTERM'));
// The shell's convention: a process ended by a signal exits with 128 + the signal's number.
server.on('exit', (code, signal) => process.exit(code ?? 128 + (os.constants.signals[signal] ?? 0)));
