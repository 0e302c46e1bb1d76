import { ApplicationStatus, CorrespondenceStatus } from '@fsmis/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationCorrespondence, attachments, attachmentUploads, users } from '../../db/schema/index.js';
import { registerLab, type TestLab } from '../../test/application-builders.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testFiles } from '../../test/test-files.js';
import { sendUploadBytes, uploadFile } from '../../test/uploads.js';
import { officerCookie, officerUpload } from '../../test/workflow-builders.js';
import { seededApplication } from '../../test/workflow-records.js';
import type { FileStorage } from './file-storage.js';
import {
  COMPANY_UPLOAD_KEPT_MS,
  OFFICER_UPLOAD_KEPT_MS,
  runDiscardUntakenUploads,
  type UntakenUploadsContext,
} from './untaken-uploads.js';

/**
 * Uploads that nothing took are discarded, row and stored file, once they are old enough: an officer's
 * after a day, a company's after thirty days; a file anything names stays, whatever its age. Each run is
 * made at a moment moved past (or short of) the limit from the uploads' own time.
 */

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp?.close());

const db = () => testApp.database.db;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The moment `ms` from now. */
const later = (ms: number) => new Date(Date.now() + ms);

const warnings: unknown[] = [];
const contextWith = (storage: FileStorage = testApp.storage): UntakenUploadsContext => ({
  db: db(),
  storage,
  log: { warn: (entry: unknown) => warnings.push(entry) },
});
const runAt = (now: Date, storage?: FileStorage) => runDiscardUntakenUploads(contextWith(storage), now);

const rowOf = async (attachmentId: string) => {
  const [row] = await db().select().from(attachments).where(eq(attachments.id, attachmentId));
  return row;
};

/** Whether the attachment's row is there and its bytes are in the storage. */
async function kept(attachmentId: string, storageKey?: string) {
  const row = await rowOf(attachmentId);
  const key = storageKey ?? row?.storageKey;
  const bytes = key ? await testApp.storage.get(key) : null;
  return { row: row !== undefined, bytes: bytes !== null };
}

/** A file the lab's user chose in a field: uploaded, scanned, named by nothing yet. */
async function companyUpload(lab: Pick<TestLab, 'cookie'>, name = 'Evidence.pdf') {
  const file = await uploadFile(testApp, lab.cookie, { name, bytes: testFiles.pdf() });
  const row = await rowOf(file.attachmentId);
  if (!row) throw new Error('The upload was not recorded');
  return { attachmentId: row.id, storageKey: row.storageKey };
}

async function officerFile(name = 'Scope.pdf') {
  const attachmentId = await officerUpload(testApp, name);
  const row = await rowOf(attachmentId);
  if (!row) throw new Error('The upload was not recorded');
  return { attachmentId, storageKey: row.storageKey };
}

const gone = { row: false, bytes: false };
const there = { row: true, bytes: true };

describe('an officer’s upload', () => {
  it('is discarded, with its stored file, once no step took it for a day', async () => {
    const file = await officerFile();

    const run = await runAt(later(OFFICER_UPLOAD_KEPT_MS + HOUR_MS));

    expect(run.discarded).toBeGreaterThanOrEqual(1);
    expect(await kept(file.attachmentId, file.storageKey)).toEqual(gone);
  });

  it('stays while it is younger than a day', async () => {
    const file = await officerFile();

    await runAt(later(OFFICER_UPLOAD_KEPT_MS - HOUR_MS));

    expect(await kept(file.attachmentId)).toEqual(there);
  });

  it('stays once a step took it, however old it is', async () => {
    const application = await seededApplication(testApp, {
      status: ApplicationStatus.preparationOfApprovalDocuments,
    });
    const file = await officerFile();
    const added = await testApp.app.inject({
      method: 'POST',
      url: `/api/officer/applications/${application.id}/approval-document`,
      headers: { cookie: await officerCookie(testApp) },
      payload: { title: 'Scope of recognition', file: file.attachmentId },
    });
    expect(added.statusCode).toBe(200);

    await runAt(later(COMPANY_UPLOAD_KEPT_MS + DAY_MS));

    expect(await kept(file.attachmentId)).toEqual(there);
  });
});

describe('a company’s upload', () => {
  it('is discarded, with its stored file, once nothing named it for thirty days', async () => {
    const lab = await registerLab(testApp);
    const file = await companyUpload(lab);

    const run = await runAt(later(COMPANY_UPLOAD_KEPT_MS + HOUR_MS));

    expect(run.discarded).toBeGreaterThanOrEqual(1);
    expect(await kept(file.attachmentId, file.storageKey)).toEqual(gone);
    // The upload link that made it no longer names it, and goes too, its bytes long gone.
    expect(
      await db().select().from(attachmentUploads).where(eq(attachmentUploads.storageKey, file.storageKey)),
    ).toEqual([]);
  });

  it('stays while it is younger than thirty days', async () => {
    const lab = await registerLab(testApp);
    const file = await companyUpload(lab);

    await runAt(later(COMPANY_UPLOAD_KEPT_MS - HOUR_MS));

    expect(await kept(file.attachmentId)).toEqual(there);
  });

  it('stays while an application gives it as an answer (and the frozen signature of its declaration)', async () => {
    const application = await seededApplication(testApp, { status: ApplicationStatus.applicationReview });

    await runAt(later(COMPANY_UPLOAD_KEPT_MS + DAY_MS));

    expect(await kept(application.answerAttachmentId)).toEqual(there);
    expect(await kept(application.signatureAttachmentId)).toEqual(there);
  });

  it('stays while a form draft of one of the company’s users names it', async () => {
    const lab = await registerLab(testApp);
    const file = await companyUpload(lab);
    const saved = await testApp.app.inject({
      method: 'PUT',
      url: '/api/form-drafts/corrective-action:1',
      headers: { cookie: lab.cookie },
      payload: { data: { text: 'Calibrated.', files: [{ attachmentId: file.attachmentId }] } },
    });
    expect(saved.statusCode).toBe(200);

    await runAt(later(COMPANY_UPLOAD_KEPT_MS + DAY_MS));

    expect(await kept(file.attachmentId)).toEqual(there);
  });

  it('stays while it is a user’s profile signature', async () => {
    const lab = await registerLab(testApp, { signature: false });
    const uploaded = await uploadFile(testApp, lab.cookie, {
      name: 'signature.png',
      bytes: testFiles.png(),
      purpose: 'signature',
    });
    // An upload of a signature belongs to its user; without that, only the profile naming it keeps it.
    await db().update(attachments).set({ entityId: null }).where(eq(attachments.id, uploaded.attachmentId));
    await db()
      .update(users)
      .set({ signatureAttachmentId: uploaded.attachmentId })
      .where(eq(users.id, lab.userId));

    await runAt(later(COMPANY_UPLOAD_KEPT_MS + DAY_MS));

    expect(await kept(uploaded.attachmentId)).toEqual(there);
  });

  it('stays while a record of an application’s workflow names it', async () => {
    const application = await seededApplication(testApp, {
      status: ApplicationStatus.requestForInformation,
    });
    const file = await companyUpload(application.lab, 'Calibration certificates.pdf');
    await db()
      .insert(applicationCorrespondence)
      .values({
        applicationId: application.id,
        round: 1,
        subject: 'Calibration records',
        message: 'Send the calibration certificates of your balances.',
        dueDate: '2030-01-31',
        status: CorrespondenceStatus.acknowledged,
        sentAt: new Date(),
        sentByUserId: application.officerUserId,
        responseText: 'Attached.',
        responseAttachmentIds: [file.attachmentId],
        respondedAt: new Date(),
        respondedByUserId: application.lab.userId,
      });

    await runAt(later(COMPANY_UPLOAD_KEPT_MS + DAY_MS));

    expect(await kept(file.attachmentId)).toEqual(there);
  });
});

describe('a run', () => {
  it('deletes each file once: two runs at once, and a run after them, find nothing more to do', async () => {
    const lab = await registerLab(testApp);
    const files = [await companyUpload(lab), await companyUpload(lab), await officerFile()];
    const at = later(COMPANY_UPLOAD_KEPT_MS + HOUR_MS);

    const [first, second] = await Promise.all([runAt(at), runAt(at)]);
    const again = await runAt(at);

    expect(first.failed + second.failed).toBe(0);
    expect(first.discarded + second.discarded).toBeGreaterThanOrEqual(files.length);
    expect(again).toEqual({ discarded: 0, expiredUploads: 0, failed: 0 });
    for (const file of files) expect(await kept(file.attachmentId, file.storageKey)).toEqual(gone);
  });

  it('goes on past a file whose stored bytes cannot be deleted, logs it, and deletes them on a later run', async () => {
    const lab = await registerLab(testApp);
    const [stuck, other] = [await companyUpload(lab), await companyUpload(lab)];
    const failing: FileStorage = {
      ...testApp.storage,
      delete: async (key) => {
        if (key === stuck.storageKey) throw new Error('The storage is unavailable');
        await testApp.storage.delete(key);
      },
    };
    const at = later(COMPANY_UPLOAD_KEPT_MS + HOUR_MS);
    warnings.length = 0;

    const run = await runAt(at, failing);

    expect(run.failed).toBeGreaterThanOrEqual(1);
    expect(warnings).toContainEqual(expect.objectContaining({ attachmentId: stuck.attachmentId }));
    expect(await kept(other.attachmentId, other.storageKey)).toEqual(gone);
    expect(await kept(stuck.attachmentId, stuck.storageKey)).toEqual({ row: false, bytes: true });

    // The upload link that made it stays while its bytes do, so the next run deletes them.
    const next = await runAt(at);
    expect(next).toMatchObject({ failed: 0, expiredUploads: 1 });
    expect(await kept(stuck.attachmentId, stuck.storageKey)).toEqual(gone);
  });

  it('deletes an upload link never completed a day after it expired, and the bytes sent to it', async () => {
    const lab = await registerLab(testApp);
    const sent = await sendUploadBytes(testApp, lab.cookie, { name: 'Left.pdf', bytes: testFiles.pdf() });
    if ('refused' in sent) throw new Error(`The upload link was refused: ${sent.refused.body}`);
    const [upload] = await db()
      .select()
      .from(attachmentUploads)
      .where(eq(attachmentUploads.id, sent.uploadId));
    if (!upload) throw new Error('The upload link was not recorded');

    await runAt(later(HOUR_MS));
    expect(
      await db().select().from(attachmentUploads).where(eq(attachmentUploads.id, upload.id)),
    ).toHaveLength(1);

    const run = await runAt(later(2 * DAY_MS));
    expect(run.expiredUploads).toBeGreaterThanOrEqual(1);
    expect(await db().select().from(attachmentUploads).where(eq(attachmentUploads.id, upload.id))).toEqual(
      [],
    );
    expect(await testApp.storage.get(upload.storageKey)).toBeNull();
  });
});

describe('the discard-untaken-uploads job', () => {
  it('runs when the job queue takes it', async () => {
    const file = await officerFile();
    await db()
      .update(attachments)
      .set({ createdAt: new Date(Date.now() - OFFICER_UPLOAD_KEPT_MS - HOUR_MS) })
      .where(eq(attachments.id, file.attachmentId));

    await testApp.app.jobs.nudge('discard-untaken-uploads');

    await expect.poll(() => rowOf(file.attachmentId), { timeout: 10_000 }).toBeUndefined();
    expect(await testApp.storage.get(file.storageKey)).toBeNull();
  });
});
