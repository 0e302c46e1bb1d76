import {
  type NextActionFacts,
  type PtParticipationFacts,
  type PtStatus,
  PtStatus as PtStatuses,
} from '@fsmis/domain';
import type { Database } from '../../db/database.js';
import { forbidden, notFound } from '../../lib/http-error.js';
import { NO_PT_ACCESS_MESSAGE } from '../proficiency-tests/proficiency-tests.service.js';
import type { Session } from '../sessions/sessions.service.js';
import * as repository from './pt-lab-round.repository.js';

export const PT_ROUND_NOT_FOUND_MESSAGE = 'We could not find this scheme.';
export const PT_REPORT_NOT_PUBLISHED_MESSAGE = 'The report is published once the round is completed.';
export const PT_DOCUMENT_NOT_FOUND_MESSAGE = 'We could not find that document.';

/** A round as the signed-in laboratory sees it, and its part in it when it registered. */
export interface LabRound {
  readonly scheme: repository.SchemeRow;
  readonly status: PtStatus;
  readonly participation: repository.ParticipationRow | null;
}

export type RegisteredRound = LabRound & { readonly participation: repository.ParticipationRow };

/**
 * The round `schemeId` if the laboratory may see it: never in Draft, and otherwise only once registered
 * or while registration is open. A company without proficiency testing is refused outright; a round it
 * may not see reads as absent.
 */
export async function labRound(db: Database, session: Session, schemeId: string): Promise<LabRound> {
  if (!session.access.proficiencyTesting) throw forbidden(NO_PT_ACCESS_MESSAGE);
  const [scheme, participation] = await Promise.all([
    repository.findScheme(db, schemeId),
    repository.findParticipation(db, session.companyId, schemeId),
  ]);
  if (!scheme) throw notFound(PT_ROUND_NOT_FOUND_MESSAGE);
  const status = scheme.status;
  const seen =
    status !== PtStatuses.draft && (participation !== null || status === PtStatuses.registrationOpen);
  if (!seen) throw notFound(PT_ROUND_NOT_FOUND_MESSAGE);
  return { scheme, status, participation };
}

/** The round, for what only a registered laboratory has (dispatch, results, report, its own files). */
export async function registeredRound(
  db: Database,
  session: Session,
  schemeId: string,
): Promise<RegisteredRound> {
  const round = await labRound(db, session, schemeId);
  if (!round.participation) throw notFound(PT_ROUND_NOT_FOUND_MESSAGE);
  return round as RegisteredRound;
}

export function participationFacts(
  status: PtStatus,
  participation: repository.ParticipationRow | null,
): PtParticipationFacts {
  return {
    status,
    registered: participation !== null,
    dispatched: participation?.dispatchedOn != null,
    received: participation?.receiptConfirmedAt != null,
    resultsSubmitted: participation?.resultsSubmittedAt != null,
  };
}

/** The analytes the laboratory registered for, in the round's order (all of them for an older registration). */
export function registeredAnalytes(
  analytes: readonly repository.AnalyteRow[],
  participation: repository.ParticipationRow,
): repository.AnalyteRow[] {
  const chosen = new Set(participation.analyteIds);
  return chosen.size === 0 ? [...analytes] : analytes.filter((analyte) => chosen.has(analyte.id));
}

/**
 * The rounds where a laboratory may have a step to take (registration open, results submission open),
 * with its part in each: the proficiency testing of the Dashboard's next actions. Nothing for a company
 * without proficiency testing.
 */
export async function roundsToActOn(
  db: Database,
  session: Pick<Session, 'companyId' | 'access'>,
): Promise<NextActionFacts['ptRounds']> {
  if (!session.access.proficiencyTesting) return [];
  const rows = await repository.findRoundsWithPart(db, session.companyId, [
    PtStatuses.registrationOpen,
    PtStatuses.resultsSubmissionOpen,
  ]);
  return rows.map(({ scheme, participation }) => ({
    id: scheme.id,
    code: scheme.code,
    name: scheme.name,
    registrationClosesAt: scheme.registrationClosesAt,
    resultsDueAt: scheme.resultsDueAt,
    participation: participationFacts(scheme.status, participation),
  }));
}
