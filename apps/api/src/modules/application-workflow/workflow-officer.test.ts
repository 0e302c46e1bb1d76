import {
  ApplicationStatus,
  AttachmentScanStatus,
  CorrectiveActionStatus,
  CorrespondenceStatus,
  Programme,
  ReviewResponseStatus,
  unescapeHtmlDeep,
} from '@fsmis/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicationCorrespondence,
  applicationEvents,
  applications,
  attachments,
  correctiveActions,
  inAppNotifications,
  mailMessages,
  siteVerifications,
} from '../../db/schema/index.js';
import { openNames } from '../../test/case-actions.js';
import { caseOf, messageOf } from '../../test/responses.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testFiles } from '../../test/test-files.js';
import {
  applicationInStatus,
  companyRequest,
  officerCookie,
  officerUpload,
  refusedOfficerUpload,
} from '../../test/workflow-builders.js';
import { addFindings, type SeededApplication, seededApplication } from '../../test/workflow-records.js';
import { listAuditLog } from '../audit/audit.service.js';
import { singaporeToday } from './due-dates.js';

/**
 * The officer's routes (/api/officer/applications/{id}/…): each step's success and its refusals (the
 * wrong status, a bad body, a company's session, an unknown application), what it records and whom it
 * tells. Each case builds its own application.
 */

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp?.close());

const S = ApplicationStatus;
const db = () => testApp.database.db;

async function officer(id: string, path: string, payload?: object, cookie?: string) {
  return testApp.app.inject({
    method: 'POST',
    url: `/api/officer/applications/${id}/${path}`,
    headers: { cookie: cookie ?? (await officerCookie(testApp)) },
    ...(payload === undefined ? {} : { payload }),
  });
}

async function officerGet(url: string, cookie?: string) {
  return testApp.app.inject({
    method: 'GET',
    url,
    headers: { cookie: cookie ?? (await officerCookie(testApp)) },
  });
}

/** yyyy-mm-dd `days` from today in Singapore. */
function day(days: number): string {
  const today = new Date(`${singaporeToday()}T00:00:00Z`);
  return new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

const inStatus = (status: ApplicationStatus, programme: Programme = Programme.LRP) =>
  seededApplication(testApp, { status, programme });

async function statusOf(id: string) {
  const [row] = await db().select().from(applications).where(eq(applications.id, id));
  return row;
}

async function lastEvent(id: string) {
  const events = await db().select().from(applicationEvents).where(eq(applicationEvents.applicationId, id));
  return events.sort((a, b) => a.at.getTime() - b.at.getTime()).at(-1);
}

async function auditActions(id: string) {
  const page = await listAuditLog(db(), { Entity: 'application', EntityId: id, Page: 1, PageSize: 100 });
  return page.items.map((entry) => entry.action);
}

async function noticesOf(application: SeededApplication) {
  return db()
    .select()
    .from(inAppNotifications)
    .where(eq(inAppNotifications.companyId, application.lab.companyId));
}

/** The e-mails to the lab's user with `subject`, once the background send has stored them. */
async function mailsTo(email: string, subject: string) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const rows = await db()
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.to, email), eq(mailMessages.subject, subject)));
    if (rows.length > 0) return rows;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return [];
}

const request = (dueDate = day(14)) => ({
  subject: 'Calibration records',
  message: 'Send the calibration certificates of your balances.',
  documentsRequested: ['Calibration certificates'],
  dueDate,
});

// ---- Who may call the officer routes ----

const uuid = '00000000-0000-4000-8000-000000000000';
// The company's session is refused, and an unknown application not found, before any file is looked at:
// any id names the file.
const OFFICER_POSTS: readonly [path: string, payload: object][] = [
  ['correspondence-emails', request()],
  ['verification', { scheduledFor: new Date().toISOString(), location: 'The laboratory' }],
  ['verification/report', { file: uuid }],
  ['verification/outcome', { findings: [] }],
  ['corrective-action-review', { decisions: [{ findingId: uuid, decision: 'accepted' }] }],
  ['approval-document', { title: 'Scope', file: uuid }],
  [`approval-document/${uuid}/versions`, { file: uuid }],
  ['documentary-review', {}],
  ['approval-documents-ready', {}],
  ['invoice', { dueDate: day(30) }],
  ['invoice/paid', {}],
  ['approve', {}],
  ['send-for-signing', {}],
  ['recognise', {}],
  ['void', { reason: 'Duplicate.' }],
  ['withdraw', { reason: 'Asked by the company.' }],
  ['close', { reason: 'Expired.' }],
  ['comments', { body: 'A note.' }],
];

describe('officer routes: access', () => {
  it('refuses a company session (403) and no session (401) on every officer route', async () => {
    const application = await inStatus(S.applicationReview);
    const company = application.lab.cookie;
    const gets = ['', `/${application.id}`, `/${application.id}/document/${application.answerAttachmentId}`];
    for (const path of gets) {
      expect((await officerGet(`/api/officer/applications${path}`, company)).statusCode, path).toBe(403);
      const anonymous = await testApp.app.inject({ method: 'GET', url: `/api/officer/applications${path}` });
      expect(anonymous.statusCode, path).toBe(401);
    }
    for (const [path, payload] of OFFICER_POSTS) {
      expect((await officer(application.id, path, payload, company)).statusCode, path).toBe(403);
    }
    expect((await statusOf(application.id))?.status).toBe(S.applicationReview);
  });

  it('answers 404 for an unknown application on every officer route', async () => {
    expect((await officerGet(`/api/officer/applications/${uuid}`)).statusCode).toBe(404);
    expect((await officerGet(`/api/officer/applications/${uuid}/document/${uuid}`)).statusCode).toBe(404);
    for (const [path, payload] of OFFICER_POSTS) {
      const response = await officer(uuid, path, payload);
      expect(response.statusCode, `${path}: ${response.body}`).toBe(404);
      expect(messageOf(response)).toBe('We could not find this application.');
    }
  });

  it('opens any company’s application with the officer’s actions, and serves its files', async () => {
    const application = await inStatus(S.applicationReview);
    const opened = caseOf(await officerGet(`/api/officer/applications/${application.id}`));
    expect(opened.referenceNumber).toBe(application.referenceNumber);
    expect(openNames(opened.workflow.actions)).toEqual(
      expect.arrayContaining(['request-information', 'start-verification', 'void', 'withdraw']),
    );
    expect(opened.workflow.actions.map((action) => action.name)).not.toContain('mark-as-cancelled');
    const file = await officerGet(
      `/api/officer/applications/${application.id}/document/${application.answerAttachmentId}`,
    );
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('request for information', () => {
  it('sends a round, moves to Request For Information, records, notifies and e-mails the company', async () => {
    const application = await inStatus(S.applicationReview);
    const response = await officer(application.id, 'correspondence-emails', request(day(14)));
    const after = caseOf(response);
    expect(after.status).toBe(S.requestForInformation);
    expect(messageOf(response)).toContain(`Sent request for information 1 on ${application.referenceNumber}`);
    const [round] = after.workflow.correspondence;
    expect(round).toMatchObject({
      round: 1,
      subject: 'Calibration records',
      status: CorrespondenceStatus.sent,
    });
    expect(round?.dueDate).toBe(day(14));

    const event = await lastEvent(application.id);
    expect(event).toMatchObject({ action: 'request-information', detail: 'Round 1: Calibration records' });
    expect(await auditActions(application.id)).toContain('application.request-information');
    const [notice] = await noticesOf(application);
    expect(notice?.linkPath).toBe(`/application/${application.id}`);
    // An officer's step is news to the company: it waits unread.
    expect(notice?.readAt).toBeNull();
    expect(notice?.message).toMatch(
      new RegExp(
        `^Request for information on ${application.referenceNumber}: Calibration records\\. Answer by \\d\\d \\w{3} \\d{4}\\.$`,
      ),
    );
    const mails = await mailsTo(
      application.lab.email,
      `Request for information on ${application.referenceNumber}`,
    );
    expect(mails).toHaveLength(1);
  });

  it('numbers a second round after the company answered', async () => {
    const application = await inStatus(S.applicationReview);
    const first = caseOf(await officer(application.id, 'correspondence-emails', request()));
    const answered = await companyRequest(
      testApp,
      application.lab.cookie,
      application.id,
      'more-info-provided',
      {
        correspondenceId: first.workflow.correspondence[0]?.id,
        response: 'Attached.',
      },
    );
    expect(answered.statusCode, answered.body).toBe(200);
    const second = caseOf(await officer(application.id, 'correspondence-emails', request()));
    expect(second.workflow.correspondence.map((round) => [round.round, round.status])).toEqual([
      [1, CorrespondenceStatus.acknowledged],
      [2, CorrespondenceStatus.sent],
    ]);
  });

  it('refuses a past due date or a missing subject (400), and the wrong status (409)', async () => {
    const application = await inStatus(S.applicationReview);
    const past = await officer(application.id, 'correspondence-emails', request(day(-1)));
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toEqual({ dueDate: ['The due date must be today or later'] });
    const blank = await officer(application.id, 'correspondence-emails', { ...request(), subject: ' ' });
    expect(blank.statusCode).toBe(400);
    const verifying = await inStatus(S.verificationCheck);
    const late = await officer(verifying.id, 'correspondence-emails', request());
    expect(late.statusCode).toBe(409);
    expect(messageOf(late)).toBe(
      'You cannot request information while the application is in Verification Check.',
    );
  });
});

describe('site verification', () => {
  it('schedules it, takes the report (scanned before anyone reads it), then raises findings numbered 1..n', async () => {
    const application = await inStatus(S.applicationReview);
    const scheduledFor = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const scheduled = caseOf(
      await officer(application.id, 'verification', { scheduledFor, location: '1 Science Park Road' }),
    );
    expect(scheduled.status).toBe(S.verificationCheck);
    expect(scheduled.workflow.verification).toMatchObject({ location: '1 Science Park Road', report: null });
    expect((await noticesOf(application))[0]?.message).toContain('at 1 Science Park Road');

    const early = await officer(application.id, 'verification/outcome', { findings: [] });
    expect(early.statusCode).toBe(409);
    expect(messageOf(early)).toBe('Upload the site verification report first.');
    // The officer's file is checked by its upload, as a company's is: a text file is refused, and the
    // EICAR test file refused as infected, whatever its name; neither becomes the report.
    const notPdf = await refusedOfficerUpload(testApp, 'notes.txt', testFiles.text());
    expect(notPdf.statusCode).toBe(400);
    expect(notPdf.json().message).toEqual({ file: ['The file must be a PDF, JPG, PNG, Word or Excel'] });
    const infected = await refusedOfficerUpload(testApp, 'Report.pdf', testFiles.eicar());
    expect(infected.statusCode).toBe(400);
    expect(infected.json().message).toEqual({ file: ['The selected file contains a virus'] });
    const unreported = caseOf(await officerGet(`/api/officer/applications/${application.id}`));
    expect(unreported.workflow.verification?.report).toBeNull();

    const reported = caseOf(
      await officer(application.id, 'verification/report', {
        file: await officerUpload(testApp, 'Report.pdf'),
      }),
    );
    const report = reported.workflow.verification?.report;
    expect(report?.fileName).toBe('Report.pdf');
    const [stored] = await db()
      .select()
      .from(attachments)
      .where(eq(attachments.id, report?.attachmentId ?? uuid));
    expect(stored).toMatchObject({
      companyId: application.lab.companyId,
      uploadedByUserId: application.officerUserId,
      purpose: 'document',
      entityId: application.id,
      contentType: 'application/pdf',
    });
    await testApp.app.scanWorker.drain();
    const [scanned] = await db()
      .select()
      .from(attachments)
      .where(eq(attachments.id, stored?.id ?? uuid));
    expect(scanned?.status).toBe(AttachmentScanStatus.scanned);

    const findings = [
      { clause: '6.4.1', description: 'Balance not calibrated.', severity: 'minor', dueDate: day(30) },
      { clause: '7.5.2', description: 'Raw data not kept.', severity: 3, dueDate: day(20) },
    ];
    const past = await officer(application.id, 'verification/outcome', {
      findings: [{ ...findings[0], dueDate: day(-2) }],
    });
    expect(past.json().message).toEqual({ 'findings.0.dueDate': ['The due date must be today or later'] });
    const raised = await officer(application.id, 'verification/outcome', { findings });
    const after = caseOf(raised);
    expect(after.status).toBe(S.pendingFindingsAcknowledgement);
    expect(
      after.workflow.findings.map((finding) => [finding.number, finding.clause, finding.severity]),
    ).toEqual([
      [1, '6.4.1', 1],
      [2, '7.5.2', 3],
    ]);
    expect(after.workflow.verification).toMatchObject({ outcome: 'findings' });
    expect(await lastEvent(application.id)).toMatchObject({
      action: 'raise-findings',
      detail: '2 findings raised',
    });
    const notices = await noticesOf(application);
    expect(notices.map((notice) => notice.message)).toContainEqual(
      expect.stringMatching(/raised 2 findings to acknowledge by \d\d \w{3} \d{4}/),
    );
  });

  it('completes without findings: Preparation Of Approval Documents', async () => {
    const application = await inStatus(S.applicationReview);
    await officer(application.id, 'verification', {
      scheduledFor: new Date().toISOString(),
      location: 'On site',
    });
    await officer(application.id, 'verification/report', { file: await officerUpload(testApp) });
    const done = caseOf(await officer(application.id, 'verification/outcome', { findings: [] }));
    expect(done.status).toBe(S.preparationOfApprovalDocuments);
    expect(done.workflow.verification).toMatchObject({ outcome: 'no-findings' });
    expect(await auditActions(application.id)).toEqual(
      expect.arrayContaining([
        'application.start-verification',
        'application.verification-report',
        'application.verify-without-findings',
      ]),
    );
  });

  it('refuses a report before the verification is scheduled, and an oversized or empty file', async () => {
    const application = await inStatus(S.verificationCheck);
    const report = await officerUpload(testApp);
    const unscheduled = await officer(application.id, 'verification/report', { file: report });
    expect(unscheduled.statusCode).toBe(409);
    expect(messageOf(unscheduled)).toBe('Schedule the site verification before you upload its report.');
    await db()
      .insert(siteVerifications)
      .values({ applicationId: application.id, scheduledFor: new Date(), location: 'On site' });
    // An empty or oversized file is refused when its upload is asked for, before its bytes are sent.
    const empty = await refusedOfficerUpload(testApp, 'empty.pdf', Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toEqual({ file: ['The file is empty'] });
    const tooBig = Buffer.concat([testFiles.pdf(), Buffer.alloc(testApp.config.attachmentMaxBytes)]);
    const oversized = await refusedOfficerUpload(testApp, 'big.pdf', tooBig);
    expect(oversized.statusCode).toBe(400);
    expect(oversized.json().message).toEqual({
      file: [`The file must be ${testApp.config.attachmentMaxBytes / (1024 * 1024)} MB or smaller`],
    });
    const [verification] = await db()
      .select()
      .from(siteVerifications)
      .where(eq(siteVerifications.applicationId, application.id));
    expect(verification?.reportAttachmentId).toBeNull();
    // The upload the refused step did not take is still the officer's to give.
    const reported = caseOf(await officer(application.id, 'verification/report', { file: report }));
    expect(reported.workflow.verification?.report?.fileName).toBe('Document.pdf');
  });
});

describe('review of corrective actions', () => {
  async function submittedActions() {
    const application = await inStatus(S.correctiveActionsReview);
    const findings = await addFindings(testApp, application, [day(10), day(20)]);
    await db()
      .insert(correctiveActions)
      .values(
        findings.map(({ id }) => ({
          findingId: id,
          attempt: 1,
          text: 'Corrected.',
          status: CorrectiveActionStatus.submitted,
          submittedAt: new Date(),
        })),
      );
    return { application, findingIds: findings.map(({ id }) => id) };
  }
  const actionsOf = async (findingId: string) =>
    db().select().from(correctiveActions).where(eq(correctiveActions.findingId, findingId));

  it('returns rejected actions to the company with the reason (Pending Corrective Action)', async () => {
    const { application, findingIds } = await submittedActions();
    const [first = uuid, second = uuid] = findingIds;
    const response = await officer(application.id, 'corrective-action-review', {
      decisions: [
        { findingId: first, decision: 'accepted' },
        { findingId: second, decision: 'rejected', reason: 'No evidence of the new calibration.' },
      ],
    });
    expect(caseOf(response).status).toBe(S.pendingCorrectiveAction);
    expect((await actionsOf(first))[0]).toMatchObject({
      status: CorrectiveActionStatus.accepted,
      rejectionReason: null,
    });
    const [rejected] = await actionsOf(second);
    expect(rejected).toMatchObject({
      status: CorrectiveActionStatus.rejected,
      rejectionReason: 'No evidence of the new calibration.',
      reviewedByUserId: application.officerUserId,
    });
    expect(rejected?.reviewedAt).toBeInstanceOf(Date);
    expect(await lastEvent(application.id)).toMatchObject({
      action: 'reject-corrective-actions',
      detail: '1 accepted, 1 rejected',
    });
    expect(await auditActions(application.id)).toContain('application.reject-corrective-actions');
  });

  it('accepts all: Preparation Of Approval Documents', async () => {
    const { application, findingIds } = await submittedActions();
    const decisions = findingIds.map((findingId) => ({ findingId, decision: 'accepted' }));
    const response = await officer(application.id, 'corrective-action-review', { decisions });
    expect(caseOf(response).status).toBe(S.preparationOfApprovalDocuments);
    expect(messageOf(response)).toContain('Accepted the corrective actions');
  });

  it('refuses undecided actions (409), a rejection without reason (400) and another status (409)', async () => {
    const { application, findingIds } = await submittedActions();
    const partial = await officer(application.id, 'corrective-action-review', {
      decisions: [{ findingId: findingIds[0], decision: 'accepted' }],
    });
    expect(partial.statusCode).toBe(409);
    expect(messageOf(partial)).toBe('Accept or reject every corrective action: 1 is still undecided.');
    expect((await actionsOf(findingIds[0] ?? uuid))[0]?.status).toBe(CorrectiveActionStatus.submitted);
    const unexplained = await officer(application.id, 'corrective-action-review', {
      decisions: [{ findingId: findingIds[0], decision: 'rejected' }],
    });
    expect(unexplained.statusCode).toBe(400);
    const other = await officer(application.id, 'corrective-action-review', {
      decisions: [{ findingId: uuid, decision: 'accepted' }],
    });
    expect(other.statusCode).toBe(400);
    const early = await inStatus(S.pendingCorrectiveAction);
    const refused = await officer(early.id, 'corrective-action-review', {
      decisions: [{ findingId: uuid, decision: 'accepted' }],
    });
    expect(refused.statusCode).toBe(409);
    expect(messageOf(refused)).toBe(
      'You cannot accept corrective actions while the application is in Pending Corrective Action.',
    );
  });
});

describe('approval documents', () => {
  it('prepares documents as Requested, sends them for review, replaces a rejected one, then marks them ready', async () => {
    const application = await applicationInStatus(testApp, {
      programme: Programme.IBR,
      status: S.preparationOfApprovalDocuments,
    });
    const { id } = application;
    const none = await officer(id, 'documentary-review', {});
    expect(messageOf(none)).toBe('Add at least one approval document first.');
    const prepared = caseOf(
      await officer(id, 'approval-document', {
        title: 'Scope',
        file: await officerUpload(testApp, 'Scope.pdf'),
      }),
    );
    const licence = { title: 'Licence', file: await officerUpload(testApp), existing: true };
    caseOf(await officer(id, 'approval-document', licence));
    const [scope] = prepared.workflow.approvalDocuments;
    expect(scope?.versions.map((version) => version.status)).toEqual([CorrespondenceStatus.requested]);
    const company = await testApp.app.inject({
      method: 'GET',
      url: `/api/applications/${id}`,
      headers: { cookie: application.lab.cookie },
    });
    expect(caseOf(company).workflow.approvalDocuments.flatMap((document) => document.versions)).toEqual([]);

    const review = caseOf(await officer(id, 'documentary-review', {}));
    expect(review.status).toBe(S.documentaryReview);
    expect(
      review.workflow.approvalDocuments.map((document) => [
        document.title,
        document.reviewStatus,
        document.versions.map((v) => v.status),
      ]),
    ).toEqual([
      ['Scope', ReviewResponseStatus.pending, [CorrespondenceStatus.sent]],
      ['Licence', ReviewResponseStatus.existing, [CorrespondenceStatus.sent]],
    ]);
    const notReady = await officer(id, 'approval-documents-ready', {});
    expect(messageOf(notReady)).toBe('The company has not yet answered 1 approval document.');

    const scopeId = scope?.id ?? uuid;
    const rejected = await companyRequest(
      testApp,
      application.lab.cookie,
      id,
      `review-response-document/${scopeId}`,
      {
        decision: 'rejected',
        comment: 'Name the matrices.',
      },
    );
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(messageOf(await officer(id, 'approval-documents-ready', {}))).toBe(
      'Replace the 1 approval document the company rejected first.',
    );
    const secondVersion = await officerUpload(testApp, 'Scope v2.pdf');
    const unknown = await officer(id, `approval-document/${uuid}/versions`, { file: secondVersion });
    expect(unknown.statusCode).toBe(404);
    const replaced = caseOf(
      await officer(id, `approval-document/${scopeId}/versions`, {
        file: secondVersion,
        note: 'Matrices named.',
      }),
    );
    const versions = replaced.workflow.approvalDocuments[0]?.versions ?? [];
    expect(versions.map((version) => [version.version, version.status, version.note])).toEqual([
      [1, CorrespondenceStatus.obsolete, null],
      [2, CorrespondenceStatus.sent, 'Matrices named.'],
    ]);
    const accepted = await companyRequest(
      testApp,
      application.lab.cookie,
      id,
      `review-response-document/${scopeId}`,
      {
        decision: 'accepted',
      },
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    const ready = await officer(id, 'approval-documents-ready', {});
    expect(caseOf(ready).status).toBe(S.approvalDocumentsReady);
    const mails = await mailsTo(
      application.lab.email,
      `Sign the declaration for ${application.referenceNumber}`,
    );
    expect(mails[0]?.text).toContain('Sign the declaration of acceptance');
  });

  it('refuses a document outside preparation and review (409), and one without a title (400)', async () => {
    const application = await inStatus(S.applicationReview);
    const file = await officerUpload(testApp);
    const early = await officer(application.id, 'approval-document', { title: 'Scope', file });
    expect(early.statusCode).toBe(409);
    expect(messageOf(early)).toBe(
      'You cannot change approval documents while the application is in Application Review.',
    );
    const untitled = await officer(application.id, 'approval-document', { title: '', file });
    expect(untitled.statusCode).toBe(400);
    const unnamed = await officer(application.id, 'approval-document', { title: 'Scope' });
    expect(unnamed.json().message).toEqual({ file: ['Upload the file'] });
  });

  it('approves (Supported for IBR) and sends for signing, in order only', async () => {
    const application = await inStatus(S.pendingApprovalOrSupport, Programme.IBR);
    expect(messageOf(await officer(application.id, 'send-for-signing', {}))).toBe(
      'You cannot send this application for signing while the application is in Pending Support.',
    );
    const approved = await officer(application.id, 'approve', {});
    expect(caseOf(approved).status).toBe(S.approvedOrSupported);
    expect(messageOf(approved)).toBe(`${application.referenceNumber} is supported.`);
    expect((await noticesOf(application)).map((notice) => notice.title)).toContain(
      `${application.referenceNumber} supported`,
    );
    expect(caseOf(await officer(application.id, 'send-for-signing', {})).status).toBe(S.pendingSigning);
    expect(await auditActions(application.id)).toEqual(
      expect.arrayContaining(['application.approve', 'application.send-for-signing']),
    );
  });
});

describe('ending an application', () => {
  it('voids with the reason, makes the open request Obsolete and tells the company', async () => {
    const application = await inStatus(S.applicationReview);
    caseOf(await officer(application.id, 'correspondence-emails', request()));
    const voided = await officer(application.id, 'void', { reason: 'A duplicate of another application.' });
    const after = caseOf(voided);
    expect(after.status).toBe(S.voided);
    expect(after.workflow.endReason).toBe('A duplicate of another application.');
    const [round] = await db()
      .select()
      .from(applicationCorrespondence)
      .where(eq(applicationCorrespondence.applicationId, application.id));
    expect(round?.status).toBe(CorrespondenceStatus.obsolete);
    expect(await lastEvent(application.id)).toMatchObject({
      action: 'void',
      detail: 'A duplicate of another application.',
    });
    const mails = await mailsTo(application.lab.email, `${application.referenceNumber} voided`);
    expect(mails[0]?.text).toContain('has been voided: A duplicate of another application.');

    const again = await officer(application.id, 'withdraw', { reason: 'Asked.' });
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toBe('This application is Voided and can no longer change.');
    const comment = await officer(application.id, 'comments', { body: 'Too late.' });
    expect(comment.statusCode).toBe(409);
  });

  it('withdraws at the approval stage; closes only a Recognised one; needs a reason', async () => {
    const application = await inStatus(S.pendingSigning);
    const blank = await officer(application.id, 'withdraw', { reason: '' });
    expect(blank.statusCode).toBe(400);
    const close = await officer(application.id, 'close', { reason: 'Expired.' });
    expect(messageOf(close)).toBe(
      'You cannot close this application while the application is in Pending Signing.',
    );
    const withdrawn = caseOf(
      await officer(application.id, 'withdraw', { reason: 'The company asked to withdraw.' }),
    );
    expect(withdrawn.status).toBe(S.withdrawn);
    expect((await statusOf(application.id))?.endReason).toBe('The company asked to withdraw.');

    const recognised = await inStatus(S.recognised);
    const closed = caseOf(await officer(recognised.id, 'close', { reason: 'The recognition expired.' }));
    expect(closed.status).toBe(S.closed);
    expect(await auditActions(recognised.id)).toContain('application.close');
  });
});

describe('comments', () => {
  it('adds the officer’s comment (201), kept out of the timeline', async () => {
    const application = await inStatus(S.verificationCheck);
    const response = await officer(application.id, 'comments', { body: 'We will call before the visit.' });
    expect(response.statusCode, response.body).toBe(201);
    expect(unescapeHtmlDeep(response.json().data)).toMatchObject({
      body: 'We will call before the visit.',
      authorParty: 'officer',
    });
    const thread = await testApp.app.inject({
      method: 'GET',
      url: `/api/applications/${application.id}/comments`,
      headers: { cookie: application.lab.cookie },
    });
    expect(thread.json().data).toHaveLength(1);
    expect(await lastEvent(application.id)).toBeUndefined();
    expect((await officer(application.id, 'comments', { body: ' ' })).statusCode).toBe(400);
  });
});
