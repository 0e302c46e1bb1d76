import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireLockFile, DatabaseLockedError } from './lock-file.js';

const lockPath = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'fsmis-lock-')), 'db.lock');

describe('the embedded database lock file', () => {
  it('refuses a second holder while a live process holds it', () => {
    const file = lockPath();
    fs.writeFileSync(file, String(process.ppid));
    expect(() => acquireLockFile(file)).toThrow(DatabaseLockedError);
    expect(() => acquireLockFile(file)).toThrow(/in use by another process \(pid \d+\)/);
  });

  it('takes over a lock left by a process that is gone, and releases it', () => {
    const file = lockPath();
    fs.writeFileSync(file, '999999999');
    const release = acquireLockFile(file);
    expect(fs.readFileSync(file, 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(file)).toBe(false);
  });
});
