import {
  ACCEPTANCE_STATEMENT,
  ApplicationStatus,
  AttachmentScanStatus,
  CorrectiveActionStatus,
  CorrespondenceStatus,
  type Finding,
  Programme,
  ReviewResponseStatus,
  unescapeHtmlDeep,
} from '@fsmis/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_FILE_MESSAGES } from '../../cases/company-files.js';
import {
  applications,
  approvalDocumentVersions,
  attachments,
  correctiveActions,
  mailMessages,
  users,
} from '../../db/schema/index.js';
import {
  registerLab,
  scannedFiles,
  setScanStatus,
  startDraft,
  type TestLab,
} from '../../test/application-builders.js';
import { caseOf, messageOf } from '../../test/responses.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testFiles } from '../../test/test-files.js';
import { uploadFile } from '../../test/uploads.js';
import {
  applicationInStatus,
  type BuildableStatus,
  companyRequest,
  dataOf,
  daysFromToday,
  officerCookie,
  officerPost,
  officerUpload,
  type WorkflowApplication,
} from '../../test/workflow-builders.js';
import { COMPANY_STEP_MESSAGES } from './company-steps.service.js';
import { FINDING_MESSAGES } from './findings-company.service.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp?.close());

const S = ApplicationStatus;
const post = (
  application: WorkflowApplication,
  path: string,
  payload: object = {},
  cookie = application.lab.cookie,
) => companyRequest(testApp, cookie, application.id, path, payload);
const putAction = (application: WorkflowApplication, payload: object, cookie = application.lab.cookie) =>
  companyRequest(testApp, cookie, application.id, 'corrective-action', payload, 'PUT');
const view = async (application: WorkflowApplication) => {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/applications/${application.id}`,
    headers: { cookie: application.lab.cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return caseOf(response);
};
const notificationsOf = async (lab: TestLab) => {
  const response = await testApp.app.inject({
    method: 'GET',
    url: '/api/in-app-notifications',
    headers: { cookie: lab.cookie },
  });
  return unescapeHtmlDeep(response.json().data.items) as Array<{
    title: string;
    message: string;
    linkPath: string;
    isRead: boolean;
  }>;
};

// ---- Starting states, built through the API ----

const inStatus = (status: BuildableStatus, programme: Programme = Programme.LRP) =>
  applicationInStatus(testApp, { programme, status });
const openRequestOf = (application: WorkflowApplication) =>
  application.view.workflow.correspondence[0]?.id as string;
const findingIdsOf = (application: WorkflowApplication) =>
  application.view.workflow.findings.map((finding) => finding.id);
const documentIdOf = (application: WorkflowApplication) =>
  application.view.workflow.approvalDocuments[0]?.id as string;
const officerStep = async (application: WorkflowApplication, path: string, payload: object = {}) =>
  dataOf(await officerPost(testApp, application.id, path, payload), path);

// ---- Every company route, for the checks of who may call them ----

interface CompanyRoute {
  readonly method: 'GET' | 'POST' | 'PUT';
  readonly path: string;
  readonly payload?: object;
}

const uuid = '00000000-0000-4000-8000-000000000000';
const COMPANY_ROUTES: readonly CompanyRoute[] = [
  { method: 'GET', path: 'comments' },
  { method: 'POST', path: 'comments', payload: { body: 'A question.' } },
  {
    method: 'POST',
    path: 'more-info-provided',
    payload: { correspondenceId: uuid, response: 'Here it is.' },
  },
  { method: 'POST', path: 'acknowledge' },
  { method: 'PUT', path: 'corrective-action', payload: { findingId: uuid, text: 'Fixed.' } },
  { method: 'POST', path: 'findings-corrected' },
  { method: 'POST', path: `review-response-document/${uuid}`, payload: { decision: 'accepted' } },
  { method: 'POST', path: 'declaration-signature', payload: { declarationConfirmed: true } },
];

const call = (route: CompanyRoute, id: string, cookie: string) =>
  testApp.app.inject({
    method: route.method,
    url: `/api/applications/${id}/${route.path}`,
    headers: { cookie },
    ...(route.method === 'GET' ? {} : { payload: route.payload ?? {} }),
  });

describe('who may take the company’s steps', () => {
  it('another company gets 404 on every company route, and nothing changes', async () => {
    const application = await inStatus(S.requestForInformation);
    const stranger = await registerLab(testApp);
    for (const route of COMPANY_ROUTES) {
      const response = await call(route, application.id, stranger.cookie);
      expect(response.statusCode, `${route.method} ${route.path}`).toBe(404);
      expect(messageOf(response)).toMatch(/^We could not find/);
    }
    expect((await view(application)).status).toBe(S.requestForInformation);
  });

  it('an officer is refused every company route', async () => {
    const application = await inStatus(S.requestForInformation);
    const officer = await officerCookie(testApp);
    for (const route of COMPANY_ROUTES) {
      const response = await call(route, application.id, officer);
      expect(response.statusCode, `${route.method} ${route.path}`).toBe(403);
    }
  });

  it('nobody signed in gets 401', async () => {
    const application = await inStatus(S.requestForInformation);
    for (const route of COMPANY_ROUTES) {
      const response = await testApp.app.inject({
        method: route.method,
        url: `/api/applications/${application.id}/${route.path}`,
        ...(route.method === 'GET' ? {} : { payload: route.payload ?? {} }),
      });
      expect(response.statusCode, `${route.method} ${route.path}`).toBe(401);
    }
  });
});

describe('comments', () => {
  it('adds a comment to the thread and lists it with its author, oldest first', async () => {
    const application = await inStatus(S.applicationReview);
    const first = await post(application, 'comments', { body: 'When is the site visit?' });
    expect(first.statusCode, first.body).toBe(201);
    expect(unescapeHtmlDeep(first.json().data)).toMatchObject({
      body: 'When is the site visit?',
      authorName: application.lab.name,
      authorParty: 'company',
    });
    await post(application, 'comments', { body: 'Also: <parking> & access?' });
    const list = await testApp.app.inject({
      method: 'GET',
      url: `/api/applications/${application.id}/comments`,
      headers: { cookie: application.lab.cookie },
    });
    expect(list.statusCode).toBe(200);
    const bodies = (unescapeHtmlDeep(list.json().data) as Array<{ body: string }>).map(
      (comment) => comment.body,
    );
    expect(bodies).toEqual(['When is the site visit?', 'Also: <parking> & access?']);
    expect((await view(application)).workflow.comments).toHaveLength(2);
  });

  it('refuses an empty comment, and a comment on a draft', async () => {
    const application = await inStatus(S.applicationReview);
    const empty = await post(application, 'comments', { body: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(messageOf(empty)).toEqual({ body: ['Enter a comment'] });
    const lab = await registerLab(testApp, { acknowledged: [Programme.IBR] });
    const draft = await startDraft(testApp, lab.cookie, { programme: Programme.IBR, form: 'new' });
    const onDraft = await companyRequest(testApp, lab.cookie, draft.id, 'comments', {
      body: 'Hello',
    });
    expect(onDraft.statusCode).toBe(409);
    expect(messageOf(onDraft)).toBe('You cannot add a comment while the application is in Draft.');
  });
});

describe('POST /api/applications/{id}/more-info-provided', () => {
  it('answers the open request with documents and returns the application to review', async () => {
    const application = await inStatus(S.requestForInformation);
    const correspondenceId = openRequestOf(application);
    const { pdf } = await scannedFiles(testApp, application.lab);
    const pending = await uploadFile(
      testApp,
      application.lab.cookie,
      { name: 'Later.pdf', bytes: testFiles.pdf() },
      { scan: false },
    );
    const response = await post(application, 'more-info-provided', {
      correspondenceId,
      response: 'The certificates are attached.',
      attachmentIds: [pdf?.attachmentId, pending.attachmentId],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(messageOf(response)).toBe('Your answer has been sent.');
    const answered = caseOf(response);
    expect(answered).toMatchObject({ status: S.applicationReview, statusLabel: 'Application Review' });
    const [round] = answered.workflow.correspondence;
    expect(round).toMatchObject({
      status: CorrespondenceStatus.acknowledged,
      response: { text: 'The certificates are attached.', respondedByName: application.lab.name },
    });
    expect(round?.response?.documents.map((document) => document.attachmentId)).toEqual([
      pdf?.attachmentId,
      pending.attachmentId,
    ]);
    expect(answered.workflow.timeline.map((event) => event.action)).toContain('more-info-provided');
    expect(await notificationsOf(application.lab)).toContainEqual(
      expect.objectContaining({
        title: 'Information provided',
        linkPath: `/application/${application.id}`,
        // The company answered itself: nothing unread for it.
        isRead: true,
      }),
    );
    const mails = await testApp.database.db
      .select()
      .from(mailMessages)
      .where(
        and(eq(mailMessages.to, application.lab.email), eq(mailMessages.subject, 'Information provided')),
      );
    expect(mails).toEqual([]);

    const again = await post(application, 'more-info-provided', { correspondenceId, response: 'Once more.' });
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toBe(
      'You cannot answer a request for information while the application is in Application Review.',
    );

    // What was sent is evidence: the company can no longer delete the file.
    const removal = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/attachments/${pdf?.attachmentId}`,
      headers: { cookie: application.lab.cookie },
    });
    expect(removal.statusCode).toBe(409);
    expect(messageOf(removal)).toBe('This file is in use and cannot be removed');
  });

  it('leaves the regulator’s files alone: the company cannot delete a verification report', async () => {
    const application = await inStatus(S.pendingFindingsAcknowledgement);
    const reportId = application.view.workflow.verification?.report?.attachmentId;
    expect(reportId).toBeDefined();
    const removal = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/attachments/${reportId}`,
      headers: { cookie: application.lab.cookie },
    });
    expect(removal.statusCode).toBe(409);
  });

  it('refuses an answer to a round already answered while a later one is open', async () => {
    const application = await inStatus(S.requestForInformation);
    const first = openRequestOf(application);
    expect(
      (await post(application, 'more-info-provided', { correspondenceId: first, response: 'Done.' }))
        .statusCode,
    ).toBe(200);
    const asked = await officerStep(application, 'correspondence-emails', {
      subject: 'Staff records',
      message: 'Send the training records of your analysts.',
      dueDate: daysFromToday(14),
    });
    const second = asked.workflow.correspondence[1]?.id;
    const stale = await post(application, 'more-info-provided', {
      correspondenceId: first,
      response: 'Again.',
    });
    expect(stale.statusCode).toBe(409);
    expect(messageOf(stale)).toBe(COMPANY_STEP_MESSAGES.alreadyAnswered);
    const other = await inStatus(S.requestForInformation);
    const foreign = await post(application, 'more-info-provided', {
      correspondenceId: openRequestOf(other),
      response: 'Wrong round.',
    });
    expect(foreign.statusCode).toBe(404);
    expect(messageOf(foreign)).toBe(COMPANY_STEP_MESSAGES.correspondenceNotFound);
    const answered = await post(application, 'more-info-provided', {
      correspondenceId: second,
      response: 'Round two.',
    });
    expect(answered.statusCode).toBe(200);
    expect(caseOf(answered).workflow.correspondence.map((round) => round.response?.text)).toEqual([
      'Done.',
      'Round two.',
    ]);
  });

  it('refuses a bad body, another company’s file and an infected file, naming the field', async () => {
    const application = await inStatus(S.requestForInformation);
    const correspondenceId = openRequestOf(application);
    const empty = await post(application, 'more-info-provided', { correspondenceId, response: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(messageOf(empty)).toEqual({ response: ['Enter your answer to the request'] });
    const noRound = await post(application, 'more-info-provided', { response: 'Here.' });
    expect(noRound.statusCode).toBe(400);
    expect(Object.keys(messageOf(noRound) as object)).toEqual(['correspondenceId']);

    const stranger = await registerLab(testApp);
    const { pdf: foreignPdf } = await scannedFiles(testApp, stranger);
    const foreign = await post(application, 'more-info-provided', {
      correspondenceId,
      response: 'Here.',
      attachmentIds: [foreignPdf?.attachmentId],
    });
    expect(foreign.statusCode).toBe(400);
    expect(messageOf(foreign)).toEqual({ attachmentIds: [COMPANY_FILE_MESSAGES.unknown] });

    const { pdf } = await scannedFiles(testApp, application.lab);
    await setScanStatus(testApp, pdf?.attachmentId as string, AttachmentScanStatus.suspicious);
    const infected = await post(application, 'more-info-provided', {
      correspondenceId,
      response: 'Here.',
      attachmentIds: [pdf?.attachmentId],
    });
    expect(infected.statusCode).toBe(400);
    expect(messageOf(infected)).toEqual({ attachmentIds: ['The selected file contains a virus'] });
    expect((await view(application)).status).toBe(S.requestForInformation);
  });
});

describe('POST /api/applications/{id}/acknowledge', () => {
  it('acknowledges every finding and moves to Pending Corrective Action', async () => {
    const application = await inStatus(S.pendingFindingsAcknowledgement);
    const response = await post(application, 'acknowledge');
    expect(response.statusCode, response.body).toBe(200);
    const acknowledged = caseOf(response);
    expect(acknowledged.statusLabel).toBe('Pending Corrective Action');
    expect(acknowledged.workflow.findings).toHaveLength(2);
    for (const finding of acknowledged.workflow.findings) expect(finding.acknowledgedAt).not.toBeNull();
    expect(acknowledged.workflow.tasks.map((task) => task.target)).toEqual(['corrective-actions']);
    expect(await notificationsOf(application.lab)).toContainEqual(
      expect.objectContaining({ title: 'Findings acknowledged', isRead: true }),
    );
  });

  it('is refused in another status with the domain’s reason', async () => {
    const application = await inStatus(S.applicationReview);
    const response = await post(application, 'acknowledge');
    expect(response.statusCode).toBe(409);
    expect(messageOf(response)).toBe(
      'You cannot acknowledge the findings while the application is in Application Review.',
    );
  });
});

describe('PUT /api/applications/{id}/corrective-action', () => {
  it('saves a draft, then edits the same draft', async () => {
    const application = await inStatus(S.pendingCorrectiveAction);
    const [findingId] = findingIdsOf(application);
    const { pdf } = await scannedFiles(testApp, application.lab);
    const first = await putAction(application, { findingId, text: 'Calibrating' });
    expect(first.statusCode, first.body).toBe(200);
    const second = await putAction(application, {
      findingId,
      text: 'Calibrated on 1 Dec.',
      attachmentIds: [pdf?.attachmentId],
    });
    expect(second.statusCode, second.body).toBe(200);
    const finding = unescapeHtmlDeep(second.json().data) as Finding;
    expect(finding.id).toBe(findingId);
    expect(finding.correctiveActions).toHaveLength(1);
    expect(finding.correctiveActions[0]).toMatchObject({
      attempt: 1,
      text: 'Calibrated on 1 Dec.',
      status: CorrectiveActionStatus.draft,
      submittedAt: null,
    });
    expect(finding.correctiveActions[0]?.documents.map((document) => document.attachmentId)).toEqual([
      pdf?.attachmentId,
    ]);
  });

  it('answers a rejected action with a new attempt; a submitted or accepted one cannot change', async () => {
    const application = await inStatus(S.correctiveActionsReview);
    const [rejectedId, acceptedId] = findingIdsOf(application);
    await officerStep(application, 'corrective-action-review', {
      decisions: [
        { findingId: rejectedId, decision: 'rejected', reason: 'No evidence.' },
        { findingId: acceptedId, decision: 'accepted' },
      ],
    });
    const retry = await putAction(application, { findingId: rejectedId, text: 'Second try, with evidence.' });
    expect(retry.statusCode, retry.body).toBe(200);
    const finding = unescapeHtmlDeep(retry.json().data) as Finding;
    expect(finding.correctiveActions.map((item) => [item.attempt, item.status])).toEqual([
      [1, CorrectiveActionStatus.rejected],
      [2, CorrectiveActionStatus.draft],
    ]);
    const accepted = await putAction(application, { findingId: acceptedId, text: 'Changed.' });
    expect(accepted.statusCode).toBe(409);
    expect(messageOf(accepted)).toBe(FINDING_MESSAGES.accepted);
  });

  it('refuses a finding of another application, a bad body and the wrong status', async () => {
    const application = await inStatus(S.pendingCorrectiveAction);
    const other = await inStatus(S.pendingCorrectiveAction);
    const [otherFinding] = findingIdsOf(other);
    const foreign = await putAction(application, { findingId: otherFinding, text: 'Mine?' });
    expect(foreign.statusCode).toBe(404);
    expect(messageOf(foreign)).toBe(FINDING_MESSAGES.notFound);

    const tooLong = await putAction(application, { findingId: otherFinding, text: 'x'.repeat(5001) });
    expect(tooLong.statusCode).toBe(400);
    expect(messageOf(tooLong)).toEqual({ text: ['The corrective action must be 5,000 characters or fewer'] });
    const noFinding = await putAction(application, { text: 'What?' });
    expect(noFinding.statusCode).toBe(400);
    expect(Object.keys(messageOf(noFinding) as object)).toEqual(['findingId']);

    const early = await inStatus(S.pendingFindingsAcknowledgement);
    const [earlyFinding] = findingIdsOf(early);
    const refused = await putAction(early, { findingId: earlyFinding, text: 'Too soon.' });
    expect(refused.statusCode).toBe(409);
    expect(messageOf(refused)).toBe(
      'You cannot change corrective actions while the application is in Pending Findings Acknowledgement.',
    );
  });
});

describe('guards of records the API never leaves in these statuses', () => {
  it('a submitted corrective action cannot change; a document version not sent cannot be answered', async () => {
    const pending = await inStatus(S.pendingCorrectiveAction);
    const [findingId] = findingIdsOf(pending);
    await putAction(pending, { findingId, text: 'Draft.' });
    await testApp.database.db
      .update(correctiveActions)
      .set({ status: CorrectiveActionStatus.submitted })
      .where(eq(correctiveActions.findingId, findingId as string));
    const submitted = await putAction(pending, { findingId, text: 'Changed.' });
    expect(submitted.statusCode).toBe(409);
    expect(messageOf(submitted)).toBe(FINDING_MESSAGES.submitted);

    const inReview = await inStatus(S.documentaryReview);
    const documentId = documentIdOf(inReview);
    await testApp.database.db
      .update(approvalDocumentVersions)
      .set({ status: CorrespondenceStatus.obsolete })
      .where(eq(approvalDocumentVersions.documentId, documentId));
    const unsent = await post(inReview, `review-response-document/${documentId}`, { decision: 'accepted' });
    expect(unsent.statusCode).toBe(409);
    expect(messageOf(unsent)).toBe(COMPANY_STEP_MESSAGES.documentNotSent);
  });
});

describe('POST /api/applications/{id}/findings-corrected', () => {
  it('refuses while a finding lacks a written action, submitting none; then submits them all', async () => {
    const application = await inStatus(S.pendingCorrectiveAction);
    const [first, second] = findingIdsOf(application);
    await putAction(application, { findingId: first, text: 'Fixed the first.' });
    await putAction(application, { findingId: second, text: '' });
    const refused = await post(application, 'findings-corrected');
    expect(refused.statusCode).toBe(409);
    expect(messageOf(refused)).toBe(
      'Write a corrective action for every finding: 1 finding still needs one.',
    );
    const stillDraft = (await view(application)).workflow.findings[0]?.correctiveActions[0];
    expect(stillDraft?.status).toBe(CorrectiveActionStatus.draft);

    await putAction(application, { findingId: second, text: 'Fixed the second.' });
    const response = await post(application, 'findings-corrected');
    expect(response.statusCode, response.body).toBe(200);
    const submitted = caseOf(response);
    expect(submitted.statusLabel).toBe('Corrective Actions Review');
    for (const finding of submitted.workflow.findings) {
      expect(finding.correctiveActions.at(-1)).toMatchObject({ status: CorrectiveActionStatus.submitted });
      expect(finding.correctiveActions.at(-1)?.submittedAt).not.toBeNull();
    }
    expect(await notificationsOf(application.lab)).toContainEqual(
      expect.objectContaining({ title: 'Corrective actions submitted', isRead: true }),
    );
    const again = await post(application, 'findings-corrected');
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toBe(
      'You cannot submit corrective actions while the application is in Corrective Actions Review.',
    );
  });
});

describe('POST /api/applications/{id}/review-response-document/{docId}', () => {
  it('accepts the current version', async () => {
    const application = await inStatus(S.documentaryReview);
    const documentId = documentIdOf(application);
    const response = await post(application, `review-response-document/${documentId}`, {
      decision: 'accepted',
    });
    expect(response.statusCode, response.body).toBe(200);
    const [document] = caseOf(response).workflow.approvalDocuments;
    expect(document?.versions.at(-1)).toMatchObject({
      status: CorrespondenceStatus.acknowledged,
      response: { status: ReviewResponseStatus.accepted, respondedByName: application.lab.name },
    });
    const again = await post(application, `review-response-document/${documentId}`, {
      decision: 'rejected',
      comment: 'No.',
    });
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toBe(COMPANY_STEP_MESSAGES.documentAnswered);
  });

  it('rejects it with a comment and a marked-up copy; answering again is refused', async () => {
    const application = await inStatus(S.documentaryReview);
    const documentId = documentIdOf(application);
    const path = `review-response-document/${documentId}`;
    const noComment = await post(application, path, { decision: 'rejected' });
    expect(noComment.statusCode).toBe(400);
    expect(messageOf(noComment)).toEqual({ comment: ['Explain what must change in the document'] });
    const noDecision = await post(application, path, {});
    expect(noDecision.statusCode).toBe(400);
    expect(messageOf(noDecision)).toEqual({ decision: ['Choose whether you accept the document'] });

    const { pdf } = await scannedFiles(testApp, application.lab);
    const response = await post(application, path, {
      decision: 'rejected',
      comment: 'The scope misses test 3.',
      attachmentId: pdf?.attachmentId,
    });
    expect(response.statusCode, response.body).toBe(200);
    const version = caseOf(response).workflow.approvalDocuments[0]?.versions.at(-1);
    expect(version).toMatchObject({
      status: CorrespondenceStatus.sent,
      response: { status: ReviewResponseStatus.rejected, comment: 'The scope misses test 3.' },
    });
    expect(version?.response?.document?.attachmentId).toBe(pdf?.attachmentId);
    expect(await notificationsOf(application.lab)).toContainEqual(
      expect.objectContaining({ title: 'Approval document rejected', isRead: true }),
    );
    const again = await post(application, path, { decision: 'accepted' });
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toBe(COMPANY_STEP_MESSAGES.documentAnswered);
  });

  it('refuses an existing document, one not sent, another application’s, and the wrong status', async () => {
    const application = await inStatus(S.documentaryReview);
    const added = await officerStep(application, 'approval-document', {
      title: 'Existing scope',
      file: await officerUpload(testApp),
      existing: true,
    });
    const existing = added.workflow.approvalDocuments.find(
      (document) => document.title === 'Existing scope',
    )?.id;
    const refusedExisting = await post(application, `review-response-document/${existing}`, {
      decision: 'accepted',
    });
    expect(refusedExisting.statusCode).toBe(409);
    expect(messageOf(refusedExisting)).toBe(COMPANY_STEP_MESSAGES.existingDocument);

    const other = await inStatus(S.documentaryReview);
    const foreign = await post(application, `review-response-document/${documentIdOf(other)}`, {
      decision: 'accepted',
    });
    expect(foreign.statusCode).toBe(404);
    expect(messageOf(foreign)).toBe(COMPANY_STEP_MESSAGES.documentNotFound);

    const early = await inStatus(S.preparationOfApprovalDocuments);
    const prepared = await officerStep(early, 'approval-document', {
      title: 'Scope',
      file: await officerUpload(testApp),
    });
    const earlyDocument = prepared.workflow.approvalDocuments[0]?.id;
    const tooEarly = await post(early, `review-response-document/${earlyDocument}`, { decision: 'accepted' });
    expect(tooEarly.statusCode).toBe(409);
    expect(messageOf(tooEarly)).toBe(
      'You cannot respond to approval documents while the application is in Preparation Of Approval Documents.',
    );
  });
});

describe('POST /api/applications/{id}/declaration-signature', () => {
  it('signs the acceptance with a frozen copy of the signature: Pending Approval for LRP', async () => {
    const application = await inStatus(S.approvalDocumentsReady);
    const response = await post(application, 'declaration-signature', { declarationConfirmed: true });
    expect(response.statusCode, response.body).toBe(200);
    const signed = caseOf(response);
    expect(signed.statusLabel).toBe('Pending Approval');
    expect(signed.workflow.acceptance).toMatchObject({ signerName: application.lab.name });
    expect(signed.workflow.acceptance?.statements).toEqual([
      ...(signed.declaration?.statements ?? []),
      ACCEPTANCE_STATEMENT,
    ]);
    const [row] = await testApp.database.db
      .select({ acceptance: applications.acceptance })
      .from(applications)
      .where(eq(applications.id, application.id));
    const acceptance = row?.acceptance as { signatureAttachmentId: string } | undefined;
    const signatureAttachmentId = acceptance?.signatureAttachmentId ?? '';
    const [copy] = await testApp.database.db
      .select({ purpose: attachments.purpose, entityId: attachments.entityId })
      .from(attachments)
      .where(eq(attachments.id, signatureAttachmentId));
    expect(copy).toEqual({ purpose: 'declaration-signature', entityId: application.id });
  });

  it('reads Pending Support for IBR', async () => {
    const application = await inStatus(S.approvalDocumentsReady, Programme.IBR);
    const response = await post(application, 'declaration-signature', { declarationConfirmed: true });
    expect(caseOf(response).statusLabel).toBe('Pending Support');
  });

  it('needs the declaration confirmed, a profile signature, and the right status', async () => {
    const application = await inStatus(S.approvalDocumentsReady);
    const unconfirmed = await post(application, 'declaration-signature', { declarationConfirmed: false });
    expect(unconfirmed.statusCode).toBe(400);
    expect(messageOf(unconfirmed)).toEqual({ declarationConfirmed: ['Confirm the declaration to sign it'] });

    await testApp.database.db
      .update(users)
      .set({ signatureAttachmentId: null })
      .where(eq(users.id, application.lab.userId));
    const unsigned = await post(application, 'declaration-signature', { declarationConfirmed: true });
    expect(unsigned.statusCode).toBe(400);
    expect(messageOf(unsigned)).toEqual({ signature: [COMPANY_STEP_MESSAGES.noSignature] });
    expect((await view(application)).status).toBe(S.approvalDocumentsReady);

    const early = await inStatus(S.documentaryReview);
    const tooEarly = await post(early, 'declaration-signature', { declarationConfirmed: true });
    expect(tooEarly.statusCode).toBe(409);
    expect(messageOf(tooEarly)).toBe(
      'You cannot sign the declaration while the application is in Documentary Review.',
    );
  });
});
