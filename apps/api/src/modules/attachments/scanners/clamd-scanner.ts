import net from 'node:net';
import { structuralVerdict } from './builtin-scanner.js';
import type { Scanner } from './scanner.js';

const CHUNK_BYTES = 64 * 1024;
const TIMEOUT_MS = 30_000;

/** ClamAV's clamd over TCP with INSTREAM; encrypted content is refused before it is sent. */
export function clamdScanner(options: { host: string; port: number }): Scanner {
  return {
    async scan(bytes) {
      const structural = structuralVerdict(bytes);
      if (structural) return structural;
      const reply = await instream(options, bytes);
      if (/\bOK$/.test(reply)) return 'clean';
      if (/FOUND$/.test(reply)) return /Encrypted/i.test(reply) ? 'passwordProtected' : 'infected';
      throw new Error(`clamd could not scan the file: ${reply}`);
    },
  };
}

export function instream(options: { host: string; port: number }, bytes: Uint8Array): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(options);
    const chunks: Buffer[] = [];
    socket.setTimeout(TIMEOUT_MS, () => socket.destroy(new Error('clamd did not answer in time')));
    socket.on('error', reject);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => resolve(Buffer.concat(chunks).toString('utf8').replace(/\0/g, '').trim()));
    socket.on('connect', () => {
      socket.write('zINSTREAM\0');
      for (let offset = 0; offset < bytes.length; offset += CHUNK_BYTES) {
        const chunk = bytes.subarray(offset, offset + CHUNK_BYTES);
        const length = Buffer.alloc(4);
        length.writeUInt32BE(chunk.length);
        socket.write(length);
        socket.write(chunk);
      }
      socket.end(Buffer.alloc(4));
    });
  });
}
