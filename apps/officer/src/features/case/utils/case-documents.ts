import {
  AttachmentScanStatus,
  CorrectiveActionStatus,
  filesIn,
  type OfficerApplicationCase,
  sectionOf,
  type WorkflowDocument,
} from '@fsmis/domain';

/** One file of the application, wherever it was given, for the case's list of documents. */
export type CaseDocument = {
  readonly attachmentId: string;
  readonly fileName: string;
  /** Bytes; null where the case does not say (the invoice the portal makes). */
  readonly fileSize: number | null;
  readonly scanStatus: AttachmentScanStatus;
  /** What the file is, and where it was given. */
  readonly purpose: string;
  readonly from: 'company' | 'officer';
  readonly addedAt: string | null;
};

const fromWorkflow = (
  document: WorkflowDocument,
  purpose: string,
  from: CaseDocument['from'],
): CaseDocument => ({
  attachmentId: document.attachmentId,
  fileName: document.fileName,
  fileSize: document.fileSize,
  scanStatus: document.scanStatus,
  purpose,
  from,
  addedAt: document.uploadedAt,
});

/**
 * Every file of the application an officer may download, in the order of the case: the form's files,
 * then those of each step (answers to requests, the verification report, corrective actions, approval
 * documents and the company's marked-up copies, the invoice). Drafts of corrective actions are left out.
 */
export function caseDocuments(application: OfficerApplicationCase): CaseDocument[] {
  const { workflow, template } = application;
  const answers = Object.fromEntries(
    Object.entries(application.sections).map(([id, section]) => [id, section.answers]),
  );
  const formFiles = template
    ? filesIn(template.definition, answers).map(
        ({ sectionId, question, file }): CaseDocument => ({
          attachmentId: file.attachmentId,
          fileName: file.displayFileName,
          fileSize: file.fileSize,
          scanStatus: (file.attachmentStatus ?? AttachmentScanStatus.scanned) as AttachmentScanStatus,
          purpose: `Form: ${sectionOf(template.definition, sectionId)?.title ?? sectionId}, ${question.label}`,
          from: 'company',
          addedAt: application.submittedAt,
        }),
      )
    : [];
  const requestFiles = workflow.correspondence.flatMap((request) =>
    (request.response?.documents ?? []).map((document) =>
      fromWorkflow(document, `Answer to request for information ${request.round}`, 'company'),
    ),
  );
  const report = workflow.verification?.report
    ? [fromWorkflow(workflow.verification.report, 'Site verification report', 'officer')]
    : [];
  const actionFiles = workflow.findings.flatMap((finding) =>
    finding.correctiveActions
      .filter((action) => action.status !== CorrectiveActionStatus.draft)
      .flatMap((action) =>
        action.documents.map((document) =>
          fromWorkflow(
            document,
            `Corrective action for finding ${finding.number}, attempt ${action.attempt}`,
            'company',
          ),
        ),
      ),
  );
  const approvalFiles = workflow.approvalDocuments.flatMap((approval) =>
    approval.versions.flatMap((version) => [
      fromWorkflow(version.document, `${approval.title}, version ${version.version}`, 'officer'),
      ...(version.response?.document
        ? [
            fromWorkflow(
              version.response.document,
              `${approval.title}, version ${version.version}: the company's marked-up copy`,
              'company',
            ),
          ]
        : []),
    ]),
  );
  const invoice = workflow.invoice
    ? [
        {
          attachmentId: workflow.invoice.attachmentId,
          fileName: `Invoice ${workflow.invoice.number}.pdf`,
          fileSize: null,
          scanStatus: AttachmentScanStatus.scanned,
          purpose: `Invoice ${workflow.invoice.number}`,
          from: 'officer',
          addedAt: workflow.invoice.issuedAt,
        } satisfies CaseDocument,
      ]
    : [];
  return [...formFiles, ...requestFiles, ...report, ...actionFiles, ...approvalFiles, ...invoice];
}
