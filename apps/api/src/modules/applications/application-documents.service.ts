import { filesIn, isCorrespondenceVisible } from '@fsmis/domain';
import type { Database } from '../../db/database.js';
import { notFound } from '../../lib/http-error.js';
import type { DownloadedFile } from '../../lib/send-file.js';
import { findCorrespondenceFiles } from '../application-workflow/workflow-documents.repository.js';
import { download } from '../attachments/attachments.service.js';
import type { FileStorage } from '../attachments/file-storage.js';
import type { Session } from '../sessions/sessions.service.js';
import { templateOfApplication } from './application-answers.js';
import * as sectionsRepository from './application-sections.repository.js';
import * as repository from './applications.repository.js';
import { APPLICATION_NOT_FOUND_MESSAGE, storedDeclarationOf } from './applications.service.js';

export const DOCUMENT_MESSAGES = {
  notInApplication: 'We could not find this document in the application.',
  notSigned: 'This application has not been signed yet: its declaration is signed when it is submitted.',
} as const;

/** Which file answers a download may serve: any, or only the CVs of key personnel (`document-sac-cv`). */
export type DocumentKind = 'any' | 'sac-cv';

/**
 * GET /api/applications/{id}/document/{docId} and /document-sac-cv/{docId}: a file given as an answer of
 * the application (and, for a CV, to a question asking for one), or for `document`, with an answer to
 * a request for information, once its scan has passed.
 */
export async function downloadApplicationDocument(
  context: { db: Database; storage: FileStorage },
  session: Session,
  applicationId: string,
  attachmentId: string,
  kind: DocumentKind,
): Promise<DownloadedFile> {
  const { db } = context;
  const application = await repository.findCompanyApplicationRow(db, session.companyId, applicationId);
  if (!application) throw notFound(APPLICATION_NOT_FOUND_MESSAGE);
  const given =
    (await isAnswerFile(db, application, attachmentId, kind)) ||
    (kind === 'any' && (await isCorrespondenceFile(db, application.id, attachmentId)));
  if (!given) throw notFound(DOCUMENT_MESSAGES.notInApplication);
  return download(context, session, attachmentId);
}

async function isAnswerFile(
  db: Database,
  application: repository.ApplicationRow,
  attachmentId: string,
  kind: DocumentKind,
): Promise<boolean> {
  const template = await templateOfApplication(db, application);
  if (!template) return false;
  const rows = await sectionsRepository.findSections(db, application.id);
  const answers = Object.fromEntries(rows.map((row) => [row.sectionId, row.answers]));
  return filesIn(template.definition, answers).some(
    ({ question, file }) =>
      file.attachmentId === attachmentId &&
      question.kind === 'file' &&
      (kind === 'any' || question.documentKind === kind),
  );
}

/** Whether the file answers one of the application's requests for information that the company sees. */
async function isCorrespondenceFile(
  db: Database,
  applicationId: string,
  attachmentId: string,
): Promise<boolean> {
  const rows = await findCorrespondenceFiles(db, applicationId);
  return rows.some((row) => isCorrespondenceVisible(row.status) && row.attachmentIds.includes(attachmentId));
}

/** GET /api/applications/{id}/declaration-signature: the signature frozen with the declaration. */
export async function downloadDeclarationSignature(
  context: { db: Database; storage: FileStorage },
  session: Session,
  applicationId: string,
): Promise<DownloadedFile> {
  const application = await repository.findCompanyApplicationRow(
    context.db,
    session.companyId,
    applicationId,
  );
  if (!application) throw notFound(APPLICATION_NOT_FOUND_MESSAGE);
  const declaration = storedDeclarationOf(application);
  if (!declaration) throw notFound(DOCUMENT_MESSAGES.notSigned);
  return download(context, session, declaration.signatureAttachmentId);
}
