import type { Database } from '../../db/database.js';
import { notFound } from '../../lib/http-error.js';
import type { DownloadedFile } from '../../lib/send-file.js';
import { download } from '../attachments/attachments.service.js';
import type { FileStorage } from '../attachments/file-storage.js';
import type { Session } from '../sessions/sessions.service.js';
import { labRound, PT_DOCUMENT_NOT_FOUND_MESSAGE, registeredRound } from './pt-lab-round.js';
import * as repository from './pt-lab-round.repository.js';

export interface PtFilesContext {
  readonly db: Database;
  readonly storage: FileStorage;
}

/** GET /api/proficiency-tests/{id}/documents/{docId}: a general document of a round the laboratory may see. */
export async function downloadGeneralDocument(
  context: PtFilesContext,
  session: Session,
  schemeId: string,
  documentId: string,
): Promise<DownloadedFile> {
  await labRound(context.db, session, schemeId);
  return roundDocument(context, schemeId, 'general', documentId);
}

/** GET /api/proficiency-tests/{id}/dispatch/participant-package-documents/{docId}: for registered laboratories. */
export async function downloadPackageDocument(
  context: PtFilesContext,
  session: Session,
  schemeId: string,
  documentId: string,
): Promise<DownloadedFile> {
  await registeredRound(context.db, session, schemeId);
  return roundDocument(context, schemeId, 'participant-package', documentId);
}

/** GET /api/proficiency-tests/{id}/result/submission/methodology/documents/{docId}: the laboratory's own file. */
export async function downloadMethodology(
  context: PtFilesContext,
  session: Session,
  schemeId: string,
  attachmentId: string,
): Promise<DownloadedFile> {
  const { participation } = await registeredRound(context.db, session, schemeId);
  if (participation.methodologyAttachmentId !== attachmentId) throw notFound(PT_DOCUMENT_NOT_FOUND_MESSAGE);
  return download(context, session, attachmentId);
}

// The round's documents are files of the regulator's own company row, served once their scan passed.
export async function roundDocument(
  context: PtFilesContext,
  schemeId: string,
  kind: repository.PtDocumentKind,
  documentId: string,
): Promise<DownloadedFile> {
  const document = await repository.findDocument(context.db, schemeId, kind, documentId);
  if (!document) throw notFound(PT_DOCUMENT_NOT_FOUND_MESSAGE);
  return download(context, { companyId: document.companyId }, document.attachmentId);
}
