import {
  type Actor,
  APPLICATION_CATEGORY_LABELS,
  APPLICATION_FORMS,
  type ApplicationCategory,
  ApplicationStatus,
  type ApplicationWorkflow,
  type ApprovalDocument,
  AttachmentScanStatus,
  applicationActions,
  applicationStatusLabel,
  CORRECTIVE_ACTION_STATUS_LABELS,
  type CorrectiveAction,
  CorrectiveActionStatus,
  type Correspondence,
  CorrespondenceStatus,
  type Finding,
  isOpenApplication,
  isSubmitted,
  NO_WORKFLOW_FACTS,
  Programme,
  REVIEW_RESPONSE_STATUS_LABELS,
  ReviewResponseStatus,
  type SiteVerification,
  type WorkflowDocument,
} from '@fsmis/domain';

/** Test data: the records of an LRP application's workflow, and the application they belong to. */

export const APPLICATION_ID = '7d3f8a52-3b8e-4a8e-9d5e-2f0c6c1f4a10';

let sequence = 0;
/** A fresh GUID for each record, so keys never clash. */
export function uuid(): string {
  sequence += 1;
  return `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
}

export const workflowDocument = (
  fileName: string,
  scanStatus: AttachmentScanStatus = AttachmentScanStatus.scanned,
): WorkflowDocument => ({
  attachmentId: uuid(),
  fileName,
  fileSize: 24_576,
  scanStatus,
  uploadedAt: '2026-11-02T02:00:00.000Z',
});

/** Round `round` of request for information, answered with a certificate or still awaited. */
export const request = (
  round: number,
  answered: boolean,
  overrides: Partial<Correspondence> = {},
): Correspondence => ({
  id: uuid(),
  round,
  subject: `Accreditation certificate ${round}`,
  message: 'Send the current certificate.',
  documentsRequested: ['Accreditation certificate'],
  dueDate: '2026-12-01',
  status: answered ? CorrespondenceStatus.acknowledged : CorrespondenceStatus.sent,
  statusLabel: answered ? 'Answered' : 'Sent',
  sentAt: '2026-11-01T02:00:00.000Z',
  sentByName: 'Olivia Tan',
  response: answered
    ? {
        text: 'Attached.',
        documents: [workflowDocument('certificate.pdf')],
        respondedAt: '2026-11-03T02:00:00.000Z',
        respondedByName: 'Alice Tan',
      }
    : null,
  ...overrides,
});

export function finding(number: number, overrides: Partial<Finding> = {}): Finding {
  return {
    id: uuid(),
    number,
    clause: `7.${number}`,
    description: `Calibration records of balance ${number} are incomplete.`,
    severity: 2,
    severityLabel: 'Major',
    dueDate: '2026-12-12',
    acknowledgedAt: null,
    correctiveActions: [],
    ...overrides,
  };
}

/** Attempt `attempt` at a corrective action, with one file; a draft is not submitted yet. */
export const correctiveAction = (
  attempt: number,
  status: CorrectiveActionStatus,
  overrides: Partial<CorrectiveAction> = {},
): CorrectiveAction => ({
  id: uuid(),
  attempt,
  text: `Corrective action ${attempt}`,
  documents: [workflowDocument(`evidence-${attempt}.pdf`)],
  status,
  statusLabel: CORRECTIVE_ACTION_STATUS_LABELS[status],
  updatedAt: '2026-11-05T02:00:00.000Z',
  submittedAt: status === CorrectiveActionStatus.draft ? null : '2026-11-05T02:00:00.000Z',
  reviewedAt: null,
  rejectionReason: null,
  ...overrides,
});

/** Attempts 1, 2, … at a finding's corrective action, in the statuses given, oldest first. */
export const attempts = (...statuses: readonly CorrectiveActionStatus[]): CorrectiveAction[] =>
  statuses.map((status, index) => correctiveAction(index + 1, status));

/** A document of one version, sent for review; answered with `response`, or not at all when null. */
export const approvalDocument = (title: string, response: ReviewResponseStatus | null): ApprovalDocument => ({
  id: uuid(),
  title,
  reviewStatus: response ?? ReviewResponseStatus.pending,
  reviewStatusLabel: REVIEW_RESPONSE_STATUS_LABELS[response ?? ReviewResponseStatus.pending],
  versions: [
    {
      id: uuid(),
      version: 1,
      document: workflowDocument(`${title}.pdf`),
      note: null,
      status: CorrespondenceStatus.sent,
      statusLabel: 'Sent',
      createdAt: '2026-11-10T02:00:00.000Z',
      response:
        response === null
          ? null
          : {
              status: response,
              statusLabel: REVIEW_RESPONSE_STATUS_LABELS[response],
              comment: null,
              document: null,
              respondedAt: response === ReviewResponseStatus.pending ? null : '2026-11-11T02:00:00.000Z',
              respondedByName: response === ReviewResponseStatus.pending ? null : 'Alice Tan',
            },
    },
  ],
});

/** The site verification, done with findings, its report uploaded. */
export const siteVerification = (overrides: Partial<SiteVerification> = {}): SiteVerification => ({
  id: uuid(),
  scheduledFor: '2026-10-20T02:00:00.000Z',
  location: 'Biopolis',
  notes: '',
  report: workflowDocument('verification-report.pdf'),
  outcome: 'findings',
  completedAt: '2026-10-21T02:00:00.000Z',
  ...overrides,
});

/** The declaration of acceptance, signed. */
export const signedAcceptance: NonNullable<ApplicationWorkflow['acceptance']> = {
  signerName: 'Alice Tan',
  signedAt: '2026-11-12T02:00:00.000Z',
  statements: ['The approval documents are accepted.'],
};

export const EMPTY_WORKFLOW: ApplicationWorkflow = {
  tasks: [],
  actions: [],
  correspondence: [],
  verification: null,
  findings: [],
  approvalDocuments: [],
  acceptance: null,
  invoice: null,
  comments: [],
  timeline: [],
  endReason: null,
  recognition: null,
};

/**
 * The actions of `party` on an application in `status` with these records, as the API answers them:
 * the domain's case on what the records say (the API reads the same from its tables).
 */
export function workflowActionsOf(
  party: Actor,
  status: ApplicationStatus,
  category: ApplicationCategory,
  workflow: Partial<ApplicationWorkflow> = {},
): ApplicationWorkflow['actions'] {
  const latest = (finding: Finding) => finding.correctiveActions.at(-1);
  const findings = workflow.findings ?? [];
  const reviewed = (workflow.approvalDocuments ?? []).filter(
    (document) => document.reviewStatus !== ReviewResponseStatus.existing,
  );
  const invoice = workflow.invoice ?? null;
  return applicationActions(party, status, {
    ...NO_WORKFLOW_FACTS,
    verificationReport: Boolean(workflow.verification?.report),
    findingsAwaitingAction: findings.filter((finding) => {
      const action = latest(finding);
      return (
        !action ||
        action.status === CorrectiveActionStatus.rejected ||
        (action.status === CorrectiveActionStatus.draft && action.text.trim() === '')
      );
    }).length,
    correctiveActionsUndecided: findings.filter(
      (finding) => latest(finding)?.status === CorrectiveActionStatus.submitted,
    ).length,
    correctiveActionsRejected: findings.filter(
      (finding) => latest(finding)?.status === CorrectiveActionStatus.rejected,
    ).length,
    approvalDocuments: workflow.approvalDocuments?.length ?? 0,
    approvalDocumentsAwaitingResponse: reviewed.filter((document) => {
      const response = document.versions.at(-1)?.response ?? null;
      return response === null || response.status === ReviewResponseStatus.pending;
    }).length,
    approvalDocumentsRejected: reviewed.filter(
      (document) => document.versions.at(-1)?.response?.status === ReviewResponseStatus.rejected,
    ).length,
    invoiceNumber: invoice?.number ?? null,
    invoicePaidAt: invoice?.paidAt ? new Date(invoice.paidAt) : null,
    programme: Programme.LRP,
    category,
  });
}

/**
 * An LRP application of `category` in `status`, with its workflow records as given: the fields the
 * company's and the officer's views share, for each app's own schema to check. Its actions are the
 * company's on those records unless given.
 */
export function applicationFields(
  status: ApplicationStatus,
  category: ApplicationCategory,
  workflow: Partial<ApplicationWorkflow> = {},
) {
  const programme = Programme.LRP;
  return {
    id: APPLICATION_ID,
    referenceNumber: 'LRP-2026-0107',
    programme,
    programmeLabel: 'LRP',
    category,
    categoryLabel: APPLICATION_CATEGORY_LABELS[category],
    form: APPLICATION_FORMS[programme].find((form) => form.category === category)?.slug,
    status,
    statusLabel: applicationStatusLabel(status, programme, category),
    createdAt: '2026-10-01T02:00:00.000Z',
    submittedAt: status === ApplicationStatus.draft ? null : '2026-10-02T02:00:00.000Z',
    updatedAt: '2026-11-01T02:00:00.000Z',
    companyName: 'Alpha Laboratories Pte. Ltd.',
    companyUen: '201912345A',
    isSubmitted: isSubmitted(status),
    isOpen: isOpenApplication(status),
    template: null,
    sections: {},
    states: {},
    baseline: null,
    lastSavedAt: null,
    lastSavedByName: null,
    declaration: null,
    workflow: {
      ...EMPTY_WORKFLOW,
      actions: workflowActionsOf('company', status, category, workflow),
      ...workflow,
    },
  };
}
