import { defineConfig } from '@playwright/test';
import { PHONE, PHONE_JOURNEY } from './phone.js';
import {
  MAINTENANCE_MESSAGE,
  ports,
  type ServerName,
  serverUrl,
  TEST_LOGIN_PASSWORD,
  WORKER_SERVERS,
} from './servers.js';

/** Runs the BUILT portal (run `npm run build` at the repository root first). */
function portal(name: ServerName, env: Record<string, string>, before = '') {
  // E2E_DATA moves the portals' data folders, so that two runs on one machine keep apart.
  const dataDir = `${process.env.E2E_DATA ?? 'e2e/.artifacts'}/${name}`;
  return {
    name,
    command: `rm -rf ${dataDir} && ${before}node apps/api/dist/server.js`,
    cwd: '..',
    url: `${serverUrl(name)}/api/ready`,
    timeout: 90_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      HOST: '127.0.0.1',
      PORT: String(ports[name]),
      DATA_DIR: dataDir,
      MOCKPASS_PORT: String(ports[name] + 1000),
      ...env,
    },
  };
}

/**
 * E2E_SERVERS=main runs only the named portals, with one worker: enough for one spec that needs no
 * other portal, at a fifth of the machine the whole suite takes.
 */
const onlyServers = process.env.E2E_SERVERS?.split(',') as ServerName[] | undefined;

/**
 * The worker portals trust a proxy on the loopback address, as a deployment trusts its load balancer:
 * each request for an overseas sign-in link then comes from an address of its own (fixtures.ts). The
 * product caps links at five an hour per address and client, and the suite asks for more than five.
 */
const BEHIND_A_PROXY = { TRUST_PROXY: '127.0.0.1' };

const portals = [
  portal('main', { TEST_LOGINS: 'on', ...BEHIND_A_PROXY }),
  portal(
    'maintenance',
    {},
    `node apps/api/dist/cli/officer.js maintenance on --message "${MAINTENANCE_MESSAGE}" && `,
  ),
  portal('password', { TEST_LOGINS: 'on', TEST_LOGIN_PASSWORD }),
  portal('main2', { TEST_LOGINS: 'on', ...BEHIND_A_PROXY }),
  portal('profile', { TEST_LOGINS: 'on' }),
].filter((server) => !onlyServers || onlyServers.includes(server.name));

export default defineConfig({
  testDir: './tests',
  outputDir: './.artifacts/test-results',
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // One worker per portal of WORKER_SERVERS: each worker signs the demo accounts in on its own portal.
  workers: onlyServers ? 1 : WORKER_SERVERS.length,
  reporter: 'list',
  // Most tests are journeys over several screens, each checked with axe-core; on two cores shared with
  // five portals and two browsers, 30 s left the longest of them at the edge.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: serverUrl('main'),
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    browserName: 'chromium',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // Every test runs at a desktop's width; the main journeys (tagged @phone) run again at a phone's.
  projects: [{ name: 'chromium' }, { name: 'phone', use: { viewport: PHONE }, grep: PHONE_JOURNEY }],
  webServer: portals.map(({ name: _name, ...server }) => server),
});
