import { randomUUID } from 'node:crypto';
import {
  CORRESPONDENCE_STATUS_LABELS,
  type CompanyTermsItem,
  CorrespondenceStatus,
  detectFileType,
  FILE_TYPES,
  hasOngoingSuspension,
  isAbleToRequestTerms,
  isCorrespondenceAvailable,
  isCorrespondenceUnavailable,
  PROGRAMMES,
  type Programme,
  type ProgrammeTerms,
  PtRegionType,
  programmeLabel,
  programmeSlug,
  type TermsRequest,
} from '@fsmis/domain';
import type { Database } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error.js';
import { isUniqueViolation } from '../../lib/unique-violation.js';
import type { FileStorage } from '../attachments/file-storage.js';
import { builtinScanner } from '../attachments/scanners/builtin-scanner.js';
import type { AuditSnapshot } from '../audit/audit.schemas.js';
import { type NamedOfficerActor, recordOfficerAction } from '../audit/audit.service.js';
import { getCompanyAccess } from '../auth/company-access.js';
import { notifyCompany } from '../notifications/notifications.service.js';
import { recognitionStatusesOf } from '../recognition/recognition.service.js';
import type { Session } from '../sessions/sessions.service.js';
import * as repository from './terms.repository.js';
import type {
  OfficerTermsItem,
  PublishedTerms,
  RejectTerms,
  SendTerms,
  TermsDocument,
} from './terms.schemas.js';

export const TERMS_FOR_LOCAL_LABS_MESSAGE = 'Company terms and conditions are for local laboratories only.';
export const TERMS_PAGE_PATH = '/terms-and-conditions';

const S = CorrespondenceStatus;

/** What a company or an officer does to a programme's terms. */
export type TermsMove = 'request' | 'send' | 'reject' | 'acknowledge' | 'supersede';

/**
 * The moves of a programme's terms (DOMAIN.md), enforced here and nowhere else. `from` is the status of
 * the item moved; `null` is a programme able to be requested (isAbleToRequestTerms: no terms, or only
 * Rejected and Obsolete ones), where `request` and `send` create a new item.
 */
export const TERMS_MOVES: Readonly<
  Record<TermsMove, { from: ReadonlyArray<CorrespondenceStatus | null>; to: CorrespondenceStatus }>
> = {
  request: { from: [null], to: S.requested },
  // An officer may also send terms unasked (after a call or a letter): a new item, straight to Sent.
  send: { from: [S.requested, null], to: S.sent },
  reject: { from: [S.requested], to: S.rejected },
  acknowledge: { from: [S.sent], to: S.acknowledged },
  // A new version of the programme's terms replaces what companies hold (publish).
  supersede: { from: [S.sent, S.acknowledged], to: S.obsolete },
};

export const TERMS_MESSAGES = {
  alreadyRequested: (programme: string) =>
    `You have already requested the ${programme} terms and conditions. We will send them to you.`,
  alreadyReceived: (programme: string) =>
    `You have already received the ${programme} terms and conditions. Acknowledge them on this page.`,
  alreadyAcknowledgedProgramme: (programme: string) =>
    `You have already acknowledged the ${programme} terms and conditions.`,
  alreadyAcknowledged: 'You have already acknowledged these terms and conditions.',
  notSentYet:
    'These terms and conditions have not been sent to you yet. We will let you know when they are ready.',
  rejected:
    'This request was rejected, so there is nothing to acknowledge. You can request the terms and conditions again.',
  superseded:
    'A newer version of these terms and conditions has been sent to you. Acknowledge the newer version instead.',
  idMismatch:
    'Acknowledge the terms and conditions named in the address: the two identifiers must be the same.',
  itemNotFound: 'We could not find these terms and conditions.',
  notPublished: (programme: string) => `The ${programme} terms and conditions have not been published yet.`,
  noLaboratory: (uen: string) => `No laboratory has the UEN ${uen}.`,
  overseas: (company: string) =>
    `${company} is an overseas laboratory; company terms and conditions are for local laboratories only.`,
  publishFirst: (programme: string) => `Publish the ${programme} terms and conditions before sending them.`,
  companyHasSent: (company: string, programme: string) =>
    `${company} already has the ${programme} terms and conditions and has not acknowledged them yet.`,
  companyHasAcknowledged: (company: string, programme: string) =>
    `${company} has already acknowledged the ${programme} terms and conditions.`,
  noOpenRequest: (company: string, programme: string) =>
    `${company} has no open request for the ${programme} terms and conditions.`,
  changedMeanwhile: (programme: string) =>
    `The company's ${programme} terms and conditions changed at the same moment. Try again.`,
  publishedMeanwhile: (programme: string) =>
    `Another version of the ${programme} terms and conditions was published at the same time. Try again.`,
} as const;

// Reading the company's terms.

async function requireLocalLab(db: Database, session: Session) {
  const access = await getCompanyAccess(db, session);
  if (!access.local) throw forbidden(TERMS_FOR_LOCAL_LABS_MESSAGE);
}

/** GET /api/company-terms-and-conditions/latest: local laboratories only (spec 6). */
export async function getLatestTerms(db: Database, session: Session): Promise<ProgrammeTerms[]> {
  await requireLocalLab(db, session);
  return programmeTermsOf(db, session.companyId);
}

/** One item per programme, LRP, IBR and AOR in that order, whether or not the company has terms. */
export async function programmeTermsOf(db: Database, companyId: string): Promise<ProgrammeTerms[]> {
  const [terms, recognitions] = await Promise.all([
    repository.findCompanyTerms(db, companyId),
    recognitionStatusesOf(db, companyId),
  ]);
  return PROGRAMMES.map((programme) => {
    const ofProgramme = terms.filter(({ item }) => item.programme === programme);
    const latest = ofProgramme[0];
    const latestStatus = latest ? statusOf(latest.item) : null;
    const recognition = recognitions.get(programme);
    return {
      applicationType: { value: programme, label: programmeLabel(programme) },
      companyTermsAndConditionId: latest?.item.id ?? null,
      companyTermsAndConditionsStatus:
        latestStatus === null
          ? null
          : { value: latestStatus, label: CORRESPONDENCE_STATUS_LABELS[latestStatus] },
      version: latest?.version ?? null,
      hasOngoingSuspension: recognition !== undefined && hasOngoingSuspension(recognition),
      isAbleToRequest: isAbleToRequestTerms(ofProgramme.map(({ item }) => statusOf(item))),
    };
  });
}

/** GET /api/company-terms-and-conditions: every item of the company, newest first. */
export async function listCompanyTerms(db: Database, session: Session): Promise<CompanyTermsItem[]> {
  await requireLocalLab(db, session);
  const rows = await repository.findCompanyTerms(db, session.companyId);
  return rows.map(({ item, version, documentTitle }) =>
    toItem(item, version === null ? null : { version, title: documentTitle ?? '' }),
  );
}

// The company's moves.

/** POST /api/company-terms-and-conditions: asks for a programme's terms. */
export async function requestTerms(
  db: Database,
  session: Session,
  request: TermsRequest,
  now = new Date(),
): Promise<CompanyTermsItem> {
  await requireLocalLab(db, session);
  const programme = request.applicationType;
  const refusal = (status: CorrespondenceStatus | null) =>
    conflict(companyRefusal('request', status, programmeLabel(programme)));
  try {
    return await inTransaction(db, async (tx) => {
      const items = await repository.findProgrammeItemsForUpdate(tx, session.companyId, programme);
      const standing = standingOf(items);
      if (!isAllowed('request', standing)) throw refusal(standing);
      const created = await repository.insertItem(tx, {
        companyId: session.companyId,
        programme,
        status: TERMS_MOVES.request.to,
        contactName: request.contactName,
        contactEmail: request.contactEmail,
        purpose: request.purpose,
        requestedByUserId: session.userId,
        requestedAt: now,
        createdAt: now,
      });
      return toItem(created, null);
    });
  } catch (error) {
    // Two requests at the same moment: the database lets one through (one live item per programme).
    if (isUniqueViolation(error)) throw refusal(S.requested);
    throw error;
  }
}

/** POST /api/company-terms-and-conditions/{id}: acknowledges terms that were sent. */
export async function acknowledgeTerms(
  db: Database,
  session: Session,
  id: string,
  companyTermsAndConditionId: string,
  now = new Date(),
): Promise<CompanyTermsItem> {
  if (id.toLowerCase() !== companyTermsAndConditionId.toLowerCase()) {
    throw badRequest({ companyTermsAndConditionId: [TERMS_MESSAGES.idMismatch] });
  }
  await requireLocalLab(db, session);
  return inTransaction(db, async (tx) => {
    const item = await repository.findItemForUpdate(tx, id);
    if (!item || item.companyId !== session.companyId) throw notFound(TERMS_MESSAGES.itemNotFound);
    const status = statusOf(item);
    if (!isAllowed('acknowledge', status)) {
      throw conflict(companyRefusal('acknowledge', status, programmeLabel(programmeOf(item))));
    }
    const acknowledged = await repository.updateItem(tx, item.id, {
      status: TERMS_MOVES.acknowledge.to,
      acknowledgedAt: now,
      acknowledgedByUserId: session.userId,
    });
    const document = item.documentId ? await repository.findDocument(tx, item.documentId) : null;
    return toItem(acknowledged, document);
  });
}

/**
 * GET /api/terms-and-conditions/document: the version the company was sent (Sent or Acknowledged),
 * else the programme's current version.
 */
export async function downloadTermsDocument(
  db: Database,
  storage: FileStorage,
  session: Session,
  programme: Programme,
): Promise<{ fileName: string; contentType: string; bytes: Uint8Array }> {
  await requireLocalLab(db, session);
  const items = await repository.findCompanyTerms(db, session.companyId);
  const held = items.find(
    ({ item }) => item.programme === programme && isCorrespondenceAvailable(item.status) && item.documentId,
  );
  const document = held?.item.documentId
    ? await repository.findDocument(db, held.item.documentId)
    : await repository.findCurrentDocument(db, programme);
  const bytes = document ? await storage.get(document.storageKey) : null;
  if (!document || !bytes) throw notFound(TERMS_MESSAGES.notPublished(programmeLabel(programme)));
  return { fileName: document.fileName, contentType: document.contentType, bytes };
}

// The officers' moves: each is written to the audit log in the transaction that makes it.

/** GET /api/officer/terms-requests: open requests of every company, oldest first. */
export async function listTermsRequests(db: Database): Promise<OfficerTermsItem[]> {
  const rows = await repository.findItemsWithCompanyInStatus(db, S.requested);
  return rows.map(({ item, version, documentTitle, company }) => ({
    ...toItem(item, version === null ? null : { version, title: documentTitle ?? '' }),
    company,
  }));
}

/**
 * Sends a programme's current terms to a company: its open request becomes Sent, or, when it has none
 * and may request (no terms, or only Rejected or Obsolete ones), a new item is created as Sent.
 */
export async function sendTerms(
  db: Database,
  actor: NamedOfficerActor,
  command: SendTerms,
  now = new Date(),
): Promise<OfficerTermsItem> {
  const programme = command.applicationType;
  const label = programmeLabel(programme);
  try {
    return await inTransaction(db, async (tx) => {
      const company = await laboratoryOf(tx, command.companyUen);
      const document = await repository.findCurrentDocument(tx, programme);
      if (!document) throw conflict(TERMS_MESSAGES.publishFirst(label));
      const items = await repository.findProgrammeItemsForUpdate(tx, company.id, programme);
      const standing = standingOf(items);
      if (!isAllowed('send', standing)) throw conflict(officerRefusal(standing, company, label));
      const open = standing === null ? null : liveItemOf(items);
      const changes = { status: TERMS_MOVES.send.to, documentId: document.id, sentAt: now };
      const sent = open
        ? await repository.updateItem(tx, open.id, changes)
        : await repository.insertItem(tx, { companyId: company.id, programme, ...changes, createdAt: now });
      await recordOfficerAction(tx, actor, {
        action: 'terms.send',
        entityType: 'company-terms-and-conditions',
        entityId: sent.id,
        before: open ? itemSnapshot(open) : null,
        after: itemSnapshot(sent),
      });
      await notifyCompany(tx, company.id, sentNotification(label, document.version));
      return { ...toItem(sent, document), company: companyOf(company) };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(TERMS_MESSAGES.changedMeanwhile(label));
    throw error;
  }
}

/** Rejects a company's open request, with a reason the company reads; it may then request again. */
export async function rejectTermsRequest(
  db: Database,
  actor: NamedOfficerActor,
  command: RejectTerms,
  now = new Date(),
): Promise<OfficerTermsItem> {
  const programme = command.applicationType;
  const label = programmeLabel(programme);
  return inTransaction(db, async (tx) => {
    const company = await laboratoryOf(tx, command.companyUen);
    const items = await repository.findProgrammeItemsForUpdate(tx, company.id, programme);
    const standing = standingOf(items);
    const open = liveItemOf(items);
    if (!open || !isAllowed('reject', standing)) {
      throw conflict(officerRefusal(standing, company, label));
    }
    const rejected = await repository.updateItem(tx, open.id, {
      status: TERMS_MOVES.reject.to,
      rejectionReason: command.reason,
      rejectedAt: now,
    });
    await recordOfficerAction(tx, actor, {
      action: 'terms.reject',
      entityType: 'company-terms-and-conditions',
      entityId: rejected.id,
      before: itemSnapshot(open),
      after: itemSnapshot(rejected),
    });
    await notifyCompany(tx, company.id, {
      title: `Your request for the ${label} terms and conditions was not accepted`,
      message: `Reason: ${command.reason} You can request the ${label} terms and conditions again.`,
      linkPath: TERMS_PAGE_PATH,
    });
    return { ...toItem(rejected, null), company: companyOf(company) };
  });
}

/** GET /api/officer/terms-documents: the published versions, by programme, newest first. */
export async function listTermsDocuments(db: Database, programme?: Programme): Promise<TermsDocument[]> {
  const rows = await repository.findDocuments(db, programme);
  return rows.map(({ document, publisherName }) => toDocument(document, publisherName));
}

export interface TermsPublication {
  programme: Programme;
  title: string;
  bytes: Uint8Array;
}

/**
 * Publishes a new version of a programme's terms. Every company's Sent or Acknowledged item of the
 * programme becomes Obsolete and a new Sent item with the new version takes its place, so each of those
 * companies must acknowledge again; they are notified.
 */
export async function publishTermsDocument(
  db: Database,
  storage: FileStorage,
  actor: NamedOfficerActor,
  publication: TermsPublication,
  options: { maxBytes: number; now?: Date },
): Promise<PublishedTerms> {
  const { programme, title, bytes } = publication;
  const now = options.now ?? new Date();
  const label = programmeLabel(programme);
  await checkPdf(bytes, options.maxBytes);
  const storageKey = `terms-documents/${programmeSlug(programme)}/${randomUUID()}.pdf`;
  await storage.put(storageKey, bytes, FILE_TYPES.pdf.contentType);
  try {
    return await inTransaction(db, async (tx) => {
      const previous = await repository.findCurrentDocument(tx, programme);
      const version = (previous?.version ?? 0) + 1;
      const document = await repository.insertDocument(tx, {
        programme,
        version,
        title,
        fileName: `${label} Terms and Conditions v${version}.pdf`,
        contentType: FILE_TYPES.pdf.contentType,
        fileSize: bytes.length,
        storageKey,
        publishedAt: now,
        publishedByUserId: actor.officerUserId,
      });
      await recordOfficerAction(tx, actor, {
        action: 'terms.publish',
        entityType: 'terms-document',
        entityId: document.id,
        before: previous ? documentSnapshot(previous) : null,
        after: documentSnapshot(document),
      });

      const held = await repository.findItemsInStatusForUpdate(tx, programme, statusesFrom('supersede'));
      for (const item of held) {
        const obsolete = await repository.updateItem(tx, item.id, {
          status: TERMS_MOVES.supersede.to,
          obsoletedAt: now,
        });
        await recordOfficerAction(tx, actor, {
          action: 'terms.make-obsolete',
          entityType: 'company-terms-and-conditions',
          entityId: obsolete.id,
          before: itemSnapshot(item),
          after: itemSnapshot(obsolete),
        });
        const sent = await repository.insertItem(tx, {
          companyId: item.companyId,
          programme,
          status: TERMS_MOVES.send.to,
          documentId: document.id,
          sentAt: now,
          createdAt: now,
        });
        await recordOfficerAction(tx, actor, {
          action: 'terms.send',
          entityType: 'company-terms-and-conditions',
          entityId: sent.id,
          before: null,
          after: itemSnapshot(sent),
        });
        await notifyCompany(tx, item.companyId, newVersionNotification(label, version));
      }
      const publisher = await repository.findPublisherName(tx, actor.officerUserId);
      return { document: toDocument(document, publisher), companiesToAcknowledgeAgain: held.length };
    });
  } catch (error) {
    await storage.delete(storageKey).catch(() => undefined);
    if (isUniqueViolation(error)) throw conflict(TERMS_MESSAGES.publishedMeanwhile(label));
    throw error;
  }
}

// Rules of the moves.

function isAllowed(move: TermsMove, from: CorrespondenceStatus | null): boolean {
  return TERMS_MOVES[move].from.includes(from);
}

/** The statuses of the items a move applies to. */
function statusesFrom(move: TermsMove): CorrespondenceStatus[] {
  return TERMS_MOVES[move].from.filter((status): status is CorrespondenceStatus => status !== null);
}

/**
 * The status that decides whether a programme may be requested or sent: null when the company may request
 * it (the domain's isAbleToRequestTerms), else the status of its live item.
 */
function standingOf(items: readonly repository.TermsItemRow[]): CorrespondenceStatus | null {
  if (isAbleToRequestTerms(items.map(statusOf))) return null;
  const live = liveItemOf(items);
  return live ? statusOf(live) : null;
}

/** The item still in play: Requested, Sent or Acknowledged (there is at most one per programme). */
function liveItemOf(items: readonly repository.TermsItemRow[]): repository.TermsItemRow | undefined {
  return items.find((item) => !isCorrespondenceUnavailable(item.status));
}

function companyRefusal(move: 'request' | 'acknowledge', status: CorrespondenceStatus | null, label: string) {
  if (move === 'request') {
    if (status === S.requested) return TERMS_MESSAGES.alreadyRequested(label);
    if (status === S.sent) return TERMS_MESSAGES.alreadyReceived(label);
    return TERMS_MESSAGES.alreadyAcknowledgedProgramme(label);
  }
  if (status === S.acknowledged) return TERMS_MESSAGES.alreadyAcknowledged;
  if (status === S.requested) return TERMS_MESSAGES.notSentYet;
  if (status === S.rejected) return TERMS_MESSAGES.rejected;
  return TERMS_MESSAGES.superseded;
}

function officerRefusal(
  status: CorrespondenceStatus | null,
  company: { name: string; uen: string | null },
  label: string,
) {
  const name = `${company.name} (${company.uen})`;
  if (status === S.sent) return TERMS_MESSAGES.companyHasSent(name, label);
  if (status === S.acknowledged) return TERMS_MESSAGES.companyHasAcknowledged(name, label);
  return TERMS_MESSAGES.noOpenRequest(name, label);
}

/** A local laboratory by its UEN; the regulator and overseas laboratories hold no company terms. */
async function laboratoryOf(db: Database, uen: string) {
  const company = await repository.findCompanyByUen(db, uen);
  if (!company || company.isRegulator) throw notFound(TERMS_MESSAGES.noLaboratory(uen.toUpperCase()));
  if (company.regionType === PtRegionType.overseas) {
    throw conflict(TERMS_MESSAGES.overseas(`${company.name} (${company.uen})`));
  }
  return company;
}

async function checkPdf(bytes: Uint8Array, maxBytes: number) {
  const problem = (message: string) => badRequest({ content: [message] });
  if (bytes.length === 0) throw problem('Attach the PDF of the terms and conditions');
  if (bytes.length > maxBytes) {
    throw problem(`The PDF must be ${Math.floor(maxBytes / (1024 * 1024))} MB or smaller`);
  }
  const tail = Buffer.from(bytes.subarray(Math.max(0, bytes.length - 1024))).toString('latin1');
  if (detectFileType(bytes) !== 'pdf' || !tail.includes('%%EOF')) {
    throw problem('The file must be a PDF: it does not start with %PDF- and end with %%EOF');
  }
  const verdict = await builtinScanner.scan(bytes);
  if (verdict === 'passwordProtected') throw problem('The PDF must not be password-protected');
  if (verdict === 'infected') throw problem('The PDF contains a virus; it was not published');
}

function sentNotification(label: string, version: number) {
  return {
    title: `${label} terms and conditions are ready for you to acknowledge`,
    message: `The company terms and conditions for ${label} (version ${version}) have been sent to you. Read and acknowledge them before you apply under ${label}.`,
    linkPath: TERMS_PAGE_PATH,
  };
}

function newVersionNotification(label: string, version: number) {
  return {
    title: `${label} terms and conditions are ready for you to acknowledge`,
    message: `Version ${version} of the ${label} terms and conditions replaces the version you had. Read and acknowledge it before your next ${label} application.`,
    linkPath: TERMS_PAGE_PATH,
  };
}

// Mapping rows to what leaves the service.

const statusOf = (item: { status: number }) => item.status as CorrespondenceStatus;
const programmeOf = (item: { programme: number }) => item.programme as Programme;
const iso = (date: Date | null) => date?.toISOString() ?? null;

function toItem(
  item: repository.TermsItemRow,
  document: { version: number; title: string } | null,
): CompanyTermsItem {
  const programme = programmeOf(item);
  const status = statusOf(item);
  return {
    id: item.id,
    applicationType: { value: programme, label: programmeLabel(programme) },
    companyTermsAndConditionsStatus: { value: status, label: CORRESPONDENCE_STATUS_LABELS[status] },
    version: document?.version ?? null,
    documentTitle: document?.title ?? null,
    requestedAt: iso(item.requestedAt),
    sentAt: iso(item.sentAt),
    acknowledgedAt: iso(item.acknowledgedAt),
    rejectedAt: iso(item.rejectedAt),
    obsoletedAt: iso(item.obsoletedAt),
    rejectionReason: item.rejectionReason,
    contactName: item.contactName,
    contactEmail: item.contactEmail,
    purpose: item.purpose,
  };
}

function companyOf(company: { id: string; uen: string | null; name: string }) {
  return { id: company.id, uen: company.uen, name: company.name };
}

function toDocument(document: repository.TermsDocumentRow, publisherName: string): TermsDocument {
  const programme = programmeOf(document);
  return {
    id: document.id,
    applicationType: { value: programme, label: programmeLabel(programme) },
    version: document.version,
    title: document.title,
    fileName: document.fileName,
    fileSize: document.fileSize,
    publishedAt: document.publishedAt.toISOString(),
    publishedBy: { userId: document.publishedByUserId, name: publisherName },
  };
}

function itemSnapshot(item: repository.TermsItemRow): AuditSnapshot {
  return {
    id: item.id,
    companyId: item.companyId,
    programme: item.programme,
    status: item.status,
    statusLabel: CORRESPONDENCE_STATUS_LABELS[statusOf(item)],
    documentId: item.documentId,
    rejectionReason: item.rejectionReason,
    requestedAt: iso(item.requestedAt),
    sentAt: iso(item.sentAt),
    acknowledgedAt: iso(item.acknowledgedAt),
    rejectedAt: iso(item.rejectedAt),
    obsoletedAt: iso(item.obsoletedAt),
  };
}

function documentSnapshot(document: repository.TermsDocumentRow): AuditSnapshot {
  return {
    id: document.id,
    programme: document.programme,
    version: document.version,
    title: document.title,
    fileName: document.fileName,
    fileSize: document.fileSize,
    storageKey: document.storageKey,
    publishedAt: document.publishedAt.toISOString(),
    publishedByUserId: document.publishedByUserId,
  };
}
