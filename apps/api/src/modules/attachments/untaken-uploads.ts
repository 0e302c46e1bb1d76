import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import { safeError } from '../../lib/safe-error.js';
import * as repository from './attachments.repository.js';
import type { FileStorage } from './file-storage.js';

/**
 * Uploads that nothing took are discarded (docs/decisions/0025-untaken-uploads-are-discarded.md): an
 * officer's upload no step took within a day, a company's upload nothing names after thirty days, and
 * upload links that expired unused, each with its bytes. The job queue runs it daily
 * (`discard-untaken-uploads`); any instance may run it at any time: each file is deleted by the one run
 * whose transaction still finds it untaken, under its row's lock, and deleting bytes already gone is a
 * no-op.
 */

const HOUR_MS = 3_600_000;

/** An officer uploads a file for the step they are sending: one no step took within a day was left. */
export const OFFICER_UPLOAD_KEPT_MS = 24 * HOUR_MS;
/** A company's file nothing names after thirty days was chosen in a form that was left. */
export const COMPANY_UPLOAD_KEPT_MS = 30 * 24 * HOUR_MS;
/** An upload link expires within minutes; one never completed is deleted a day after. */
export const EXPIRED_UPLOAD_LINK_KEPT_MS = 24 * HOUR_MS;
/** Files read and upload links deleted per statement. */
const BATCH_SIZE = 200;

export interface UntakenUploadsContext {
  readonly db: Database;
  readonly storage: FileStorage;
  /** Where a file that could not be discarded is told of; the run goes on with the next. */
  readonly log: Pick<FastifyBaseLogger, 'warn'>;
}

export interface UntakenUploadsRun {
  /** Attachments this run deleted. */
  readonly discarded: number;
  /** Upload links this run deleted: expired, and their attachment never made or gone. */
  readonly expiredUploads: number;
  /** Files whose row or bytes could not be deleted (each logged). */
  readonly failed: number;
}

/** Discards what counts as untaken at `now`: the attachments first, then the upload links left unused. */
export async function runDiscardUntakenUploads(
  context: UntakenUploadsContext,
  now = new Date(),
): Promise<UntakenUploadsRun> {
  const limits: repository.UntakenLimits = {
    officerUploadsBefore: new Date(now.getTime() - OFFICER_UPLOAD_KEPT_MS),
    companyUploadsBefore: new Date(now.getTime() - COMPANY_UPLOAD_KEPT_MS),
  };
  let discarded = 0;
  let failed = 0;
  let after: string | null = null;
  for (;;) {
    const batch = await repository.findUntakenAttachments(context.db, limits, { after, limit: BATCH_SIZE });
    for (const { id } of batch) {
      const outcome = await discardOne(context, id, limits);
      if (outcome !== 'kept' && outcome !== 'failed') discarded += 1;
      if (outcome === 'failed' || outcome === 'bytesLeft') failed += 1;
    }
    const last = batch.at(-1);
    if (!last || batch.length < BATCH_SIZE) break;
    after = last.id;
  }
  const links = await discardExpiredUploads(context, new Date(now.getTime() - EXPIRED_UPLOAD_LINK_KEPT_MS));
  return { discarded, expiredUploads: links.deleted, failed: failed + links.failed };
}

/**
 * Deletes the row (if it is still untaken), then the bytes: `kept` when a step or another run got there
 * first, `bytesLeft` when the row went but its bytes could not. A failure is logged, never thrown.
 */
async function discardOne(
  context: UntakenUploadsContext,
  attachmentId: string,
  limits: repository.UntakenLimits,
): Promise<'discarded' | 'kept' | 'failed' | 'bytesLeft'> {
  let deleted: Awaited<ReturnType<typeof repository.deleteUntakenAttachment>>;
  try {
    deleted = await repository.deleteUntakenAttachment(context.db, attachmentId, limits);
  } catch (error) {
    context.log.warn({ err: safeError(error), attachmentId }, 'an untaken upload could not be discarded');
    return 'failed';
  }
  if (!deleted) return 'kept';
  if (deleted.bytesNamedElsewhere) return 'discarded';
  try {
    await context.storage.delete(deleted.storageKey);
    return 'discarded';
  } catch (error) {
    context.log.warn(
      { err: safeError(error), attachmentId, storageKey: deleted.storageKey },
      'an untaken upload was discarded but its stored file could not be deleted',
    );
    return 'bytesLeft';
  }
}

/**
 * Deletes the upload links that can no longer be used, each after the bytes sent to it (often none were,
 * and deleting nothing is a no-op) unless a row names them. A link whose bytes could not be deleted
 * stays, so a later run tries again: so do the bytes of a discarded attachment whose deletion failed,
 * as its link no longer names an attachment.
 */
async function discardExpiredUploads(context: UntakenUploadsContext, expiredBefore: Date) {
  let deleted = 0;
  let failed = 0;
  let after: string | null = null;
  for (;;) {
    const batch = await repository.findExpiredUploads(context.db, expiredBefore, {
      after,
      limit: BATCH_SIZE,
    });
    for (const upload of batch) {
      try {
        if (!upload.bytesNamedElsewhere) await context.storage.delete(upload.storageKey);
        if (await repository.deleteExpiredUpload(context.db, upload.id, expiredBefore)) deleted += 1;
      } catch (error) {
        failed += 1;
        context.log.warn(
          { err: safeError(error), uploadId: upload.id, storageKey: upload.storageKey },
          'an unused upload link could not be deleted',
        );
      }
    }
    const last = batch.at(-1);
    if (!last || batch.length < BATCH_SIZE) break;
    after = last.id;
  }
  return { deleted, failed };
}
