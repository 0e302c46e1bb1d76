import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { createTestApp, type TestApp } from './test-app.js';

/** Azurite's well-known development account (public, documented by Microsoft). */
const ACCOUNT = 'devstoreaccount1';
const KEY = 'Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==';

export interface RunningAzurite {
  connectionString: string;
  stop(): Promise<void>;
}

/** Starts Azurite's blob service in memory on a free port. */
export async function startAzurite(): Promise<RunningAzurite> {
  const port = await freePort();
  const require = createRequire(import.meta.url);
  const bin = path.join(
    path.dirname(require.resolve('azurite/package.json')),
    'dist',
    'src',
    'blob',
    'main.js',
  );
  const child = spawn(
    process.execPath,
    [
      bin,
      '--blobHost',
      '127.0.0.1',
      '--blobPort',
      String(port),
      '--inMemoryPersistence',
      '--skipApiVersionCheck',
      '--silent',
      '--loose',
    ],
    { stdio: 'ignore' },
  );
  await waitForPort(port, child);
  return {
    connectionString: `DefaultEndpointsProtocol=http;AccountName=${ACCOUNT};AccountKey=${KEY};BlobEndpoint=http://127.0.0.1:${port}/${ACCOUNT};`,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForPort(port: number, child: ChildProcess) {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Azurite exited with code ${child.exitCode}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('Azurite did not start within 20 s');
}

/**
 * The real app with its files on local disk or in Azurite (started for it and stopped when the app
 * closes), for tests that must hold on both storages.
 */
export async function createTestAppOn(
  storage: 'disk' | 'azure',
  environment: Record<string, string> = {},
): Promise<TestApp> {
  const azurite = storage === 'azure' ? await startAzurite() : null;
  const testApp = await createTestApp({
    environment: azurite
      ? { ...environment, STORAGE: 'azure', AZURE_STORAGE_CONNECTION_STRING: azurite.connectionString }
      : environment,
  });
  return {
    ...testApp,
    async close() {
      await testApp.close();
      await azurite?.stop();
    },
  };
}
