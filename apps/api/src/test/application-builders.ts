import { randomBytes } from 'node:crypto';
import {
  ApplicationStatus,
  AttachmentScanStatus,
  applicationFormFor,
  CompanyRecognitionStatus,
  CorrespondenceStatus,
  type Programme,
  programmeLabel,
  unescapeHtmlDeep,
} from '@fsmis/domain';
import { and, desc, eq } from 'drizzle-orm';
import {
  applicationSections,
  applications,
  attachments,
  companies,
  companyRecognitions,
  companyTermsAndConditions,
  termsDocuments,
  users,
} from '../db/schema/index.js';
import { latestTemplate } from '../modules/application-templates/application-templates.service.js';
import { START_PATHS } from '../modules/applications/application-start.service.js';
import type { TestApp } from './test-app.js';
import { testFiles } from './test-files.js';
import { uploadFile } from './uploads.js';
import { type AnswerFiles, validAnswersFor } from './valid-answers.js';

/**
 * Builders of the starting states application tests need, each on its own company so that no test
 * depends on another: a laboratory where it stands (terms, signature, recognition), and its drafts.
 */

export interface TestLab {
  cookie: string;
  companyId: string;
  userId: string;
  name: string;
  email: string;
}

let registered = 0;

/**
 * A new local laboratory, signed in, with a complete profile (contact number and a scanned signature
 * unless `signature: false`), the terms of `acknowledged` programmes acknowledged and those of `sent`
 * programmes sent to it (not acknowledged yet).
 */
export async function registerLab(
  testApp: TestApp,
  options: { acknowledged?: readonly Programme[]; sent?: readonly Programme[]; signature?: boolean } = {},
): Promise<TestLab> {
  const { app, database, storage } = testApp;
  const db = database.db;
  registered += 1;
  const unique = `${randomBytes(3).readUIntBE(0, 3)}`.padStart(8, '0');
  const account = {
    companyUen: `T${unique}L`,
    companyName: `Test Laboratory ${unique} Pte. Ltd.`,
    singpassIdentifier: `S${unique.slice(1)}T`,
    name: `Tester ${unique}`,
    email: `tester.${unique}@lab.example`,
  };
  // Each lab signs up from its own address, so the sign-in rate limit never trips across tests.
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/test-register',
    payload: account,
    remoteAddress: `10.77.${Math.floor(registered / 250)}.${registered % 250}`,
  });
  if (response.statusCode !== 201) throw new Error(`Test registration failed: ${response.body}`);
  const cookie = response.cookies.find((item) => item.name === 'fsmis_session');
  if (!cookie) throw new Error('The test registration set no session cookie');
  const [user] = await db
    .select({ userId: users.id, companyId: users.companyId })
    .from(users)
    .innerJoin(companies, eq(users.companyId, companies.id))
    .where(
      and(eq(companies.uen, account.companyUen), eq(users.singpassIdentifier, account.singpassIdentifier)),
    );
  if (!user) throw new Error('The registered user was not found');

  let signatureAttachmentId: string | null = null;
  if (options.signature !== false) {
    const bytes = testFiles.png();
    const storageKey = `${user.companyId}/signature-${user.userId}`;
    await storage.put(storageKey, bytes, 'image/png');
    const [signature] = await db
      .insert(attachments)
      .values({
        companyId: user.companyId,
        uploadedByUserId: user.userId,
        purpose: 'signature',
        entityId: user.userId,
        displayFileName: 'signature.png',
        contentType: 'image/png',
        fileSize: bytes.length,
        status: AttachmentScanStatus.scanned,
        storageKey,
      })
      .returning({ id: attachments.id });
    signatureAttachmentId = signature?.id ?? null;
  }
  await db
    .update(users)
    .set({ contactCountryCode: '65', contactAreaCode: '', contactNumber: '6123 4567', signatureAttachmentId })
    .where(eq(users.id, user.userId));

  const now = new Date();
  const held = [
    ...(options.acknowledged ?? []).map((programme) => ({ programme, acknowledged: true })),
    ...(options.sent ?? []).map((programme) => ({ programme, acknowledged: false })),
  ];
  for (const { programme, acknowledged } of held) {
    const [document] = await db
      .select({ id: termsDocuments.id })
      .from(termsDocuments)
      .where(eq(termsDocuments.programme, programme))
      .orderBy(desc(termsDocuments.version))
      .limit(1);
    await db.insert(companyTermsAndConditions).values({
      companyId: user.companyId,
      programme,
      status: acknowledged ? CorrespondenceStatus.acknowledged : CorrespondenceStatus.sent,
      documentId: document?.id ?? null,
      sentAt: now,
      ...(acknowledged ? { acknowledgedAt: now, acknowledgedByUserId: user.userId } : {}),
    });
  }
  return { cookie: `${cookie.name}=${cookie.value}`, ...user, name: account.name, email: account.email };
}

/** A PDF and a PNG the lab uploaded and the scanner passed, to give as file answers. */
export async function scannedFiles(testApp: TestApp, lab: Pick<TestLab, 'cookie'>): Promise<AnswerFiles> {
  const pdf = await uploadFile(testApp, lab.cookie, { name: 'Evidence.pdf', bytes: testFiles.pdf() });
  const png = await uploadFile(testApp, lab.cookie, { name: 'Photo.png', bytes: testFiles.png() });
  return { pdf, png };
}

/**
 * Recognises the lab under a programme as an officer's decision would: a New application Recognised with
 * complete answers to the programme's New form, and the company's recognition set by it.
 */
export async function recogniseLab(
  testApp: TestApp,
  lab: TestLab,
  programme: Programme,
  options: { status?: CompanyRecognitionStatus; files?: AnswerFiles } = {},
): Promise<{ applicationId: string; answers: Record<string, Record<string, unknown>> }> {
  const db = testApp.database.db;
  const template = await latestTemplate(db, programme, 'new');
  if (!template) throw new Error(`No ${programmeLabel(programme)} New template`);
  const answers = validAnswersFor(template.definition, options.files ?? (await scannedFiles(testApp, lab)));
  const now = new Date();
  const yearAgo = new Date(now.getTime() - 365 * 86_400_000);
  const unique = randomBytes(4).toString('hex').toUpperCase();
  const [application] = await db
    .insert(applications)
    .values({
      referenceNumber: `${programmeLabel(programme)}-TEST-${unique}`,
      companyId: lab.companyId,
      programme,
      category: 1,
      status: ApplicationStatus.recognised,
      form: 'new',
      templateId: template.id,
      createdAt: yearAgo,
      submittedAt: yearAgo,
      updatedAt: yearAgo,
    })
    .returning({ id: applications.id });
  if (!application) throw new Error('The recognised application was not stored');
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
  await db.insert(companyRecognitions).values({
    companyId: lab.companyId,
    programme,
    status: options.status ?? CompanyRecognitionStatus.recognised,
    recognitionNumber: `${programmeLabel(programme)}-REC-${unique}`,
    validFrom: yearAgo,
    validUntil: new Date(yearAgo.getTime() + 3 * 365 * 86_400_000),
    scopeSummary: 'Test scope.',
    applicationId: application.id,
  });
  return { applicationId: application.id, answers };
}

/** Sets an attachment's scan status as the scanner would (a file still being checked, found infected). */
export async function setScanStatus(testApp: TestApp, attachmentId: string, status: AttachmentScanStatus) {
  await testApp.database.db.update(attachments).set({ status }).where(eq(attachments.id, attachmentId));
}

/** POST to the start endpoint of the form's category; answers the response. */
export function postStart(
  { app }: TestApp,
  cookie: string,
  start: { programme: Programme; form: string },
  path?: string,
) {
  const form = applicationFormFor(start.programme, start.form);
  return app.inject({
    method: 'POST',
    url: path ?? START_PATHS[form?.category ?? 1],
    headers: { cookie },
    payload: { applicationType: start.programme, form: start.form },
  });
}

/** Starts (or resumes) a draft of the form and answers its id and reference number. */
export async function startDraft(
  testApp: TestApp,
  cookie: string,
  start: { programme: Programme; form: string },
): Promise<{ id: string; referenceNumber: string; resumed: boolean }> {
  const response = await postStart(testApp, cookie, start);
  if (response.statusCode !== 201 && response.statusCode !== 200) {
    throw new Error(`Could not start ${start.form}: ${response.body}`);
  }
  return response.json().data;
}

/** GET /api/applications/{id}, read as the web client reads it (text unescaped). */
export async function details(testApp: TestApp, cookie: string, id: string) {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/applications/${id}`,
    headers: { cookie },
  });
  if (response.statusCode !== 200) throw new Error(`Could not read ${id}: ${response.body}`);
  return unescapeHtmlDeep(response.json().data);
}

export function putSection(
  { app }: TestApp,
  cookie: string,
  id: string,
  sectionId: string,
  body: { answers: unknown; rowVersion: number; confirm?: boolean },
) {
  return app.inject({
    method: 'PUT',
    url: `/api/applications/${id}/sections/${sectionId}`,
    headers: { cookie },
    payload: body,
  });
}

/** Saves and confirms every section of `answers`, each from its current row version. */
export async function fillDraft(
  testApp: TestApp,
  cookie: string,
  id: string,
  answers: Readonly<Record<string, unknown>>,
): Promise<void> {
  const current = await details(testApp, cookie, id);
  for (const [sectionId, sectionAnswers] of Object.entries(answers)) {
    const response = await putSection(testApp, cookie, id, sectionId, {
      answers: sectionAnswers,
      rowVersion: current.sections[sectionId].rowVersion,
      confirm: true,
    });
    if (response.statusCode !== 200) throw new Error(`Could not save ${sectionId}: ${response.body}`);
  }
}
