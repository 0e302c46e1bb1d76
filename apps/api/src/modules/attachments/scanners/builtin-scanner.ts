import { inflateRawSync } from 'node:zlib';
import type { Scanner, ScanVerdict } from './scanner.js';

/**
 * The embedded scanner: finds the EICAR test signature (also inside ZIP archives) and files that
 * cannot be scanned because they are encrypted (password-protected ZIP entries, encrypted PDFs).
 * Production deployments use ClamAV (SCANNER=clamd), which also runs these structural checks first.
 */
const EICAR = Buffer.from('X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*', 'latin1');

const ZIP_LOCAL_FILE_HEADER = 0x04034b50;
const ZIP_ENCRYPTED_FLAG = 0x0001;
const ZIP_STORED = 0;
const ZIP_DEFLATED = 8;
const MAX_INFLATED_BYTES = 50 * 1024 * 1024;

export const builtinScanner: Scanner = {
  async scan(bytes) {
    return structuralVerdict(bytes) ?? (containsEicar(bytes) ? 'infected' : 'clean');
  },
};

/** Encrypted content first: a scanner cannot see inside it, whatever it finds elsewhere. */
export function structuralVerdict(bytes: Uint8Array): ScanVerdict | null {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (isEncryptedPdf(buffer)) return 'passwordProtected';
  for (const entry of zipEntries(buffer)) {
    if (entry.encrypted) return 'passwordProtected';
    if (entry.content && containsEicar(entry.content)) return 'infected';
  }
  return null;
}

function containsEicar(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(EICAR);
}

function isEncryptedPdf(buffer: Buffer): boolean {
  return (
    buffer.subarray(0, 5).toString('latin1') === '%PDF-' &&
    /\/Encrypt\s*(\d+\s+\d+\s+R|<<)/.test(buffer.toString('latin1'))
  );
}

function* zipEntries(buffer: Buffer): Generator<{ encrypted: boolean; content: Buffer | null }> {
  let offset = 0;
  while (offset + 30 <= buffer.length && buffer.readUInt32LE(offset) === ZIP_LOCAL_FILE_HEADER) {
    const flags = buffer.readUInt16LE(offset + 6);
    const method = buffer.readUInt16LE(offset + 8);
    const compressedSize = buffer.readUInt32LE(offset + 18);
    const nameLength = buffer.readUInt16LE(offset + 26);
    const extraLength = buffer.readUInt16LE(offset + 28);
    const start = offset + 30 + nameLength + extraLength;
    const data = buffer.subarray(start, start + compressedSize);
    yield { encrypted: (flags & ZIP_ENCRYPTED_FLAG) !== 0, content: entryContent(method, data) };
    if (compressedSize === 0) return; // sizes in a trailing data descriptor: stop walking headers
    offset = start + compressedSize;
  }
}

function entryContent(method: number, data: Buffer): Buffer | null {
  if (method === ZIP_STORED) return data;
  if (method !== ZIP_DEFLATED) return null;
  try {
    return inflateRawSync(data, { maxOutputLength: MAX_INFLATED_BYTES });
  } catch {
    return null;
  }
}
