import {
  ApplicationCategory,
  type ApplicationStatus,
  type ApplicationWorkflow,
  AttachmentScanStatus,
  applicationStatusLabel,
  CorrectiveActionStatus,
  CorrespondenceStatus,
  type Finding,
  type FormTemplateInput,
  isOpenApplication,
  isSubmitted,
  type OfficerApplicationCase,
  officerApplicationCaseSchema,
  Programme,
} from '@fsmis/domain';

/** Test data: an LRP New application after submission, as the officer's API answers it. */

let sequence = 0;
/** A fresh GUID for each record, so keys never clash. */
export function uuid(): string {
  sequence += 1;
  return `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
}

export const workflowDocument = (
  fileName: string,
  scanStatus: AttachmentScanStatus = AttachmentScanStatus.scanned,
) => ({
  attachmentId: uuid(),
  fileName,
  fileSize: 24_576,
  scanStatus,
  uploadedAt: '2026-11-02T02:00:00.000Z',
});

export const request = (round: number, answered: boolean, dueDate = '2026-12-01') => ({
  id: uuid(),
  round,
  subject: `Accreditation certificate ${round}`,
  message: 'Send the current certificate.',
  documentsRequested: [],
  dueDate,
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

export function finding(number: number, dueDate: string, actions: CorrectiveActionStatus[] = []): Finding {
  return {
    id: uuid(),
    number,
    clause: `7.${number}`,
    description: `Calibration records of balance ${number} are incomplete.`,
    severity: 2,
    severityLabel: 'Major',
    dueDate,
    acknowledgedAt: null,
    correctiveActions: actions.map((status, index) => ({
      id: uuid(),
      attempt: index + 1,
      text: `Corrective action ${index + 1}`,
      documents: [workflowDocument(`evidence-${number}-${index + 1}.pdf`)],
      status,
      statusLabel: 'Submitted',
      updatedAt: '2026-11-05T02:00:00.000Z',
      submittedAt: status === CorrectiveActionStatus.draft ? null : '2026-11-05T02:00:00.000Z',
      reviewedAt: null,
      rejectionReason: null,
    })),
  };
}

/** A template of one section with a text question and a file question. */
export const TEMPLATE: FormTemplateInput = {
  programme: Programme.LRP,
  form: 'new',
  category: ApplicationCategory.new,
  title: 'Laboratory Recognition Programme: New application',
  introduction: ['Apply for recognition.'],
  fees: [],
  timelines: [],
  sections: [
    {
      kind: 'questions',
      id: 'quality',
      title: 'Quality system',
      questions: [
        { kind: 'text', id: 'manager', label: 'Quality manager' },
        { kind: 'file', id: 'manual', label: 'Quality manual', fileTypes: ['pdf'], maxMb: 10 },
      ],
    },
  ],
  declaration: { statements: ['The information given is true.'] },
};

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

/** The application in `status` with the records given (checked against the API's own schema). */
export function officerCase(
  status: ApplicationStatus,
  workflow: Partial<ApplicationWorkflow> = {},
  rest: Partial<OfficerApplicationCase> = {},
): OfficerApplicationCase {
  const programme = Programme.LRP;
  const category = ApplicationCategory.new;
  return officerApplicationCaseSchema.parse({
    id: '7d3f8a52-3b8e-4a8e-9d5e-2f0c6c1f4a10',
    referenceNumber: 'LRP-2026-0107',
    programme,
    programmeLabel: 'LRP',
    category,
    categoryLabel: 'New',
    form: 'new',
    status,
    statusLabel: applicationStatusLabel(status, programme, category),
    createdAt: '2026-10-01T02:00:00.000Z',
    submittedAt: '2026-10-02T02:00:00.000Z',
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
    ...rest,
    workflow: { ...EMPTY_WORKFLOW, ...workflow },
  });
}
