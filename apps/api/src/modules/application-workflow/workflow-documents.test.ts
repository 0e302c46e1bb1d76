import { randomUUID } from 'node:crypto';
import {
  ApplicationStatus,
  AttachmentScanStatus,
  CorrectiveActionStatus,
  CorrespondenceStatus,
  FindingSeverity,
  ReviewResponseStatus,
  unescapeHtmlDeep,
} from '@fsmis/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicationCorrespondence,
  applicationFindings,
  applicationInvoices,
  applications,
  approvalDocuments,
  approvalDocumentVersions,
  correctiveActions,
  siteVerifications,
} from '../../db/schema/index.js';
import { registerLab, setScanStatus } from '../../test/application-builders.js';
import { messageOf } from '../../test/responses.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testFiles } from '../../test/test-files.js';
import { type SeededApplication, seededApplication, storedFile } from '../../test/workflow-records.js';
import { APPLICATION_NOT_FOUND_MESSAGE } from '../applications/applications.service.js';
import { downloadAnyApplicationFile, WORKFLOW_DOCUMENT_MESSAGES } from './workflow-documents.service.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp?.close());

const db = () => testApp.database.db;
const get = (url: string, cookie: string) => testApp.app.inject({ method: 'GET', url, headers: { cookie } });
/** A PDF that differs from every other file of the test, so that a download proves which file it served. */
const pdfNamed = (name: string) => Buffer.concat([testFiles.pdf(), Buffer.from(`% ${name}\n`)]);

/** An application in Documentary Review with one file on each kind of workflow record. */
async function withWorkflowFiles() {
  const seeded = await seededApplication(testApp, { status: ApplicationStatus.documentaryReview });
  const file = (name: string) => storedFile(testApp, seeded.lab.companyId, { name, bytes: pdfNamed(name) });
  const files = {
    answer: await file('Answer to request.pdf'),
    report: await file('Verification report.pdf'),
    submitted: await file('Submitted evidence.pdf'),
    draft: await file('Draft evidence.pdf'),
    manualV1: await file('Manual v1.pdf'),
    markup: await file('Manual markup.pdf'),
    manualV2: await file('Manual v2.pdf'),
    schedule: await file('Schedule.pdf'),
    invoice: await file('Invoice.pdf'),
  };
  await db()
    .insert(applicationCorrespondence)
    .values({
      applicationId: seeded.id,
      round: 1,
      subject: 'Records',
      message: 'Send the records.',
      dueDate: '2026-12-01',
      status: CorrespondenceStatus.acknowledged,
      sentAt: new Date(),
      sentByUserId: seeded.officerUserId,
      responseText: 'Attached.',
      responseAttachmentIds: [files.answer],
      respondedAt: new Date(),
      respondedByUserId: seeded.lab.userId,
    });
  await db().insert(siteVerifications).values({
    applicationId: seeded.id,
    scheduledFor: new Date(),
    location: 'The laboratory',
    reportAttachmentId: files.report,
    outcome: 'findings',
  });
  const [finding] = await db()
    .insert(applicationFindings)
    .values({
      applicationId: seeded.id,
      number: 1,
      clause: '4.1',
      description: 'Records missing.',
      severity: FindingSeverity.minor,
      dueDate: '2026-12-12',
    })
    .returning({ id: applicationFindings.id });
  if (!finding) throw new Error('Finding not stored');
  await db()
    .insert(correctiveActions)
    .values([
      {
        findingId: finding.id,
        attempt: 1,
        text: 'Kept records.',
        status: CorrectiveActionStatus.rejected,
        attachmentIds: [files.submitted],
      },
      {
        findingId: finding.id,
        attempt: 2,
        text: 'Better records.',
        status: CorrectiveActionStatus.draft,
        attachmentIds: [files.draft],
      },
    ]);
  const [manual, schedule] = await db()
    .insert(approvalDocuments)
    .values([
      { applicationId: seeded.id, title: 'Quality manual', position: 1 },
      { applicationId: seeded.id, title: 'Scope schedule', position: 2 },
    ])
    .returning({ id: approvalDocuments.id });
  if (!manual || !schedule) throw new Error('Documents not stored');
  const [manualV1, manualV2, scheduleV1] = await db()
    .insert(approvalDocumentVersions)
    .values([
      {
        documentId: manual.id,
        version: 1,
        attachmentId: files.manualV1,
        status: CorrespondenceStatus.obsolete,
        responseStatus: ReviewResponseStatus.rejected,
        responseComment: 'Fix it.',
        responseAttachmentId: files.markup,
      },
      { documentId: manual.id, version: 2, attachmentId: files.manualV2, status: CorrespondenceStatus.sent },
      {
        documentId: schedule.id,
        version: 1,
        attachmentId: files.schedule,
        status: CorrespondenceStatus.requested,
      },
    ])
    .returning({ id: approvalDocumentVersions.id });
  if (!manualV1 || !manualV2 || !scheduleV1) throw new Error('Versions not stored');
  await db()
    .insert(applicationInvoices)
    .values({
      applicationId: seeded.id,
      number: `INV-${seeded.referenceNumber}`,
      lines: [{ item: 'Application fee', amountSgd: 500 }],
      amountSgd: 500,
      dueDate: '2026-12-31',
      attachmentId: files.invoice,
      issuedAt: new Date(),
    });
  return {
    seeded,
    files,
    documents: { manual: manual.id, schedule: schedule.id },
    versions: { manualV1: manualV1.id, manualV2: manualV2.id, scheduleV1: scheduleV1.id },
  };
}

type Workflow = Awaited<ReturnType<typeof withWorkflowFiles>>;
const base = (seeded: SeededApplication) => `/api/applications/${seeded.id}`;

/** Each company download of the workflow and the file it should serve. */
function downloadsOf({ seeded, files, documents, versions }: Workflow): [string, string][] {
  const at = base(seeded);
  return [
    [`${at}/document/${files.answer}`, 'Answer to request.pdf'],
    [`${at}/site-verification-document/${files.report}`, 'Verification report.pdf'],
    [`${at}/finding-corrective-action-document/${files.submitted}`, 'Submitted evidence.pdf'],
    [`${at}/finding-corrective-action-document-draft/${files.draft}`, 'Draft evidence.pdf'],
    [`${at}/review-document/${documents.manual}`, 'Manual v2.pdf'],
    [`${at}/approval-document/${documents.manual}`, 'Manual v2.pdf'],
    [`${at}/approval-document-version/${versions.manualV1}`, 'Manual v1.pdf'],
    [`${at}/invoice?attachmentId=${files.invoice}`, 'Invoice.pdf'],
  ];
}

describe('company downloads of the workflow', () => {
  it('serves each file of the workflow to its company, byte for byte', async () => {
    const workflow = await withWorkflowFiles();
    for (const [url, fileName] of downloadsOf(workflow)) {
      const response = await get(url, workflow.seeded.lab.cookie);
      expect(response.statusCode, url).toBe(200);
      expect(Buffer.compare(response.rawPayload, pdfNamed(fileName)), url).toBe(0);
      expect(response.headers['content-disposition']).toContain(`filename="${fileName}"`);
    }
  });

  it("serves the company's marked-up copy of the current version once it answered", async () => {
    const { seeded, documents, files } = await withWorkflowFiles();
    const url = `${base(seeded)}/review-response-document/${documents.manual}`;
    expect((await get(url, seeded.lab.cookie)).statusCode).toBe(404);
    await db()
      .update(approvalDocumentVersions)
      .set({ responseStatus: ReviewResponseStatus.rejected, responseAttachmentId: files.markup })
      .where(eq(approvalDocumentVersions.attachmentId, files.manualV2));
    const response = await get(url, seeded.lab.cookie);
    expect(response.statusCode).toBe(200);
    expect(Buffer.compare(response.rawPayload, pdfNamed('Manual markup.pdf'))).toBe(0);
  });

  it('404 for a file of another record, a draft asked as submitted, or a version not sent', async () => {
    const { seeded, files, documents, versions } = await withWorkflowFiles();
    const at = base(seeded);
    for (const url of [
      `${at}/site-verification-document/${files.invoice}`,
      `${at}/finding-corrective-action-document/${files.draft}`,
      `${at}/finding-corrective-action-document-draft/${files.submitted}`,
      `${at}/review-document/${documents.schedule}`,
      `${at}/approval-document/${documents.schedule}`,
      `${at}/approval-document-version/${versions.scheduleV1}`,
      `${at}/invoice?attachmentId=${files.report}`,
      `${at}/document/${files.report}`,
    ]) {
      const response = await get(url, seeded.lab.cookie);
      expect(response.statusCode, url).toBe(404);
      expect(messageOf(response)).toBe(WORKFLOW_DOCUMENT_MESSAGES.notInApplication);
    }
  });

  it("404 for another company's application", async () => {
    const workflow = await withWorkflowFiles();
    const other = await registerLab(testApp);
    for (const [url] of downloadsOf(workflow)) {
      expect((await get(url, other.cookie)).statusCode, url).toBe(404);
    }
  });

  it('409 while a file is still being checked for viruses', async () => {
    const { seeded, files } = await withWorkflowFiles();
    await setScanStatus(testApp, files.report, AttachmentScanStatus.pendingScan);
    const response = await get(
      `${base(seeded)}/site-verification-document/${files.report}`,
      seeded.lab.cookie,
    );
    expect(response.statusCode).toBe(409);
    expect(messageOf(response)).toMatch(/still being checked/);
  });

  it('lists the requests for information the company sees', async () => {
    const { seeded, files } = await withWorkflowFiles();
    const response = await get(`${base(seeded)}/correspondence-emails`, seeded.lab.cookie);
    expect(response.statusCode).toBe(200);
    const [round] = unescapeHtmlDeep(response.json().data);
    expect(round).toMatchObject({ round: 1, statusLabel: 'Answered' });
    expect(round.response.documents[0].attachmentId).toBe(files.answer);
  });

  it('reads the site verification with its report, as the application shows it', async () => {
    const { seeded, files } = await withWorkflowFiles();
    const response = await get(`${base(seeded)}/verification`, seeded.lab.cookie);
    expect(response.statusCode).toBe(200);
    const verification = unescapeHtmlDeep(response.json().data);
    expect(verification).toMatchObject({ location: 'The laboratory', outcome: 'findings' });
    expect(verification.report).toMatchObject({
      attachmentId: files.report,
      fileName: 'Verification report.pdf',
    });
    const application = await get(base(seeded), seeded.lab.cookie);
    expect(verification).toEqual(unescapeHtmlDeep(application.json().data.workflow.verification));
  });

  it('answers no site verification before one is scheduled', async () => {
    const seeded = await seededApplication(testApp, { status: ApplicationStatus.applicationReview });
    const response = await get(`${base(seeded)}/verification`, seeded.lab.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toBeNull();
  });

  it('reads the approval stage: the documents sent, their versions and responses, then the declaration', async () => {
    const { seeded, files } = await withWorkflowFiles();
    const url = `${base(seeded)}/approval`;
    const review = await get(url, seeded.lab.cookie);
    expect(review.statusCode).toBe(200);
    const stage = unescapeHtmlDeep(review.json().data);
    expect(stage.inApprovalStage).toBe(false);
    expect(stage.declaration).toBeNull();
    // The schedule's only version is still being prepared: the company does not see it.
    expect(stage.documents.map((document: { title: string }) => document.title)).toEqual(['Quality manual']);
    const [manual] = stage.documents;
    expect(manual.versions.map((version: { version: number }) => version.version)).toEqual([1, 2]);
    expect(manual.versions[0].response).toMatchObject({
      statusLabel: 'Rejected',
      comment: 'Fix it.',
      document: { attachmentId: files.markup },
    });
    expect(manual.versions[1].response).toBeNull();
    const application = await get(base(seeded), seeded.lab.cookie);
    expect(stage.documents).toEqual(unescapeHtmlDeep(application.json().data.workflow.approvalDocuments));

    const signedAt = new Date().toISOString();
    await db()
      .update(applications)
      .set({
        status: ApplicationStatus.pendingApprovalOrSupport,
        acceptance: {
          signerUserId: seeded.lab.userId,
          signerName: seeded.lab.name,
          signedAt,
          signatureAttachmentId: seeded.signatureAttachmentId,
          statements: ['We accept.'],
        },
      })
      .where(eq(applications.id, seeded.id));
    const signed = unescapeHtmlDeep((await get(url, seeded.lab.cookie)).json().data);
    expect(signed.inApprovalStage).toBe(true);
    expect(signed.declaration).toEqual({ signerName: seeded.lab.name, signedAt, statements: ['We accept.'] });
  });

  it('shows the company no approval document before Preparation Of Approval Documents', async () => {
    const { seeded } = await withWorkflowFiles();
    await db()
      .update(applications)
      .set({ status: ApplicationStatus.correctiveActionsReview })
      .where(eq(applications.id, seeded.id));
    const response = await get(`${base(seeded)}/approval`, seeded.lab.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ inApprovalStage: false, documents: [], declaration: null });
  });

  it("answers 404 for another company's site verification and approval stage, and 401 signed out", async () => {
    const { seeded } = await withWorkflowFiles();
    const other = await registerLab(testApp);
    for (const part of ['verification', 'approval']) {
      const url = `${base(seeded)}/${part}`;
      const refused = await get(url, other.cookie);
      expect(refused.statusCode, url).toBe(404);
      expect(messageOf(refused)).toBe(APPLICATION_NOT_FOUND_MESSAGE);
      const unknown = await get(`/api/applications/${randomUUID()}/${part}`, seeded.lab.cookie);
      expect(unknown.statusCode, url).toBe(404);
      const signedOut = await testApp.app.inject({ method: 'GET', url });
      expect(signedOut.statusCode, url).toBe(401);
    }
  });

  it('serves the signature of the declaration of acceptance once signed, and of the submission by default', async () => {
    const { seeded } = await withWorkflowFiles();
    const acceptance = `${base(seeded)}/declaration-signature?Stage=acceptance`;
    const unsigned = await get(acceptance, seeded.lab.cookie);
    expect(unsigned.statusCode).toBe(404);
    expect(messageOf(unsigned)).toBe(WORKFLOW_DOCUMENT_MESSAGES.acceptanceNotSigned);

    const signatureAttachmentId = await storedFile(testApp, seeded.lab.companyId, {
      name: 'acceptance.png',
      bytes: testFiles.png(),
    });
    await db()
      .update(applications)
      .set({
        acceptance: {
          signerUserId: seeded.lab.userId,
          signerName: seeded.lab.name,
          signedAt: new Date().toISOString(),
          signatureAttachmentId,
          statements: ['We accept.'],
        },
      })
      .where(eq(applications.id, seeded.id));
    const signed = await get(acceptance, seeded.lab.cookie);
    expect(signed.statusCode).toBe(200);
    expect(signed.headers['content-disposition']).toContain('acceptance.png');
    const submission = await get(`${base(seeded)}/declaration-signature`, seeded.lab.cookie);
    expect(submission.headers['content-disposition']).toContain('signature.png');
  });
});

describe('downloadAnyApplicationFile', () => {
  const officerDownload = (applicationId: string, attachmentId: string) =>
    downloadAnyApplicationFile(db(), testApp.storage, applicationId, attachmentId);

  it('serves the officer any file of the application but the company drafts', async () => {
    const { seeded, files } = await withWorkflowFiles();
    for (const attachmentId of [
      seeded.answerAttachmentId,
      seeded.signatureAttachmentId,
      files.answer,
      files.report,
      files.submitted,
      files.markup,
      files.schedule,
      files.invoice,
    ]) {
      const file = await officerDownload(seeded.id, attachmentId);
      expect(file.bytes.length).toBeGreaterThan(0);
    }
    await expect(officerDownload(seeded.id, files.draft)).rejects.toMatchObject({ statusCode: 404 });
  });

  it('404 for a file of another application, 409 while it is being checked', async () => {
    const first = await withWorkflowFiles();
    const second = await withWorkflowFiles();
    await expect(officerDownload(first.seeded.id, second.files.report)).rejects.toMatchObject({
      statusCode: 404,
    });
    await setScanStatus(testApp, first.files.report, AttachmentScanStatus.pendingScan);
    await expect(officerDownload(first.seeded.id, first.files.report)).rejects.toMatchObject({
      statusCode: 409,
    });
  });
});
