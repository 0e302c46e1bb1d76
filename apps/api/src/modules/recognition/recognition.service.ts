import {
  COMPANY_RECOGNITION_STATUS_LABELS,
  type CompanyRecognition,
  type CompanyRecognitionStatus,
  hasOngoingSuspension,
  isRestricted,
  type Programme,
  programmeLabel,
} from '@fsmis/domain';
import type { Database } from '../../db/database.js';
import type { Session } from '../sessions/sessions.service.js';
import * as repository from './recognition.repository.js';

/** The signed-in company's recognition in each programme where it has one. */
export async function listRecognitions(db: Database, session: Session): Promise<CompanyRecognition[]> {
  const rows = await repository.findCompanyRecognitions(db, session.companyId);
  return rows.map(toRecognition);
}

/** The status of the company's recognition per programme; a programme without one is absent. */
export async function recognitionStatusesOf(
  db: Database,
  companyId: string,
): Promise<ReadonlyMap<Programme, CompanyRecognitionStatus>> {
  const rows = await repository.findCompanyRecognitions(db, companyId);
  return new Map(rows.map((row) => [row.programme as Programme, row.status as CompanyRecognitionStatus]));
}

/**
 * The company's recognition in a programme and the application whose outcome last set it (what renewals
 * and changes start from); null when the company was never recognised under the programme.
 */
export async function recognitionOf(
  db: Database,
  companyId: string,
  programme: Programme,
): Promise<{ recognition: CompanyRecognition; applicationId: string | null } | null> {
  const row = await repository.findRecognition(db, companyId, programme);
  return row ? { recognition: toRecognition(row), applicationId: row.applicationId } : null;
}

function toRecognition(row: repository.RecognitionRow): CompanyRecognition {
  const programme = row.programme as Programme;
  const status = row.status as CompanyRecognitionStatus;
  return {
    id: row.id,
    programme,
    programmeLabel: programmeLabel(programme),
    status,
    statusLabel: COMPANY_RECOGNITION_STATUS_LABELS[status],
    recognitionNumber: row.recognitionNumber,
    validFrom: row.validFrom.toISOString(),
    validUntil: row.validUntil.toISOString(),
    scopeSummary: row.scopeSummary,
    hasOngoingSuspension: hasOngoingSuspension(status),
    isRestricted: isRestricted(status),
  };
}
