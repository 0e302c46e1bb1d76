import { filesIn, isCorrespondenceVisible } from '@fsmis/domain';
import type { Database } from '../../db/database.js';
import { notFound } from '../../lib/http-error.js';
import type { DownloadedFile } from '../../lib/send-file.js';
import { templateOfApplication } from '../applications/application-answers.js';
import { DOCUMENT_MESSAGES } from '../applications/application-documents.service.js';
import * as applicationRecords from '../applications/application-records.service.js';
import { APPLICATION_NOT_FOUND_MESSAGE } from '../applications/applications.service.js';
import { download } from '../attachments/attachments.service.js';
import type { FileStorage } from '../attachments/file-storage.js';
import type { Session } from '../sessions/sessions.service.js';
import { findCorrespondenceFiles } from './workflow-documents.repository.js';

// The files of an application a company downloads: its answers' files, and those it gave in answer to
// the workflow's requests for information.

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
  const application = await applicationRecords.findCompanyApplicationRow(
    db,
    session.companyId,
    applicationId,
  );
  if (!application) throw notFound(APPLICATION_NOT_FOUND_MESSAGE);
  const given =
    (await isAnswerFile(db, application, attachmentId, kind)) ||
    (kind === 'any' && (await isCorrespondenceFile(db, application.id, attachmentId)));
  if (!given) throw notFound(DOCUMENT_MESSAGES.notInApplication);
  return download(context, session, attachmentId);
}

async function isAnswerFile(
  db: Database,
  application: applicationRecords.ApplicationRow,
  attachmentId: string,
  kind: DocumentKind,
): Promise<boolean> {
  const template = await templateOfApplication(db, application);
  if (!template) return false;
  const rows = await applicationRecords.findSections(db, application.id);
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
