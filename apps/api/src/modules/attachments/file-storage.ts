import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config.js';

/** Where attachment bytes live; keys are opaque paths chosen by the attachments module. */
export interface FileStorage {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<Uint8Array | null>;
  delete(key: string): Promise<void>;
}

export function createFileStorage(config: Config['storage']): FileStorage {
  if (config.kind === 'disk') return diskStorage(config.directory);
  throw new Error('STORAGE=azure is not available in this build of the portal yet; use STORAGE=disk.');
}

export function diskStorage(directory: string): FileStorage {
  const resolve = (key: string) => {
    const file = path.resolve(directory, key);
    if (!file.startsWith(path.resolve(directory) + path.sep)) throw new Error(`Invalid storage key: ${key}`);
    return file;
  };
  return {
    async put(key, bytes) {
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, bytes);
    },
    async get(key) {
      try {
        return await fs.readFile(resolve(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await fs.rm(resolve(key), { force: true });
    },
  };
}
