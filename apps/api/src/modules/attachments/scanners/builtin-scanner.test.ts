import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { testFiles } from '../../../test/test-files.js';
import { builtinScanner } from './builtin-scanner.js';

const EICAR = Buffer.from('X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*', 'latin1');

/** One ZIP local file entry, stored or deflated, optionally flagged encrypted. */
function zipWith(content: Buffer, options: { deflate?: boolean; encrypted?: boolean } = {}) {
  const data = options.deflate ? deflateRawSync(content) : content;
  const name = Buffer.from('file.txt');
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(options.encrypted ? 1 : 0, 6);
  header.writeUInt16LE(options.deflate ? 8 : 0, 8);
  header.writeUInt32LE(data.length, 18);
  header.writeUInt32LE(content.length, 22);
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name, data]);
}

describe('the built-in scanner', () => {
  it.each([
    ['a clean PDF', testFiles.pdf(), 'clean'],
    ['a clean PNG', testFiles.png(), 'clean'],
    ['a PDF carrying the EICAR test string', testFiles.eicarPdf(), 'infected'],
    ['the EICAR test file itself', EICAR, 'infected'],
    ['an encrypted PDF', testFiles.encryptedPdf(), 'passwordProtected'],
    ['a ZIP holding EICAR, stored', zipWith(EICAR), 'infected'],
    ['a ZIP holding EICAR, deflated', zipWith(EICAR, { deflate: true }), 'infected'],
    ['a password-protected ZIP', zipWith(Buffer.from('secret'), { encrypted: true }), 'passwordProtected'],
    ['a clean ZIP', zipWith(Buffer.from('hello'), { deflate: true }), 'clean'],
  ] as const)('finds %s %s', async (_name, bytes, verdict) => {
    expect(await builtinScanner.scan(bytes)).toBe(verdict);
  });
});
