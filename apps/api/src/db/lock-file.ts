import fs from 'node:fs';

export class DatabaseLockedError extends Error {
  override name = 'DatabaseLockedError';
}

/**
 * PGlite has no cross-process locking: two processes on one data directory corrupt it.
 * The lock file holds the owner's pid; a lock left by a dead process is taken over.
 */
export function acquireLockFile(lockPath: string): () => void {
  const tryCreate = (): boolean => {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw error;
    }
  };

  if (!tryCreate()) {
    const owner = Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10);
    if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner)) {
      throw new DatabaseLockedError(
        `The embedded database is in use by another process (pid ${owner}). Stop it first, or set DATA_DIR to another folder.`,
      );
    }
    fs.rmSync(lockPath, { force: true });
    if (!tryCreate())
      throw new DatabaseLockedError('The embedded database was locked by another process just now.');
  }

  let released = false;
  return () => {
    if (released) return;
    released = true;
    fs.rmSync(lockPath, { force: true });
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
