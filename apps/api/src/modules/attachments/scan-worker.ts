import { AttachmentScanStatus } from '@fsmis/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import * as repository from './attachments.repository.js';
import type { FileStorage } from './file-storage.js';
import type { Scanner, ScanVerdict } from './scanners/scanner.js';

export const MAX_SCAN_ATTEMPTS = 3;
const SCAN_ATTACHMENTS = 'scan-attachments';
const LEASE_MS = 2 * 60_000;
const RETRY_DELAY_MS = 2_000;

const STATUS_OF: Record<ScanVerdict, AttachmentScanStatus> = {
  clean: AttachmentScanStatus.scanned,
  infected: AttachmentScanStatus.suspicious,
  passwordProtected: AttachmentScanStatus.notScannedPasswordProtected,
};

export interface ScanWorker {
  wake(): void;
  /** Scans until nothing is waiting (tests, and the poll). */
  drain(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Scans uploads off the request path, as the job queue's `scan-attachments` jobs: an upload adds one,
 * a failed scan adds one for its retry, and the timed schedule adds one a minute to catch any left
 * behind. Any instance may take any waiting attachment (row locks with SKIP LOCKED); a failed scan is
 * retried, and after MAX_SCAN_ATTEMPTS it ends notScanned. A suspicious file, and one whose size
 * changed since its upload completed, is removed from storage at once.
 */
export function startScanWorker(options: {
  db: Database;
  storage: FileStorage;
  scanner: Scanner;
  log: FastifyBaseLogger;
  jobs: Pick<JobQueue, 'nudge' | 'work'>;
}): ScanWorker {
  const { db, storage, scanner, log, jobs } = options;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  const claimOptions = () => ({
    pendingStatus: AttachmentScanStatus.pendingScan,
    maxAttempts: MAX_SCAN_ATTEMPTS,
    leaseMs: LEASE_MS,
    now: new Date(),
  });

  async function scanOne(): Promise<boolean> {
    const row = await repository.claimPendingScan(db, claimOptions());
    if (!row) return false;
    try {
      const bytes = await storage.get(row.storageKey);
      if (!bytes) throw new Error('the stored bytes are missing');
      if (bytes.length !== row.fileSize) {
        // Not the file whose size was checked when the upload completed: it is never served.
        await storage.delete(row.storageKey);
        await repository.setScanResult(db, row.id, AttachmentScanStatus.notScanned, new Date());
        log.warn(
          { attachmentId: row.id, expectedBytes: row.fileSize, storedBytes: bytes.length },
          'attachment not scanned: the stored file is not the size that was uploaded',
        );
        return true;
      }
      const status = STATUS_OF[await scanner.scan(bytes)];
      if (status === AttachmentScanStatus.suspicious) await storage.delete(row.storageKey);
      await repository.setScanResult(db, row.id, status, new Date());
      log.info({ attachmentId: row.id, status }, 'attachment scanned');
    } catch (error) {
      const exhausted = row.scanAttempts >= MAX_SCAN_ATTEMPTS;
      log.warn({ err: error, attachmentId: row.id, attempt: row.scanAttempts }, 'attachment scan failed');
      const retryAt = new Date(Date.now() - LEASE_MS + RETRY_DELAY_MS);
      if (!exhausted) await jobs.nudge(SCAN_ATTACHMENTS, { afterSeconds: RETRY_DELAY_MS / 1000 });
      await repository.setScanResult(
        db,
        row.id,
        exhausted ? AttachmentScanStatus.notScanned : AttachmentScanStatus.pendingScan,
        exhausted ? new Date() : retryAt,
      );
    }
    return true;
  }

  async function loop() {
    do {
      again = false;
      while (!stopped && (await scanOne())) {
        // keep scanning while work is waiting
      }
      for (const row of await repository.findExhaustedScans(db, claimOptions())) {
        await repository.setScanResult(db, row.id, AttachmentScanStatus.notScanned, new Date());
      }
    } while (again && !stopped);
  }

  function drain(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = loop()
      .catch((error: unknown) => log.error({ err: error }, 'the scan worker stopped on an error'))
      .finally(() => {
        running = null;
      });
    return running;
  }

  const working = jobs
    .work(SCAN_ATTACHMENTS, drain)
    .catch((error: unknown) => log.error({ err: error }, 'the scan worker could not start'));

  return {
    wake: () => {
      jobs.nudge(SCAN_ATTACHMENTS).catch((error: unknown) => {
        // The upload is recorded: the timed scan, a minute at most away, takes it instead.
        log.warn({ err: error }, 'the scan of an upload could not be queued');
      });
    },
    async drain() {
      await working;
      await drain();
    },
    async stop() {
      stopped = true;
      await running;
    },
  };
}
