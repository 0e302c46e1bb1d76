import fs from 'node:fs/promises';
import path from 'node:path';
import {
  BlobSASPermissions,
  BlobServiceClient,
  type ContainerClient,
  generateBlobSASQueryParameters,
  StorageSharedKeyCredential,
} from '@azure/storage-blob';
import type { Config } from '../../config.js';

/** Where attachment bytes live; keys are opaque paths chosen by the attachments module. */
export interface FileStorage {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<Uint8Array | null>;
  /** The stored object's size in bytes, without reading it; null when there is none. */
  size(key: string): Promise<number | null>;
  delete(key: string): Promise<void>;
  /**
   * Where the browser sends the bytes of one upload: a storage URL it may write once until
   * `expiresAt`, or null when the bytes go through the API's own signed upload endpoint.
   */
  directUploadTarget(
    key: string,
    expiresAt: Date,
  ): Promise<{ url: string; headers: Record<string, string> } | null>;
  /** The origin browsers upload to directly, for the content security policy. */
  readonly directUploadOrigin: string | null;
}

export const ATTACHMENTS_CONTAINER = 'attachments';

export function createFileStorage(
  config: Config['storage'],
  options: { allowedOrigin?: string } = {},
): FileStorage {
  if (config.kind === 'disk') return diskStorage(config.directory);
  return azureBlobStorage(config.connectionString, options.allowedOrigin ?? null);
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
    async size(key) {
      try {
        return (await fs.stat(resolve(key))).size;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await fs.rm(resolve(key), { force: true });
    },
    directUploadTarget: async () => null,
    directUploadOrigin: null,
  };
}

/**
 * Azure Blob Storage: the browser uploads straight to a one-blob, write-once SAS URL. The storage takes
 * a blob of any size there; completing the upload checks it against the size that was announced.
 */
export function azureBlobStorage(connectionString: string, allowedOrigin: string | null): FileStorage {
  const service = BlobServiceClient.fromConnectionString(connectionString);
  const credential = sharedKeyCredential(connectionString);
  const container = service.getContainerClient(ATTACHMENTS_CONTAINER);
  let ready: Promise<ContainerClient> | null = null;
  const containerClient = () => {
    ready ??= (async () => {
      await container.createIfNotExists();
      if (allowedOrigin) {
        await service.setProperties({
          cors: [
            {
              allowedOrigins: allowedOrigin,
              allowedMethods: 'PUT',
              allowedHeaders: 'content-type,x-ms-blob-type,x-ms-version,x-ms-client-request-id',
              exposedHeaders: 'etag',
              maxAgeInSeconds: 600,
            },
          ],
        });
      }
      return container;
    })().catch((error: unknown) => {
      ready = null;
      throw error;
    });
    return ready;
  };

  return {
    async put(key, bytes, contentType) {
      const client = await containerClient();
      await client
        .getBlockBlobClient(key)
        .uploadData(bytes, { blobHTTPHeaders: { blobContentType: contentType } });
    },
    async get(key) {
      const client = await containerClient();
      try {
        return await client.getBlockBlobClient(key).downloadToBuffer();
      } catch (error) {
        if ((error as { statusCode?: number }).statusCode === 404) return null;
        throw error;
      }
    },
    async size(key) {
      const client = await containerClient();
      try {
        return (await client.getBlockBlobClient(key).getProperties()).contentLength ?? null;
      } catch (error) {
        if ((error as { statusCode?: number }).statusCode === 404) return null;
        throw error;
      }
    },
    async delete(key) {
      const client = await containerClient();
      await client.getBlockBlobClient(key).deleteIfExists();
    },
    async directUploadTarget(key, expiresAt) {
      const client = await containerClient();
      const blob = client.getBlockBlobClient(key);
      const sas = generateBlobSASQueryParameters(
        {
          containerName: ATTACHMENTS_CONTAINER,
          blobName: key,
          // Create only: a blob that exists cannot be written again, so the bytes that were checked
          // and scanned stay the bytes that are served.
          permissions: BlobSASPermissions.parse('c'),
          startsOn: new Date(Date.now() - 60_000),
          expiresOn: expiresAt,
        },
        credential,
      );
      return { url: `${blob.url}?${sas.toString()}`, headers: { 'x-ms-blob-type': 'BlockBlob' } };
    },
    directUploadOrigin: new URL(service.url).origin,
  };
}

function sharedKeyCredential(connectionString: string): StorageSharedKeyCredential {
  const parts = new Map(
    connectionString
      .split(';')
      .filter(Boolean)
      .map((part) => {
        const index = part.indexOf('=');
        return [part.slice(0, index), part.slice(index + 1)] as const;
      }),
  );
  const name = parts.get('AccountName');
  const key = parts.get('AccountKey');
  if (!name || !key)
    throw new Error('AZURE_STORAGE_CONNECTION_STRING needs AccountName and AccountKey to sign upload URLs.');
  return new StorageSharedKeyCredential(name, key);
}
