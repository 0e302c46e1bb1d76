import { CompanyRecognitionStatus, Programme, SuspensionStatus } from '@fsmis/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { officerActor } from '../../cases/actors.js';
import { companyRecognitions, recognitionSuspensions } from '../../db/schema/index.js';
import { COMPANIES_ONLY_MESSAGE, OFFICERS_ONLY_MESSAGE } from '../../plugins/session.js';
import { registerLab } from '../../test/application-builders.js';
import {
  companyRecognitionPost,
  decide,
  messageOf,
  mustSucceed,
  officerRecognitionPost,
  pendingDetailsOf,
  recognisedLab,
  SUSPENSION_GROUNDS,
  suspensionIn,
  suspensionRecord,
  suspensionStep,
  uploadedPdf,
} from '../../test/recognition-builders.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testFiles } from '../../test/test-files.js';
import { officerCookie, refusedOfficerUpload } from '../../test/workflow-builders.js';
import { seededOfficerId } from '../../test/workflow-records.js';
import { PENDING_DETAILS_MESSAGES } from './pending-details.service.js';
import { RECOGNITION_NOT_FOUND_MESSAGE } from './recognition-step.js';
import { SUSPENSION_NOT_FOUND_MESSAGE, takeSuspensionStep } from './suspension-step.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp?.close());

const U = SuspensionStatus;

/** Expects a refusal with `code` and the message. */
const expectRefused = async (
  response: Promise<Awaited<ReturnType<TestApp['app']['inject']>>>,
  code: number,
  message: unknown,
) => {
  const answered = await response;
  expect(answered.statusCode, answered.body).toBe(code);
  expect(messageOf(answered)).toEqual(message);
};

const officerStep = (suspensionId: string, action: string, reason = 'A reason.') =>
  officerRecognitionPost(testApp, `suspensions/${suspensionId}/${action}`, { reason });

describe('refused steps answer 409 with the reason', () => {
  it('at the wrong moment, for the company and the officer alike', async () => {
    const requested = await suspensionIn(testApp, U.suspensionRequested);
    await expectRefused(
      suspensionStep(testApp, requested, 'acknowledge'),
      409,
      'You cannot acknowledge the suspension while the suspension is Suspension Requested.',
    );
    await expectRefused(
      suspensionStep(testApp, requested, 'details', { response: 'Unasked.' }),
      409,
      'You cannot provide the details asked for while the suspension is Suspension Requested.',
    );
    await expectRefused(
      officerStep(requested.suspensionId, 'reinstate'),
      409,
      'You cannot reinstate the recognition while the suspension is Suspension Requested.',
    );
    const suspended = await suspensionIn(testApp, U.suspended);
    await expectRefused(
      officerStep(suspended.suspensionId, 'consider-reinstatement'),
      409,
      'You cannot put the recognition forward for reinstatement while the suspension is Suspended.',
    );
    await expectRefused(
      officerStep(suspended.suspensionId, 'revoke'),
      409,
      'You cannot revoke the recognition while the suspension is Suspended.',
    );
    expect((await suspensionRecord(testApp, suspended.suspensionId)).status).toBe(U.suspended);
  });

  it('once the suspension has ended', async () => {
    const rejected = await suspensionIn(testApp, U.suspensionRequested);
    await decide(testApp, rejected.suspensionId, 'reject', 'The results were retested and passed.');
    await expectRefused(
      officerStep(rejected.suspensionId, 'suspend'),
      409,
      'This suspension is Suspension Withdrawn and can no longer change.',
    );
    const revoked = await suspensionIn(testApp, U.appealSubmitted);
    await decide(testApp, revoked.suspensionId, 'revoke');
    await expectRefused(
      suspensionStep(testApp, revoked, 'appeal', { statement: 'Again.' }),
      409,
      'This suspension is Revoked and can no longer change.',
    );
  });

  it('on the wrong side: the domain names who may take the step, and each side keeps to its routes', async () => {
    const suspended = await suspensionIn(testApp, U.suspended);
    const officer = officerActor({
      officerUserId: await seededOfficerId(testApp),
      actor: 'test',
      requestId: 'test',
    });
    const context = {
      db: testApp.database.db,
      storage: testApp.storage,
      outbox: testApp.app.outbox,
      publicUrl: testApp.config.publicUrl,
      appealPeriodDays: testApp.config.appealPeriodDays,
    };
    await expect(
      takeSuspensionStep(
        context,
        officer,
        { suspensionId: suspended.suspensionId },
        { action: 'appeal', detail: 'On the company’s behalf.', notice: () => null },
      ),
    ).rejects.toMatchObject({
      statusCode: 409,
      message: 'Only the company can appeal against the suspension.',
    });

    const onCompanyRoute = await testApp.app.inject({
      method: 'POST',
      url: `/api/companies/recognition/${suspended.recognitionId}/suspension/${suspended.suspensionId}/acknowledge`,
      headers: { cookie: await officerCookie(testApp) },
    });
    expect(onCompanyRoute.statusCode).toBe(403);
    expect(messageOf(onCompanyRoute)).toBe(COMPANIES_ONLY_MESSAGE);
    const onOfficerRoute = await testApp.app.inject({
      method: 'POST',
      url: `/api/officer/recognitions/suspensions/${suspended.suspensionId}/reinstate`,
      headers: { cookie: suspended.lab.cookie },
      payload: { reason: 'We reinstate ourselves.' },
    });
    expect(onOfficerRoute.statusCode).toBe(403);
    expect(messageOf(onOfficerRoute)).toBe(OFFICERS_ONLY_MESSAGE);
    expect((await suspensionRecord(testApp, suspended.suspensionId)).status).toBe(U.suspended);
  });

  it('an appeal after the appeal period', async () => {
    const suspended = await suspensionIn(testApp, U.suspensionAcknowledged);
    await testApp.database.db
      .update(recognitionSuspensions)
      .set({ appealDeadline: new Date(Date.now() - 60_000) })
      .where(eq(recognitionSuspensions.id, suspended.suspensionId));
    await expectRefused(
      suspensionStep(testApp, suspended, 'appeal', { statement: 'Too late, but please.' }),
      409,
      'The appeal period has ended: an appeal can no longer be made against this suspension.',
    );
    expect((await suspensionRecord(testApp, suspended.suspensionId)).status).toBe(U.suspensionAcknowledged);
  });

  it('a second proposal while one is under way, and one of two proposals made at once', async () => {
    const proposed = await suspensionIn(testApp, U.suspensionRequested);
    const body = { grounds: SUSPENSION_GROUNDS };
    const underWay = 'This recognition already has a suspension under way: conclude it first.';
    await expectRefused(
      officerRecognitionPost(testApp, `${proposed.recognitionId}/suspensions`, body),
      409,
      underWay,
    );

    const fresh = await recognisedLab(testApp, Programme.IBR);
    const both = await Promise.all([
      officerRecognitionPost(testApp, `${fresh.recognitionId}/suspensions`, body),
      officerRecognitionPost(testApp, `${fresh.recognitionId}/suspensions`, body),
    ]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect(messageOf(both.find((response) => response.statusCode === 409) ?? both[0])).toBe(underWay);
  });

  it('a proposal on a recognition that is not current', async () => {
    const expired = await recognisedLab(testApp, Programme.LRP);
    await testApp.database.db
      .update(companyRecognitions)
      .set({ status: CompanyRecognitionStatus.expired })
      .where(eq(companyRecognitions.id, expired.recognitionId));
    await expectRefused(
      officerRecognitionPost(testApp, `${expired.recognitionId}/suspensions`, {
        grounds: SUSPENSION_GROUNDS,
      }),
      409,
      'Only a current recognition can be suspended: this one is Expired.',
    );
  });
});

describe('400 names the fields', () => {
  it('an empty appeal, and a file that is not the company’s own', async () => {
    const suspended = await suspensionIn(testApp, U.suspended);
    await expectRefused(suspensionStep(testApp, suspended, 'appeal', { statement: '  ' }), 400, {
      statement: ['Enter your grounds of appeal'],
    });
    const other = await registerLab(testApp);
    const theirs = await uploadedPdf(testApp, other);
    await expectRefused(
      suspensionStep(testApp, suspended, 'appeal', { statement: 'See attached.', attachmentIds: [theirs] }),
      400,
      { attachmentIds: ['Choose a file you uploaded'] },
    );
    expect((await suspensionRecord(testApp, suspended.suspensionId)).status).toBe(U.suspended);
  });

  it('an officer’s step without its reason or grounds, and a file that is no document', async () => {
    const requested = await suspensionIn(testApp, U.suspensionRequested);
    await expectRefused(officerStep(requested.suspensionId, 'suspend', ''), 400, {
      reason: ['Enter the reason'],
    });
    const fresh = await recognisedLab(testApp, Programme.AOR);
    await expectRefused(officerRecognitionPost(testApp, `${fresh.recognitionId}/suspensions`, {}), 400, {
      grounds: ['Enter the grounds for the suspension'],
    });
    // A file that is no document is refused by its upload, so the proposal has nothing to name but an
    // id no upload has.
    await expectRefused(refusedOfficerUpload(testApp, 'notes.txt', testFiles.text()), 400, {
      file: ['The file must be a PDF, JPG, PNG, Word or Excel'],
    });
    await expectRefused(
      officerRecognitionPost(testApp, `${fresh.recognitionId}/suspensions`, {
        grounds: SUSPENSION_GROUNDS,
        files: ['0f8fad5b-d9cb-469f-a165-70867728950e'],
      }),
      400,
      { 'files.0': ['The file was not found. Upload it again'] },
    );
    const none = await testApp.database.db
      .select()
      .from(recognitionSuspensions)
      .where(eq(recognitionSuspensions.recognitionId, fresh.recognitionId));
    expect(none).toEqual([]);
  });
});

describe("another company's recognition reads as missing", () => {
  it('404 on acknowledge, appeal, details, withdrawal and pending details', async () => {
    const suspended = await suspensionIn(testApp, U.suspended);
    const pendingDetailsId = await pendingDetailsOf(testApp, suspended);
    const other = await registerLab(testApp);
    const { recognitionId, suspensionId } = suspended;
    const steps = [
      ['acknowledge', {}],
      ['appeal', { statement: 'Not ours.' }],
      ['details', { response: 'Not ours.' }],
    ] as const;
    for (const [step, payload] of steps) {
      await expectRefused(
        suspensionStep(testApp, suspended, step, payload, other.cookie),
        404,
        SUSPENSION_NOT_FOUND_MESSAGE,
      );
    }
    await expectRefused(
      companyRecognitionPost(testApp, other.cookie, `${recognitionId}/withdraw`, {
        reason: 'Not ours.',
        confirm: true,
      }),
      404,
      RECOGNITION_NOT_FOUND_MESSAGE,
    );
    await expectRefused(
      companyRecognitionPost(testApp, other.cookie, `${recognitionId}/pending-details/${pendingDetailsId}`, {
        response: 'Not ours.',
      }),
      404,
      PENDING_DETAILS_MESSAGES.notFound,
    );
    expect((await suspensionRecord(testApp, suspensionId)).status).toBe(U.suspended);
  });

  it('404 when the suspension is not of the recognition named in the path', async () => {
    const suspended = await suspensionIn(testApp, U.suspended);
    const mine = await recognisedLab(testApp, Programme.LRP, { lab: suspended.lab });
    await expectRefused(
      companyRecognitionPost(
        testApp,
        suspended.lab.cookie,
        `${mine.recognitionId}/suspension/${suspended.suspensionId}/acknowledge`,
      ),
      404,
      SUSPENSION_NOT_FOUND_MESSAGE,
    );
  });
});

describe('files given with a step', () => {
  it('stay: the company cannot delete a document it gave with its appeal', async () => {
    const suspended = await suspensionIn(testApp, U.suspended);
    const attachmentId = await uploadedPdf(testApp, suspended.lab);
    const payload = { statement: 'See the retest report.', attachmentIds: [attachmentId] };
    await mustSucceed('Appealing', suspensionStep(testApp, suspended, 'appeal', payload));
    const removed = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/attachments/${attachmentId}`,
      headers: { cookie: suspended.lab.cookie },
    });
    expect(removed.statusCode).toBe(409);
    expect(messageOf(removed)).toBe('This file is in use and cannot be removed');
  });
});
