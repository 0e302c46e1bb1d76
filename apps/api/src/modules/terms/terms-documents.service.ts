import {
  type CorrespondenceStatus,
  detectFileType,
  FILE_RULE_MESSAGES,
  FILE_TYPES,
  type OfficerFile,
  type Programme,
  programmeLabel,
  type TermsAction,
  type TermsStanding,
  termsTransition,
} from '@fsmis/domain';
import { officerActor } from '../../cases/actors.js';
import type { WorkflowNotice } from '../../cases/notices.js';
import { type TakenFile, takeOfficerUploadForPublication } from '../../cases/officer-files.js';
import { runStep } from '../../cases/run-step.js';
import type { Database } from '../../db/database.js';
import { badRequest, conflict, notFound } from '../../lib/http-error.js';
import type { DownloadedFile } from '../../lib/send-file.js';
import { isUniqueViolation } from '../../lib/unique-violation.js';
import type { FileStorage } from '../attachments/file-storage.js';
import { builtinScanner } from '../attachments/scanners/builtin-scanner.js';
import type { AuditSnapshot } from '../audit/audit.schemas.js';
import type { AuditRecord, NamedOfficerActor } from '../audit/audit.service.js';
import * as repository from './terms.repository.js';
import type { PublishedTerms, TermsDocument } from './terms.schemas.js';
import { itemSnapshot, TERMS_MESSAGES, TERMS_PAGE_PATH } from './terms.service.js';
import { PUBLISHED_TERMS } from './terms-steps.js';

// The published versions of each programme's terms: officers list and publish them.

/** GET /api/officer/terms-documents: the published versions, by programme, newest first. */
export async function listTermsDocuments(db: Database, programme?: Programme): Promise<TermsDocument[]> {
  const rows = await repository.findDocuments(db, programme);
  return rows.map(({ document, publisherName }) => termsDocumentOf(document, publisherName));
}

/**
 * GET /api/officer/terms-documents/{id}: any published version, current or not. Its PDF was checked for
 * viruses when it was published (checkPublishedPdf), as the company's download relies on too.
 */
export async function downloadAnyTermsDocument(
  db: Database,
  storage: FileStorage,
  documentId: string,
): Promise<DownloadedFile> {
  const document = await repository.findDocument(db, documentId);
  const bytes = document ? await storage.get(document.storageKey) : null;
  if (!document || !bytes) throw notFound(TERMS_MESSAGES.versionNotFound);
  return { fileName: document.fileName, contentType: document.contentType, bytes };
}

export interface TermsPublication {
  programme: Programme;
  title: string;
  /** The officer's upload of the PDF. */
  file: OfficerFile;
}

/**
 * Publishes a new version of a programme's terms, its PDF the officer's upload (`takePublishedPdf`).
 * Every company's Sent or Acknowledged item of the programme becomes Obsolete and a new Sent item with
 * the new version takes its place, so each of those companies must acknowledge again; they are notified.
 */
export async function publishTermsDocument(
  db: Database,
  storage: FileStorage,
  actor: NamedOfficerActor,
  publication: TermsPublication,
  options: { now?: Date } = {},
): Promise<PublishedTerms> {
  const { programme, title } = publication;
  const now = options.now ?? new Date();
  const label = programmeLabel(programme);
  try {
    return await runStep({ db }, officerActor(actor), PUBLISHED_TERMS, programme, {
      work: async (tx, { previous, held }) => {
        const pdf = await takePublishedPdf(tx, storage, actor.officerUserId, publication.file, 'file');
        const version = (previous?.version ?? 0) + 1;
        const document = await repository.insertDocument(tx, {
          programme,
          version,
          title,
          fileName: `${label} Terms and Conditions v${version}.pdf`,
          contentType: FILE_TYPES.pdf.contentType,
          fileSize: pdf.fileSize,
          storageKey: pdf.storageKey,
          publishedAt: now,
          publishedByUserId: actor.officerUserId,
        });
        const audit: AuditRecord[] = [
          {
            action: 'terms.publish',
            entityType: 'terms-document',
            entityId: document.id,
            before: previous ? documentSnapshot(previous) : null,
            after: documentSnapshot(document),
          },
        ];
        for (const item of held) {
          const obsolete = await repository.updateItem(tx, item.id, {
            status: officerMove(item.status, 'supersede'),
            obsoletedAt: now,
          });
          const sent = await repository.insertItem(tx, {
            companyId: item.companyId,
            programme,
            status: officerMove(obsolete.status, 'send'),
            documentId: document.id,
            sentAt: now,
            createdAt: now,
          });
          audit.push(
            {
              action: 'terms.make-obsolete',
              entityType: 'company-terms-and-conditions',
              entityId: obsolete.id,
              before: itemSnapshot(item),
              after: itemSnapshot(obsolete),
            },
            {
              action: 'terms.send',
              entityType: 'company-terms-and-conditions',
              entityId: sent.id,
              before: null,
              after: itemSnapshot(sent),
            },
          );
        }
        const publisher = await repository.findPublisherName(tx, actor.officerUserId);
        return {
          result: {
            document: termsDocumentOf(document, publisher),
            companiesToAcknowledgeAgain: held.length,
          },
          audit,
          notices: held.map((item) => ({
            companyId: item.companyId,
            notice: newVersionNotice(label, version),
          })),
        };
      },
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(TERMS_MESSAGES.publishedMeanwhile(label));
    throw error;
  }
}

/**
 * Where publishing moves an item. The items were chosen from the same table (termsStatusesMovedBy), so
 * a refusal means another move came first; its reason is the domain's.
 */
function officerMove(from: TermsStanding, action: TermsAction): CorrespondenceStatus {
  const move = termsTransition('officer', from, action);
  if (!move.ok) throw conflict(move.reason);
  return move.to;
}

/**
 * Takes the officer's upload (the body's `field`) as the PDF an officer publishes (terms, a user guide),
 * within the publication's transaction: its stored bytes become the publication's, so a refusal, here or
 * later in the transaction, leaves the upload as it was. Refused, with a 400 on `field`, unless it is a
 * PDF (the upload's own check judged its type, size and emptiness) that passes `checkPublishedPdf`.
 */
export async function takePublishedPdf(
  tx: Database,
  storage: FileStorage,
  officerUserId: string,
  attachmentId: OfficerFile,
  field: string,
): Promise<TakenFile> {
  const { bytes, ...upload } = await takeOfficerUploadForPublication(
    tx,
    storage,
    officerUserId,
    attachmentId,
    field,
  );
  if (upload.contentType !== FILE_TYPES.pdf.contentType) {
    throw badRequest({ [field]: [FILE_RULE_MESSAGES.wrongType(['pdf'])] });
  }
  await checkPublishedPdf(bytes, field);
  return upload;
}

/**
 * Refuses, with a 400 on `field`, a PDF an officer publishes that is not a whole PDF, is
 * password-protected or infected. The upload's check knows the type by the file's first bytes and leaves
 * a file of an accepted type to the virus scan; companies download a publication as it is, at once, so
 * it is checked here as a whole and scanned before it is published.
 */
export async function checkPublishedPdf(bytes: Uint8Array, field: string) {
  const problem = (message: string) => badRequest({ [field]: [message] });
  const tail = Buffer.from(bytes.subarray(Math.max(0, bytes.length - 1024))).toString('latin1');
  if (detectFileType(bytes) !== 'pdf' || !tail.includes('%%EOF')) {
    throw problem('The file must be a PDF: it does not start with %PDF- and end with %%EOF');
  }
  const verdict = await builtinScanner.scan(bytes);
  if (verdict === 'passwordProtected') throw problem('The PDF must not be password-protected');
  if (verdict === 'infected') throw problem('The PDF contains a virus; it was not published');
}

function newVersionNotice(label: string, version: number): WorkflowNotice {
  return {
    title: `${label} terms and conditions are ready for you to acknowledge`,
    message: `Version ${version} of the ${label} terms and conditions replaces the version you had. Read and acknowledge it before your next ${label} application.`,
    linkPath: TERMS_PAGE_PATH,
    email: false,
  };
}

function termsDocumentOf(document: repository.TermsDocumentRow, publisherName: string): TermsDocument {
  const programme = document.programme;
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
