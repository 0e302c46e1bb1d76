import {
  ApplicationCategory,
  ApplicationStatus,
  type ApplicationWorkflow,
  AttachmentScanStatus,
  applicationActions,
  applicationStatusLabel,
  CorrectiveActionStatus,
  CorrespondenceStatus,
  type Finding,
  isOpenApplication,
  isSubmitted,
  NO_WORKFLOW_FACTS,
  type OfficerApplicationCase,
  officerApplicationCaseSchema,
  Programme,
  ReviewResponseStatus,
  type WorkflowFacts,
} from '@fsmis/domain';

/** Test data: an application as an officer reads it, in any status, with any records. */

export const CASE_ID = '5b1e0c7a-2f4d-4c3b-9a8e-6d7f8e9a0b1c';

let sequence = 0;
/** A fresh GUID for each record, so keys never clash. */
export function uuid(): string {
  sequence += 1;
  return `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
}

export const workflowDocument = (fileName: string) => ({
  attachmentId: uuid(),
  fileName,
  fileSize: 24_576,
  scanStatus: AttachmentScanStatus.scanned,
  uploadedAt: '2026-11-02T02:00:00.000Z',
});

/** A finding whose latest corrective action is in `status` (none when null). */
export function finding(number: number, status: CorrectiveActionStatus | null): Finding {
  return {
    id: uuid(),
    number,
    clause: `6.4.${number}`,
    description: `The balance ${number} has no current calibration.`,
    severity: 2,
    severityLabel: 'Major',
    dueDate: '2026-12-12',
    acknowledgedAt: '2026-11-04T02:00:00.000Z',
    correctiveActions:
      status === null
        ? []
        : [
            {
              id: uuid(),
              attempt: 1,
              text: `The balance ${number} was calibrated by an accredited body.`,
              documents: [workflowDocument(`calibration-${number}.pdf`)],
              status,
              statusLabel: status === CorrectiveActionStatus.submitted ? 'Submitted' : 'Draft',
              updatedAt: '2026-11-05T02:00:00.000Z',
              submittedAt: '2026-11-05T02:00:00.000Z',
              reviewedAt: null,
              rejectionReason: null,
            },
          ],
  };
}

/** An approval document with one version: not yet answered, or accepted by the company. */
export const approvalDocument = (title: string, accepted = false) => ({
  id: uuid(),
  title,
  reviewStatus: accepted ? ReviewResponseStatus.accepted : ReviewResponseStatus.pending,
  reviewStatusLabel: accepted ? 'Accepted' : 'Pending',
  versions: [
    {
      id: uuid(),
      version: 1,
      document: workflowDocument(`${title}.pdf`),
      note: null,
      status: accepted ? CorrespondenceStatus.acknowledged : CorrespondenceStatus.requested,
      statusLabel: accepted ? 'Acknowledged' : 'Requested',
      createdAt: '2026-11-10T02:00:00.000Z',
      response: accepted
        ? {
            status: ReviewResponseStatus.accepted,
            statusLabel: 'Accepted',
            comment: null,
            document: null,
            respondedAt: '2026-11-12T02:00:00.000Z',
            respondedByName: 'Tan Mei Ling',
          }
        : null,
    },
  ],
});

export const verification = (report: boolean) => ({
  id: uuid(),
  scheduledFor: '2026-11-20T01:30:00.000Z',
  location: '1 Science Park Road',
  notes: '',
  report: report ? workflowDocument('verification-report.pdf') : null,
  outcome: null,
  completedAt: null,
});

export const invoice = (paid: boolean) => ({
  id: uuid(),
  number: 'INV-2026-000042',
  lines: [{ item: 'Application fee', amountSgd: 1200 }],
  amountSgd: 1200,
  dueDate: '2026-12-31',
  issuedAt: '2026-11-06T02:00:00.000Z',
  paidAt: paid ? '2026-11-08T02:00:00.000Z' : null,
  attachmentId: uuid(),
  payment: null,
});

const EMPTY_WORKFLOW: ApplicationWorkflow = {
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

/** What the API would read of these records for the guards (its `workflowFacts`), as far as they say. */
function factsOf(workflow: Partial<ApplicationWorkflow>, held: boolean): WorkflowFacts {
  const documents = workflow.approvalDocuments ?? [];
  const latest = (finding: Finding) => finding.correctiveActions.at(-1)?.status;
  return {
    ...NO_WORKFLOW_FACTS,
    programmeHeld: held,
    verificationReport: Boolean(workflow.verification?.report),
    correctiveActionsUndecided: (workflow.findings ?? []).filter(
      (finding) => latest(finding) === CorrectiveActionStatus.submitted,
    ).length,
    correctiveActionsRejected: (workflow.findings ?? []).filter(
      (finding) => latest(finding) === CorrectiveActionStatus.rejected,
    ).length,
    approvalDocuments: documents.length,
    approvalDocumentsAwaitingResponse: documents.filter(
      (document) =>
        document.reviewStatus !== ReviewResponseStatus.existing &&
        (document.versions.at(-1)?.response?.status ?? ReviewResponseStatus.pending) ===
          ReviewResponseStatus.pending,
    ).length,
  };
}

/**
 * The application in `status` as the API answers an officer: its actions are the officer's side of the
 * domain's case on the records given (as the API answers them), its records as given (checked against
 * the API's own schema). `held`: the company's recognition under the programme is suspended.
 */
export function officerCase(
  status: ApplicationStatus,
  workflow: Partial<ApplicationWorkflow> = {},
  programme: Programme = Programme.LRP,
  held = false,
): OfficerApplicationCase {
  const category = ApplicationCategory.new;
  const invoice = workflow.invoice ?? null;
  const actions = applicationActions('officer', status, {
    ...factsOf(workflow, held),
    programme,
    category,
    invoiceNumber: invoice?.number ?? null,
    invoicePaidAt: invoice?.paidAt ? new Date(invoice.paidAt) : null,
  });
  return officerApplicationCaseSchema.parse({
    id: CASE_ID,
    referenceNumber: 'LRP-2026-0107',
    programme,
    programmeLabel: 'LRP',
    category,
    categoryLabel: 'New',
    form: 'new',
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
    assignedOfficer: null,
    assignedAt: null,
    workflow: {
      ...EMPTY_WORKFLOW,
      actions,
      ...workflow,
    },
  });
}
