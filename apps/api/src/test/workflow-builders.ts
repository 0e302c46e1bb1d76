import {
  type ApplicationCase,
  ApplicationStatus,
  type FileType,
  type FormTemplate,
  type OfficerFile,
  type Programme,
  ReviewResponseStatus,
  unescapeHtmlDeep,
} from '@fsmis/domain';
import { DEMO_OFFICER } from '../db/seed/demo-accounts.js';
import { lookUpSession } from '../modules/sessions/sessions.service.js';
import {
  details,
  fillDraft,
  registerLab,
  scannedFiles,
  startDraft,
  type TestLab,
} from './application-builders.js';
import type { TestApp } from './test-app.js';
import { testFiles } from './test-files.js';
import { attemptUpload, uploadFile } from './uploads.js';
import { validAnswersFor } from './valid-answers.js';

/**
 * Builders of applications after submission, each on a new laboratory so that no test depends on
 * another: a New application submitted through the API, then driven through the officer's and the
 * company's routes to the status a test starts from, with the records that status implies.
 */

export interface WorkflowApplication {
  lab: TestLab;
  id: string;
  referenceNumber: string;
  programme: Programme;
  /** The application as its company reads it once the builder is done. */
  view: ApplicationCase;
}

type InjectResponse = Awaited<ReturnType<TestApp['app']['inject']>>;

/**
 * A file the seeded officer uploaded as the console does (the purpose officer-document, the bytes sent,
 * the upload completed and scanned), as the officer API takes it: its attachment id. A small PDF unless
 * `bytes` are given.
 */
export async function officerUpload(
  testApp: TestApp,
  fileName = 'Document.pdf',
  bytes: Buffer = testFiles.pdf(),
  options: { scan?: boolean; fileTypes?: readonly FileType[] } = {},
): Promise<OfficerFile> {
  const uploaded = await uploadFile(
    testApp,
    await officerCookie(testApp),
    { name: fileName, bytes, purpose: 'officer-document', fileTypes: options.fileTypes },
    { scan: options.scan },
  );
  return uploaded.attachmentId;
}

/**
 * The seeded officer's upload of a file the officer API must never take (text, the EICAR test file, too
 * large …), as the console sends it: answers the response that refused it, the upload link's or the
 * completion's.
 */
export async function refusedOfficerUpload(
  testApp: TestApp,
  fileName: string,
  bytes: Buffer,
  options: { fileTypes?: readonly FileType[] } = {},
): Promise<InjectResponse> {
  const file = { name: fileName, bytes, purpose: 'officer-document' as const, ...options };
  const response = await attemptUpload(testApp, await officerCookie(testApp), file);
  if (response.statusCode === 200) throw new Error(`The upload of ${fileName} was not refused`);
  return response;
}

/** A date `days` from today, yyyy-mm-dd, for due dates. */
export function daysFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

const officerCookies = new WeakMap<TestApp, string>();
let officerSignIns = 0;

/**
 * The cookie of the seeded officer (Olivia Tan). One session per user is live at a time, so the cookie is
 * kept per test app and signed in again only when that session has ended.
 */
export async function officerCookie(testApp: TestApp): Promise<string> {
  const cached = officerCookies.get(testApp);
  const token = cached?.split('=')[1];
  if (cached && token && (await lookUpSession(testApp.database.db, token)).kind === 'live') return cached;
  officerSignIns += 1;
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/auth/test-logins',
    // Its own address, so that the sign-in rate limit of a busy test file never trips.
    remoteAddress: `10.78.${Math.floor(officerSignIns / 250)}.${officerSignIns % 250}`,
    payload: {
      singpassIdentifier: DEMO_OFFICER.singpassIdentifier,
      companyUen: DEMO_OFFICER.companyUen,
      email: DEMO_OFFICER.email,
    },
  });
  if (response.statusCode !== 200) throw new Error(`Test login of the officer failed: ${response.body}`);
  const cookie = response.cookies.find((item) => item.name === 'fsmis_session');
  if (!cookie) throw new Error('The test login set no session cookie');
  const header = `${cookie.name}=${cookie.value}`;
  officerCookies.set(testApp, header);
  return header;
}

/** The response's data (text unescaped), or an error naming the step and what the API said. */
export function dataOf<T = ApplicationCase>(response: InjectResponse, step: string): T {
  if (response.statusCode >= 300)
    throw new Error(`${step} failed (${response.statusCode}): ${response.body}`);
  return unescapeHtmlDeep(response.json().data) as T;
}

/** POST /api/officer/applications/{id}/{path} as the seeded officer. */
export async function officerPost(testApp: TestApp, id: string, path: string, payload: object = {}) {
  return testApp.app.inject({
    method: 'POST',
    url: `/api/officer/applications/${id}/${path}`,
    headers: { cookie: await officerCookie(testApp) },
    payload,
  });
}

/** A request of the company to /api/applications/{id}/{path}. */
export function companyRequest(
  testApp: TestApp,
  cookie: string,
  id: string,
  path: string,
  payload: object = {},
  method: 'POST' | 'PUT' = 'POST',
) {
  return testApp.app.inject({ method, url: `/api/applications/${id}/${path}`, headers: { cookie }, payload });
}

/** A lab (terms of the programme acknowledged) with a complete, valid New application submitted through the API. */
export async function submittedApplication(
  testApp: TestApp,
  options: { programme: Programme; lab?: TestLab },
): Promise<WorkflowApplication> {
  const { programme } = options;
  const lab = options.lab ?? (await registerLab(testApp, { acknowledged: [programme] }));
  const { id, referenceNumber } = await startDraft(testApp, lab.cookie, { programme, form: 'new' });
  const template = (await details(testApp, lab.cookie, id)).template.definition as FormTemplate;
  await fillDraft(testApp, lab.cookie, id, validAnswersFor(template, await scannedFiles(testApp, lab)));
  const submitted = await companyRequest(testApp, lab.cookie, id, 'submit', { declarationConfirmed: true });
  dataOf(submitted, 'Submitting the application');
  return { lab, id, referenceNumber, programme, view: await details(testApp, lab.cookie, id) };
}

/** The statuses `applicationInStatus` reaches, in the order it passes them. */
export const BUILDABLE_STATUSES = [
  ApplicationStatus.applicationReview,
  ApplicationStatus.requestForInformation,
  ApplicationStatus.verificationCheck,
  ApplicationStatus.pendingFindingsAcknowledgement,
  ApplicationStatus.pendingCorrectiveAction,
  ApplicationStatus.correctiveActionsReview,
  ApplicationStatus.preparationOfApprovalDocuments,
  ApplicationStatus.documentaryReview,
  ApplicationStatus.approvalDocumentsReady,
  ApplicationStatus.pendingApprovalOrSupport,
  ApplicationStatus.approvedOrSupported,
  ApplicationStatus.pendingSigning,
  ApplicationStatus.recognised,
] as const;
export type BuildableStatus = (typeof BUILDABLE_STATUSES)[number];

const S = ApplicationStatus;

interface Step {
  readonly reaches: BuildableStatus;
  readonly take: (testApp: TestApp, application: WorkflowApplication) => Promise<unknown>;
}

/** A company's step that must succeed. */
const companyAct = async (
  testApp: TestApp,
  application: WorkflowApplication,
  path: string,
  payload: object = {},
  method: 'POST' | 'PUT' = 'POST',
) =>
  dataOf(
    await companyRequest(testApp, application.lab.cookie, application.id, path, payload, method),
    `Company ${path}`,
  );

/** An officer's step that must succeed. */
const officerAct = async (
  testApp: TestApp,
  application: WorkflowApplication,
  path: string,
  payload: object = {},
) => dataOf(await officerPost(testApp, application.id, path, payload), `Officer ${path}`);

const officerStep = (reaches: BuildableStatus, path: string, payload: () => object = () => ({})): Step => ({
  reaches,
  take: (testApp, application) => officerAct(testApp, application, path, payload()),
});

const companyStep = (reaches: BuildableStatus, path: string, payload: object = {}): Step => ({
  reaches,
  take: (testApp, application) => companyAct(testApp, application, path, payload),
});

/** Two findings of the site verification: a minor and a major one. */
export const BUILDER_FINDINGS = [
  { clause: '6.4.1', description: 'The balance was not calibrated within its interval.', severity: 'minor' },
  { clause: '7.5.2', description: 'Raw data of one test were not kept.', severity: 'major' },
] as const;

/** A request for information, as the builder sends it. */
export const BUILDER_REQUEST = {
  subject: 'Calibration records',
  message: 'Send the calibration certificates of your balances.',
  documentsRequested: ['Calibration certificates'],
} as const;

/** The body of the builder's request for information, due in two weeks. */
export const informationRequest = () => ({
  ...BUILDER_REQUEST,
  documentsRequested: [...BUILDER_REQUEST.documentsRequested],
  dueDate: daysFromToday(14),
});

// The happy path with findings, one step per status reached (the request for information is a detour).
const HAPPY_PATH: readonly Step[] = [
  officerStep(S.verificationCheck, 'verification', () => ({
    scheduledFor: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    location: 'The laboratory, 1 Science Park Road',
  })),
  {
    reaches: S.pendingFindingsAcknowledgement,
    take: async (testApp, application) => {
      await officerAct(testApp, application, 'verification/report', {
        file: await officerUpload(testApp, 'Verification report.pdf'),
      });
      const findings = BUILDER_FINDINGS.map((finding) => ({ ...finding, dueDate: daysFromToday(30) }));
      return officerAct(testApp, application, 'verification/outcome', { findings });
    },
  },
  companyStep(S.pendingCorrectiveAction, 'acknowledge'),
  {
    reaches: S.correctiveActionsReview,
    take: async (testApp, application) => {
      for (const finding of (await companyView(testApp, application)).workflow.findings) {
        const draft = { findingId: finding.id, text: `Corrected: ${finding.clause}.` };
        await companyAct(testApp, application, 'corrective-action', draft, 'PUT');
      }
      return companyAct(testApp, application, 'findings-corrected');
    },
  },
  {
    reaches: S.preparationOfApprovalDocuments,
    take: async (testApp, application) => {
      const { findings } = (await companyView(testApp, application)).workflow;
      const decisions = findings.map((finding) => ({ findingId: finding.id, decision: 'accepted' }));
      return officerAct(testApp, application, 'corrective-action-review', { decisions });
    },
  },
  {
    reaches: S.documentaryReview,
    take: async (testApp, application) => {
      const file = await officerUpload(testApp, 'Scope of recognition.pdf');
      const document = { title: 'Scope of recognition', file };
      await officerAct(testApp, application, 'approval-document', document);
      return officerAct(testApp, application, 'documentary-review');
    },
  },
  {
    reaches: S.approvalDocumentsReady,
    take: async (testApp, application) => {
      for (const document of (await companyView(testApp, application)).workflow.approvalDocuments) {
        if (document.reviewStatus === ReviewResponseStatus.existing) continue;
        await companyAct(testApp, application, `review-response-document/${document.id}`, {
          decision: 'accepted',
        });
      }
      return officerAct(testApp, application, 'approval-documents-ready');
    },
  },
  companyStep(S.pendingApprovalOrSupport, 'declaration-signature', { declarationConfirmed: true }),
  officerStep(S.approvedOrSupported, 'approve'),
  officerStep(S.pendingSigning, 'send-for-signing'),
  officerStep(S.recognised, 'recognise'),
];

/**
 * A submitted New application of `programme` driven through the API to `status`: Request For Information
 * with one open request; from Verification Check on, along the happy path (two findings, each corrected
 * and accepted; one approval document accepted; the declaration signed) until it reaches `status`.
 */
export async function applicationInStatus(
  testApp: TestApp,
  options: { programme: Programme; status: BuildableStatus; lab?: TestLab },
): Promise<WorkflowApplication> {
  const application = await submittedApplication(testApp, options);
  const { status } = options;
  if (status === S.requestForInformation) {
    await officerAct(testApp, application, 'correspondence-emails', informationRequest());
  } else if (status !== S.applicationReview) {
    for (const step of HAPPY_PATH) {
      await step.take(testApp, application);
      if (step.reaches === status) break;
    }
  }
  const view = await companyView(testApp, application);
  if (view.status !== status)
    throw new Error(`The builder reached ${view.statusLabel}, not status ${status}`);
  return { ...application, view };
}

/** GET /api/applications/{id} as the application's company reads it (text unescaped). */
export function companyView(
  testApp: TestApp,
  application: Pick<WorkflowApplication, 'lab' | 'id'>,
): Promise<ApplicationCase> {
  return details(testApp, application.lab.cookie, application.id);
}
