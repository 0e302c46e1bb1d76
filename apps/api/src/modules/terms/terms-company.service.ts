import {
  CORRESPONDENCE_STATUS_LABELS,
  type CompanyRecognitionStatus,
  type CompanyTermsItem,
  CorrespondenceStatus,
  hasOngoingSuspension,
  isCaseActionOpen,
  isCorrespondenceAvailable,
  PROGRAMMES,
  type Programme,
  type ProgrammeTerms,
  programmeLabel,
  type TermsCompanyAction,
  type TermsRequest,
  type TermsStanding,
  termsCompanyActions,
  termsStandingOf,
  termsTransition,
} from '@fsmis/domain';
import { companyActor } from '../../cases/actors.js';
import { runStep } from '../../cases/run-step.js';
import type { Database } from '../../db/database.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error.js';
import { isUniqueViolation } from '../../lib/unique-violation.js';
import type { FileStorage } from '../attachments/file-storage.js';
import { recognitionStatusesOf } from '../company-standing/company-standing.service.js';
import type { Session } from '../sessions/sessions.service.js';
import * as repository from './terms.repository.js';
import { standingOf, TERMS_FOR_LOCAL_LABS_MESSAGE, TERMS_MESSAGES, toItem } from './terms.service.js';
import { PROGRAMME_TERMS, TERMS_ITEM } from './terms-steps.js';

const S = CorrespondenceStatus;

// The company's side: local laboratories read, request and acknowledge their programmes' terms.

function requireLocalLab(session: Session): void {
  if (!session.access.local) throw forbidden(TERMS_FOR_LOCAL_LABS_MESSAGE);
}

/** GET /api/company-terms-and-conditions/latest: local laboratories only (docs/requirements.md §6). */
export async function getLatestTerms(db: Database, session: Session): Promise<ProgrammeTerms[]> {
  requireLocalLab(session);
  return programmeTermsOf(db, session.companyId);
}

/** One item per programme, LRP, IBR and AOR in that order, whether or not the company has terms. */
export async function programmeTermsOf(
  db: Database,
  companyId: string,
  /** The company's recognitions, when the caller reads them anyway. */
  recognitionStatuses: Promise<ReadonlyMap<Programme, CompanyRecognitionStatus>> = recognitionStatusesOf(
    db,
    companyId,
  ),
): Promise<ProgrammeTerms[]> {
  const [terms, recognitions] = await Promise.all([
    repository.findCompanyTerms(db, companyId),
    recognitionStatuses,
  ]);
  return PROGRAMMES.map((programme) => {
    const ofProgramme = terms.filter(({ item }) => item.programme === programme);
    const latest = ofProgramme[0];
    const latestStatus = latest ? latest.item.status : null;
    const recognition = recognitions.get(programme);
    const standing = termsStandingOf(ofProgramme.map(({ item }) => item.status)) ?? latestStatus;
    const actions = companyActionsOf(standing, programmeLabel(programme));
    return {
      applicationType: { value: programme, label: programmeLabel(programme) },
      companyTermsAndConditionId: latest?.item.id ?? null,
      companyTermsAndConditionsStatus:
        latestStatus === null
          ? null
          : { value: latestStatus, label: CORRESPONDENCE_STATUS_LABELS[latestStatus] },
      version: latest?.version ?? null,
      hasOngoingSuspension: recognition !== undefined && hasOngoingSuspension(recognition),
      isAbleToRequest: isCaseActionOpen(actions, 'request'),
      actions,
    };
  });
}

/** GET /api/company-terms-and-conditions: every item of the company, newest first. */
export async function listCompanyTerms(db: Database, session: Session): Promise<CompanyTermsItem[]> {
  requireLocalLab(session);
  const rows = await repository.findCompanyTerms(db, session.companyId);
  return rows.map(({ item, version, documentTitle }) =>
    toItem(item, version === null ? null : { version, title: documentTitle ?? '' }),
  );
}

/** POST /api/company-terms-and-conditions: asks for a programme's terms. */
export async function requestTerms(
  db: Database,
  session: Session,
  request: TermsRequest,
  now = new Date(),
): Promise<CompanyTermsItem> {
  requireLocalLab(session);
  const programme = request.applicationType;
  const refusalOf = (status: TermsStanding) => companyRefusal('request', status, programmeLabel(programme));
  try {
    return await runStep({ db }, companyActor(session), PROGRAMME_TERMS, programme, {
      refusal: (_tx, { items }) => {
        const standing = standingOf(items);
        return termsTransition('company', standing, 'request').ok ? null : refusalOf(standing);
      },
      work: async (tx, { items }) => {
        const standing = standingOf(items);
        const move = termsTransition('company', standing, 'request');
        if (!move.ok) throw conflict(refusalOf(standing));
        const created = await repository.insertItem(tx, {
          companyId: session.companyId,
          programme,
          status: move.to,
          contactName: request.contactName,
          contactEmail: request.contactEmail,
          purpose: request.purpose,
          requestedByUserId: session.userId,
          requestedAt: now,
          createdAt: now,
        });
        return { result: toItem(created, null) };
      },
    });
  } catch (error) {
    // Two requests at the same moment: the database lets one through (one live item per programme).
    if (isUniqueViolation(error)) throw conflict(refusalOf(S.requested));
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
  requireLocalLab(session);
  const refusalOf = (item: repository.TermsItemRow) =>
    companyRefusal('acknowledge', item.status, programmeLabel(item.programme));
  return runStep({ db }, companyActor(session), TERMS_ITEM, id, {
    refusal: (_tx, item) =>
      termsTransition('company', item.status, 'acknowledge').ok ? null : refusalOf(item),
    work: async (tx, item) => {
      const move = termsTransition('company', item.status, 'acknowledge');
      if (!move.ok) throw conflict(refusalOf(item));
      const acknowledged = await repository.updateItem(tx, item.id, {
        status: move.to,
        acknowledgedAt: now,
        acknowledgedByUserId: session.userId,
      });
      const document = item.documentId ? await repository.findDocument(tx, item.documentId) : null;
      return { result: toItem(acknowledged, document) };
    },
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
  requireLocalLab(session);
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

/**
 * The company's actions on a programme's terms (the terms' case) standing at `status`: the item in play,
 * else the newest one. A refusal is in the words the step answers with (companyRefusal); with no item at
 * all, in the case's own words.
 */
function companyActionsOf(status: TermsStanding, label: string) {
  return termsCompanyActions(status).map((action) =>
    action.open || status === null
      ? action
      : { ...action, reason: companyRefusal(action.name, status, label) },
  );
}

/** The company's words for a refused move: they name the programme and say what to do instead. */
function companyRefusal(move: TermsCompanyAction, status: TermsStanding, label: string) {
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
