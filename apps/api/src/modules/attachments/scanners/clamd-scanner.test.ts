import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testFiles } from '../../../test/test-files.js';
import { clamdScanner } from './clamd-scanner.js';

const CLAMD = '/usr/sbin/clamd';
const EICAR = 'X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*';
const available = fs.existsSync(CLAMD);
if (!available) {
  console.warn(`Skipping the clamd scanner tests: ${CLAMD} is not installed (Debian package clamav-daemon).`);
}

/**
 * A private clamd on a free port. No signature database can be downloaded here, so it loads one
 * signature of ours that matches the EICAR test string anywhere in a file.
 */
describe.skipIf(!available)('the clamd scanner against a real clamd', () => {
  let clamd: ChildProcess;
  let port: number;
  let folder: string;

  beforeAll(async () => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'fsmis-clamd-'));
    fs.mkdirSync(path.join(folder, 'db'));
    fs.writeFileSync(
      path.join(folder, 'db', 'portal-test.ndb'),
      `Portal.Test.EICAR:0:*:${Buffer.from(EICAR, 'latin1').toString('hex')}\n`,
    );
    port = await freePort();
    fs.writeFileSync(
      path.join(folder, 'clamd.conf'),
      [
        `TCPSocket ${port}`,
        'TCPAddr 127.0.0.1',
        `DatabaseDirectory ${path.join(folder, 'db')}`,
        'Foreground yes',
      ].join('\n'),
    );
    clamd = spawn(CLAMD, ['-c', path.join(folder, 'clamd.conf')], { stdio: 'ignore' });
    await waitForPort(port);
  }, 60_000);

  afterAll(() => {
    clamd?.kill('SIGTERM');
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it('finds a clean PDF clean', async () => {
    expect(await clamdScanner({ host: '127.0.0.1', port }).scan(testFiles.pdf())).toBe('clean');
  });

  it('finds the EICAR test file infected', async () => {
    expect(await clamdScanner({ host: '127.0.0.1', port }).scan(testFiles.eicarPdf())).toBe('infected');
  });

  it('streams files larger than one chunk', async () => {
    const large = Buffer.concat([
      testFiles.pdf(),
      Buffer.alloc(300 * 1024, 0x20),
      Buffer.from(EICAR, 'latin1'),
    ]);
    expect(await clamdScanner({ host: '127.0.0.1', port }).scan(large)).toBe('infected');
  });

  it('reports an encrypted PDF as password protected without sending it', async () => {
    expect(await clamdScanner({ host: '127.0.0.1', port: 1 }).scan(testFiles.encryptedPdf())).toBe(
      'passwordProtected',
    );
  });

  it('fails (so the scan is retried) when clamd cannot be reached', async () => {
    const closed = await freePort();
    await expect(clamdScanner({ host: '127.0.0.1', port: closed }).scan(testFiles.pdf())).rejects.toThrow();
  });
});

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

async function waitForPort(port: number) {
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`clamd did not listen on port ${port} within 45 s`);
}
