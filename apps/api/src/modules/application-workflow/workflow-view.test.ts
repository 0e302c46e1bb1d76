import {
  ApplicationStatus,
  CorrectiveActionStatus,
  CorrespondenceStatus,
  OutcomeKind,
  Programme,
  ReviewResponseStatus,
  unescapeHtmlDeep,
} from '@fsmis/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicationComments,
  applicationCorrespondence,
  applicationInvoices,
  applications,
  approvalDocuments,
  approvalDocumentVersions,
  companyRecognitions,
  correctiveActions,
  siteVerifications,
} from '../../db/schema/index.js';
import { registerLab } from '../../test/application-builders.js';
import { actionNamed, openMoves } from '../../test/case-actions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  addEvents,
  addFindings,
  type SeededApplication,
  seededApplication,
  storedFile,
} from '../../test/workflow-records.js';
import { applicationCase } from './workflow-view.service.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp?.close());

const S = ApplicationStatus;
const db = () => testApp.database.db;
const asCompany = (seeded: SeededApplication) =>
  applicationCase(db(), seeded.id, { party: 'company', companyId: seeded.lab.companyId });
const asOfficer = (seeded: SeededApplication) => applicationCase(db(), seeded.id, { party: 'officer' });
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

/** An application in Documentary Review with a request answered, findings corrected and three approval documents. */
async function inDocumentaryReview() {
  const seeded = await seededApplication(testApp, { status: S.documentaryReview });
  const file = (name: string) => storedFile(testApp, seeded.lab.companyId, { name });
  await db()
    .insert(applicationCorrespondence)
    .values([
      {
        applicationId: seeded.id,
        round: 1,
        subject: 'Calibration records',
        message: 'Send the calibration records.',
        dueDate: '2026-12-01',
        status: CorrespondenceStatus.acknowledged,
        sentAt: minutesAgo(90),
        sentByUserId: seeded.officerUserId,
        responseText: 'Attached.',
        responseAttachmentIds: [await file('Records.pdf')],
        respondedAt: minutesAgo(85),
        respondedByUserId: seeded.lab.userId,
      },
      {
        applicationId: seeded.id,
        round: 2,
        subject: 'Not sent yet',
        message: 'Draft of the officer.',
        dueDate: '2026-12-05',
        status: CorrespondenceStatus.requested,
        sentAt: minutesAgo(10),
      },
    ]);
  await db()
    .insert(siteVerifications)
    .values({
      applicationId: seeded.id,
      scheduledFor: minutesAgo(80),
      location: 'The laboratory',
      reportAttachmentId: await file('Report.pdf'),
      outcome: 'findings',
      completedAt: minutesAgo(70),
    });
  const [first, second] = await addFindings(testApp, seeded, ['2026-12-20', '2026-12-12']);
  if (!first || !second) throw new Error('Findings not stored');
  await db()
    .insert(correctiveActions)
    .values([
      {
        findingId: first.id,
        attempt: 1,
        text: 'Retrained staff.',
        status: CorrectiveActionStatus.rejected,
        rejectionReason: 'Show the records.',
      },
      {
        findingId: first.id,
        attempt: 2,
        text: 'Records attached.',
        status: CorrectiveActionStatus.accepted,
        attachmentIds: [await file('Training.pdf')],
      },
      {
        findingId: second.id,
        attempt: 1,
        text: 'Replaced the scale.',
        status: CorrectiveActionStatus.accepted,
      },
    ]);
  const [manual, certificate, pending] = await db()
    .insert(approvalDocuments)
    .values([
      { applicationId: seeded.id, title: 'Quality manual', position: 1 },
      { applicationId: seeded.id, title: 'Existing certificate', position: 2, existing: true },
      { applicationId: seeded.id, title: 'Scope schedule', position: 3 },
    ])
    .returning({ id: approvalDocuments.id });
  if (!manual || !certificate || !pending) throw new Error('Documents not stored');
  await db()
    .insert(approvalDocumentVersions)
    .values([
      {
        documentId: manual.id,
        version: 1,
        attachmentId: await file('Manual v1.pdf'),
        status: CorrespondenceStatus.obsolete,
        responseStatus: ReviewResponseStatus.rejected,
        responseComment: 'Fix section 2.',
        responseAttachmentId: await file('Markup.pdf'),
        respondedAt: minutesAgo(40),
        respondedByUserId: seeded.lab.userId,
      },
      {
        documentId: manual.id,
        version: 2,
        attachmentId: await file('Manual v2.pdf'),
        status: CorrespondenceStatus.sent,
      },
      {
        documentId: certificate.id,
        version: 1,
        attachmentId: await file('Certificate.pdf'),
        status: CorrespondenceStatus.acknowledged,
        responseStatus: ReviewResponseStatus.existing,
      },
      {
        documentId: pending.id,
        version: 1,
        attachmentId: await file('Schedule.pdf'),
        status: CorrespondenceStatus.requested,
      },
    ]);
  await db()
    .insert(applicationInvoices)
    .values({
      applicationId: seeded.id,
      number: `INV-${seeded.referenceNumber}`,
      lines: [{ item: 'Application fee', amountSgd: 500 }],
      amountSgd: 500,
      dueDate: '2026-12-31',
      attachmentId: await file('Invoice.pdf'),
      issuedAt: minutesAgo(30),
    });
  await db()
    .insert(applicationComments)
    .values([
      {
        applicationId: seeded.id,
        authorUserId: seeded.lab.userId,
        authorParty: 'company',
        body: 'When is the visit?',
        createdAt: minutesAgo(60),
      },
      {
        applicationId: seeded.id,
        authorUserId: seeded.officerUserId,
        authorParty: 'officer',
        body: 'Next week.',
        createdAt: minutesAgo(59),
      },
    ]);
  await addEvents(testApp, seeded, [
    ['submit', S.draft, S.applicationReview, 'company'],
    ['request-information', S.applicationReview, S.requestForInformation, 'officer'],
    ['more-info-provided', S.requestForInformation, S.applicationReview, 'company'],
    ['start-verification', S.applicationReview, S.verificationCheck, 'officer'],
    ['verification-report', S.verificationCheck, S.verificationCheck, 'officer'],
    ['raise-findings', S.verificationCheck, S.pendingFindingsAcknowledgement, 'officer'],
    ['acknowledge', S.pendingFindingsAcknowledgement, S.pendingCorrectiveAction, 'company'],
    ['findings-corrected', S.pendingCorrectiveAction, S.correctiveActionsReview, 'company'],
    ['accept-corrective-actions', S.correctiveActionsReview, S.preparationOfApprovalDocuments, 'officer'],
    [
      'prepare-approval-document',
      S.preparationOfApprovalDocuments,
      S.preparationOfApprovalDocuments,
      'officer',
    ],
    ['start-documentary-review', S.preparationOfApprovalDocuments, S.documentaryReview, 'officer'],
  ]);
  return seeded;
}

describe('applicationCase', () => {
  it('shows the company only what was sent to it, and the officer every record', async () => {
    const seeded = await inDocumentaryReview();
    const company = (await asCompany(seeded)).workflow;
    const officer = (await asOfficer(seeded)).workflow;

    expect(company.correspondence.map((round) => round.round)).toEqual([1]);
    expect(officer.correspondence.map((round) => round.round)).toEqual([1, 2]);
    expect(company.correspondence[0]?.response?.documents.map((d) => d.fileName)).toEqual(['Records.pdf']);
    expect(company.correspondence[0]?.sentByName).toBe(officer.correspondence[0]?.sentByName);

    expect(company.approvalDocuments.map((document) => document.title)).toEqual([
      'Quality manual',
      'Existing certificate',
    ]);
    expect(officer.approvalDocuments.map((document) => document.title)).toEqual([
      'Quality manual',
      'Existing certificate',
      'Scope schedule',
    ]);
    const [manual, certificate] = company.approvalDocuments;
    expect(manual?.versions.map((version) => [version.version, version.statusLabel])).toEqual([
      [1, 'Obsolete'],
      [2, 'Sent'],
    ]);
    expect(manual?.reviewStatus).toBe(ReviewResponseStatus.pending);
    expect(manual?.versions[0]?.response).toMatchObject({
      statusLabel: 'Rejected',
      comment: 'Fix section 2.',
    });
    expect(manual?.versions[0]?.response?.document?.fileName).toBe('Markup.pdf');
    expect(certificate?.reviewStatusLabel).toBe('Existing');

    expect(company.findings.map((finding) => finding.correctiveActions.length)).toEqual([2, 1]);
    expect(company.verification?.report?.fileName).toBe('Report.pdf');
    expect(company.invoice).toMatchObject({
      number: `INV-${seeded.referenceNumber}`,
      amountSgd: 500,
      paidAt: null,
    });
    expect(company.comments.map((comment) => [comment.body, comment.authorParty])).toEqual([
      ['When is the visit?', 'company'],
      ['Next week.', 'officer'],
    ]);
    expect(company.tasks.map((task) => task.text)).toEqual([
      'respond to 1 approval document',
      `pay invoice INV-${seeded.referenceNumber} by 31 Dec 2026`,
    ]);
    expect(officer.tasks).toEqual([]);
    expect(openMoves(company.actions)).toEqual([]);
    expect(actionNamed(company.actions, 'respond-to-document').open).toBe(true);
    // The company still owes an answer, so the documents cannot yet be marked ready (the API refuses it).
    expect(openMoves(officer.actions)).toEqual(['void', 'withdraw']);
    expect(actionNamed(officer.actions, 'approval-documents-ready')).toEqual({
      name: 'approval-documents-ready',
      open: false,
      reason: 'The company has not yet answered 2 approval documents.',
    });
  });

  it('tells the timeline in words, oldest first, with who acted, keeping preparation to the officer', async () => {
    const seeded = await inDocumentaryReview();
    const { timeline } = (await asCompany(seeded)).workflow;
    expect(timeline.map((event) => event.title)).toEqual([
      'Application submitted',
      'Request for information sent',
      'Information provided',
      'Site verification scheduled',
      'Verification report uploaded',
      'Findings raised',
      'Findings acknowledged',
      'Corrective actions submitted',
      'Corrective actions accepted',
      'Approval documents sent for review',
    ]);
    expect(timeline[0]).toMatchObject({
      actorName: seeded.lab.name,
      actorParty: 'company',
      toStatusLabel: 'Application Review',
    });
    expect(timeline[1]?.actorParty).toBe('officer');
    const officerTitles = (await asOfficer(seeded)).workflow.timeline.map((event) => event.title);
    expect(officerTitles.at(-2)).toBe('Approval document prepared');
  });

  it('asks the company to acknowledge the findings by the earliest due date', async () => {
    const seeded = await seededApplication(testApp, { status: S.pendingFindingsAcknowledgement });
    await addFindings(testApp, seeded, ['2026-12-20', '2026-12-12']);
    const company = (await asCompany(seeded)).workflow;
    expect(company.tasks).toEqual([
      { text: 'acknowledge 2 findings by 12 Dec 2026', dueDate: '2026-12-12', target: 'findings' },
    ]);
    expect(openMoves(company.actions)).toEqual(['acknowledge']);
    expect(company.findings.map((finding) => finding.severityLabel)).toEqual(['Major', 'Major']);
  });

  it('shows the company its draft corrective actions and the officer only those submitted', async () => {
    const seeded = await seededApplication(testApp, { status: S.pendingCorrectiveAction });
    const [first, second] = await addFindings(testApp, seeded, ['2026-12-20', '2026-12-12']);
    if (!first || !second) throw new Error('Findings not stored');
    await db()
      .insert(correctiveActions)
      .values([
        {
          findingId: first.id,
          attempt: 1,
          text: 'Too short.',
          status: CorrectiveActionStatus.rejected,
          rejectionReason: 'More detail.',
        },
        { findingId: first.id, attempt: 2, text: 'In progress.', status: CorrectiveActionStatus.draft },
        { findingId: second.id, attempt: 1, text: 'Done.', status: CorrectiveActionStatus.accepted },
      ]);
    const company = (await asCompany(seeded)).workflow;
    const officer = (await asOfficer(seeded)).workflow;
    expect(company.findings[0]?.correctiveActions.map((action) => action.statusLabel)).toEqual([
      'Rejected',
      'Draft',
    ]);
    expect(officer.findings[0]?.correctiveActions.map((action) => action.statusLabel)).toEqual(['Rejected']);
    expect(company.tasks.map((task) => task.text)).toEqual([
      'submit corrective actions for 1 finding by 20 Dec 2026',
    ]);
  });

  it('hides findings from the company where the status group does not show them', async () => {
    const seeded = await seededApplication(testApp, {
      status: S.withdrawn,
      endReason: 'The company asked to stop.',
    });
    await addFindings(testApp, seeded, ['2026-12-12']);
    const company = (await asCompany(seeded)).workflow;
    expect(company.findings).toEqual([]);
    expect(company.endReason).toBe('The company asked to stop.');
    expect((await asOfficer(seeded)).workflow.findings).toHaveLength(1);
  });

  it('hides approval documents from the company before their preparation', async () => {
    const seeded = await seededApplication(testApp, { status: S.verificationCheck });
    const [document] = await db()
      .insert(approvalDocuments)
      .values({ applicationId: seeded.id, title: 'Early', position: 1 })
      .returning({ id: approvalDocuments.id });
    if (!document) throw new Error('Document not stored');
    await db()
      .insert(approvalDocumentVersions)
      .values({
        documentId: document.id,
        version: 1,
        attachmentId: await storedFile(testApp, seeded.lab.companyId, { name: 'Early.pdf' }),
        status: CorrespondenceStatus.sent,
      });
    expect((await asCompany(seeded)).workflow.approvalDocuments).toEqual([]);
    expect((await asOfficer(seeded)).workflow.approvalDocuments).toHaveLength(1);
  });

  it('names the outcome, the acceptance and the recognition once recognised', async () => {
    const seeded = await seededApplication(testApp, {
      status: S.recognised,
      programme: Programme.IBR,
      outcomeKind: OutcomeKind.recognised,
    });
    const signedAt = minutesAgo(20).toISOString();
    await db()
      .update(applications)
      .set({
        acceptance: {
          signerUserId: seeded.lab.userId,
          signerName: seeded.lab.name,
          signedAt,
          signatureAttachmentId: seeded.signatureAttachmentId,
          statements: ['We accept the conditions.'],
        },
      })
      .where(eq(applications.id, seeded.id));
    await db()
      .insert(companyRecognitions)
      .values({
        companyId: seeded.lab.companyId,
        programme: Programme.IBR,
        status: 1,
        recognitionNumber: `IBR-REC-${seeded.referenceNumber}`,
        validFrom: minutesAgo(5),
        validUntil: new Date(Date.now() + 3 * 365 * 86_400_000),
        scopeSummary: 'Inspection of lifting equipment.',
        applicationId: seeded.id,
      });
    await addEvents(testApp, seeded, [
      ['declaration-signature', S.approvalDocumentsReady, S.pendingApprovalOrSupport, 'company'],
      ['approve', S.pendingApprovalOrSupport, S.approvedOrSupported, 'officer'],
      ['send-for-signing', S.approvedOrSupported, S.pendingSigning, 'officer'],
      ['recognise', S.pendingSigning, S.recognised, 'officer'],
    ]);
    const { workflow } = await asCompany(seeded);
    expect(workflow.timeline.map((event) => event.title)).toEqual([
      'Declaration signed',
      'Supported',
      'Sent for signing',
      'Recognised',
    ]);
    expect(workflow.acceptance).toEqual({
      signerName: seeded.lab.name,
      signedAt,
      statements: ['We accept the conditions.'],
    });
    expect(workflow.recognition?.scopeSummary).toBe('Inspection of lifting equipment.');
    expect(workflow.tasks).toEqual([]);
  });

  it("is not found for another company's application", async () => {
    const seeded = await seededApplication(testApp, { status: S.applicationReview });
    const other = await registerLab(testApp);
    await expect(
      applicationCase(db(), seeded.id, { party: 'company', companyId: other.companyId }),
    ).rejects.toMatchObject({ statusCode: 404 });
  });
});

describe('GET /api/applications/{id}', () => {
  it('answers the case with its workflow for the company', async () => {
    const seeded = await inDocumentaryReview();
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/applications/${seeded.id}`,
      headers: { cookie: seeded.lab.cookie },
    });
    expect(response.statusCode).toBe(200);
    const data = unescapeHtmlDeep(response.json().data);
    expect(data.referenceNumber).toBe(seeded.referenceNumber);
    expect(data.workflow.approvalDocuments).toHaveLength(2);
    expect(data.workflow.tasks[0].text).toBe('respond to 1 approval document');
  });
});
