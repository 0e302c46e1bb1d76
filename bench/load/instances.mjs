// Portal instances for the load: the built server, configured as a deployment is (production, every
// service chosen explicitly), each on its own port with its own MockPass port, sharing the database
// and the folder of uploaded files.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort, startPortal, testLoginCookie } from '../lib/portal.mjs';

/**
 * Starts `count` instances at once and waits until each answers /api/ready.
 * @returns {Promise<{
 *   ports: number[], pids: Array<number | undefined>, exited: () => number[],
 *   connectionLosses: () => number[], checkSessionSharing: () => Promise<void>,
 *   close: () => Promise<void>, profileDir: string | null,
 * }>}
 */
export async function startInstances(root, count, environment, profile) {
  const profileDir = profile ? fs.mkdtempSync(path.join(os.tmpdir(), 'fsmis-load-profiles-')) : null;
  const ports = [];
  for (let index = 0; index < count; index += 1) ports.push(await freePort());
  const losses = ports.map(() => 0);
  const started = await Promise.allSettled(
    ports.map(async (port, index) =>
      startPortal(
        root,
        {
          NODE_ENV: 'production',
          PORT: String(port),
          MOCKPASS_PORT: String(await freePort()),
          IDP: 'mockpass',
          MAIL: 'mailbox',
          STORAGE: 'disk',
          SCANNER: 'builtin',
          SEED_DEMO: 'on',
          // Only for the one sign-in of checkSessionSharing; the people's sessions are made directly.
          TEST_LOGINS: 'on',
          ...environment,
        },
        {
          nodeArgs: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
          onStderr: (line) => {
            if (process.env.LOAD_DEBUG) process.stderr.write(`[instance ${index + 1}] ${line}\n`);
            if (line.startsWith('Database connection lost')) losses[index] = (losses[index] ?? 0) + 1;
            else if (line.trim()) process.stderr.write(`[instance ${index + 1}] ${line}\n`);
          },
        },
      ),
    ),
  );
  const portals = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const close = async () => {
    await Promise.all(portals.map((portal) => portal.close()));
  };
  const failure = started.find((result) => result.status === 'rejected');
  if (failure) {
    await close();
    throw new Error(`An instance did not start: ${failure.reason}`);
  }
  return {
    ports,
    pids: portals.map((portal) => portal.pid),
    exited: () => portals.flatMap((portal, index) => (portal.hasExited() ? [index + 1] : [])),
    connectionLosses: () => [...losses],
    profileDir,
    close,
    async checkSessionSharing() {
      const origins = ports.map((port) => `http://127.0.0.1:${port}`);
      const accounts = pathToFileURL(path.join(root, 'apps/api/dist/db/seed/demo-accounts.js')).href;
      const { singpassIdentifier, companyUen, email } = (await import(accounts)).DEMO_ACCOUNTS.ready;
      const cookie = await testLoginCookie(origins[0], { singpassIdentifier, companyUen, email });
      for (const origin of origins) {
        const response = await fetch(`${origin}/api/auth/session`, { headers: { cookie } });
        if (!response.ok) {
          throw new Error(`A session made on instance 1 is refused by ${origin}: ${response.status}`);
        }
      }
      if (origins.length > 1) console.log('a session made on instance 1 is valid on instance 2: yes');
    },
  };
}
