import type { Readable } from 'node:stream';

/** The bytes read, and whether more arrived than the limit allowed (then `bytes` stops at the limit). */
export interface ReadBytes {
  bytes: Buffer;
  overflowed: boolean;
}

/**
 * Reads a request body until its end, or stops as soon as it grows past `limit` bytes: the rest is never
 * held in memory. The stream is paused, not destroyed, so that the refusal can still be answered.
 */
export function readAtMost(body: Readable | undefined, limit: number): Promise<ReadBytes> {
  if (!body) return Promise.resolve({ bytes: Buffer.alloc(0), overflowed: false });
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    const stop = () => {
      body.off('data', onData);
      body.off('end', onEnd);
      body.off('error', onError);
      body.off('close', onClose);
    };
    const onData = (chunk: Buffer) => {
      if (length + chunk.length > limit) {
        body.pause();
        stop();
        chunks.push(chunk.subarray(0, limit - length));
        resolve({ bytes: Buffer.concat(chunks, limit), overflowed: true });
        return;
      }
      length += chunk.length;
      chunks.push(chunk);
    };
    const onEnd = () => {
      stop();
      resolve({ bytes: Buffer.concat(chunks, length), overflowed: false });
    };
    const onError = (error: Error) => {
      stop();
      reject(error);
    };
    const onClose = () => onError(new Error('The upload ended before all of its bytes arrived.'));
    body.on('data', onData);
    body.once('end', onEnd);
    body.once('error', onError);
    body.once('close', onClose);
  });
}
