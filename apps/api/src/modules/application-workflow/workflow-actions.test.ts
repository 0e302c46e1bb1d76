import {
  type ApplicationCase,
  ApplicationStatus,
  INVOICE_MESSAGES,
  type OfficerQueueItem,
  Programme,
  unescapeHtmlDeep,
} from '@fsmis/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionNamed, openMoves } from '../../test/case-actions.js';
import { messageOf } from '../../test/responses.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  applicationInStatus,
  companyRequest,
  daysFromToday,
  officerCookie,
  officerPost,
  type WorkflowApplication,
} from '../../test/workflow-builders.js';
import { seededApplication } from '../../test/workflow-records.js';

/**
 * The list of actions an application answers each side (GET /api/applications/{id} and
 * /api/officer/applications/{id}): an action is open exactly when the API accepts its step, and when it
 * is not, the reason is the refusal the step meets.
 */

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp?.close());

const S = ApplicationStatus;

async function read(url: string, cookie: string): Promise<ApplicationCase> {
  const response = await testApp.app.inject({ method: 'GET', url, headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return unescapeHtmlDeep(response.json().data) as ApplicationCase;
}
const officerActions = async (id: string) =>
  (await read(`/api/officer/applications/${id}`, await officerCookie(testApp))).workflow.actions;
const companyActions = async (application: Pick<WorkflowApplication, 'id' | 'lab'>) =>
  (await read(`/api/applications/${application.id}`, application.lab.cookie)).workflow.actions;

async function waitingOn(id: string, status: ApplicationStatus) {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/officer/applications?PageSize=100&Status=${status}`,
    headers: { cookie: await officerCookie(testApp) },
  });
  expect(response.statusCode, response.body).toBe(200);
  const { items } = response.json().data as { items: OfficerQueueItem[] };
  return items.find((item) => item.id === id)?.waitingOn;
}

describe('an application’s actions in Documentary Review', () => {
  it('are the company’s to answer first: the documents are not ready, in the words the step is refused with', async () => {
    const application = await applicationInStatus(testApp, {
      programme: Programme.LRP,
      status: S.documentaryReview,
    });
    const officerBefore = await officerActions(application.id);
    const unanswered = 'The company has not yet answered 1 approval document.';
    expect(actionNamed(officerBefore, 'approval-documents-ready')).toEqual({
      name: 'approval-documents-ready',
      open: false,
      reason: unanswered,
    });
    expect(openMoves(officerBefore)).toEqual(['void', 'withdraw']);
    const early = await officerPost(testApp, application.id, 'approval-documents-ready');
    expect(early.statusCode).toBe(409);
    expect(messageOf(early)).toBe(unanswered);

    const companyBefore = await companyActions(application);
    expect(actionNamed(companyBefore, 'respond-to-document').open).toBe(true);
    expect(actionNamed(companyBefore, 'mark-as-cancelled').open).toBe(false);
    expect(await waitingOn(application.id, S.documentaryReview)).toBe('company');

    const [document] = (await read(`/api/applications/${application.id}`, application.lab.cookie)).workflow
      .approvalDocuments;
    const answered = await companyRequest(
      testApp,
      application.lab.cookie,
      application.id,
      `review-response-document/${document?.id}`,
      { decision: 'accepted' },
    );
    expect(answered.statusCode, answered.body).toBe(200);

    expect(actionNamed(await companyActions(application), 'respond-to-document')).toEqual({
      name: 'respond-to-document',
      open: false,
      reason: 'No approval document is waiting for an answer.',
    });
    expect(await waitingOn(application.id, S.documentaryReview)).toBe('officer');
    expect(actionNamed(await officerActions(application.id), 'approval-documents-ready').open).toBe(true);
    const ready = await officerPost(testApp, application.id, 'approval-documents-ready');
    expect(ready.statusCode, ready.body).toBe(200);

    const signing = await companyActions(application);
    expect(openMoves(signing)).toEqual(['declaration-signature']);
    expect(actionNamed(await officerActions(application.id), 'approve')).toMatchObject({ open: false });
  });
});

describe('an application’s invoice steps', () => {
  it('offer one invoice and its payment once, refusing the rest in the list’s words', async () => {
    const application = await seededApplication(testApp, { status: S.applicationReview });
    const before = await officerActions(application.id);
    expect(actionNamed(before, 'issue-invoice').open).toBe(true);
    expect(actionNamed(before, 'record-payment')).toEqual({
      name: 'record-payment',
      open: false,
      reason: INVOICE_MESSAGES.noInvoice,
    });
    const unpaid = await officerPost(testApp, application.id, 'invoice/paid');
    expect(unpaid.statusCode).toBe(409);
    expect(messageOf(unpaid)).toBe(INVOICE_MESSAGES.noInvoice);

    const issued = await officerPost(testApp, application.id, 'invoice', { dueDate: daysFromToday(5) });
    expect(issued.statusCode, issued.body).toBe(200);
    const afterIssue = await officerActions(application.id);
    const again = await officerPost(testApp, application.id, 'invoice', { dueDate: daysFromToday(5) });
    expect(again.statusCode).toBe(409);
    expect(actionNamed(afterIssue, 'issue-invoice')).toEqual({
      name: 'issue-invoice',
      open: false,
      reason: messageOf(again),
    });
    expect(actionNamed(afterIssue, 'record-payment').open).toBe(true);

    const paid = await officerPost(testApp, application.id, 'invoice/paid');
    expect(paid.statusCode, paid.body).toBe(200);
    const twice = await officerPost(testApp, application.id, 'invoice/paid');
    expect(twice.statusCode).toBe(409);
    expect(actionNamed(await officerActions(application.id), 'record-payment')).toEqual({
      name: 'record-payment',
      open: false,
      reason: messageOf(twice),
    });
  });
});

describe('an application’s verification outcome', () => {
  it('waits for the report, in the words the outcome is refused with', async () => {
    const application = await applicationInStatus(testApp, {
      programme: Programme.LRP,
      status: S.verificationCheck,
    });
    const before = await officerActions(application.id);
    const noReport = 'Upload the site verification report first.';
    expect(actionNamed(before, 'verify-without-findings')).toEqual({
      name: 'verify-without-findings',
      open: false,
      reason: noReport,
    });
    expect(actionNamed(before, 'verification-report').open).toBe(true);
    const early = await officerPost(testApp, application.id, 'verification/outcome', { findings: [] });
    expect(early.statusCode).toBe(409);
    expect(messageOf(early)).toBe(noReport);
    expect(openMoves(await companyActions(application))).toEqual([]);
    expect(await waitingOn(application.id, S.verificationCheck)).toBe('officer');
  });
});

describe('an application’s corrective actions', () => {
  it('offer the officer the review while the company’s are undecided, and the company nothing to move', async () => {
    const application = await applicationInStatus(testApp, {
      programme: Programme.LRP,
      status: S.correctiveActionsReview,
    });
    const review = await officerActions(application.id);
    expect(actionNamed(review, 'review-corrective-actions').open).toBe(true);
    expect(actionNamed(review, 'accept-corrective-actions')).toEqual({
      name: 'accept-corrective-actions',
      open: false,
      reason: 'Accept or reject every corrective action: 2 are still undecided.',
    });
    expect(openMoves(await companyActions(application))).toEqual([]);
    expect(await waitingOn(application.id, S.correctiveActionsReview)).toBe('officer');
  });
});
