// `npm run seed` / `npm run officer`: the API's command-line tools, installed and built first if needed.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureBuilt, ensureInstalled, fail, root } from './lib/bootstrap.mjs';
import { ensureSupportedNode } from './lib/node-runtime.mjs';

const [name, ...args] = process.argv.slice(2);
if (!['seed', 'officer'].includes(name ?? '')) fail('Usage: node scripts/cli.mjs <seed|officer> [arguments]');

await ensureSupportedNode();
await ensureInstalled();
await ensureBuilt();
const child = spawn(process.execPath, [path.join(root, 'apps/api/dist/cli', `${name}.js`), ...args], {
  cwd: root,
  stdio: 'inherit',
});
child.on('exit', (code) => process.exit(code ?? 1));
