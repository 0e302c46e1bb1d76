// Prints the gzipped size of the JavaScript and CSS a browser downloads to show the Login page:
// the entry chunk with its static imports, plus the lazily loaded chunks of the /login route.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

const loginRouteModules = ['src/features/auth/routes/login-page.tsx'];
const roots = ['index.html', ...loginRouteModules];

for (const key of roots) {
  if (!manifest[key]) {
    console.error(`login-page-size: "${key}" is not in the Vite manifest; update loginRouteModules.`);
    process.exit(1);
  }
}

const files = new Set();
const visited = new Set();
function collect(key) {
  if (visited.has(key)) return;
  visited.add(key);
  const chunk = manifest[key];
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) collect(imported);
}
for (const key of roots) collect(key);

const gzipped = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

let js = 0;
let css = 0;
for (const file of [...files].sort()) {
  const size = gzipped(file);
  if (file.endsWith('.css')) css += size;
  else if (file.endsWith('.js')) js += size;
  console.log(`  ${file.padEnd(48)} ${kb(size).padStart(9)} gz`);
}
console.log(`Login page: JS ${kb(js)} gz, CSS ${kb(css)} gz, total ${kb(js + css)} gz`);
