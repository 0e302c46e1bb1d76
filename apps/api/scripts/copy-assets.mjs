// Copies the files the compiled API reads at run time (migrations, seed assets) next to it.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
for (const folder of ['db/migrations', 'db/seed/assets', 'modules/application-templates/templates']) {
  const from = path.join(root, 'src', folder);
  const to = path.join(root, 'dist', folder);
  fs.rmSync(to, { recursive: true, force: true });
  fs.cpSync(from, to, { recursive: true });
}
