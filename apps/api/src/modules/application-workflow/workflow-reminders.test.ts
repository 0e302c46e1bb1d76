import { ApplicationStatus, CorrectiveActionStatus, CorrespondenceStatus, formatDay } from '@fsmis/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicationCorrespondence,
  applicationInvoices,
  applicationReminders,
  correctiveActions,
  inAppNotifications,
  outgoingEmails,
} from '../../db/schema/index.js';
import { recordingOutbox } from '../../test/recording-outbox.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  addFindings,
  type SeededApplication,
  seededApplication,
  storedFile,
} from '../../test/workflow-records.js';
import type { Outbox, QueuedEmail } from '../mail/outbox.service.js';
import { singaporeToday } from './due-dates.js';
import { type ReminderContext, runWorkflowReminders } from './workflow-reminders.js';

const S = ApplicationStatus;

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp?.close());

const db = () => testApp.database.db;

const contextWith = (mailer: Outbox): ReminderContext => ({
  db: db(),
  outbox: mailer,
  publicUrl: testApp.config.publicUrl,
});

/** The calendar day `days` after `day` (yyyy-mm-dd). */
function dayAfter(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Noon in Singapore on `day`: the moment a run happens in these tests. */
const noonOf = (day: string) => new Date(`${day}T12:00:00+08:00`);
/** A due date well clear of the seed's and of other tests' dates, so each test reads its own reminders. */
const farDay = (offset: number) => dayAfter(singaporeToday(), 400 + offset);

async function withRequest(due: string, status: CorrespondenceStatus = CorrespondenceStatus.sent) {
  const application = await seededApplication(testApp, {
    status: status === CorrespondenceStatus.sent ? S.requestForInformation : S.applicationReview,
  });
  await db()
    .insert(applicationCorrespondence)
    .values({
      applicationId: application.id,
      round: 1,
      subject: 'Method validation records',
      message: 'Send the validation report.',
      dueDate: due,
      status,
      sentAt: new Date(),
      sentByUserId: application.officerUserId,
      ...(status === CorrespondenceStatus.acknowledged
        ? { responseText: 'Attached.', respondedAt: new Date(), respondedByUserId: application.lab.userId }
        : {}),
    });
  return application;
}

async function remindersOf(application: SeededApplication) {
  return db()
    .select()
    .from(applicationReminders)
    .where(eq(applicationReminders.applicationId, application.id));
}

async function notificationsOf(application: SeededApplication) {
  return db()
    .select()
    .from(inAppNotifications)
    .where(eq(inAppNotifications.companyId, application.lab.companyId));
}

const mailsTo = (mailer: { sent: QueuedEmail[] }, application: SeededApplication) =>
  mailer.sent.filter((mail) => mail.to === application.lab.email);

describe('runWorkflowReminders', () => {
  it('sends a reminder once, in the app and by e-mail, however many runs reach it at the same moment', async () => {
    const due = farDay(0);
    const application = await withRequest(due);
    const now = noonOf(dayAfter(due, -2));
    const first = recordingOutbox();
    const second = recordingOutbox();

    // Two instances at once, then one of them again.
    const sent = await Promise.all([
      runWorkflowReminders(contextWith(first), now),
      runWorkflowReminders(contextWith(second), now),
    ]);
    expect(sent[0] + sent[1]).toBeGreaterThanOrEqual(1);
    expect(await runWorkflowReminders(contextWith(first), now)).toBe(0);

    expect((await remindersOf(application)).map((reminder) => reminder.kind)).toEqual(['due-soon']);
    const notifications = await notificationsOf(application);
    expect(notifications).toHaveLength(1);
    expect(notifications[0]).toMatchObject({
      title: 'Request for information due soon',
      message: `Answer the request for information on application ${application.referenceNumber} by ${formatDay(due)}.`,
      linkPath: `/application/${application.id}`,
    });
    const mails = [...mailsTo(first, application), ...mailsTo(second, application)];
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Request for information due soon');
    expect(mails[0]?.text).toContain(`${testApp.config.publicUrl}/application/${application.id}`);
  });

  it('sends due-soon from three days before the due date, and overdue from the day after it', async () => {
    const due = farDay(10);
    const application = await withRequest(due);
    const mailer = recordingOutbox();
    const kindsAfterRunOn = async (day: string) => {
      await runWorkflowReminders(contextWith(mailer), noonOf(day));
      return (await remindersOf(application)).map((reminder) => reminder.kind).sort();
    };

    expect(await kindsAfterRunOn(dayAfter(due, -4))).toEqual([]);
    expect(await kindsAfterRunOn(dayAfter(due, -3))).toEqual(['due-soon']);
    expect(await kindsAfterRunOn(due)).toEqual(['due-soon']);
    expect(await kindsAfterRunOn(dayAfter(due, 1))).toEqual(['due-soon', 'overdue']);
    expect(await kindsAfterRunOn(dayAfter(due, 6))).toEqual(['due-soon', 'overdue']);

    expect(mailsTo(mailer, application).map((mail) => mail.subject)).toEqual([
      'Request for information due soon',
      'Request for information overdue',
    ]);
    const overdue = (await notificationsOf(application)).find((row) => row.title.endsWith('overdue'));
    expect(overdue?.message).toBe(
      `Your answer to the request for information on application ${application.referenceNumber} was due on ${formatDay(due)}. Answer it as soon as you can.`,
    );
  });

  it('sends nothing for an answered request, a paid invoice or submitted corrective actions', async () => {
    const due = farDay(20);
    const answered = await withRequest(due, CorrespondenceStatus.acknowledged);
    const paid = await seededApplication(testApp, { status: S.pendingApprovalOrSupport });
    await insertInvoice(paid, due, new Date());
    const corrected = await seededApplication(testApp, { status: S.pendingCorrectiveAction });
    for (const finding of await addFindings(testApp, corrected, [due, due])) {
      await db().insert(correctiveActions).values({
        findingId: finding.id,
        attempt: 1,
        text: 'Retrained the analysts.',
        status: CorrectiveActionStatus.submitted,
      });
    }
    const mailer = recordingOutbox();

    await runWorkflowReminders(contextWith(mailer), noonOf(dayAfter(due, -1)));
    await runWorkflowReminders(contextWith(mailer), noonOf(dayAfter(due, 1)));

    for (const application of [answered, paid, corrected]) {
      expect(await remindersOf(application)).toEqual([]);
      expect(await notificationsOf(application)).toEqual([]);
      expect(mailsTo(mailer, application)).toEqual([]);
    }
  });

  it('reminds of findings to acknowledge, corrective actions still owed and unpaid invoices', async () => {
    const due = farDay(30);
    const acknowledging = await seededApplication(testApp, { status: S.pendingFindingsAcknowledgement });
    await addFindings(testApp, acknowledging, [due, dayAfter(due, 5)]);
    const correcting = await seededApplication(testApp, { status: S.pendingCorrectiveAction });
    const [answered] = await addFindings(testApp, correcting, [dayAfter(due, -10), due]);
    await db()
      .insert(correctiveActions)
      .values({
        findingId: answered?.id ?? '',
        attempt: 1,
        text: 'Validated the method.',
        status: CorrectiveActionStatus.accepted,
      });
    const invoiced = await seededApplication(testApp, { status: S.recognised });
    const number = await insertInvoice(invoiced, due, null);
    const mailer = recordingOutbox();

    await runWorkflowReminders(contextWith(mailer), noonOf(dayAfter(due, -1)));

    const day = formatDay(due);
    const expected: [SeededApplication, string, string, string][] = [
      [
        acknowledging,
        'findings-acknowledgement',
        'Findings to acknowledge',
        `Acknowledge the findings on application ${acknowledging.referenceNumber} by ${day}.`,
      ],
      [
        correcting,
        'corrective-actions',
        'Corrective actions due soon',
        `Submit corrective actions for the findings on application ${correcting.referenceNumber} by ${day}.`,
      ],
      [
        invoiced,
        `invoice:${number.id}`,
        'Invoice due soon',
        `Pay invoice ${number.number} for application ${invoiced.referenceNumber} by ${day}.`,
      ],
    ];
    for (const [application, subject, title, message] of expected) {
      expect(await remindersOf(application)).toMatchObject([{ subject, kind: 'due-soon' }]);
      expect(await notificationsOf(application)).toMatchObject([{ title, message }]);
      expect(mailsTo(mailer, application).map((mail) => mail.subject)).toEqual([title]);
    }
  });

  it('finds nothing due in the demo data on the day it is seeded', async () => {
    // Other tests run at dates far ahead; today, only the demo's own due dates could be near.
    expect(await runWorkflowReminders(contextWith(recordingOutbox()), new Date())).toBe(0);
  });
});

describe('the workflow-reminders job', () => {
  it('runs when the job queue takes it, and writes its e-mails to the outbox', async () => {
    const application = await withRequest(dayAfter(singaporeToday(), 1));
    await testApp.app.jobs.nudge('workflow-reminders');
    await expect.poll(async () => (await remindersOf(application)).length, { timeout: 10_000 }).toBe(1);
    const queued = await db()
      .select({
        subject: outgoingEmails.subject,
        about: outgoingEmails.about,
        aboutId: outgoingEmails.aboutId,
      })
      .from(outgoingEmails)
      .where(eq(outgoingEmails.to, application.lab.email));
    expect(queued).toEqual([
      { subject: 'Request for information due soon', about: 'application', aboutId: application.id },
    ]);
  });
});

/** An invoice of the application due on `due`, paid at `paidAt` or not; answers its id and number. */
async function insertInvoice(application: SeededApplication, due: string, paidAt: Date | null) {
  const attachmentId = await storedFile(testApp, application.lab.companyId, { name: 'Invoice.pdf' });
  const number = `INV-TEST-${application.referenceNumber}`;
  const [row] = await db()
    .insert(applicationInvoices)
    .values({
      applicationId: application.id,
      number,
      lines: [{ item: 'Application fee', amountSgd: 500 }],
      amountSgd: 500,
      dueDate: due,
      attachmentId,
      issuedAt: new Date(),
      issuedByUserId: application.officerUserId,
      paidAt,
    })
    .returning({ id: applicationInvoices.id });
  if (!row) throw new Error('The invoice was not stored');
  return { id: row.id, number };
}
