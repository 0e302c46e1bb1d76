import { randomBytes } from 'node:crypto';
import {
  CompanyRecognitionStatus,
  Programme,
  programmeLabel,
  SuspensionStatus,
  unescapeHtmlDeep,
} from '@fsmis/domain';
import { and, eq } from 'drizzle-orm';
import {
  companyRecognitions,
  recognitionPendingDetails,
  recognitionSuspensions,
} from '../db/schema/index.js';
import type { AuditEntity } from '../modules/audit/audit.schemas.js';
import { listAuditLog } from '../modules/audit/audit.service.js';
import { countEmails } from '../modules/mail/outbox.service.js';
import { recogniseLab, registerLab, scannedFiles, type TestLab } from './application-builders.js';
import type { TestApp } from './test-app.js';
import { dataOf, officerCookie, officerUpload } from './workflow-builders.js';

/**
 * Builders of recognitions over their life, each on a new laboratory so that no test depends on another:
 * a recognised laboratory, its suspension driven through the officer's and the company's routes to the
 * status a test starts from, and the readings tests make of the records, the notices and the mailbox.
 */

export interface RecognisedLab {
  lab: TestLab;
  recognitionId: string;
  recognitionNumber: string;
  programme: Programme;
}

type InjectResponse = Awaited<ReturnType<TestApp['app']['inject']>>;

export { messageOf } from './responses.js';

/**
 * A new laboratory (or `lab`) recognised under `programme` by a Recognised New application
 * (`recogniseLab`); with `alone`, a laboratory that has nothing but the recognition: no application, no terms.
 */
export async function recognisedLab(
  testApp: TestApp,
  programme: Programme,
  options: { alone?: boolean; lab?: TestLab } = {},
): Promise<RecognisedLab> {
  const db = testApp.database.db;
  const lab = options.lab ?? (await registerLab(testApp, options.alone ? {} : { acknowledged: [programme] }));
  if (options.alone) {
    const now = Date.now();
    await db.insert(companyRecognitions).values({
      companyId: lab.companyId,
      programme,
      status: CompanyRecognitionStatus.recognised,
      recognitionNumber: `${programmeLabel(programme)}-REC-${randomBytes(4).toString('hex').toUpperCase()}`,
      validFrom: new Date(now - 365 * 86_400_000),
      validUntil: new Date(now + 2 * 365 * 86_400_000),
      scopeSummary: 'Test scope.',
    });
  } else {
    await recogniseLab(testApp, lab, programme);
  }
  const [row] = await db
    .select({ id: companyRecognitions.id, recognitionNumber: companyRecognitions.recognitionNumber })
    .from(companyRecognitions)
    .where(
      and(eq(companyRecognitions.companyId, lab.companyId), eq(companyRecognitions.programme, programme)),
    );
  if (!row) throw new Error('The recognition was not stored');
  return { lab, recognitionId: row.id, recognitionNumber: row.recognitionNumber, programme };
}

/** POST /api/officer/recognitions/{path} as the seeded officer. */
export async function officerRecognitionPost(testApp: TestApp, path: string, payload: object = {}) {
  return testApp.app.inject({
    method: 'POST',
    url: `/api/officer/recognitions/${path}`,
    headers: { cookie: await officerCookie(testApp) },
    payload,
  });
}

/** POST /api/companies/recognition/{path} as the company of `cookie`. */
export function companyRecognitionPost(testApp: TestApp, cookie: string, path: string, payload: object = {}) {
  return testApp.app.inject({
    method: 'POST',
    url: `/api/companies/recognition/${path}`,
    headers: { cookie },
    payload,
  });
}

/** A step that must succeed; answers its data (text unescaped). */
export const mustSucceed = async <T = { status: number; statusLabel: string }>(
  step: string,
  response: Promise<InjectResponse>,
): Promise<T> => dataOf<T>(await response, step);

export const SUSPENSION_GROUNDS = 'Two proficiency tests in a row were unsatisfactory.';

/** The officer proposes to suspend the recognition, with a document; answers the suspension's id. */
export async function proposeSuspensionOf(testApp: TestApp, recognition: RecognisedLab): Promise<string> {
  const body = {
    grounds: SUSPENSION_GROUNDS,
    files: [await officerUpload(testApp, 'Proficiency test report.pdf')],
  };
  const proposed = await mustSucceed<{ id: string }>(
    'Proposing the suspension',
    officerRecognitionPost(testApp, `${recognition.recognitionId}/suspensions`, body),
  );
  return proposed.id;
}

/** The officer's decision on a suspension, which must succeed. */
export const decide = (
  testApp: TestApp,
  suspensionId: string,
  action: string,
  reason = `Decided: ${action}.`,
) =>
  mustSucceed(
    `Officer ${action}`,
    officerRecognitionPost(testApp, `suspensions/${suspensionId}/${action}`, { reason }),
  );

/** A company's step on its suspension (acknowledge, appeal, details), as it answers. */
export const suspensionStep = (
  testApp: TestApp,
  suspended: RecognisedLab & { suspensionId: string },
  step: string,
  payload: object = {},
  cookie = suspended.lab.cookie,
) =>
  companyRecognitionPost(
    testApp,
    cookie,
    `${suspended.recognitionId}/suspension/${suspended.suspensionId}/${step}`,
    payload,
  );

const U = SuspensionStatus;

/** The statuses `suspensionIn` reaches, and the steps that reach each from the last. */
const PATH: readonly {
  reaches: SuspensionStatus;
  take: (testApp: TestApp, at: RecognisedLab & { suspensionId: string }) => Promise<unknown>;
}[] = [
  { reaches: U.suspended, take: (testApp, at) => decide(testApp, at.suspensionId, 'suspend') },
  {
    reaches: U.suspensionAcknowledged,
    take: (testApp, at) => mustSucceed('Acknowledging', suspensionStep(testApp, at, 'acknowledge')),
  },
  {
    reaches: U.appealSubmitted,
    take: (testApp, at) =>
      mustSucceed(
        'Appealing',
        suspensionStep(testApp, at, 'appeal', { statement: 'We retested: all passed.' }),
      ),
  },
  {
    reaches: U.pendingReinstatementApproval,
    take: (testApp, at) => decide(testApp, at.suspensionId, 'consider-reinstatement'),
  },
];

/**
 * A recognised laboratory whose suspension the API has taken to `status`: proposed (Suspension Requested),
 * details asked for (Suspension Details Required), or on along suspend, acknowledge, appeal and consider
 * reinstatement until it reaches `status`.
 */
export async function suspensionIn(
  testApp: TestApp,
  status: SuspensionStatus,
  options: { programme?: Programme; recognition?: RecognisedLab } = {},
): Promise<RecognisedLab & { suspensionId: string }> {
  const recognition =
    options.recognition ?? (await recognisedLab(testApp, options.programme ?? Programme.AOR));
  const at = { ...recognition, suspensionId: await proposeSuspensionOf(testApp, recognition) };
  if (status === U.suspensionDetailsRequired) {
    await decide(testApp, at.suspensionId, 'require-details', 'Send your latest proficiency test results.');
  } else if (status !== U.suspensionRequested) {
    for (const step of PATH) {
      await step.take(testApp, at);
      if (step.reaches === status) break;
    }
  }
  const reached = await suspensionRecord(testApp, at.suspensionId);
  if (reached.status !== status)
    throw new Error(`The builder reached status ${reached.status}, not ${status}`);
  return at;
}

/** The officer asks for details the recognition owes; answers their id. */
export async function pendingDetailsOf(testApp: TestApp, recognition: RecognisedLab): Promise<string> {
  const requested = await mustSucceed<{ id: string }>(
    'Requesting details',
    officerRecognitionPost(testApp, `${recognition.recognitionId}/pending-details`, {
      description: 'The signed scope of recognition',
      files: [await officerUpload(testApp, 'Scope to sign.pdf')],
    }),
  );
  return requested.id;
}

/** A PDF the lab uploaded and the scanner passed; answers its attachment id. */
export async function uploadedPdf(testApp: TestApp, lab: TestLab): Promise<string> {
  const { pdf } = await scannedFiles(testApp, lab);
  if (!pdf) throw new Error('The test PDF was not uploaded');
  return pdf.attachmentId;
}

export async function recognitionRecord(testApp: TestApp, recognitionId: string) {
  const [row] = await testApp.database.db
    .select()
    .from(companyRecognitions)
    .where(eq(companyRecognitions.id, recognitionId));
  if (!row) throw new Error(`No recognition ${recognitionId}`);
  return row;
}

export async function suspensionRecord(testApp: TestApp, suspensionId: string) {
  const [row] = await testApp.database.db
    .select()
    .from(recognitionSuspensions)
    .where(eq(recognitionSuspensions.id, suspensionId));
  if (!row) throw new Error(`No suspension ${suspensionId}`);
  return row;
}

export async function pendingDetailsRecord(testApp: TestApp, pendingDetailsId: string) {
  const [row] = await testApp.database.db
    .select()
    .from(recognitionPendingDetails)
    .where(eq(recognitionPendingDetails.id, pendingDetailsId));
  if (!row) throw new Error(`No pending details ${pendingDetailsId}`);
  return row;
}

/** The officer's audit entries on an entity, oldest first. */
export async function auditActionsOn(testApp: TestApp, entity: AuditEntity, entityId: string) {
  const page = await listAuditLog(testApp.database.db, {
    Entity: entity,
    EntityId: entityId,
    Page: 1,
    PageSize: 100,
  });
  return page.items.map((entry) => entry.action).reverse();
}

export interface Notice {
  title: string;
  message: string;
  linkPath: string | null;
}

/** The company's in-app notifications, newest first. */
export async function noticesOf(testApp: TestApp, cookie: string): Promise<Notice[]> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: '/api/in-app-notifications?PageSize=100',
    headers: { cookie },
  });
  return unescapeHtmlDeep(response.json().data.items) as Notice[];
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  links: string[];
}

/** The e-mails to `to` in the dev mailbox. */
export async function mailsTo(testApp: TestApp, to: string): Promise<Mail[]> {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
  return (unescapeHtmlDeep(response.json().data) as Mail[]).filter((mail) => mail.to === to);
}

/**
 * Waits until no e-mail is left queued in the outbox: every one an earlier test queued has been delivered
 * (or has failed), so none lands in the mailbox of the next.
 */
export async function outboxDelivered(testApp: TestApp): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if ((await countEmails(testApp.database.db)).queued === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('The outbox still holds queued e-mails');
}

/**
 * Waits for the e-mail to `to` whose subject is `subject`: e-mails leave through the job queue once the
 * step has committed, within moments, or longer on a busy machine.
 */
export async function waitForMail(testApp: TestApp, to: string, subject: string): Promise<Mail> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const found = (await mailsTo(testApp, to)).find((mail) => mail.subject === subject);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`No e-mail "${subject}" to ${to}`);
}
