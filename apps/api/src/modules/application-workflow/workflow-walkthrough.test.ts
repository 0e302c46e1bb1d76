import {
  APPLICATION_ACTIONS,
  APPLICATION_STATUS_LABELS,
  type ApplicationAction,
  type ApplicationCase,
  ApplicationCategory,
  ApplicationStatus,
  type ApplicationStep,
  applicationTransition,
  CorrectiveActionStatus,
  CorrespondenceStatus,
  Programme,
  ReviewResponseStatus,
  statusAfter,
  stepRefusal,
  unescapeHtmlDeep,
} from '@fsmis/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyRecognitions } from '../../db/schema/index.js';
import { COMPANIES_ONLY_MESSAGE, OFFICERS_ONLY_MESSAGE } from '../../plugins/session.js';
import { scannedFiles } from '../../test/application-builders.js';
import { mailsTo, waitForMail } from '../../test/recognition-builders.js';
import { messageOf } from '../../test/responses.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  applicationInStatus,
  BUILDER_FINDINGS,
  BUILDER_REQUEST,
  type BuildableStatus,
  companyView as builtView,
  companyRequest,
  dataOf,
  daysFromToday,
  informationRequest,
  officerCookie,
  officerPost,
  officerUpload,
  submittedApplication,
  type WorkflowApplication,
} from '../../test/workflow-builders.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp?.close());

const S = ApplicationStatus;
const companyView = (application: WorkflowApplication) => builtView(testApp, application);

/** An officer's step that must succeed; answers the officer's view. */
const officer = async (application: WorkflowApplication, path: string, payload: object = {}) =>
  dataOf(await officerPost(testApp, application.id, path, payload), `Officer ${path}`);

/** A company's step that must succeed; answers what it answered. */
const company = async <T = ApplicationCase>(
  application: WorkflowApplication,
  path: string,
  payload: object = {},
  method: 'POST' | 'PUT' = 'POST',
) =>
  dataOf<T>(
    await companyRequest(testApp, application.lab.cookie, application.id, path, payload, method),
    path,
  );

async function mailSubjectsTo(to: string): Promise<string[]> {
  return (await mailsTo(testApp, to)).map((mail) => mail.subject);
}

async function notificationTitles(application: WorkflowApplication): Promise<string[]> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: '/api/in-app-notifications?PageSize=100',
    headers: { cookie: application.lab.cookie },
  });
  return (unescapeHtmlDeep(response.json().data.items) as Array<{ title: string }>).map((item) => item.title);
}

describe.each([
  { programme: Programme.LRP, name: 'LRP', pending: 'Pending Approval', decided: 'Approved' },
  { programme: Programme.IBR, name: 'IBR', pending: 'Pending Support', decided: 'Supported' },
  { programme: Programme.AOR, name: 'AOR', pending: 'Pending Support', decided: 'Supported' },
])('the happy path of a New $name application', ({ programme, pending, decided }) => {
  it('goes from submission to Recognised, each step by its actor, recorded, notified and e-mailed', async () => {
    const application = await submittedApplication(testApp, { programme });
    const { lab, referenceNumber: ref } = application;
    const expectLabel = async (label: string) => {
      const view = await companyView(application);
      expect(view.statusLabel).toBe(label);
      return view;
    };
    const { pdf } = await scannedFiles(testApp, lab);

    await officer(application, 'correspondence-emails', informationRequest());
    const asked = await expectLabel('Request For Information');
    expect(asked.workflow.tasks[0]?.text).toMatch(/^answer the request for information by /);
    const requestMail = await waitForMail(testApp, lab.email, `Request for information on ${ref}`);
    expect(requestMail.links).toContain(`${testApp.config.publicUrl}/application/${application.id}`);
    await company(application, 'more-info-provided', {
      correspondenceId: asked.workflow.correspondence[0]?.id,
      response: 'The certificates are attached.',
      attachmentIds: [pdf?.attachmentId],
    });
    await expectLabel('Application Review');

    await officer(application, 'verification', {
      scheduledFor: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      location: 'The laboratory',
    });
    await expectLabel('Verification Check');
    await waitForMail(testApp, lab.email, `Site verification of ${ref} scheduled`);
    await officer(application, 'verification/report', { file: await officerUpload(testApp, 'Report.pdf') });
    const findings = BUILDER_FINDINGS.map((finding) => ({ ...finding, dueDate: daysFromToday(30) }));
    await officer(application, 'verification/outcome', { findings });
    const raised = await expectLabel('Pending Findings Acknowledgement');
    expect(raised.workflow.tasks[0]?.text).toMatch(/^acknowledge 2 findings by /);
    await waitForMail(testApp, lab.email, `Findings raised on ${ref}`);

    await company(application, 'acknowledge');
    const acknowledged = await expectLabel('Pending Corrective Action');
    for (const finding of acknowledged.workflow.findings) {
      const text = `Recalibrated, see evidence for ${finding.clause}.`;
      const body = { findingId: finding.id, text, attachmentIds: [pdf?.attachmentId] };
      await company(application, 'corrective-action', body, 'PUT');
    }
    await company(application, 'findings-corrected');
    const corrected = await expectLabel('Corrective Actions Review');
    const decisions = corrected.workflow.findings.map((finding) => ({
      findingId: finding.id,
      decision: 'accepted',
    }));
    await officer(application, 'corrective-action-review', { decisions });
    await expectLabel('Preparation Of Approval Documents');
    await waitForMail(testApp, lab.email, `Corrective actions on ${ref} accepted`);

    const scope = await officerUpload(testApp);
    await officer(application, 'approval-document', { title: 'Scope of recognition', file: scope });
    await officer(application, 'documentary-review');
    const inReview = await expectLabel('Documentary Review');
    await waitForMail(testApp, lab.email, `Approval documents of ${ref} ready for review`);
    for (const document of inReview.workflow.approvalDocuments) {
      await company(application, `review-response-document/${document.id}`, { decision: 'accepted' });
    }
    await officer(application, 'approval-documents-ready');
    const ready = await expectLabel('Approval Documents Ready');
    expect(ready.workflow.tasks.map((task) => task.text)).toEqual(['sign the declaration']);
    await waitForMail(testApp, lab.email, `Sign the declaration for ${ref}`);

    await company(application, 'declaration-signature', { declarationConfirmed: true });
    await expectLabel(pending);
    await officer(application, 'approve');
    await expectLabel(decided);
    await waitForMail(testApp, lab.email, `${ref} ${decided.toLowerCase()}`);
    await officer(application, 'send-for-signing');
    await expectLabel('Pending Signing');
    await officer(application, 'recognise');
    const recognised = await expectLabel('Recognised');
    await waitForMail(testApp, lab.email, `${ref}: Recognised`);

    const [written] = await testApp.database.db
      .select()
      .from(companyRecognitions)
      .where(
        and(eq(companyRecognitions.companyId, lab.companyId), eq(companyRecognitions.programme, programme)),
      );
    expect(written?.applicationId).toBe(application.id);
    expect(recognised.workflow.recognition?.recognitionNumber).toBe(written?.recognitionNumber);
    expect(recognised.workflow.acceptance?.signerName).toBe(lab.name);

    const moves = recognised.workflow.timeline
      .map((event) => event.action)
      .filter((action) => (APPLICATION_ACTIONS as readonly string[]).includes(action));
    expect(moves).toEqual([
      'submit',
      'request-information',
      'more-info-provided',
      'start-verification',
      'raise-findings',
      'acknowledge',
      'findings-corrected',
      'accept-corrective-actions',
      'start-documentary-review',
      'approval-documents-ready',
      'declaration-signature',
      'approve',
      'send-for-signing',
      'recognise',
    ]);
    expect(recognised.workflow.timeline.at(-1)).toMatchObject({
      toStatusLabel: 'Recognised',
      actorParty: 'officer',
    });
    expect(recognised.workflow.timeline.map((event) => event.action)).toEqual(
      expect.arrayContaining(['verification-report', 'respond-to-document']),
    );

    expect(await notificationTitles(application)).toEqual(
      expect.arrayContaining([
        'Information provided',
        'Findings acknowledged',
        'Corrective actions submitted',
        'Approval document accepted',
        'Declaration signed',
        `Findings raised on ${ref}`,
        `${ref}: Recognised`,
      ]),
    );
    // The company's own steps are notified in the portal only: it knows what it did.
    const subjects = await mailSubjectsTo(lab.email);
    for (const own of ['Information provided', 'Findings acknowledged', 'Declaration signed']) {
      expect(subjects).not.toContain(own);
    }
  });
});

describe('detours and ends', () => {
  it('keeps both rounds of a request for information asked twice', async () => {
    const application = await applicationInStatus(testApp, {
      programme: Programme.IBR,
      status: S.requestForInformation,
    });
    const first = application.view.workflow.correspondence[0]?.id;
    await company(application, 'more-info-provided', { correspondenceId: first, response: 'First answer.' });
    await officer(application, 'correspondence-emails', {
      ...informationRequest(),
      subject: 'Staff records',
    });
    const second = (await companyView(application)).workflow.correspondence;
    expect(second.map((round) => [round.round, round.status])).toEqual([
      [1, CorrespondenceStatus.acknowledged],
      [2, CorrespondenceStatus.sent],
    ]);
    await company(application, 'more-info-provided', {
      correspondenceId: second[1]?.id,
      response: 'Second answer.',
    });
    const answered = await companyView(application);
    expect(answered.statusLabel).toBe('Application Review');
    expect(answered.workflow.correspondence.map((round) => [round.subject, round.response?.text])).toEqual([
      [BUILDER_REQUEST.subject, 'First answer.'],
      ['Staff records', 'Second answer.'],
    ]);
  });

  it('answers a rejected corrective action with a new one, which is then accepted', async () => {
    const application = await applicationInStatus(testApp, {
      programme: Programme.LRP,
      status: S.correctiveActionsReview,
    });
    const [rejected, accepted] = application.view.workflow.findings;
    await officer(application, 'corrective-action-review', {
      decisions: [
        { findingId: rejected?.id, decision: 'rejected', reason: 'The certificate is out of date.' },
        { findingId: accepted?.id, decision: 'accepted' },
      ],
    });
    const returned = await companyView(application);
    expect(returned.statusLabel).toBe('Pending Corrective Action');
    expect(returned.workflow.tasks[0]?.text).toMatch(/^submit corrective actions for 1 finding by /);
    expect(returned.workflow.findings[0]?.correctiveActions.at(-1)).toMatchObject({
      status: CorrectiveActionStatus.rejected,
      rejectionReason: 'The certificate is out of date.',
    });
    await waitForMail(
      testApp,
      application.lab.email,
      `Corrective actions on ${application.referenceNumber} not accepted`,
    );

    const again = { findingId: rejected?.id, text: 'A current certificate is attached.' };
    await company(application, 'corrective-action', again, 'PUT');
    await company(application, 'findings-corrected');
    const resubmitted = await companyView(application);
    expect(resubmitted.statusLabel).toBe('Corrective Actions Review');
    expect(
      resubmitted.workflow.findings[0]?.correctiveActions.map((action) => [action.attempt, action.status]),
    ).toEqual([
      [1, CorrectiveActionStatus.rejected],
      [2, CorrectiveActionStatus.submitted],
    ]);
    await officer(application, 'corrective-action-review', {
      decisions: [{ findingId: rejected?.id, decision: 'accepted' }],
    });
    const done = await companyView(application);
    expect(done.statusLabel).toBe('Preparation Of Approval Documents');
    expect(done.workflow.findings.map((finding) => finding.correctiveActions.at(-1)?.status)).toEqual([
      CorrectiveActionStatus.accepted,
      CorrectiveActionStatus.accepted,
    ]);
  });

  it('replaces a rejected review document with a new version, which is then accepted', async () => {
    const application = await applicationInStatus(testApp, {
      programme: Programme.AOR,
      status: S.documentaryReview,
    });
    const documentId = application.view.workflow.approvalDocuments[0]?.id;
    const { pdf } = await scannedFiles(testApp, application.lab);
    await company(application, `review-response-document/${documentId}`, {
      decision: 'rejected',
      comment: 'Test 3 is missing from the scope.',
      attachmentId: pdf?.attachmentId,
    });
    const early = await officerPost(testApp, application.id, 'approval-documents-ready');
    expect(early.statusCode).toBe(409);
    expect(messageOf(early)).toBe('Replace the 1 approval document the company rejected first.');

    await officer(application, `approval-document/${documentId}/versions`, {
      file: await officerUpload(testApp),
      note: 'Test 3 added.',
    });
    const replaced = (await companyView(application)).workflow.approvalDocuments[0];
    expect(
      replaced?.versions.map((version) => [version.version, version.status, version.response?.status]),
    ).toEqual([
      [1, CorrespondenceStatus.obsolete, ReviewResponseStatus.rejected],
      [2, CorrespondenceStatus.sent, undefined],
    ]);
    await company(application, `review-response-document/${documentId}`, { decision: 'accepted' });
    await officer(application, 'approval-documents-ready');
    expect((await companyView(application)).statusLabel).toBe('Approval Documents Ready');
  });

  it.each([
    { ending: 'withdraw', from: S.verificationCheck, label: 'Withdrawn' },
    { ending: 'void', from: S.requestForInformation, label: 'Voided' },
  ] as const)('$ending ends the application with its reason', async ({ ending, from, label }) => {
    const application = await applicationInStatus(testApp, { programme: Programme.LRP, status: from });
    const reason = `Ended for a test: ${ending}.`;
    await officer(application, ending, { reason });
    const ended = await companyView(application);
    expect(ended).toMatchObject({ statusLabel: label, isOpen: false });
    expect(ended.workflow.endReason).toBe(reason);
    expect(ended.workflow.timeline.at(-1)).toMatchObject({ action: ending, detail: reason });
    for (const round of ended.workflow.correspondence)
      expect(round.status).toBe(CorrespondenceStatus.obsolete);
    await waitForMail(
      testApp,
      application.lab.email,
      `${application.referenceNumber} ${label.toLowerCase()}`,
    );
    const after = await companyRequest(testApp, application.lab.cookie, application.id, 'comments', {
      body: 'Why?',
    });
    expect(after.statusCode).toBe(409);
    expect(messageOf(after)).toBe(`This application is ${label} and can no longer change.`);
  });
});

// ---- Every move and step through HTTP, refused where the domain refuses it ----

const uuid = '00000000-0000-4000-8000-000000000000';

interface HttpMove {
  readonly party: 'company' | 'officer';
  readonly name: ApplicationAction | ApplicationStep;
  readonly path: string;
  readonly body: object;
  readonly method?: 'PUT';
}

// A move refused for its status or its party is refused before any file is looked at: any id names the file.
const HTTP_MOVES: readonly HttpMove[] = [
  {
    party: 'company',
    name: 'more-info-provided',
    path: 'more-info-provided',
    body: { correspondenceId: uuid, response: 'Here.' },
  },
  { party: 'company', name: 'acknowledge', path: 'acknowledge', body: {} },
  {
    party: 'company',
    name: 'save-corrective-action',
    path: 'corrective-action',
    body: { findingId: uuid, text: 'Fixed.' },
    method: 'PUT',
  },
  { party: 'company', name: 'findings-corrected', path: 'findings-corrected', body: {} },
  {
    party: 'company',
    name: 'respond-to-document',
    path: `review-response-document/${uuid}`,
    body: { decision: 'accepted' },
  },
  {
    party: 'company',
    name: 'declaration-signature',
    path: 'declaration-signature',
    body: { declarationConfirmed: true },
  },
  {
    party: 'officer',
    name: 'request-information',
    path: 'correspondence-emails',
    body: informationRequest(),
  },
  {
    party: 'officer',
    name: 'start-verification',
    path: 'verification',
    body: { scheduledFor: new Date().toISOString(), location: 'The laboratory' },
  },
  {
    party: 'officer',
    name: 'verification-report',
    path: 'verification/report',
    body: { file: uuid },
  },
  {
    party: 'officer',
    name: 'raise-findings',
    path: 'verification/outcome',
    body: { findings: [{ ...BUILDER_FINDINGS[0], dueDate: daysFromToday(30) }] },
  },
  { party: 'officer', name: 'verify-without-findings', path: 'verification/outcome', body: { findings: [] } },
  {
    party: 'officer',
    name: 'accept-corrective-actions',
    path: 'corrective-action-review',
    body: { decisions: [{ findingId: uuid, decision: 'accepted' }] },
  },
  {
    party: 'officer',
    name: 'prepare-approval-document',
    path: 'approval-document',
    body: { title: 'Scope', file: uuid },
  },
  { party: 'officer', name: 'start-documentary-review', path: 'documentary-review', body: {} },
  { party: 'officer', name: 'approval-documents-ready', path: 'approval-documents-ready', body: {} },
  { party: 'officer', name: 'approve', path: 'approve', body: {} },
  { party: 'officer', name: 'send-for-signing', path: 'send-for-signing', body: {} },
  { party: 'officer', name: 'recognise', path: 'recognise', body: {} },
  { party: 'officer', name: 'void', path: 'void', body: { reason: 'A test.' } },
  { party: 'officer', name: 'withdraw', path: 'withdraw', body: { reason: 'A test.' } },
  { party: 'officer', name: 'close', path: 'close', body: { reason: 'A test.' } },
];

const isAction = (name: string): name is ApplicationAction =>
  (APPLICATION_ACTIONS as readonly string[]).includes(name);

/** Why the domain refuses the move or step in `status`, or null when it allows it. */
function domainRefusal(move: HttpMove, status: ApplicationStatus): string | null {
  const context = { programme: Programme.LRP, category: ApplicationCategory.new } as const;
  if (!isAction(move.name))
    return stepRefusal(move.party, move.name, status, context.programme, context.category);
  if (statusAfter(status, move.name, move.party) !== null) return null;
  const outcome = applicationTransition({ actor: move.party, status, action: move.name, ...context });
  return outcome.ok ? null : outcome.reason;
}

const send = async (application: WorkflowApplication, move: HttpMove, cookie?: string) =>
  testApp.app.inject({
    method: move.method ?? 'POST',
    url: `/api/${move.party === 'officer' ? 'officer/' : ''}applications/${application.id}/${move.path}`,
    headers: {
      cookie: cookie ?? (move.party === 'officer' ? await officerCookie(testApp) : application.lab.cookie),
    },
    payload: move.body,
  });

const SAMPLE_STATUSES: readonly BuildableStatus[] = [
  S.applicationReview,
  S.requestForInformation,
  S.pendingCorrectiveAction,
  S.documentaryReview,
  S.pendingSigning,
  S.recognised,
];

describe('every illegal move is refused with the domain’s reason', () => {
  it.each(SAMPLE_STATUSES.map((status) => ({ status, label: APPLICATION_STATUS_LABELS[status] })))(
    'in $label',
    async ({ status }) => {
      const application = await applicationInStatus(testApp, { programme: Programme.LRP, status });
      let refused = 0;
      for (const move of HTTP_MOVES) {
        const reason = domainRefusal(move, status);
        if (reason === null) continue;
        const response = await send(application, move);
        expect(response.statusCode, `${move.party} ${move.name}`).toBe(409);
        expect(messageOf(response), `${move.party} ${move.name}`).toBe(reason);
        refused += 1;
      }
      expect(refused).toBeGreaterThan(10);
      expect((await companyView(application)).status).toBe(status);
    },
  );

  it('a company cannot take an officer action, nor an officer a company action', async () => {
    const application = await applicationInStatus(testApp, {
      programme: Programme.IBR,
      status: S.applicationReview,
    });
    const officerCookieHeader = await officerCookie(testApp);
    for (const move of HTTP_MOVES) {
      const crossed = move.party === 'officer' ? application.lab.cookie : officerCookieHeader;
      const response = await send(application, move, crossed);
      expect(response.statusCode, `${move.party} ${move.name}`).toBe(403);
      expect(messageOf(response)).toBe(
        move.party === 'officer' ? OFFICERS_ONLY_MESSAGE : COMPANIES_ONLY_MESSAGE,
      );
    }
    expect((await companyView(application)).status).toBe(S.applicationReview);
  });
});
