import {
  type Actor,
  ApplicationCategory,
  applicationCategoryLabel,
  availableActions,
  type OfficerRecognitionView,
  PENDING_DETAILS_CASE,
  PENDING_DETAILS_STATUS_LABELS,
  type PendingDetailsItem,
  PendingDetailsStatus,
  RECOGNITION_CASE,
  type RecognitionGrant,
  type RecognitionView,
} from '@fsmis/domain';
import type { Database } from '../../db/database.js';
import { notFound } from '../../lib/http-error.js';
import { openApplicationsUnder } from '../company-standing/company-standing.service.js';
import type { Session } from '../sessions/sessions.service.js';
import * as recognitionRepository from './recognition.repository.js';
import {
  type RenewalSettings,
  recognitionFactsOf,
  toOfficerRecognition,
  toRecognition,
} from './recognition.service.js';
import { RECOGNITION_NOT_FOUND_MESSAGE } from './recognition-step.js';
import * as repository from './recognition-view.repository.js';
import { companyActionsOf } from './recognition-view-actions.js';
import {
  type DocumentsByEvent,
  documentsOfEvents,
  eventsOf,
  latestEvent,
} from './recognition-view-events.js';
import { suspensionSummaryOf } from './suspension-view.service.js';

/**
 * A recognition's page (GET /api/companies/recognition/{id} for its company, GET
 * /api/officer/recognitions/{id} for an officer): the recognition, the applications that granted or
 * changed it, its whole history with the documents of each step, its suspensions and the details it owes.
 */

/** What each category of application did to the recognition when it was recognised. */
const GRANT_OUTCOMES: Readonly<Record<ApplicationCategory, string>> = {
  [ApplicationCategory.new]: 'Granted',
  [ApplicationCategory.renewal]: 'Renewed',
  [ApplicationCategory.changeOfScope]: 'Scope changed',
  [ApplicationCategory.changeOfCompanyDetails]: 'Company details updated',
};

/** The company's recognition page, with what it may do; another company's recognition is "not found". */
export async function companyRecognitionView(
  db: Database,
  session: Pick<Session, 'companyId'>,
  recognitionId: string,
  renewal: RenewalSettings,
  now = new Date(),
): Promise<RecognitionView> {
  const found = await recognitionRepository.findRecognitionWithCompany(db, recognitionId, session.companyId);
  if (!found) throw notFound(RECOGNITION_NOT_FOUND_MESSAGE);
  const { recognition } = found;
  const [record, factsOf] = await Promise.all([
    recordOf(db, recognition, 'company', now),
    recognitionFactsOf(db, [recognition]),
  ]);
  const facts = factsOf(recognition.id);
  const actions = await companyActionsOf(db, session.companyId, recognition, facts.openSuspension !== null);
  return {
    recognition: toRecognition(recognition, facts, renewal, now),
    actions,
    ...record,
    renewalWindowDays: renewal.windowDays,
  };
}

/** Any recognition's page as an officer reads it, with its company. */
export async function officerRecognitionView(
  db: Database,
  recognitionId: string,
  renewal: RenewalSettings,
  now = new Date(),
): Promise<OfficerRecognitionView> {
  const found = await recognitionRepository.findRecognitionWithCompany(db, recognitionId, null);
  if (!found) throw notFound(RECOGNITION_NOT_FOUND_MESSAGE);
  const [record, factsOf, openApplications] = await Promise.all([
    recordOf(db, found.recognition, 'officer', now),
    recognitionFactsOf(db, [found.recognition]),
    openApplicationsUnder(db, found.recognition),
  ]);
  const facts = factsOf(found.recognition.id);
  return {
    recognition: toOfficerRecognition(found, facts, renewal, now),
    openApplications,
    actions: availableActions(RECOGNITION_CASE, found.recognition.status, 'officer', {
      hasOpenSuspension: facts.openSuspension !== null,
      openApplications,
    }),
    ...record,
    renewalWindowDays: renewal.windowDays,
  };
}

type RecognitionRecord = Pick<RecognitionView, 'grants' | 'history' | 'suspensions' | 'pendingDetails'>;

/** The recognition's record: one query per kind of record, and one for the documents of every event. */
/** The recognition's record as `party` reads it: each suspension and pending details with that side's actions. */
async function recordOf(
  db: Database,
  recognition: recognitionRepository.RecognitionRow,
  party: Actor,
  now: Date,
): Promise<RecognitionRecord> {
  const [grants, events, suspensions, details] = await Promise.all([
    repository.findGrants(db, recognition.companyId, recognition.programme),
    repository.findEvents(db, recognition.id),
    repository.findSuspensions(db, recognition.id),
    repository.findPendingDetails(db, recognition.id),
  ]);
  const documents = await documentsOfEvents(db, events);
  const programme = recognition.programme;
  return {
    grants: grants.map((grant): RecognitionGrant => {
      const category = grant.category;
      return {
        applicationId: grant.applicationId,
        referenceNumber: grant.referenceNumber,
        category,
        categoryLabel: applicationCategoryLabel(category, programme),
        outcome: GRANT_OUTCOMES[category],
        recognisedAt: grant.recognisedAt.toISOString(),
      };
    }),
    history: eventsOf(events, documents),
    suspensions: suspensions.map((row) => suspensionSummaryOf(row, party, now)),
    pendingDetails: details.map((row) => pendingDetailsItemOf(row, events, documents, party)),
  };
}

/**
 * Pending details with the company's latest answer and its documents, and, while they must be provided
 * again after a return, why the officer returned them.
 */
function pendingDetailsItemOf(
  row: repository.PendingDetailsRecord,
  eventsNewestFirst: readonly repository.EventRecord[],
  documents: DocumentsByEvent,
  party: Actor,
): PendingDetailsItem {
  const status = row.status;
  const awaitingCompany = status === PendingDetailsStatus.pendingDetails;
  const provided = latestEvent(eventsNewestFirst, row.id, 'provide');
  return {
    id: row.id,
    recognitionId: row.recognitionId,
    description: row.description,
    dueDate: row.dueDate,
    status,
    statusLabel: PENDING_DETAILS_STATUS_LABELS[status],
    requestedAt: row.createdAt.toISOString(),
    response: row.response,
    respondedAt: row.respondedAt?.toISOString() ?? null,
    documents: provided ? [...(documents.get(provided.id) ?? [])] : [],
    returnReason: awaitingCompany ? (latestEvent(eventsNewestFirst, row.id, 'return')?.detail ?? null) : null,
    actions: availableActions(PENDING_DETAILS_CASE, status, party, undefined),
  };
}
