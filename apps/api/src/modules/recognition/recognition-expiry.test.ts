import { randomBytes } from 'node:crypto';
import { CompanyRecognitionStatus, formatDay, Programme } from '@fsmis/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companyRecognitions,
  inAppNotifications,
  outgoingEmails,
  recognitionEvents,
  recognitionReminders,
} from '../../db/schema/index.js';
import { registerLab, type TestLab } from '../../test/application-builders.js';
import { recordingOutbox } from '../../test/recording-outbox.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { Outbox, QueuedEmail } from '../mail/outbox.service.js';
import { type RecognitionExpiryContext, runRecognitionExpiry } from './recognition-expiry.js';

const R = CompanyRecognitionStatus;
const DAY_MS = 86_400_000;

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp?.close());

const db = () => testApp.database.db;

const contextWith = (mailer: Outbox): RecognitionExpiryContext => ({
  db: db(),
  outbox: mailer,
  publicUrl: testApp.config.publicUrl,
  renewal: { windowDays: 90, reminderDays: [90, 60, 30] },
});

/**
 * A validity ending far beyond the seed's and other tests' dates (each test its own stretch of years), so
 * that a run at a moment near it finds only this test's recognition due.
 */
const farEnd = (stretch: number) => new Date(Date.now() + (2000 + stretch * 400) * DAY_MS);
const daysBefore = (end: Date, days: number) => new Date(end.getTime() - days * DAY_MS);

interface TestRecognition {
  lab: TestLab;
  id: string;
  recognitionNumber: string;
}

/** An LRP recognition of a new laboratory, ending at `validUntil`, in `status` (Recognised unless told). */
async function recognitionEnding(
  validUntil: Date,
  status: CompanyRecognitionStatus = R.recognised,
): Promise<TestRecognition> {
  const lab = await registerLab(testApp, { acknowledged: [Programme.LRP] });
  const recognitionNumber = `LRP-REC-TEST-${randomBytes(4).toString('hex').toUpperCase()}`;
  const [row] = await db()
    .insert(companyRecognitions)
    .values({
      companyId: lab.companyId,
      programme: Programme.LRP,
      status,
      recognitionNumber,
      validFrom: new Date(validUntil.getTime() - 3 * 365 * DAY_MS),
      validUntil,
      scopeSummary: 'Test scope.',
    })
    .returning({ id: companyRecognitions.id });
  if (!row) throw new Error('The recognition was not stored');
  return { lab, id: row.id, recognitionNumber };
}

async function statusOf(recognition: TestRecognition) {
  const [row] = await db()
    .select({ status: companyRecognitions.status })
    .from(companyRecognitions)
    .where(eq(companyRecognitions.id, recognition.id));
  return row?.status;
}

const eventsOf = (recognition: TestRecognition) =>
  db().select().from(recognitionEvents).where(eq(recognitionEvents.recognitionId, recognition.id));

const notificationsOf = (recognition: TestRecognition) =>
  db().select().from(inAppNotifications).where(eq(inAppNotifications.companyId, recognition.lab.companyId));

/** The reminders claimed for the recognition's validity ending at `validUntil`, by their day. */
async function remindersOf(recognition: TestRecognition, validUntil: Date) {
  const rows = await db()
    .select({ daysBefore: recognitionReminders.daysBefore })
    .from(recognitionReminders)
    .where(
      and(
        eq(recognitionReminders.recognitionId, recognition.id),
        eq(recognitionReminders.validUntil, validUntil),
      ),
    );
  return rows.map((row) => row.daysBefore).sort((a, b) => b - a);
}

const mailsTo = (mailers: readonly { sent: QueuedEmail[] }[], recognition: TestRecognition) =>
  mailers.flatMap((mailer) => mailer.sent.filter((mail) => mail.to === recognition.lab.email));

const day = (date: Date) => formatDay(date);

describe('runRecognitionExpiry: expiry', () => {
  it('marks an ended recognition Expired once, with one event, one notification and one e-mail', async () => {
    const end = farEnd(0);
    const now = new Date(end.getTime() + 60 * 60_000);
    const mailer = recordingOutbox();
    // Whatever else has ended by then is expired first, so the runs below see only this recognition.
    await runRecognitionExpiry(contextWith(recordingOutbox()), now);
    const recognition = await recognitionEnding(end);

    expect(await runRecognitionExpiry(contextWith(mailer), now)).toEqual({ expired: 1, reminded: 0 });
    expect(await runRecognitionExpiry(contextWith(mailer), now)).toEqual({ expired: 0, reminded: 0 });

    expect(await statusOf(recognition)).toBe(R.expired);
    expect(await eventsOf(recognition)).toMatchObject([
      {
        subject: 'recognition',
        action: 'expire',
        fromStatus: R.recognised,
        toStatus: R.expired,
        actorUserId: null,
        detail: `Validity ended on ${day(end)}`,
      },
    ]);
    const message = `Your LRP recognition ${recognition.recognitionNumber} expired on ${day(end)}. To be recognised again, apply for a new recognition.`;
    expect(await notificationsOf(recognition)).toMatchObject([
      { title: 'Your LRP recognition has expired', message, linkPath: `/recognition/${recognition.id}` },
    ]);
    const mails = mailsTo([mailer], recognition);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Your LRP recognition has expired');
    expect(mails[0]?.text).toContain(message);
    expect(mails[0]?.text).toContain(`Open the recognition on the portal:`);
    expect(mails[0]?.text).toContain(`${testApp.config.publicUrl}/recognition/${recognition.id}`);
  });

  it('acts once when two runs reach the same recognition at the same moment', async () => {
    const end = farEnd(1);
    const now = new Date(end.getTime() + 60_000);
    await runRecognitionExpiry(contextWith(recordingOutbox()), now);
    const recognition = await recognitionEnding(end);
    const first = recordingOutbox();
    const second = recordingOutbox();

    const runs = await Promise.all([
      runRecognitionExpiry(contextWith(first), now),
      runRecognitionExpiry(contextWith(second), now),
    ]);

    expect(runs.map((run) => run.expired).sort()).toEqual([0, 1]);
    expect(await statusOf(recognition)).toBe(R.expired);
    expect(await eventsOf(recognition)).toHaveLength(1);
    expect(await notificationsOf(recognition)).toHaveLength(1);
    expect(mailsTo([first, second], recognition)).toHaveLength(1);
  });

  it('leaves a suspended recognition past its validity to the decision on its suspension', async () => {
    const end = farEnd(2);
    const recognition = await recognitionEnding(end, R.suspended);
    const mailer = recordingOutbox();

    await runRecognitionExpiry(contextWith(mailer), new Date(end.getTime() + DAY_MS));

    expect(await statusOf(recognition)).toBe(R.suspended);
    expect(await eventsOf(recognition)).toEqual([]);
    expect(await notificationsOf(recognition)).toEqual([]);
    expect(mailsTo([mailer], recognition)).toEqual([]);
  });
});

describe('runRecognitionExpiry: renewal reminders', () => {
  it('reminds on the nearest reminder day reached, each once', async () => {
    const end = farEnd(3);
    const recognition = await recognitionEnding(end);
    const mailer = recordingOutbox();
    const remindersAfterRunAt = async (daysLeft: number) => {
      await runRecognitionExpiry(contextWith(mailer), daysBefore(end, daysLeft));
      return remindersOf(recognition, end);
    };

    expect(await remindersAfterRunAt(95)).toEqual([]);
    expect(await remindersAfterRunAt(85)).toEqual([90]);
    expect(await remindersAfterRunAt(84)).toEqual([90]);
    expect(await remindersAfterRunAt(50)).toEqual([90, 60]);
    expect(await remindersAfterRunAt(50)).toEqual([90, 60]);

    const message = `Your LRP recognition ${recognition.recognitionNumber} expires on ${day(end)} (in 85 days). Apply to renew it before then.`;
    const notifications = await notificationsOf(recognition);
    expect(notifications).toHaveLength(2);
    expect(notifications.find((row) => row.message === message)).toMatchObject({
      title: 'Renew your LRP recognition',
      linkPath: `/recognition/${recognition.id}`,
    });
    expect(notifications.map((row) => row.message)).toContain(
      `Your LRP recognition ${recognition.recognitionNumber} expires on ${day(end)} (in 50 days). Apply to renew it before then.`,
    );
    const mails = mailsTo([mailer], recognition);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Renew your LRP recognition',
      'Renew your LRP recognition',
    ]);
    expect(mails[0]?.text).toContain(message);
    expect(await statusOf(recognition)).toBe(R.recognised);
  });

  it('sends only the 60-day reminder when the job missed the 90th day', async () => {
    const end = farEnd(4);
    const recognition = await recognitionEnding(end);
    const mailer = recordingOutbox();

    await runRecognitionExpiry(contextWith(mailer), daysBefore(end, 55));

    expect(await remindersOf(recognition, end)).toEqual([60]);
    expect(await notificationsOf(recognition)).toHaveLength(1);
    expect(mailsTo([mailer], recognition)).toHaveLength(1);
  });

  it('sends a reminder once when two runs reach it at the same moment', async () => {
    const end = farEnd(5);
    const recognition = await recognitionEnding(end);
    const first = recordingOutbox();
    const second = recordingOutbox();

    await Promise.all([
      runRecognitionExpiry(contextWith(first), daysBefore(end, 80)),
      runRecognitionExpiry(contextWith(second), daysBefore(end, 80)),
    ]);

    expect(await remindersOf(recognition, end)).toEqual([90]);
    expect(await notificationsOf(recognition)).toHaveLength(1);
    expect(mailsTo([first, second], recognition)).toHaveLength(1);
  });

  it('starts the reminders afresh when a renewal gives the recognition a new validity', async () => {
    const end = farEnd(6);
    const recognition = await recognitionEnding(end);
    const mailer = recordingOutbox();
    await runRecognitionExpiry(contextWith(mailer), daysBefore(end, 85));
    const renewedEnd = new Date(end.getTime() + 3 * 365 * DAY_MS);
    await db()
      .update(companyRecognitions)
      .set({ validUntil: renewedEnd })
      .where(eq(companyRecognitions.id, recognition.id));

    await runRecognitionExpiry(contextWith(mailer), daysBefore(end, 50));
    expect(await remindersOf(recognition, renewedEnd)).toEqual([]);
    await runRecognitionExpiry(contextWith(mailer), daysBefore(renewedEnd, 85));

    expect(await remindersOf(recognition, end)).toEqual([90]);
    expect(await remindersOf(recognition, renewedEnd)).toEqual([90]);
    expect(mailsTo([mailer], recognition)).toHaveLength(2);
  });

  it('reminds no recognition that is suspended', async () => {
    const end = farEnd(7);
    const recognition = await recognitionEnding(end, R.suspended);
    const mailer = recordingOutbox();

    await runRecognitionExpiry(contextWith(mailer), daysBefore(end, 20));

    expect(await remindersOf(recognition, end)).toEqual([]);
    expect(mailsTo([mailer], recognition)).toEqual([]);
  });
});

describe('the recognition-expiry job', () => {
  it('runs when the job queue takes it, and writes its e-mails to the outbox', async () => {
    const recognition = await recognitionEnding(new Date(Date.now() - 60_000));
    await testApp.app.jobs.nudge('recognition-expiry');
    await expect.poll(() => statusOf(recognition), { timeout: 10_000 }).toBe(R.expired);
    const queued = await db()
      .select({ about: outgoingEmails.about, aboutId: outgoingEmails.aboutId })
      .from(outgoingEmails)
      .where(eq(outgoingEmails.aboutId, recognition.id));
    expect(queued).toEqual([{ about: 'recognition', aboutId: recognition.id }]);
  });
});
