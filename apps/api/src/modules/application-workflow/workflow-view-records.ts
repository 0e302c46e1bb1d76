import {
  type ApprovalDocument,
  type ApprovalDocumentVersion,
  CORRECTIVE_ACTION_STATUS_LABELS,
  CORRESPONDENCE_STATUS_LABELS,
  type CorrectiveAction,
  CorrectiveActionStatus,
  type Correspondence,
  FINDING_SEVERITY_LABELS,
  type Finding,
  INFORMATION_REQUEST_STATUS_LABELS,
  isCorrespondenceVisible,
  REVIEW_RESPONSE_STATUS_LABELS,
  ReviewResponseStatus,
  type SiteVerification,
  type WorkflowDocument,
} from '@fsmis/domain';
import type {
  ApprovalDocumentRecord,
  ApprovalVersionRecord,
  AttachmentRecord,
  CorrectiveActionRecord,
  CorrespondenceRecord,
  FindingRecord,
  VerificationRecord,
} from './workflow-view.repository.js';

/**
 * The workflow records of an application as one reader sees them. The company sees only what was sent
 * to it (never a Requested approval version, nor an officer's unsent request) and its own drafts; the
 * officer sees every record except the company's unsubmitted drafts.
 */

export type Party = 'company' | 'officer';

/** The application's files by attachment id; a file missing from it is left out of the view. */
export type FilesById = ReadonlyMap<string, AttachmentRecord>;

export function documentOf(files: FilesById, attachmentId: string | null): WorkflowDocument | null {
  const file = attachmentId === null ? undefined : files.get(attachmentId);
  if (!file) return null;
  return {
    attachmentId: file.id,
    fileName: file.fileName,
    fileSize: file.fileSize,
    scanStatus: file.status,
    uploadedAt: file.createdAt.toISOString(),
  };
}

const documentsOf = (files: FilesById, attachmentIds: readonly string[]) =>
  attachmentIds.flatMap((attachmentId) => documentOf(files, attachmentId) ?? []);

export function correspondenceOf(records: readonly CorrespondenceRecord[], files: FilesById, party: Party) {
  return records
    .filter(({ row }) => party === 'officer' || isCorrespondenceVisible(row.status))
    .map(({ row, sentByName, respondedByName }): Correspondence => {
      const status = row.status;
      return {
        id: row.id,
        round: row.round,
        subject: row.subject,
        message: row.message,
        documentsRequested: row.documentsRequested,
        dueDate: row.dueDate,
        status,
        statusLabel: INFORMATION_REQUEST_STATUS_LABELS[status],
        sentAt: row.sentAt.toISOString(),
        sentByName: sentByName ?? '',
        response: row.respondedAt
          ? {
              text: row.responseText ?? '',
              documents: documentsOf(files, row.responseAttachmentIds),
              respondedAt: row.respondedAt.toISOString(),
              respondedByName: respondedByName ?? '',
            }
          : null,
      };
    });
}

export function verificationOf(row: VerificationRecord | null, files: FilesById): SiteVerification | null {
  if (!row) return null;
  return {
    id: row.id,
    scheduledFor: row.scheduledFor.toISOString(),
    location: row.location,
    notes: row.notes,
    report: documentOf(files, row.reportAttachmentId),
    outcome: row.outcome,
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

function correctiveActionOf(row: CorrectiveActionRecord, files: FilesById): CorrectiveAction {
  const status = row.status;
  return {
    id: row.id,
    attempt: row.attempt,
    text: row.text,
    documents: documentsOf(files, row.attachmentIds),
    status,
    statusLabel: CORRECTIVE_ACTION_STATUS_LABELS[status],
    updatedAt: row.updatedAt.toISOString(),
    submittedAt: row.submittedAt?.toISOString() ?? null,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    rejectionReason: row.rejectionReason,
  };
}

/** The findings, each with the corrective actions the reader may see (the officer never sees a draft). */
export function findingsOf(
  findings: readonly FindingRecord[],
  actions: readonly CorrectiveActionRecord[],
  files: FilesById,
  options: { party: Party; showActions: boolean },
): Finding[] {
  return findings.map((row) => {
    const severity = row.severity;
    const visible = options.showActions
      ? actions.filter(
          (action) =>
            action.findingId === row.id &&
            (options.party === 'company' || action.status !== CorrectiveActionStatus.draft),
        )
      : [];
    return {
      id: row.id,
      number: row.number,
      clause: row.clause,
      description: row.description,
      severity,
      severityLabel: FINDING_SEVERITY_LABELS[severity],
      dueDate: row.dueDate,
      acknowledgedAt: row.acknowledgedAt?.toISOString() ?? null,
      correctiveActions: visible.map((action) => correctiveActionOf(action, files)),
    };
  });
}

function versionOf(
  { row, respondedByName }: ApprovalVersionRecord,
  files: FilesById,
): ApprovalDocumentVersion | null {
  const document = documentOf(files, row.attachmentId);
  if (!document) return null;
  const status = row.status;
  const responseStatus = row.responseStatus;
  const answered = row.respondedAt !== null || responseStatus !== ReviewResponseStatus.pending;
  return {
    id: row.id,
    version: row.version,
    document,
    note: row.note,
    status,
    statusLabel: CORRESPONDENCE_STATUS_LABELS[status],
    createdAt: row.createdAt.toISOString(),
    response: answered
      ? {
          status: responseStatus,
          statusLabel: REVIEW_RESPONSE_STATUS_LABELS[responseStatus],
          comment: row.responseComment,
          document: documentOf(files, row.responseAttachmentId),
          respondedAt: row.respondedAt?.toISOString() ?? null,
          respondedByName,
        }
      : null,
  };
}

/**
 * The approval documents with the versions the reader may see, oldest first. The company sees only
 * versions sent to it, and no document before its first version is sent.
 */
export function approvalDocumentsOf(
  documents: readonly ApprovalDocumentRecord[],
  versions: readonly ApprovalVersionRecord[],
  files: FilesById,
  party: Party,
): ApprovalDocument[] {
  return documents.flatMap((document) => {
    const visible = versions
      .filter(({ row }) => row.documentId === document.id)
      .filter(({ row }) => party === 'officer' || isCorrespondenceVisible(row.status))
      .flatMap((version) => versionOf(version, files) ?? []);
    if (party === 'company' && visible.length === 0) return [];
    const current = visible.at(-1);
    const reviewStatus = document.existing
      ? ReviewResponseStatus.existing
      : (current?.response?.status ?? ReviewResponseStatus.pending);
    return [
      {
        id: document.id,
        title: document.title,
        reviewStatus,
        reviewStatusLabel: REVIEW_RESPONSE_STATUS_LABELS[reviewStatus],
        versions: visible,
      },
    ];
  });
}

/** Every attachment id the records name, to look their files up at once. */
export function attachmentIdsOf(records: {
  correspondence: readonly CorrespondenceRecord[];
  verification: VerificationRecord | null;
  actions: readonly CorrectiveActionRecord[];
  versions: readonly ApprovalVersionRecord[];
}): string[] {
  return [
    ...records.correspondence.flatMap(({ row }) => row.responseAttachmentIds),
    ...(records.verification?.reportAttachmentId ? [records.verification.reportAttachmentId] : []),
    ...records.actions.flatMap((action) => action.attachmentIds),
    ...records.versions.flatMap(({ row }) => [
      row.attachmentId,
      ...(row.responseAttachmentId ? [row.responseAttachmentId] : []),
    ]),
  ];
}
