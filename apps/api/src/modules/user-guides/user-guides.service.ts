import type { UserGuide, UserGuideAudience } from '@fsmis/domain';
import type { Database } from '../../db/database.js';
import { notFound } from '../../lib/http-error.js';
import type { FileStorage } from '../attachments/file-storage.js';
import { getCompanyAccess } from '../auth/company-access.js';
import type { Session } from '../sessions/sessions.service.js';
import * as repository from './user-guides.repository.js';

export const USER_GUIDE_NOT_FOUND_MESSAGE = 'We could not find this user guide.';

/**
 * The guides for the module the user works in: PT mode reads the PT guides, the local module the local
 * ones; a laboratory with both modules that has not chosen one yet (User Manual is open on Select
 * Module) reads both. Guides for everyone are always listed.
 */
async function audiencesOf(db: Database, session: Session): Promise<UserGuideAudience[]> {
  const access = await getCompanyAccess(db, session);
  if (access.bothModules && !session.moduleSelected) return ['local', 'pt', 'all'];
  return session.ptMode || !access.local ? ['pt', 'all'] : ['local', 'all'];
}

export async function listGuides(db: Database, session: Session): Promise<UserGuide[]> {
  const rows = await repository.findGuides(db, await audiencesOf(db, session));
  return rows.map(({ id, title, description, audience, fileName, fileSize, version, updatedAt }) => ({
    id,
    title,
    description,
    audience,
    fileName,
    fileSize,
    version,
    updatedAt: updatedAt.toISOString(),
  }));
}

export async function downloadGuide(
  db: Database,
  storage: FileStorage,
  session: Session,
  guideId: string,
): Promise<{ fileName: string; contentType: string; bytes: Uint8Array }> {
  const guide = await repository.findGuide(db, guideId, await audiencesOf(db, session));
  const bytes = guide ? await storage.get(guide.storageKey) : null;
  if (!guide || !bytes) throw notFound(USER_GUIDE_NOT_FOUND_MESSAGE);
  return { fileName: guide.fileName, contentType: guide.contentType, bytes };
}
