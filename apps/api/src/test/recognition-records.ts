import {
  ApplicationStatus,
  CompanyRecognitionStatus,
  PendingDetailsStatus,
  Programme,
  type RecognitionEventStatus,
  type RecognitionEventSubject,
  SuspensionStatus,
} from '@fsmis/domain';
import { and, eq } from 'drizzle-orm';
import {
  applicationEvents,
  applications,
  companies,
  companyRecognitions,
  recognitionEventDocuments,
  recognitionEvents,
  recognitionPendingDetails,
  recognitionSuspensions,
} from '../db/schema/index.js';
import { recogniseLab, registerLab, type TestLab } from './application-builders.js';
import type { TestApp } from './test-app.js';
import { seededOfficerId, storedFile } from './workflow-records.js';

/**
 * Recognitions placed straight in a status, with their suspensions, pending details and history written
 * as rows, on a new laboratory each, for tests that read them rather than drive the steps there.
 */

const DAY_MS = 86_400_000;

export interface SeededRecognition {
  lab: TestLab;
  companyUen: string;
  companyName: string;
  recognitionId: string;
  recognitionNumber: string;
  programme: Programme;
  /** The Recognised New application that granted it, with its `recognise` history line. */
  applicationId: string;
  /** The seeded officer, to stand as the actor of the officer's steps. */
  officerUserId: string;
}

/**
 * A new laboratory (or `lab`, with another programme) recognised under `programme` by a Recognised New
 * application, its recognition in `status` and valid until `validUntil` (two years on unless told).
 */
export async function seededRecognition(
  testApp: TestApp,
  options: {
    programme?: Programme;
    status?: CompanyRecognitionStatus;
    validUntil?: Date;
    lab?: TestLab;
  } = {},
): Promise<SeededRecognition> {
  const db = testApp.database.db;
  const programme = options.programme ?? Programme.LRP;
  const lab = options.lab ?? (await registerLab(testApp, { acknowledged: [programme] }));
  const { applicationId } = await recogniseLab(testApp, lab, programme);
  const [row] = await db
    .update(companyRecognitions)
    .set({
      status: options.status ?? CompanyRecognitionStatus.recognised,
      validUntil: options.validUntil ?? new Date(Date.now() + 2 * 365 * DAY_MS),
    })
    .where(
      and(eq(companyRecognitions.companyId, lab.companyId), eq(companyRecognitions.programme, programme)),
    )
    .returning();
  const [company] = await db
    .select({ uen: companies.uen, name: companies.name })
    .from(companies)
    .where(eq(companies.id, lab.companyId));
  if (!row || !company?.uen) throw new Error('The recognition was not stored');
  const officerUserId = await seededOfficerId(testApp);
  const [application] = await db
    .select({ createdAt: applications.createdAt })
    .from(applications)
    .where(eq(applications.id, applicationId));
  await db.insert(applicationEvents).values({
    applicationId,
    action: 'recognise',
    fromStatus: ApplicationStatus.pendingSigning,
    toStatus: ApplicationStatus.recognised,
    actorUserId: officerUserId,
    at: new Date((application?.createdAt ?? new Date()).getTime() + DAY_MS),
  });
  return {
    lab,
    companyUen: company.uen,
    companyName: company.name,
    recognitionId: row.id,
    recognitionNumber: row.recognitionNumber,
    programme,
    applicationId,
    officerUserId,
  };
}

/** A suspension of the recognition in `status`, proposed `proposedDaysAgo` days ago (ten unless told). */
export async function addSuspension(
  testApp: TestApp,
  seeded: SeededRecognition,
  options: {
    status: SuspensionStatus;
    grounds?: string;
    proposedDaysAgo?: number;
    suspendedAt?: Date | null;
    appealDeadline?: Date | null;
    endedAt?: Date | null;
  },
): Promise<string> {
  const proposedAt = new Date(Date.now() - (options.proposedDaysAgo ?? 10) * DAY_MS);
  const [row] = await testApp.database.db
    .insert(recognitionSuspensions)
    .values({
      recognitionId: seeded.recognitionId,
      status: options.status,
      reason: options.grounds ?? 'Proficiency testing results were unsatisfactory.',
      effectiveFrom: options.suspendedAt ?? null,
      appealDeadline: options.appealDeadline ?? null,
      proposedByUserId: seeded.officerUserId,
      endedAt: options.endedAt ?? null,
      createdAt: proposedAt,
      updatedAt: proposedAt,
    })
    .returning({ id: recognitionSuspensions.id });
  if (!row) throw new Error('The suspension was not stored');
  return row.id;
}

/** Details the recognition owes, in `status`, asked for `requestedDaysAgo` days ago (five unless told). */
export async function addPendingDetails(
  testApp: TestApp,
  seeded: SeededRecognition,
  options: {
    description: string;
    status?: PendingDetailsStatus;
    dueDate?: string | null;
    response?: string | null;
    respondedAt?: Date | null;
    requestedDaysAgo?: number;
  },
): Promise<string> {
  const requestedAt = new Date(Date.now() - (options.requestedDaysAgo ?? 5) * DAY_MS);
  const [row] = await testApp.database.db
    .insert(recognitionPendingDetails)
    .values({
      recognitionId: seeded.recognitionId,
      description: options.description,
      dueDate: options.dueDate ?? null,
      status: options.status ?? PendingDetailsStatus.pendingDetails,
      requestedByUserId: seeded.officerUserId,
      response: options.response ?? null,
      respondedAt: options.respondedAt ?? null,
      createdAt: requestedAt,
      updatedAt: requestedAt,
    })
    .returning({ id: recognitionPendingDetails.id });
  if (!row) throw new Error('The pending details were not stored');
  return row.id;
}

export interface HistoryLine {
  subject: RecognitionEventSubject;
  subjectId?: string | null;
  action: string;
  from?: RecognitionEventStatus | null;
  to?: RecognitionEventStatus | null;
  /** The company's user, the seeded officer, or the portal itself (null). */
  by: 'company' | 'officer' | null;
  detail?: string | null;
  /** Files of the company given with the step (see `companyDocument`). */
  attachmentIds?: readonly string[];
}

/**
 * Lines of the recognition's history, one minute apart and ending `endingMinutesAgo` minutes ago (one
 * unless told), each with its documents; answers their ids in order.
 */
export async function addHistory(
  testApp: TestApp,
  seeded: SeededRecognition,
  lines: readonly HistoryLine[],
  endingMinutesAgo = 1,
): Promise<string[]> {
  const db = testApp.database.db;
  const ids: string[] = [];
  for (const [index, line] of lines.entries()) {
    const [event] = await db
      .insert(recognitionEvents)
      .values({
        recognitionId: seeded.recognitionId,
        subject: line.subject,
        subjectId: line.subjectId ?? null,
        action: line.action,
        fromStatus: line.from ?? null,
        toStatus: line.to ?? null,
        actorUserId:
          line.by === null ? null : line.by === 'company' ? seeded.lab.userId : seeded.officerUserId,
        detail: line.detail ?? null,
        at: new Date(Date.now() - (lines.length - 1 - index + endingMinutesAgo) * 60_000),
      })
      .returning({ id: recognitionEvents.id });
    if (!event) throw new Error('The history line was not stored');
    const attachmentIds = line.attachmentIds ?? [];
    if (attachmentIds.length > 0) {
      await db
        .insert(recognitionEventDocuments)
        .values(attachmentIds.map((attachmentId) => ({ eventId: event.id, attachmentId })));
    }
    ids.push(event.id);
  }
  return ids;
}

/** A PDF of the recognition's company, stored as the step files are; scanned unless told. */
export function companyDocument(
  testApp: TestApp,
  seeded: SeededRecognition,
  name: string,
  status?: Parameters<typeof storedFile>[2]['status'],
): Promise<string> {
  return storedFile(testApp, seeded.lab.companyId, { name, ...(status === undefined ? {} : { status }) });
}

export interface RecognitionUnderAppeal {
  seeded: SeededRecognition;
  /** The suspension under appeal (Appeal Submitted), and an earlier one that was rejected. */
  suspensionId: string;
  rejectedSuspensionId: string;
  /** Details returned to the company (Pending Details again), and details provided (Details Provided). */
  returnedDetailsId: string;
  providedDetailsId: string;
  documents: { grounds: string; appeal: string; returnedAnswer: string; providedAnswer: string };
}

/**
 * A recognition whose suspension is under appeal (Appeal in progress), with the history of how it got
 * there (proposed with the officer's grounds, suspended, appealed with a supporting document), an earlier
 * rejected suspension, and two pending details: one answered and returned, one answered and awaiting the
 * officer. Every step's documents are scanned.
 */
export async function recognitionUnderAppeal(testApp: TestApp): Promise<RecognitionUnderAppeal> {
  const seeded = await seededRecognition(testApp, { status: CompanyRecognitionStatus.appealInProgress });
  const suspendedAt = new Date(Date.now() - 3 * DAY_MS);
  const rejectedSuspensionId = await addSuspension(testApp, seeded, {
    status: SuspensionStatus.suspensionRejected,
    grounds: 'A complaint about late reports.',
    proposedDaysAgo: 200,
    endedAt: new Date(Date.now() - 190 * DAY_MS),
  });
  const suspensionId = await addSuspension(testApp, seeded, {
    status: SuspensionStatus.appealSubmitted,
    suspendedAt,
    appealDeadline: new Date(suspendedAt.getTime() + 14 * DAY_MS),
  });
  const returnedDetailsId = await addPendingDetails(testApp, seeded, {
    description: 'Send the calibration certificate of the ICP-MS.',
    dueDate: '2031-01-31',
    response: 'The certificate is attached.',
    respondedAt: new Date(Date.now() - 2 * DAY_MS),
    requestedDaysAgo: 6,
  });
  const providedDetailsId = await addPendingDetails(testApp, seeded, {
    description: "Confirm the new quality manager's name.",
    status: PendingDetailsStatus.detailsProvided,
    response: 'Tan Mei Ling.',
    respondedAt: new Date(),
    requestedDaysAgo: 4,
  });
  const documents = {
    grounds: await companyDocument(testApp, seeded, 'Grounds.pdf'),
    appeal: await companyDocument(testApp, seeded, 'Appeal evidence.pdf'),
    returnedAnswer: await companyDocument(testApp, seeded, 'Calibration.pdf'),
    providedAnswer: await companyDocument(testApp, seeded, 'Manager.pdf'),
  };
  const S = SuspensionStatus;
  const P = PendingDetailsStatus;
  const returned = { subject: 'pending-details', subjectId: returnedDetailsId } as const;
  const provided = { subject: 'pending-details', subjectId: providedDetailsId } as const;
  const suspension = { subject: 'suspension', subjectId: suspensionId } as const;
  await addHistory(testApp, seeded, [
    { ...returned, action: 'request', to: P.pendingDetails, by: 'officer', detail: 'Certificate' },
    {
      ...suspension,
      action: 'propose',
      to: S.suspensionRequested,
      by: 'officer',
      detail: 'Proficiency testing results were unsatisfactory.',
      attachmentIds: [documents.grounds],
    },
    { ...suspension, action: 'suspend', from: S.suspensionRequested, to: S.suspended, by: 'officer' },
    {
      ...returned,
      action: 'provide',
      from: P.pendingDetails,
      to: P.detailsProvided,
      by: 'company',
      detail: 'The certificate is attached.',
      attachmentIds: [documents.returnedAnswer],
    },
    { ...provided, action: 'request', to: P.pendingDetails, by: 'officer', detail: 'Manager' },
    {
      ...suspension,
      action: 'appeal',
      from: S.suspended,
      to: S.appealSubmitted,
      by: 'company',
      detail: 'We have repeated the tests.',
      attachmentIds: [documents.appeal],
    },
    {
      ...provided,
      action: 'provide',
      from: P.pendingDetails,
      to: P.detailsProvided,
      by: 'company',
      detail: 'Tan Mei Ling.',
      attachmentIds: [documents.providedAnswer],
    },
    {
      ...returned,
      action: 'return',
      from: P.detailsProvided,
      to: P.pendingDetails,
      by: 'officer',
      detail: 'The certificate has expired.',
    },
  ]);
  return {
    seeded,
    suspensionId,
    rejectedSuspensionId,
    returnedDetailsId,
    providedDetailsId,
    documents,
  };
}
