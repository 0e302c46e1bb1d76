import {
  type ApplicationCase,
  ApplicationCategory,
  ApplicationStatus,
  type ApplicationWorkflow,
  AttachmentScanStatus,
  applicationCaseSchema,
  applicationStatusLabel,
  CorrectiveActionStatus,
  CorrespondenceStatus,
  type Finding,
  isOpenApplication,
  isSubmitted,
  Programme,
  ReviewResponseStatus,
} from '@fsmis/domain';

/** Test data: an LRP Change Of Scope application after submission, in any status, with any records. */

export const APPLICATION_ID = '7d3f8a52-3b8e-4a8e-9d5e-2f0c6c1f4a10';

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

export const correctiveAction = (
  attempt: number,
  status: CorrectiveActionStatus,
  rejectionReason: string | null = null,
) => ({
  id: uuid(),
  attempt,
  text: `Corrective action ${attempt}`,
  documents: [workflowDocument(`evidence-${attempt}.pdf`)],
  status,
  statusLabel: status === CorrectiveActionStatus.rejected ? 'Rejected' : 'Submitted',
  updatedAt: '2026-11-05T02:00:00.000Z',
  submittedAt: '2026-11-05T02:00:00.000Z',
  reviewedAt: null,
  rejectionReason,
});

export const request = (round: number, answered: boolean) => ({
  id: uuid(),
  round,
  subject: `Accreditation certificate ${round}`,
  message: 'Send the current certificate.',
  documentsRequested: ['Accreditation certificate'],
  dueDate: '2026-12-01',
  status: answered ? CorrespondenceStatus.acknowledged : CorrespondenceStatus.sent,
  statusLabel: answered ? 'Acknowledged' : 'Sent',
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
});

export const approvalDocument = (title: string, response: ReviewResponseStatus | null) => ({
  id: uuid(),
  title,
  reviewStatus: response ?? ReviewResponseStatus.pending,
  reviewStatusLabel: response === ReviewResponseStatus.accepted ? 'Accepted' : 'Pending',
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
              statusLabel: response === ReviewResponseStatus.accepted ? 'Accepted' : 'Pending',
              comment: null,
              document: null,
              respondedAt: response === ReviewResponseStatus.pending ? null : '2026-11-11T02:00:00.000Z',
              respondedByName: response === ReviewResponseStatus.pending ? null : 'Alice Tan',
            },
    },
  ],
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

/** The application in `status`, its workflow records as given (checked against the API's own schema). */
export function applicationCase(
  status: ApplicationStatus,
  workflow: Partial<ApplicationWorkflow> = {},
): ApplicationCase {
  const programme = Programme.LRP;
  const category = ApplicationCategory.changeOfScope;
  return applicationCaseSchema.parse({
    id: APPLICATION_ID,
    referenceNumber: 'LRP-2026-0107',
    programme,
    programmeLabel: 'LRP',
    category,
    categoryLabel: 'Change Of Scope',
    form: 'change-of-scope',
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
    workflow: { ...EMPTY_WORKFLOW, ...workflow },
  });
}
