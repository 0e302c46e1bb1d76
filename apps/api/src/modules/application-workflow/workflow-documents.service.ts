import {
  areApprovalDocumentsVisible,
  CorrectiveActionStatus,
  filesIn,
  isCorrespondenceAvailable,
  isCorrespondenceVisible,
} from '@fsmis/domain';
import type { Database } from '../../db/database.js';
import { notFound } from '../../lib/http-error.js';
import type { DownloadedFile } from '../../lib/send-file.js';
import { templateOfApplication } from '../applications/application-answers.js';
import { DOCUMENT_MESSAGES } from '../applications/application-documents.service.js';

import type { ApplicationRow } from '../applications/application-records.service.js';
import * as applicationRecords from '../applications/application-records.service.js';
import {
  APPLICATION_NOT_FOUND_MESSAGE,
  storedDeclarationOf,
  storedDeclarationSchema,
} from '../applications/applications.service.js';
import { download } from '../attachments/attachments.service.js';
import type { FileStorage } from '../attachments/file-storage.js';
import * as repository from './workflow-documents.repository.js';
import { findApplicationRow } from './workflow-view.repository.js';

export const WORKFLOW_DOCUMENT_MESSAGES = {
  notInApplication: DOCUMENT_MESSAGES.notInApplication,
  acceptanceNotSigned: 'The declaration of acceptance has not been signed yet.',
} as const;

export interface FilesContext {
  readonly db: Database;
  readonly storage: FileStorage;
}

/** A company download of the workflow: which record it names, and how (an attachment, a document, a version). */
export type CompanyWorkflowFile =
  | { readonly kind: 'verification-report'; readonly attachmentId: string }
  | { readonly kind: 'corrective-action-draft'; readonly attachmentId: string }
  | { readonly kind: 'corrective-action'; readonly attachmentId: string }
  | { readonly kind: 'review-document'; readonly documentId: string }
  | { readonly kind: 'review-response-document'; readonly documentId: string }
  | { readonly kind: 'approval-document'; readonly documentId: string }
  | { readonly kind: 'approval-document-version'; readonly versionId: string }
  | { readonly kind: 'invoice'; readonly attachmentId: string }
  | { readonly kind: 'acceptance-signature' };

/**
 * A file of the company's application that the company may see, once its scan has passed: first proves
 * the file belongs to the named record of this application, then serves it. Another company's
 * application is "not found"; a file of another record is "not in the application".
 */
export async function downloadCompanyWorkflowFile(
  context: FilesContext,
  session: { readonly companyId: string },
  applicationId: string,
  file: CompanyWorkflowFile,
): Promise<DownloadedFile> {
  const application = await applicationRecords.findCompanyApplicationRow(
    context.db,
    session.companyId,
    applicationId,
  );
  if (!application) throw notFound(APPLICATION_NOT_FOUND_MESSAGE);
  const attachmentId = await companyAttachmentOf(context.db, application, file);
  if (!attachmentId) {
    throw notFound(
      file.kind === 'acceptance-signature'
        ? WORKFLOW_DOCUMENT_MESSAGES.acceptanceNotSigned
        : WORKFLOW_DOCUMENT_MESSAGES.notInApplication,
    );
  }
  return download(context, { companyId: application.companyId }, attachmentId);
}

async function companyAttachmentOf(
  db: Database,
  application: ApplicationRow,
  file: CompanyWorkflowFile,
): Promise<string | null> {
  const given = (attachmentId: string, ids: readonly (string | null)[]) =>
    ids.includes(attachmentId) ? attachmentId : null;
  switch (file.kind) {
    case 'verification-report':
      return given(file.attachmentId, [await repository.findVerificationReportId(db, application.id)]);
    case 'corrective-action-draft':
    case 'corrective-action': {
      const wantsDraft = file.kind === 'corrective-action-draft';
      const actions = await repository.findCorrectiveActionFiles(db, application.id);
      const ids = actions
        .filter((action) => (action.status === CorrectiveActionStatus.draft) === wantsDraft)
        .flatMap((action) => action.attachmentIds);
      return given(file.attachmentId, ids);
    }
    case 'invoice':
      return given(file.attachmentId, [await repository.findInvoiceAttachmentId(db, application.id)]);
    case 'acceptance-signature':
      return storedDeclarationSchema.safeParse(application.acceptance).data?.signatureAttachmentId ?? null;
    default:
      return approvalAttachmentOf(db, application, file);
  }
}

/** The approval document files the company may read: versions sent to it, once the documents are shown. */
async function approvalAttachmentOf(
  db: Database,
  application: ApplicationRow,
  file: Extract<
    CompanyWorkflowFile,
    {
      kind:
        | 'review-document'
        | 'review-response-document'
        | 'approval-document'
        | 'approval-document-version';
    }
  >,
): Promise<string | null> {
  if (!areApprovalDocumentsVisible(application.status)) return null;
  const versions = (await repository.findApprovalVersionFiles(db, application.id)).filter((version) =>
    isCorrespondenceVisible(version.status),
  );
  if (file.kind === 'approval-document-version') {
    return versions.find((version) => version.id === file.versionId)?.attachmentId ?? null;
  }
  const current = versions.filter((version) => version.documentId === file.documentId).at(-1);
  if (!current) return null;
  switch (file.kind) {
    case 'review-document':
      return isCorrespondenceAvailable(current.status) ? current.attachmentId : null;
    case 'review-response-document':
      return current.responseAttachmentId;
    default:
      return current.attachmentId;
  }
}

/**
 * GET /api/officer/applications/{id}/document/{attachmentId}: any file of the application an officer
 * may read (its answers, its signatures, every workflow file but the company's unsubmitted drafts).
 */
export async function downloadAnyApplicationFile(
  db: Database,
  storage: FileStorage,
  applicationId: string,
  attachmentId: string,
): Promise<DownloadedFile> {
  const application = await findApplicationRow(db, applicationId);
  if (!application) throw notFound(APPLICATION_NOT_FOUND_MESSAGE);
  const files = await applicationFileIds(db, application);
  if (!files.has(attachmentId)) throw notFound(WORKFLOW_DOCUMENT_MESSAGES.notInApplication);
  return download({ db, storage }, { companyId: application.companyId }, attachmentId);
}

async function applicationFileIds(db: Database, application: ApplicationRow): Promise<ReadonlySet<string>> {
  const [answers, correspondence, report, actions, versions, invoice] = await Promise.all([
    answerFileIds(db, application),
    repository.findCorrespondenceFiles(db, application.id),
    repository.findVerificationReportId(db, application.id),
    repository.findCorrectiveActionFiles(db, application.id),
    repository.findApprovalVersionFiles(db, application.id),
    repository.findInvoiceAttachmentId(db, application.id),
  ]);
  const ids = [
    ...answers,
    storedDeclarationOf(application)?.signatureAttachmentId,
    storedDeclarationSchema.safeParse(application.acceptance).data?.signatureAttachmentId,
    ...correspondence.flatMap((row) => row.attachmentIds),
    report,
    ...actions
      .filter((action) => action.status !== CorrectiveActionStatus.draft)
      .flatMap((a) => a.attachmentIds),
    ...versions.flatMap((version) => [version.attachmentId, version.responseAttachmentId]),
    invoice,
  ];
  return new Set(ids.filter((id): id is string => typeof id === 'string'));
}

async function answerFileIds(db: Database, application: ApplicationRow): Promise<string[]> {
  const template = await templateOfApplication(db, application);
  if (!template) return [];
  const rows = await applicationRecords.findSections(db, application.id);
  const answers = Object.fromEntries(rows.map((row) => [row.sectionId, row.answers]));
  return filesIn(template.definition, answers).map(({ file }) => file.attachmentId);
}
