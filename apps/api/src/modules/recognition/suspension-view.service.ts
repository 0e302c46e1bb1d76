import {
  type Actor,
  availableActions,
  COMPANY_RECOGNITION_STATUS_LABELS,
  isAppealMade,
  isSuspensionEnded,
  type OfficerSuspensionView,
  programmeLabel,
  SUSPENSION_CASE,
  SUSPENSION_STATUS_LABELS,
  SuspensionStatus,
  type SuspensionSummary,
  type SuspensionView,
} from '@fsmis/domain';
import type { Database } from '../../db/database.js';
import { notFound } from '../../lib/http-error.js';
import type { Session } from '../sessions/sessions.service.js';
import * as recognitionRepository from './recognition.repository.js';
import * as repository from './recognition-view.repository.js';
import { documentsOfEvents, eventsOf } from './recognition-view-events.js';
import { SUSPENSION_NOT_FOUND_MESSAGE } from './suspension-step.js';

/**
 * One suspension of a recognition with its timeline, as the company sees it (GET
 * /api/companies/recognition/{id}/suspension/{sid}, with the steps open to it) and as an officer does
 * (GET /api/officer/recognitions/suspensions/{sid}, with the officer's moves).
 */

/** A suspension as `party` reads it, with every action of that side open or not and why (its case). */
export function suspensionSummaryOf(
  row: repository.SuspensionRecord,
  party: Actor,
  now: Date,
): SuspensionSummary {
  const status = row.status;
  return {
    id: row.id,
    recognitionId: row.recognitionId,
    status,
    statusLabel: SUSPENSION_STATUS_LABELS[status],
    grounds: row.reason,
    proposedAt: row.createdAt.toISOString(),
    suspendedAt: row.effectiveFrom?.toISOString() ?? null,
    appealDeadline: row.appealDeadline?.toISOString() ?? null,
    appealMade: isAppealMade(status),
    ended: isSuspensionEnded(status),
    actions: availableActions(SUSPENSION_CASE, status, party, { appealDeadline: row.appealDeadline, now }),
  };
}

/** The company's view of a suspension of its recognition; 404 unless both are the company's and belong together. */
export async function companySuspensionView(
  db: Database,
  session: Pick<Session, 'companyId'>,
  where: { readonly recognitionId: string; readonly suspensionId: string },
  now = new Date(),
): Promise<SuspensionView> {
  const [found, suspension] = await Promise.all([
    recognitionRepository.findRecognitionWithCompany(db, where.recognitionId, session.companyId),
    repository.findSuspension(db, where.suspensionId),
  ]);
  if (!found || !suspension || suspension.recognitionId !== found.recognition.id) {
    throw notFound(SUSPENSION_NOT_FOUND_MESSAGE);
  }
  return suspensionViewOf(db, found, suspension, 'company', now);
}

/** An officer's view of any suspension, with the moves open to the officer now. */
export async function officerSuspensionView(
  db: Database,
  suspensionId: string,
  now = new Date(),
): Promise<OfficerSuspensionView> {
  const suspension = await repository.findSuspension(db, suspensionId);
  const found = suspension
    ? await recognitionRepository.findRecognitionWithCompany(db, suspension.recognitionId, null)
    : null;
  if (!suspension || !found) throw notFound(SUSPENSION_NOT_FOUND_MESSAGE);
  const view = await suspensionViewOf(db, found, suspension, 'officer', now);
  return { ...view, companyName: found.companyName };
}

async function suspensionViewOf(
  db: Database,
  { recognition }: recognitionRepository.RecognitionWithCompany,
  suspension: repository.SuspensionRecord,
  party: Actor,
  now: Date,
): Promise<SuspensionView> {
  const events = await repository.findSuspensionEvents(db, suspension.id);
  const documents = await documentsOfEvents(db, events);
  const programme = recognition.programme;
  const detailsRequired = suspension.status === SuspensionStatus.suspensionDetailsRequired;
  return {
    suspension: suspensionSummaryOf(suspension, party, now),
    programme,
    programmeLabel: programmeLabel(programme),
    recognitionNumber: recognition.recognitionNumber,
    recognitionStatusLabel: COMPANY_RECOGNITION_STATUS_LABELS[recognition.status],
    detailsRequest: detailsRequired
      ? (events.findLast(({ row }) => row.action === 'require-details')?.row.detail ?? null)
      : null,
    timeline: eventsOf(events, documents),
  };
}
