import {
  APPLICATION_FORMS,
  ApplicationCategory,
  ApplicationStatus,
  AttachmentScanStatus,
  CompanyRecognitionStatus,
  CorrespondenceStatus,
  PendingDetailsStatus,
  Programme,
  SuspensionStatus,
} from '@fsmis/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renewalReminderNotice, runRecognitionExpiry } from '../../modules/recognition/recognition-expiry.js';
import { postStart } from '../../test/application-builders.js';
import { recordingOutbox } from '../../test/recording-outbox.js';
import { signInAs } from '../../test/sign-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  applications,
  attachments,
  companies,
  companyRecognitions,
  companyTermsAndConditions,
  inAppNotifications,
  recognitionEventDocuments,
  recognitionEvents,
  recognitionPendingDetails,
  recognitionReminders,
  recognitionSuspensions,
  users,
} from '../schema/index.js';
import { DEMO_ACCOUNTS, DEMO_OFFICER, type DemoAccountKey } from './demo-accounts.js';
import { isoDate } from './demo-answers.js';
import { RECOGNITION_DAYS } from './demo-recognitions.js';

const R = CompanyRecognitionStatus;
const U = SuspensionStatus;
const DAY_MS = 86_400_000;

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp?.close());

const db = () => testApp.database.db;

/** Whole days from now to `date` (negative: in the past), rounded. */
const daysFromNow = (date: Date | null | undefined) =>
  date ? Math.round((date.getTime() - Date.now()) / DAY_MS) : null;

async function companyOf(key: DemoAccountKey) {
  const [company] = await db()
    .select()
    .from(companies)
    .where(eq(companies.uen, DEMO_ACCOUNTS[key].companyUen ?? ''));
  if (!company) throw new Error(`${key} is not seeded`);
  return company;
}

async function recognitionOf(key: DemoAccountKey, programme: Programme) {
  const company = await companyOf(key);
  const [recognition] = await db()
    .select()
    .from(companyRecognitions)
    .where(and(eq(companyRecognitions.companyId, company.id), eq(companyRecognitions.programme, programme)));
  if (!recognition) throw new Error(`${key} has no recognition under programme ${programme}`);
  return recognition;
}

/** The recognition's suspension (the one it has), with its history in order and each step's files. */
async function suspensionOf(recognitionId: string) {
  const [suspension] = await db()
    .select()
    .from(recognitionSuspensions)
    .where(eq(recognitionSuspensions.recognitionId, recognitionId));
  if (!suspension) throw new Error('No suspension seeded');
  const events = await db()
    .select()
    .from(recognitionEvents)
    .where(eq(recognitionEvents.subjectId, suspension.id))
    .orderBy(recognitionEvents.at);
  const documents = await db()
    .select({ eventId: recognitionEventDocuments.eventId, attachment: attachments })
    .from(recognitionEventDocuments)
    .innerJoin(attachments, eq(attachments.id, recognitionEventDocuments.attachmentId))
    .where(
      inArray(
        recognitionEventDocuments.eventId,
        events.map((event) => event.id),
      ),
    );
  const [officer] = await db().select().from(users).where(eq(users.email, DEMO_OFFICER.email));
  return {
    suspension,
    events,
    officerId: officer?.id,
    steps: events.map((event) => event.action),
    filesOf: (action: string) =>
      documents
        .filter((document) => events.find((event) => event.id === document.eventId)?.action === action)
        .map((document) => document.attachment),
  };
}

/** Each step moves on from where the one before left the suspension, and the last leaves it where it is. */
function expectOneChain(story: Awaited<ReturnType<typeof suspensionOf>>) {
  expect(story.events[0]).toMatchObject({
    subject: 'suspension',
    action: 'propose',
    fromStatus: null,
    toStatus: 1,
  });
  story.events.slice(1).forEach((event, index) => {
    expect(event.fromStatus, event.action).toBe(story.events[index]?.toStatus);
  });
  expect(story.events.at(-1)?.toStatus).toBe(story.suspension.status);
  expect(story.suspension.reason).toBe(story.events[0]?.detail);
  expect(story.suspension.proposedByUserId).toBe(story.officerId);
}

const notificationsOf = async (key: DemoAccountKey) =>
  db()
    .select()
    .from(inAppNotifications)
    .where(eq(inAppNotifications.companyId, (await companyOf(key)).id));

async function remindersOf(recognition: { id: string; validUntil: Date }) {
  const rows = await db()
    .select()
    .from(recognitionReminders)
    .where(eq(recognitionReminders.recognitionId, recognition.id));
  expect(rows.every((row) => row.validUntil.getTime() === recognition.validUntil.getTime())).toBe(true);
  return rows.map((row) => row.daysBefore).sort((a, b) => b - a);
}

describe('the demo recognitions over their life', () => {
  it("expires ready's LRP recognition 50 days after seeding, its 90- and 60-day reminders sent", async () => {
    const recognition = await recognitionOf('ready', Programme.LRP);
    expect(recognition.status).toBe(R.recognised);
    expect(daysFromNow(recognition.validUntil)).toBe(50);
    expect((recognition.validUntil.getTime() - recognition.validFrom.getTime()) / DAY_MS).toBe(
      RECOGNITION_DAYS,
    );
    const [granting] = await db()
      .select()
      .from(applications)
      .where(eq(applications.id, recognition.applicationId ?? ''));
    expect(granting).toMatchObject({
      programme: Programme.LRP,
      category: ApplicationCategory.new,
      status: ApplicationStatus.recognised,
      statusSince: recognition.validFrom,
    });
    expect(await remindersOf(recognition)).toEqual([90, 60]);
    const reminder = renewalReminderNotice(
      recognition,
      new Date(recognition.validUntil.getTime() - 60 * DAY_MS),
    );
    expect(reminder.message).toContain('(in 60 days)');
    const seen = (await notificationsOf('ready')).filter((row) => row.title === reminder.title);
    expect(seen).toEqual([
      expect.objectContaining({ message: reminder.message, linkPath: `/recognition/${recognition.id}` }),
    ]);
    // Read before ready started its renewal draft: the IBR terms stay its one unread notification.
    expect(seen[0]?.readAt).toBeInstanceOf(Date);
  });

  it("expires veteran's LRP recognition 45 days after seeding, its 60-day reminder unread", async () => {
    const recognition = await recognitionOf('veteran', Programme.LRP);
    expect(daysFromNow(recognition.validUntil)).toBe(45);
    expect(await remindersOf(recognition)).toEqual([90, 60]);
    const reminder = renewalReminderNotice(
      recognition,
      new Date(recognition.validUntil.getTime() - 60 * DAY_MS),
    );
    expect((await notificationsOf('veteran')).filter((row) => row.title === reminder.title)).toEqual([
      expect.objectContaining({ message: reminder.message, readAt: null }),
    ]);
  });

  it('leaves the expiry job nothing to do on the day of seeding', async () => {
    const context = {
      db: db(),
      outbox: recordingOutbox(),
      publicUrl: testApp.config.publicUrl,
      renewal: testApp.config.renewal,
    };
    expect(await runRecognitionExpiry(context, new Date())).toEqual({ expired: 0, reminded: 0 });
  });

  it("suspends suspended's AOR recognition 5 days ago, after details asked and given: it may appeal", async () => {
    const recognition = await recognitionOf('suspended', Programme.AOR);
    expect(recognition.status).toBe(R.suspended);
    const story = await suspensionOf(recognition.id);
    expectOneChain(story);
    expect(story.steps).toEqual(['propose', 'require-details', 'provide-details', 'suspend']);
    expect(story.events.map((event) => daysFromNow(event.at))).toEqual([-20, -17, -15, -5]);
    const company = await companyOf('suspended');
    const [user] = await db().select().from(users).where(eq(users.companyId, company.id));
    expect(story.events.map((event) => event.actorUserId)).toEqual([
      story.officerId,
      story.officerId,
      user?.id,
      story.officerId,
    ]);
    expect(story.events.every((event) => event.detail)).toBe(true);
    const { suspension } = story;
    expect(suspension.status).toBe(U.suspended);
    expect(suspension.effectiveFrom).toEqual(story.events[3]?.at);
    expect(suspension.appealDeadline?.getTime()).toBe(
      (suspension.effectiveFrom?.getTime() ?? 0) + 14 * DAY_MS,
    );
    expect(daysFromNow(suspension.appealDeadline)).toBe(9);
    expect(suspension.endedAt).toBeNull();
    for (const [action, by] of [
      ['propose', story.officerId],
      ['provide-details', user?.id],
    ] as const) {
      expect(story.filesOf(action), action).toEqual([
        expect.objectContaining({
          companyId: company.id,
          uploadedByUserId: by,
          status: AttachmentScanStatus.scanned,
          purpose: 'document',
        }),
      ]);
    }
    // No applications and no terms: the suspension alone lets it in.
    expect(await db().select().from(applications).where(eq(applications.companyId, company.id))).toEqual([]);
    expect(
      await db()
        .select()
        .from(companyTermsAndConditions)
        .where(eq(companyTermsAndConditions.companyId, company.id)),
    ).toEqual([]);
    const told = await notificationsOf('suspended');
    expect(told.filter((row) => row.readAt === null)).toEqual([
      expect.objectContaining({ title: 'Your AOR recognition has been suspended' }),
    ]);
  });

  it("reinstated veteran's IBR recognition about 250 days ago, after an appeal with a supporting document", async () => {
    const recognition = await recognitionOf('veteran', Programme.IBR);
    expect(recognition.status).toBe(R.recognised);
    const story = await suspensionOf(recognition.id);
    expectOneChain(story);
    expect(story.steps).toEqual([
      'propose',
      'suspend',
      'acknowledge',
      'appeal',
      'consider-reinstatement',
      'reinstate',
    ]);
    expect(story.suspension.status).toBe(U.reinstated);
    expect(daysFromNow(story.events[0]?.at)).toBe(-300);
    expect(daysFromNow(story.suspension.endedAt)).toBe(-250);
    expect(story.events[3]?.at.getTime()).toBeLessThanOrEqual(
      story.suspension.appealDeadline?.getTime() ?? 0,
    );
    expect(story.filesOf('appeal')).toHaveLength(1);
  });

  it("asks for one thing veteran's AOR recognition still owes, due 30 days after seeding", async () => {
    const recognition = await recognitionOf('veteran', Programme.AOR);
    const pending = await db()
      .select()
      .from(recognitionPendingDetails)
      .where(eq(recognitionPendingDetails.recognitionId, recognition.id));
    expect(pending).toEqual([
      expect.objectContaining({
        description: 'An updated list of approved signatories',
        status: PendingDetailsStatus.pendingDetails,
        dueDate: isoDate(new Date(Date.now() + 30 * DAY_MS)),
      }),
    ]);
    const events = await db()
      .select()
      .from(recognitionEvents)
      .where(eq(recognitionEvents.subjectId, pending[0]?.id ?? ''));
    expect(events).toEqual([
      expect.objectContaining({
        subject: 'pending-details',
        action: 'request',
        fromStatus: null,
        toStatus: 1,
      }),
    ]);
  });

  it('revoked: a recognised LRP laboratory whose recognition was revoked 60 days ago, after every stage', async () => {
    const account = DEMO_ACCOUNTS.revoked;
    const company = await companyOf('revoked');
    expect(company).toMatchObject({ name: account.companyName, regionType: 1 });
    const [user] = await db().select().from(users).where(eq(users.companyId, company.id));
    expect(user).toMatchObject({ singpassIdentifier: account.singpassIdentifier, email: account.email });
    expect(user?.contactNumber).toBeTruthy();
    expect(user?.signatureAttachmentId).toBeTruthy();
    const terms = await db()
      .select()
      .from(companyTermsAndConditions)
      .where(eq(companyTermsAndConditions.companyId, company.id));
    expect(terms).toEqual([
      expect.objectContaining({ programme: Programme.LRP, status: CorrespondenceStatus.acknowledged }),
    ]);
    const own = await db().select().from(applications).where(eq(applications.companyId, company.id));
    expect(own).toEqual([
      expect.objectContaining({
        programme: Programme.LRP,
        category: ApplicationCategory.new,
        status: ApplicationStatus.recognised,
      }),
    ]);
    expect(daysFromNow(own[0]?.statusSince)).toBe(-730);

    const recognition = await recognitionOf('revoked', Programme.LRP);
    expect(recognition).toMatchObject({ status: R.revoked, applicationId: own[0]?.id });
    const story = await suspensionOf(recognition.id);
    expectOneChain(story);
    expect(story.steps).toEqual([
      'propose',
      'require-details',
      'provide-details',
      'suspend',
      'acknowledge',
      'appeal',
      'consider-reinstatement',
      'revoke',
    ]);
    expect(story.suspension.status).toBe(U.revoked);
    expect(daysFromNow(story.suspension.endedAt)).toBe(-60);
    expect(daysFromNow(recognition.updatedAt)).toBe(-60);
  });

  it('lets revoked reach the dashboard, and start no LRP application', async () => {
    const cookie = await signInAs(testApp, 'revoked');
    const user = await testApp.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(user.json().data).toMatchObject({ hasAnyApplications: true, dashboardAllowed: true });
    for (const form of APPLICATION_FORMS[Programme.LRP]) {
      const response = await postStart(testApp, cookie, { programme: Programme.LRP, form: form.slug });
      expect(response.statusCode, form.slug).toBe(409);
      expect(response.json().message, form.slug).toBe(
        'Your LRP recognition was revoked, so you cannot apply under LRP again. A revocation does not end: contact the regulator if you have questions about it.',
      );
    }
  });
});
