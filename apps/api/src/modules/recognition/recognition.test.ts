import {
  ApplicationStatus,
  CompanyRecognitionStatus,
  PendingDetailsStatus,
  Programme,
  SuspensionStatus,
} from '@fsmis/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, companyRecognitions } from '../../db/schema/index.js';
import { startDraft } from '../../test/application-builders.js';
import { recognisedLab } from '../../test/recognition-builders.js';
import { addPendingDetails, addSuspension, seededRecognition } from '../../test/recognition-records.js';
import { signInAs } from '../../test/sign-in.js';
import { signInOverseas } from '../../test/sign-in-overseas.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp?.close());

const recognitionsOf = async (cookie: string) => {
  const response = await testApp.app.inject({
    method: 'GET',
    url: '/api/companies/recognition',
    headers: { cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};

describe('GET /api/companies/recognition', () => {
  it("answers ready's current LRP recognition, valid into the future", async () => {
    const [lrp, ...others] = await recognitionsOf(await signInAs(testApp, 'ready'));
    expect(others).toEqual([]);
    expect(lrp).toMatchObject({
      programme: Programme.LRP,
      programmeLabel: 'LRP',
      status: CompanyRecognitionStatus.recognised,
      statusLabel: 'Recognised',
      recognitionNumber: expect.stringMatching(/^LRP-REC-\d{4}-0042$/),
      hasOngoingSuspension: false,
      isRestricted: false,
    });
    expect(Date.parse(lrp.validUntil)).toBeGreaterThan(Date.now());
    expect(Date.parse(lrp.validFrom)).toBeLessThan(Date.now());
    expect(lrp.scopeSummary).toContain('heavy metals');
  });

  it("answers suspended's AOR recognition as Suspended, an ongoing suspension", async () => {
    const recognitions = await recognitionsOf(await signInAs(testApp, 'suspended'));
    expect(recognitions).toHaveLength(1);
    expect(recognitions[0]).toMatchObject({
      programme: Programme.AOR,
      status: CompanyRecognitionStatus.suspended,
      statusLabel: 'Suspended',
      hasOngoingSuspension: true,
      isRestricted: false,
    });
  });

  it('shows no company the recognition of another', async () => {
    expect(await recognitionsOf(await signInAs(testApp, 'newcomer'))).toEqual([]);
    expect(await recognitionsOf(await signInAs(testApp, 'dual'))).toEqual([]);
    expect(await recognitionsOf(await signInOverseas(testApp))).toEqual([]);
  });

  it('tells the whole days left before expiry, and whether renewal is due, of a current recognition only', async () => {
    const windowDays = testApp.config.renewal.windowDays;
    const inDays = (days: number) => new Date(Date.now() + days * DAY_MS + HOUR_MS);
    const due = await seededRecognition(testApp, { validUntil: inDays(windowDays - 10) });
    const early = await seededRecognition(testApp, {
      programme: Programme.IBR,
      validUntil: inDays(windowDays + 10),
      lab: due.lab,
    });
    const suspended = await seededRecognition(testApp, {
      programme: Programme.AOR,
      status: CompanyRecognitionStatus.suspended,
      validUntil: inDays(10),
      lab: due.lab,
    });
    expect(await recognitionsOf(due.lab.cookie)).toEqual([
      expect.objectContaining({ id: due.recognitionId, daysUntilExpiry: windowDays - 10, renewalDue: true }),
      expect.objectContaining({
        id: early.recognitionId,
        daysUntilExpiry: windowDays + 10,
        renewalDue: false,
      }),
      expect.objectContaining({ id: suspended.recognitionId, daysUntilExpiry: 10, renewalDue: false }),
    ]);

    const expired = await seededRecognition(testApp, {
      status: CompanyRecognitionStatus.expired,
      validUntil: new Date(Date.now() - 3 * DAY_MS + HOUR_MS),
    });
    expect(await recognitionsOf(expired.lab.cookie)).toEqual([
      expect.objectContaining({ daysUntilExpiry: -3, renewalDue: false, statusLabel: 'Expired' }),
    ]);
  });

  it('shows a renewal submitted and being processed as in progress, no longer as due, to its company only', async () => {
    const db = testApp.database.db;
    const recognised = await recognisedLab(testApp, Programme.LRP);
    const { cookie } = recognised.lab;
    await db
      .update(companyRecognitions)
      .set({ validUntil: new Date(Date.now() + 40 * DAY_MS + HOUR_MS) })
      .where(eq(companyRecognitions.id, recognised.recognitionId));
    const renewal = await startDraft(testApp, cookie, { programme: Programme.LRP, form: 'renewal' });

    // A renewal still in Draft is not sent: the renewal is still due.
    const [whileDraft] = await recognitionsOf(cookie);
    expect(whileDraft).toMatchObject({ renewalDue: true, renewalInProgress: null });

    await db
      .update(applications)
      .set({ status: ApplicationStatus.applicationReview, submittedAt: new Date() })
      .where(eq(applications.id, renewal.id));
    const inProgress = {
      applicationId: renewal.id,
      referenceNumber: renewal.referenceNumber,
      statusLabel: 'Application Review',
    };
    const [submitted] = await recognitionsOf(cookie);
    expect(submitted).toMatchObject({
      daysUntilExpiry: 40,
      renewalDue: false,
      renewalInProgress: inProgress,
    });
    const page = await testApp.app.inject({
      method: 'GET',
      url: `/api/companies/recognition/${recognised.recognitionId}`,
      headers: { cookie },
    });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().data.recognition).toMatchObject({ renewalDue: false, renewalInProgress: inProgress });

    // Another company, recognised under the same programme, sees nothing of it.
    const [ready] = await recognitionsOf(await signInAs(testApp, 'ready'));
    expect(ready).toMatchObject({ renewalDue: true, renewalInProgress: null });

    // Once decided (ended), the renewal is no longer in progress.
    await db
      .update(applications)
      .set({ status: ApplicationStatus.withdrawn })
      .where(eq(applications.id, renewal.id));
    const [ended] = await recognitionsOf(cookie);
    expect(ended).toMatchObject({ renewalDue: true, renewalInProgress: null });
  });

  it('shows the suspension under way and counts the details that await the company', async () => {
    const seeded = await seededRecognition(testApp, { status: CompanyRecognitionStatus.suspended });
    await addSuspension(testApp, seeded, {
      status: SuspensionStatus.suspensionRejected,
      proposedDaysAgo: 100,
      endedAt: new Date(Date.now() - 90 * DAY_MS),
    });
    const open = await addSuspension(testApp, seeded, { status: SuspensionStatus.suspensionAcknowledged });
    for (const status of [
      PendingDetailsStatus.pendingDetails,
      PendingDetailsStatus.pendingDetails,
      PendingDetailsStatus.detailsProvided,
      PendingDetailsStatus.waived,
    ]) {
      await addPendingDetails(testApp, seeded, { description: 'A document to follow.', status });
    }
    expect(await recognitionsOf(seeded.lab.cookie)).toEqual([
      expect.objectContaining({
        openSuspension: {
          id: open,
          status: SuspensionStatus.suspensionAcknowledged,
          statusLabel: 'Suspension Acknowledged',
        },
        pendingDetailsCount: 2,
      }),
    ]);
  });

  it('needs a session', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/companies/recognition' });
    expect(response.statusCode).toBe(401);
  });
});
