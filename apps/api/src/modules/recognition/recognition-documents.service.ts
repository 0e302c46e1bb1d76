import type { Database } from '../../db/database.js';
import { notFound } from '../../lib/http-error.js';
import type { DownloadedFile } from '../../lib/send-file.js';
import { download } from '../attachments/attachments.service.js';
import type { FileStorage } from '../attachments/file-storage.js';
import * as recognitionRepository from './recognition.repository.js';
import * as repository from './recognition-documents.repository.js';
import { RECOGNITION_NOT_FOUND_MESSAGE } from './recognition-step.js';

/**
 * The files given with a recognition's steps (a suspension's grounds, an appeal's supporting documents,
 * details provided), served as every workflow file is: only once its virus scan has passed.
 */

export const RECOGNITION_DOCUMENT_MESSAGES = {
  notInRecognition: 'We could not find this document in the recognition.',
  notInSuspension: 'We could not find this document in your suspensions.',
} as const;

export interface FilesContext {
  readonly db: Database;
  readonly storage: FileStorage;
}

/**
 * GET /api/companies/recognition/suspension/appeal-comment-supporting-doc/{id}: a file given with a step
 * of a suspension of one of the company's recognitions.
 */
export async function downloadCompanySuspensionDocument(
  context: FilesContext,
  session: { readonly companyId: string },
  attachmentId: string,
): Promise<DownloadedFile> {
  const owner = await repository.findSuspensionDocumentOwner(context.db, session.companyId, attachmentId);
  if (!owner) throw notFound(RECOGNITION_DOCUMENT_MESSAGES.notInSuspension);
  return download(context, { companyId: owner.companyId }, attachmentId);
}

/** GET /api/companies/recognition/{id}/document/{docId}: any file of the company's recognition's history. */
export async function downloadCompanyRecognitionDocument(
  context: FilesContext,
  session: { readonly companyId: string },
  recognitionId: string,
  attachmentId: string,
): Promise<DownloadedFile> {
  const recognition = await recognitionRepository.findRecognitionWithCompany(
    context.db,
    recognitionId,
    session.companyId,
  );
  if (!recognition) throw notFound(RECOGNITION_NOT_FOUND_MESSAGE);
  return downloadRecognitionDocument(context, recognitionId, attachmentId);
}

/** GET /api/officer/recognitions/{id}/document/{docId}: any file of any recognition's history. */
export async function downloadAnyRecognitionDocument(
  context: FilesContext,
  recognitionId: string,
  attachmentId: string,
): Promise<DownloadedFile> {
  const recognition = await recognitionRepository.findRecognitionWithCompany(context.db, recognitionId, null);
  if (!recognition) throw notFound(RECOGNITION_NOT_FOUND_MESSAGE);
  return downloadRecognitionDocument(context, recognitionId, attachmentId);
}

async function downloadRecognitionDocument(
  context: FilesContext,
  recognitionId: string,
  attachmentId: string,
): Promise<DownloadedFile> {
  const owner = await repository.findRecognitionDocumentOwner(context.db, recognitionId, attachmentId);
  if (!owner) throw notFound(RECOGNITION_DOCUMENT_MESSAGES.notInRecognition);
  return download(context, { companyId: owner.companyId }, attachmentId);
}
