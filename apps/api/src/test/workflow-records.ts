import { randomBytes } from 'node:crypto';
import {
  type ApplicationStatus,
  AttachmentScanStatus,
  FindingSeverity,
  type OutcomeKind,
  Programme,
  programmeLabel,
  type StoredAttachmentPurpose,
} from '@fsmis/domain';
import { eq } from 'drizzle-orm';
import {
  applicationEvents,
  applicationFindings,
  applicationSections,
  applications,
  attachments,
  users,
} from '../db/schema/index.js';
import { latestTemplate } from '../modules/application-templates/application-templates.service.js';
import { registerLab, scannedFiles, type TestLab } from './application-builders.js';
import type { TestApp } from './test-app.js';
import { testFiles } from './test-files.js';
import { validAnswersFor } from './valid-answers.js';

/**
 * Applications placed straight in a status, on a new laboratory each, for tests that seed the workflow
 * records (requests, findings, approval documents …) themselves rather than drive the API there.
 */

export interface SeededApplication {
  lab: TestLab;
  id: string;
  referenceNumber: string;
  programme: Programme;
  /** The seeded officer, to stand as sender, reviewer or author of records. */
  officerUserId: string;
  /** A file given as an answer of the application. */
  answerAttachmentId: string;
  /** The signature frozen with the submission's declaration. */
  signatureAttachmentId: string;
}

/** A file of the company stored as the officer's uploads and the company's evidence are; scanned unless told. */
export async function storedFile(
  testApp: TestApp,
  companyId: string,
  file: { name: string; bytes?: Buffer; status?: AttachmentScanStatus; purpose?: StoredAttachmentPurpose },
): Promise<string> {
  const bytes = file.bytes ?? testFiles.pdf();
  const storageKey = `${companyId}/${randomBytes(8).toString('hex')}`;
  const contentType = file.name.endsWith('.png') ? 'image/png' : 'application/pdf';
  await testApp.storage.put(storageKey, bytes, contentType);
  const [row] = await testApp.database.db
    .insert(attachments)
    .values({
      companyId,
      purpose: file.purpose ?? 'document',
      displayFileName: file.name,
      contentType,
      fileSize: bytes.length,
      status: file.status ?? AttachmentScanStatus.scanned,
      storageKey,
    })
    .returning({ id: attachments.id });
  if (!row) throw new Error('The file was not stored');
  return row.id;
}

/** The seeded officer's user id. */
export async function seededOfficerId(testApp: TestApp): Promise<string> {
  const [officer] = await testApp.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'officer'))
    .limit(1);
  if (!officer) throw new Error('No officer is seeded');
  return officer.id;
}

/**
 * A New application of a new laboratory, submitted with complete answers and a signed declaration, and
 * placed in `status` (its workflow records are the test's to add).
 */
export async function seededApplication(
  testApp: TestApp,
  options: {
    status: ApplicationStatus;
    programme?: Programme;
    outcomeKind?: OutcomeKind;
    endReason?: string;
  },
): Promise<SeededApplication> {
  const db = testApp.database.db;
  const programme = options.programme ?? Programme.LRP;
  const lab = await registerLab(testApp, { acknowledged: [programme] });
  const template = await latestTemplate(db, programme, 'new');
  if (!template) throw new Error(`No ${programmeLabel(programme)} New template`);
  const files = await scannedFiles(testApp, lab);
  if (!files.pdf) throw new Error('The test PDF was not uploaded.');
  const answerAttachmentId = files.pdf.attachmentId;
  const answers = validAnswersFor(template.definition, files);
  const signatureAttachmentId = await storedFile(testApp, lab.companyId, {
    name: 'signature.png',
    bytes: testFiles.png(),
    purpose: 'declaration-signature',
  });
  const submittedAt = new Date(Date.now() - 30 * 86_400_000);
  const referenceNumber = `${programmeLabel(programme)}-SEED-${randomBytes(4).toString('hex').toUpperCase()}`;
  const [application] = await db
    .insert(applications)
    .values({
      referenceNumber,
      companyId: lab.companyId,
      programme,
      category: 1,
      status: options.status,
      form: 'new',
      templateId: template.id,
      declaration: {
        signerUserId: lab.userId,
        signerName: lab.name,
        signedAt: submittedAt.toISOString(),
        signatureAttachmentId,
        statements: ['The answers are true.'],
      },
      outcomeKind: options.outcomeKind ?? null,
      endReason: options.endReason ?? null,
      createdAt: submittedAt,
      submittedAt,
      updatedAt: submittedAt,
    })
    .returning({ id: applications.id });
  if (!application) throw new Error('The application was not stored');
  await db.insert(applicationSections).values(
    Object.entries(answers).map(([sectionId, sectionAnswers]) => ({
      applicationId: application.id,
      sectionId,
      answers: sectionAnswers,
      confirmed: true,
      schemaVersion: template.version,
      rowVersion: 1,
    })),
  );
  return {
    lab,
    id: application.id,
    referenceNumber,
    programme,
    officerUserId: await seededOfficerId(testApp),
    answerAttachmentId,
    signatureAttachmentId,
  };
}

/** Events of the application's history, one minute apart and ending a minute ago, each by its side's user. */
export async function addEvents(
  testApp: TestApp,
  seeded: SeededApplication,
  moves: readonly (readonly [
    action: string,
    from: ApplicationStatus,
    to: ApplicationStatus,
    by: 'company' | 'officer',
  ])[],
) {
  await testApp.database.db.insert(applicationEvents).values(
    moves.map(([action, fromStatus, toStatus, by], index) => ({
      applicationId: seeded.id,
      action,
      fromStatus,
      toStatus,
      actorUserId: by === 'company' ? seeded.lab.userId : seeded.officerUserId,
      at: new Date(Date.now() - (moves.length - index) * 60_000),
    })),
  );
}

/** Major findings numbered from 1, one per due date (yyyy-mm-dd); answers their ids in order. */
export function addFindings(testApp: TestApp, seeded: SeededApplication, dueDates: readonly string[]) {
  return testApp.database.db
    .insert(applicationFindings)
    .values(
      dueDates.map((dueDate, index) => ({
        applicationId: seeded.id,
        number: index + 1,
        clause: `4.${index + 1}`,
        description: `Finding ${index + 1}`,
        severity: FindingSeverity.major,
        dueDate,
      })),
    )
    .returning({ id: applicationFindings.id });
}
