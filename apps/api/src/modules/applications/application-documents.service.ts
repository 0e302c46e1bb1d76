import type { Database } from '../../db/database.js';
import { notFound } from '../../lib/http-error.js';
import type { DownloadedFile } from '../../lib/send-file.js';
import { download } from '../attachments/attachments.service.js';
import type { FileStorage } from '../attachments/file-storage.js';
import type { Session } from '../sessions/sessions.service.js';
import * as repository from './applications.repository.js';
import { APPLICATION_NOT_FOUND_MESSAGE, storedDeclarationOf } from './applications.service.js';

export const DOCUMENT_MESSAGES = {
  notInApplication: 'We could not find this document in the application.',
  notSigned: 'This application has not been signed yet: its declaration is signed when it is submitted.',
} as const;

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
