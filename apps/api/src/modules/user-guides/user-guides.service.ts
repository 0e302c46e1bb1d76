import {
  type AuditSnapshot,
  type OfficerFile,
  type OfficerUserGuide,
  type PublishUserGuide,
  type UpdateUserGuide,
  USER_GUIDE_AUDIENCES,
  type UserGuide,
  type UserGuideAudience,
} from '@fsmis/domain';
import type { Database } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import { badRequest, notFound } from '../../lib/http-error.js';
import type { DownloadedFile } from '../../lib/send-file.js';
import type { FileStorage } from '../attachments/file-storage.js';
import { type NamedOfficerActor, recordOfficerAction } from '../audit/audit.service.js';
import type { Session } from '../sessions/sessions.service.js';
import { takePublishedPdf } from '../terms/terms-documents.service.js';
import * as repository from './user-guides.repository.js';

export const USER_GUIDE_NOT_FOUND_MESSAGE = 'We could not find this user guide.';

/**
 * The guides for the module the user works in: PT mode reads the PT guides, the local module the local
 * ones; a laboratory with both modules that has not chosen one yet (User Manual is open on Select
 * Module) reads both. Guides for everyone are always listed.
 */
function audiencesOf({ access, moduleSelected, ptMode }: Session): UserGuideAudience[] {
  if (access.bothModules && !moduleSelected) return ['local', 'pt', 'all'];
  return ptMode || !access.local ? ['pt', 'all'] : ['local', 'all'];
}

export async function listGuides(db: Database, session: Session): Promise<UserGuide[]> {
  const rows = await repository.findGuides(db, audiencesOf(session));
  return rows.map(toUserGuide);
}

function toUserGuide(row: repository.UserGuideRow): UserGuide {
  const { id, title, description, audience, fileName, fileSize, version, updatedAt } = row;
  return {
    id,
    title,
    description,
    audience,
    fileName,
    fileSize,
    version,
    updatedAt: updatedAt.toISOString(),
  };
}

export async function downloadGuide(
  db: Database,
  storage: FileStorage,
  session: Session,
  guideId: string,
): Promise<{ fileName: string; contentType: string; bytes: Uint8Array }> {
  const guide = await repository.findGuide(db, guideId, audiencesOf(session));
  const bytes = guide ? await storage.get(guide.storageKey) : null;
  if (!guide || !bytes) throw notFound(USER_GUIDE_NOT_FOUND_MESSAGE);
  return { fileName: guide.fileName, contentType: guide.contentType, bytes };
}

// ---- The officers' side: every guide, whatever its audience ----

export const USER_GUIDE_MESSAGES = {
  sameVersion: (version: string) =>
    `The new file needs a version other than ${version}, so companies can tell it from the one they have`,
} as const;

function toOfficerUserGuide(row: repository.UserGuideRow): OfficerUserGuide {
  return { ...toUserGuide(row), createdAt: row.createdAt.toISOString() };
}

function guideSnapshot(row: repository.UserGuideRow): AuditSnapshot {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    audience: row.audience,
    version: row.version,
    fileName: row.fileName,
    fileSize: row.fileSize,
    storageKey: row.storageKey,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** GET /api/officer/user-guides: every guide, by title. */
export async function listAllGuides(db: Database): Promise<OfficerUserGuide[]> {
  const rows = await repository.findGuides(db, USER_GUIDE_AUDIENCES);
  return rows.map(toOfficerUserGuide);
}

/** GET /api/officer/user-guides/{id}: any guide's file, as companies download it. */
export async function downloadAnyGuide(
  db: Database,
  storage: FileStorage,
  guideId: string,
): Promise<DownloadedFile> {
  const guide = await repository.findGuide(db, guideId, USER_GUIDE_AUDIENCES);
  const bytes = guide ? await storage.get(guide.storageKey) : null;
  if (!guide || !bytes) throw notFound(USER_GUIDE_NOT_FOUND_MESSAGE);
  return { fileName: guide.fileName, contentType: guide.contentType, bytes };
}

interface GuideFile {
  fileName: string;
  fileSize: number;
  storageKey: string;
  contentType: string;
}

/** The officer's upload taken as a guide's PDF, checked as published terms are (`takePublishedPdf`). */
async function takeGuideFile(
  tx: Database,
  storage: FileStorage,
  actor: NamedOfficerActor,
  file: OfficerFile,
): Promise<GuideFile> {
  const { fileName, fileSize, storageKey, contentType } = await takePublishedPdf(
    tx,
    storage,
    actor.officerUserId,
    file,
    'file',
  );
  return { fileName, fileSize, storageKey, contentType };
}

/** POST /api/officer/user-guides: a new guide, listed for its audience at once. */
export async function publishGuideAs(
  db: Database,
  storage: FileStorage,
  actor: NamedOfficerActor,
  input: PublishUserGuide,
  options: { now?: Date } = {},
): Promise<OfficerUserGuide> {
  const now = options.now ?? new Date();
  return inTransaction(db, async (tx) => {
    const file = await takeGuideFile(tx, storage, actor, input.file);
    const { title, description, audience, version } = input;
    const row = await repository.insertGuide(tx, {
      title,
      description,
      audience,
      version,
      ...file,
      createdAt: now,
      updatedAt: now,
    });
    await recordOfficerAction(tx, actor, {
      action: 'user-guide.publish',
      entityType: 'user-guide',
      entityId: row.id,
      before: null,
      after: guideSnapshot(row),
    });
    return toOfficerUserGuide(row);
  });
}

/**
 * PUT /api/officer/user-guides/{id}: new details, and with a file, a new PDF in place of the old one
 * (which is then removed from the storage). A new file needs a new version.
 */
export async function updateGuideAs(
  db: Database,
  storage: FileStorage,
  actor: NamedOfficerActor,
  guideId: string,
  input: UpdateUserGuide,
  options: { now?: Date } = {},
): Promise<OfficerUserGuide> {
  const now = options.now ?? new Date();
  const { guide, updated, replaced } = await inTransaction(db, async (tx) => {
    const file = input.file ? await takeGuideFile(tx, storage, actor, input.file) : null;
    const guide = await repository.findGuideForUpdate(tx, guideId);
    if (!guide) throw notFound(USER_GUIDE_NOT_FOUND_MESSAGE);
    if (file && input.version === guide.version) {
      throw badRequest({ version: [USER_GUIDE_MESSAGES.sameVersion(guide.version)] });
    }
    const { title, description, audience, version } = input;
    const updated = await repository.updateGuide(tx, guide.id, {
      title,
      description,
      audience,
      version,
      fileName: guide.fileName,
      fileSize: guide.fileSize,
      storageKey: guide.storageKey,
      contentType: guide.contentType,
      ...file,
      updatedAt: now,
    });
    await recordOfficerAction(tx, actor, {
      action: 'user-guide.update',
      entityType: 'user-guide',
      entityId: guide.id,
      before: guideSnapshot(guide),
      after: guideSnapshot(updated),
    });
    return { guide, updated, replaced: file !== null };
  });
  if (replaced) await storage.delete(guide.storageKey).catch(() => undefined);
  return toOfficerUserGuide(updated);
}

/** DELETE /api/officer/user-guides/{id}: companies no longer see the guide; its file is removed. Answers its title. */
export async function withdrawGuideAs(
  db: Database,
  storage: FileStorage,
  actor: NamedOfficerActor,
  guideId: string,
): Promise<string> {
  const guide = await inTransaction(db, async (tx) => {
    const guide = await repository.findGuideForUpdate(tx, guideId);
    if (!guide) throw notFound(USER_GUIDE_NOT_FOUND_MESSAGE);
    await repository.deleteGuide(tx, guide.id);
    await recordOfficerAction(tx, actor, {
      action: 'user-guide.withdraw',
      entityType: 'user-guide',
      entityId: guide.id,
      before: guideSnapshot(guide),
      after: null,
    });
    return guide;
  });
  await storage.delete(guide.storageKey).catch(() => undefined);
  return guide.title;
}
