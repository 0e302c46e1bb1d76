import { CompanyRecognitionStatus, formatDay, Programme, SuspensionStatus } from '@fsmis/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recognitionEventDocuments, recognitionEvents } from '../../db/schema/index.js';
import {
  auditActionsOn,
  mailsTo,
  mustSucceed,
  noticesOf,
  officerRecognitionPost,
  type RecognisedLab,
  recognisedLab,
  recognitionRecord,
  SUSPENSION_GROUNDS,
  suspensionRecord,
  suspensionStep,
  uploadedPdf,
  waitForMail,
} from '../../test/recognition-builders.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { officerUpload } from '../../test/workflow-builders.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp?.close());

const U = SuspensionStatus;
const R = CompanyRecognitionStatus;
type Suspended = RecognisedLab & { suspensionId: string };

/** One step of the walk: who takes it, and what must hold once it is taken. */
interface Walk {
  readonly step: string;
  readonly take: (at: Suspended) => Promise<unknown>;
  readonly suspension: SuspensionStatus;
  readonly recognition: CompanyRecognitionStatus;
  /** The notification the company gets: its title, and whether it is also e-mailed. */
  readonly notice: string;
  readonly mailed: boolean;
  /** The officer's audit entry, none for the company's own steps. */
  readonly audit: string | null;
}

const officer = (
  action: string,
  suspension: SuspensionStatus,
  recognition: CompanyRecognitionStatus,
  notice: string,
): Walk => ({
  step: action,
  take: async (at) =>
    mustSucceed(
      action,
      officerRecognitionPost(testApp, `suspensions/${at.suspensionId}/${action}`, {
        reason: `The reason to ${action}.`,
        files: [await officerUpload(testApp, `${action}.pdf`)],
      }),
    ),
  suspension,
  recognition,
  notice,
  mailed: true,
  audit: `suspension.${action}`,
});

const company = (
  step: string,
  payload: (at: Suspended) => Promise<object>,
  suspension: SuspensionStatus,
  recognition: CompanyRecognitionStatus,
  notice: string,
): Walk => ({
  step,
  take: async (at) => mustSucceed(step, suspensionStep(testApp, at, step, await payload(at))),
  suspension,
  recognition,
  notice,
  mailed: false,
  audit: null,
});

/** The company's words on a step, with a document it uploaded. */
const withDocument = (field: 'statement' | 'response') => async (at: Suspended) => ({
  [field]: 'Our answer, with the evidence attached.',
  attachmentIds: [await uploadedPdf(testApp, at.lab)],
});

const REQUIRE_DETAILS = officer(
  'require-details',
  U.suspensionDetailsRequired,
  R.recognised,
  'Details needed on the proposed suspension of your AOR recognition',
);
const DETAILS = company(
  'details',
  withDocument('response'),
  U.suspensionRequested,
  R.recognised,
  'Details sent on the proposed suspension',
);
const SUSPEND = officer('suspend', U.suspended, R.suspended, 'Your AOR recognition has been suspended');
const ACKNOWLEDGE = company(
  'acknowledge',
  async () => ({}),
  U.suspensionAcknowledged,
  R.suspended,
  'Suspension acknowledged',
);
const APPEAL = company(
  'appeal',
  withDocument('statement'),
  U.appealSubmitted,
  R.appealInProgress,
  'Appeal submitted',
);
const CONSIDER = officer(
  'consider-reinstatement',
  U.pendingReinstatementApproval,
  R.appealInProgress,
  'Your AOR recognition is put forward for reinstatement',
);
const REINSTATE = officer(
  'reinstate',
  U.reinstated,
  R.recognised,
  'Your AOR recognition has been reinstated',
);
const REVOKE = officer('revoke', U.revoked, R.revoked, 'Your AOR recognition has been revoked');

/**
 * Proposes a suspension of a new AOR recognition with a document, then takes each step of `walk`,
 * checking after the proposal and after each step the suspension, the recognition, the company's newest
 * notification, the mailbox and the officer's audit log.
 */
async function walkThrough(walk: readonly Walk[]): Promise<Suspended> {
  const recognition = await recognisedLab(testApp, Programme.AOR);
  const { lab, recognitionId } = recognition;
  const proposed = await officerRecognitionPost(testApp, `${recognitionId}/suspensions`, {
    grounds: SUSPENSION_GROUNDS,
    files: [await officerUpload(testApp, 'Proficiency test report.pdf')],
  });
  expect(proposed.statusCode, proposed.body).toBe(201);
  const at: Suspended = { ...recognition, suspensionId: proposed.json().data.id };
  const path = `/recognition/${recognitionId}/suspension/${at.suspensionId}`;
  const link = `${testApp.config.publicUrl}${path}`;
  const audit: string[] = ['suspension.propose'];

  const expectState = async (state: Omit<Walk, 'take' | 'step'>) => {
    expect((await suspensionRecord(testApp, at.suspensionId)).status).toBe(state.suspension);
    expect((await recognitionRecord(testApp, recognitionId)).status).toBe(state.recognition);
    const [newest] = await noticesOf(testApp, lab.cookie);
    expect(newest).toMatchObject({ title: state.notice, linkPath: path });
    if (state.mailed) {
      expect((await waitForMail(testApp, lab.email, state.notice)).links).toContain(link);
    } else {
      expect((await mailsTo(testApp, lab.email)).map((mail) => mail.subject)).not.toContain(state.notice);
    }
    if (state.audit) audit.push(state.audit);
    expect(await auditActionsOn(testApp, 'recognition-suspension', at.suspensionId)).toEqual(audit);
  };

  await expectState({
    suspension: U.suspensionRequested,
    recognition: R.recognised,
    notice: 'The regulator proposes to suspend your AOR recognition',
    mailed: true,
    audit: null,
  });
  const mail = await waitForMail(
    testApp,
    lab.email,
    'The regulator proposes to suspend your AOR recognition',
  );
  expect(mail.text).toContain(SUSPENSION_GROUNDS);
  for (const step of walk) {
    await step.take(at);
    await expectState(step);
  }
  return at;
}

/** The steps of the suspension in its history, each with the number of documents given with it. */
async function historyOf(at: Suspended) {
  const rows = await testApp.database.db
    .select({
      action: recognitionEvents.action,
      at: recognitionEvents.at,
      documents: count(recognitionEventDocuments.attachmentId),
    })
    .from(recognitionEvents)
    .leftJoin(recognitionEventDocuments, eq(recognitionEventDocuments.eventId, recognitionEvents.id))
    .where(eq(recognitionEvents.subjectId, at.suspensionId))
    .groupBy(recognitionEvents.id, recognitionEvents.action, recognitionEvents.at);
  return rows
    .sort((a, b) => a.at.getTime() - b.at.getTime())
    .map(({ action, documents }) => [action, documents]);
}

describe('a suspension from its proposal to its end', () => {
  it('reaches Reinstated: details asked and given, suspended, acknowledged, appealed, put forward, reinstated', async () => {
    const at = await walkThrough([
      REQUIRE_DETAILS,
      DETAILS,
      SUSPEND,
      ACKNOWLEDGE,
      APPEAL,
      CONSIDER,
      REINSTATE,
    ]);
    const suspension = await suspensionRecord(testApp, at.suspensionId);
    expect(suspension.endedAt).not.toBeNull();
    expect(suspension.effectiveFrom).not.toBeNull();
    expect(await historyOf(at)).toEqual([
      ['propose', 1],
      ['require-details', 1],
      ['provide-details', 1],
      ['suspend', 1],
      ['acknowledge', 0],
      ['appeal', 1],
      ['consider-reinstatement', 1],
      ['reinstate', 1],
    ]);
  });

  it('tells the company until when it may appeal once suspended', async () => {
    const at = await walkThrough([SUSPEND]);
    const { appealDeadline, effectiveFrom } = await suspensionRecord(testApp, at.suspensionId);
    if (!appealDeadline || !effectiveFrom) throw new Error('The suspension has no appeal deadline');
    expect(appealDeadline.getTime() - effectiveFrom.getTime()).toBe(
      testApp.config.appealPeriodDays * 86_400_000,
    );
    const [newest] = await noticesOf(testApp, at.lab.cookie);
    expect(newest?.message).toBe(
      `Your AOR recognition ${at.recognitionNumber} has been suspended. You may appeal until ${formatDay(appealDeadline)}. The reason: The reason to suspend.`,
    );
  });

  it('reaches Revoked: suspended, appealed, revoked; the company is told it may no longer apply under AOR', async () => {
    const at = await walkThrough([SUSPEND, APPEAL, REVOKE]);
    expect((await suspensionRecord(testApp, at.suspensionId)).endedAt).not.toBeNull();
    const [newest] = await noticesOf(testApp, at.lab.cookie);
    expect(newest?.message).toContain('You can no longer apply under AOR.');
  });

  it('reinstates straight from Suspended, without an appeal', async () => {
    await walkThrough([SUSPEND, REINSTATE]);
  });

  it('reinstates an acknowledged suspension too', async () => {
    await walkThrough([SUSPEND, ACKNOWLEDGE, REINSTATE]);
  });
});
