// Debian's Chromium, headless and offline, with a DevTools port for Lighthouse to drive.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { keepAheadOfOtherWork } from './priority.mjs';

export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--no-default-browser-check',
  '--remote-debugging-address=127.0.0.1',
  '--remote-debugging-port=0',
];

/**
 * Chromium's shared memory goes to /dev/shm, unless that is too small (a container's 64 MB): then to
 * files in /tmp, which on a disk-backed /tmp slows every frame the page draws.
 */
function sharedMemoryFlags() {
  const MINIMUM_BYTES = 1024 ** 3;
  try {
    const { bavail, bsize } = fs.statfsSync('/dev/shm');
    return bavail * bsize >= MINIMUM_BYTES ? [] : ['--disable-dev-shm-usage'];
  } catch {
    return ['--disable-dev-shm-usage'];
  }
}

/** @returns {Promise<{ port: number, close: () => Promise<void> }>} */
export async function launchChromium(userDataDir) {
  if (!fs.existsSync(CHROMIUM)) {
    throw new Error(`${CHROMIUM} is missing: install Debian's chromium (apt-get install chromium)`);
  }
  fs.mkdirSync(userDataDir, { recursive: true });
  const child = spawn(
    CHROMIUM,
    [...FLAGS, ...sharedMemoryFlags(), `--user-data-dir=${userDataDir}`, 'about:blank'],
    {
      stdio: 'ignore',
      // Its own process group, so closing it ends its renderers too.
      detached: true,
    },
  );
  keepAheadOfOtherWork(child.pid);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const close = async () => {
    if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
    process.kill(-child.pid, 'SIGTERM');
    await exited;
  };
  // Chromium writes the port it picked to DevToolsActivePort once it listens.
  const portFile = path.join(userDataDir, 'DevToolsActivePort');
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${CHROMIUM} exited with code ${child.exitCode}`);
    const port = Number.parseInt(fs.existsSync(portFile) ? fs.readFileSync(portFile, 'utf8') : '', 10);
    if (port > 0) return { port, close };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await close();
  throw new Error(`${CHROMIUM} opened no DevTools port within 30 s`);
}
