// Prints, for each entry route, the gzipped JavaScript and CSS a browser with an empty cache downloads
// to show it, and fails (exit 1) when a route passes its budget in bundle-budgets.json.
// A route downloads the entry (index.html's script, its static imports and CSS) and the chunks it
// loads on demand, each with its static imports and CSS (see the Vite manifest).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const webDirectory = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(webDirectory, 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const { budgetsKb } = JSON.parse(readFileSync(join(webDirectory, 'bundle-budgets.json'), 'utf8'));

const PORTAL = 'src/app/portal.tsx';
// The signed-in frame (header, inactivity warning), loaded with every signed-in screen.
const SIGNED_IN_FRAME = 'src/app/areas/signed-in-frame.ts';

/** The chunks each route loads besides the entry. Login (signed out) is shown by the entry alone. */
const ROUTES = [
  { route: '/login', visitor: 'signed out', chunks: [] },
  {
    route: '/dashboard',
    visitor: 'signed in',
    chunks: [PORTAL, SIGNED_IN_FRAME, 'src/app/areas/dashboard-area.ts'],
  },
  {
    route: '/pt-scheme/dashboard',
    visitor: 'signed in',
    chunks: [PORTAL, SIGNED_IN_FRAME, 'src/app/areas/pt-area.ts'],
  },
  {
    route: '/profile',
    visitor: 'signed in',
    chunks: [PORTAL, SIGNED_IN_FRAME, 'src/app/areas/shared-area.ts'],
  },
  { route: '/spcp/callback', visitor: 'signing in', chunks: [PORTAL, 'src/app/areas/sign-in-area.ts'] },
  {
    route: '/scheduled-maintenance',
    visitor: 'anyone',
    chunks: [PORTAL, 'src/features/maintenance/routes/scheduled-maintenance-page.tsx'],
  },
];

function filesOf(keys) {
  const files = new Set();
  const visited = new Set();
  const visit = (key) => {
    if (visited.has(key)) return;
    visited.add(key);
    const chunk = manifest[key];
    if (!chunk)
      throw new Error(
        `"${key}" is not in the Vite manifest: update ROUTES in ${fileURLToPath(import.meta.url)}.`,
      );
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...files].sort();
}

const gzipped = new Map();
const gzippedSize = (file) => {
  if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return gzipped.get(file);
};
const kb = (bytes) => bytes / 1024;
const format = (value) => `${value.toFixed(1)} KB`;

let failed = false;
console.log('JavaScript and CSS downloaded per entry route, gzipped, empty cache:');
for (const { route, visitor, chunks } of ROUTES) {
  const files = filesOf(['index.html', ...chunks]);
  const js = kb(
    files.filter((file) => file.endsWith('.js')).reduce((sum, file) => sum + gzippedSize(file), 0),
  );
  const css = kb(
    files.filter((file) => file.endsWith('.css')).reduce((sum, file) => sum + gzippedSize(file), 0),
  );
  const total = js + css;
  const budget = budgetsKb[route];
  const verdict =
    budget === undefined
      ? 'no budget'
      : total <= budget
        ? `budget ${format(budget)}`
        : `OVER BUDGET ${format(budget)}`;
  if (budget !== undefined && total > budget) failed = true;
  console.log(
    `  ${route.padEnd(24)} ${`(${visitor})`.padEnd(13)} JS ${format(js).padStart(9)}  CSS ${format(css).padStart(8)}  total ${format(total).padStart(9)}  ${verdict}`,
  );
  if (process.env.BUNDLE_SIZES_VERBOSE || (budget !== undefined && total > budget)) {
    for (const file of files)
      console.log(`      ${file.padEnd(52)} ${format(kb(gzippedSize(file))).padStart(9)}`);
  }
}
for (const route of Object.keys(budgetsKb)) {
  if (!ROUTES.some((entry) => entry.route === route)) {
    console.error(`bundle-budgets.json has a budget for ${route}, which this script does not measure.`);
    failed = true;
  }
}
if (failed) {
  console.error(
    'A route passes its budget in apps/web/bundle-budgets.json (the files it downloads are listed above).',
  );
  process.exit(1);
}
