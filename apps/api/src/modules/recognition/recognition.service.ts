import {
  COMPANY_RECOGNITION_STATUS_LABELS,
  type CompanyRecognition,
  DEFAULT_RENEWAL_WINDOW_DAYS,
  daysUntilExpiry,
  hasOngoingSuspension,
  isRenewalCalledFor,
  isRestricted,
  type NextActionFacts,
  type OfficerRecognition,
  type OfficerRecognitionFilter,
  type PageOf,
  type Programme,
  programmeLabel,
  SUSPENSION_STATUS_LABELS,
  type SuspensionStatus,
} from '@fsmis/domain';
import type { Database } from '../../db/database.js';
import {
  type RenewalInProgress,
  renewalsInProgressOf,
} from '../company-standing/company-standing.service.js';
import type { Session } from '../sessions/sessions.service.js';
import * as repository from './recognition.repository.js';

/** What decides when a renewal is due: the window, in days before expiry (`config.renewal`). */
export interface RenewalSettings {
  readonly windowDays: number;
}

/** What a recognition's summary needs besides its row: its suspension under way and the details it owes. */
export interface RecognitionFacts {
  readonly openSuspension: { readonly id: string; readonly status: SuspensionStatus } | null;
  readonly pendingDetailsCount: number;
  readonly renewalInProgress: RenewalInProgress | null;
}

/** The signed-in company's recognition in each programme where it has one. */
export async function listRecognitions(
  db: Database,
  session: Pick<Session, 'companyId'>,
  renewal: RenewalSettings,
  now = new Date(),
): Promise<CompanyRecognition[]> {
  const rows = await repository.findCompanyRecognitions(db, session.companyId);
  const facts = await recognitionFactsOf(db, rows);
  return rows.map((row) => toRecognition(row, facts(row.id), renewal, now));
}

/** The suspensions under way of the company's recognitions, with their appeal deadlines (next actions). */
export async function suspensionsUnderWayOf(
  db: Database,
  companyId: string,
): Promise<NextActionFacts['suspensions']> {
  const open = await repository.findCompanySuspensionsUnderWay(db, companyId);
  return open.map((suspension) => ({
    recognitionId: suspension.recognitionId,
    suspensionId: suspension.id,
    programme: suspension.programme,
    status: suspension.status,
    appealDeadline: suspension.appealDeadline,
  }));
}

/**
 * GET /api/officer/recognitions and `recognitions list`: one page of the recognitions the search and
 * filters match, with their company, by company name, then programme.
 */
export async function officerRecognitions(
  db: Database,
  query: OfficerRecognitionFilter,
  renewal: RenewalSettings,
  now = new Date(),
): Promise<PageOf<OfficerRecognition>> {
  const filter: repository.RecognitionListFilter = {
    search: query.Search,
    status: query.Status,
    programme: query.ApplicationType,
    companyUen: query.CompanyUen,
  };
  const [rows, total] = await Promise.all([
    repository.findRecognitionsWithCompany(db, filter, {
      limit: query.PageSize,
      offset: (query.Page - 1) * query.PageSize,
    }),
    repository.countRecognitionsWithCompany(db, filter),
  ]);
  const facts = await recognitionFactsOf(
    db,
    rows.map((row) => row.recognition),
  );
  return {
    items: rows.map((row) => toOfficerRecognition(row, facts(row.recognition.id), renewal, now)),
    total,
    page: query.Page,
    pageSize: query.PageSize,
  };
}

/** The id of the recognition numbered so ("LRP-REC-2024-0042", in any letter case), or null. */
export async function recognitionIdNumbered(db: Database, recognitionNumber: string): Promise<string | null> {
  const row = await repository.findRecognitionByNumber(db, recognitionNumber.trim());
  return row?.recognition.id ?? null;
}

/**
 * The company's recognition in a programme and the application whose outcome last set it (what renewals
 * and changes start from); null when the company was never recognised under the programme.
 */
export async function recognitionOf(
  db: Database,
  companyId: string,
  programme: Programme,
  renewal: RenewalSettings = { windowDays: DEFAULT_RENEWAL_WINDOW_DAYS },
  now = new Date(),
): Promise<{ recognition: CompanyRecognition; applicationId: string | null } | null> {
  const row = await repository.findRecognition(db, companyId, programme);
  if (!row) return null;
  const facts = await recognitionFactsOf(db, [row]);
  return { recognition: toRecognition(row, facts(row.id), renewal, now), applicationId: row.applicationId };
}

/** The facts of each recognition among `rows`, read in one query per fact, looked up by id. */
export async function recognitionFactsOf(
  db: Database,
  rows: readonly Pick<repository.RecognitionRow, 'id' | 'companyId' | 'programme'>[],
): Promise<(recognitionId: string) => RecognitionFacts> {
  const ids = rows.map((row) => row.id);
  const [suspensions, counts, renewals] = await Promise.all([
    repository.findOpenSuspensions(db, ids),
    repository.countDetailsAwaitingCompany(db, ids),
    renewalsInProgressOf(
      db,
      rows.map((row) => row.companyId),
    ),
  ]);
  return (recognitionId) => {
    const row = rows.find((each) => each.id === recognitionId);
    return {
      openSuspension: suspensions.find((suspension) => suspension.recognitionId === recognitionId) ?? null,
      pendingDetailsCount: counts.find((count) => count.recognitionId === recognitionId)?.count ?? 0,
      renewalInProgress: row ? renewals(row.companyId, row.programme) : null,
    };
  };
}

export function toRecognition(
  row: repository.RecognitionRow,
  facts: RecognitionFacts,
  renewal: RenewalSettings,
  now: Date,
): CompanyRecognition {
  const programme = row.programme;
  const status = row.status;
  const open = facts.openSuspension;
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
    daysUntilExpiry: daysUntilExpiry(row.validUntil, now),
    renewalDue: isRenewalCalledFor({
      status,
      validUntil: row.validUntil,
      now,
      windowDays: renewal.windowDays,
      renewalInProgress: facts.renewalInProgress !== null,
    }),
    renewalInProgress: facts.renewalInProgress,
    openSuspension: open
      ? {
          id: open.id,
          status: open.status,
          statusLabel: SUSPENSION_STATUS_LABELS[open.status],
        }
      : null,
    pendingDetailsCount: facts.pendingDetailsCount,
  };
}

export function toOfficerRecognition(
  { recognition, companyName, companyUen }: repository.RecognitionWithCompany,
  facts: RecognitionFacts,
  renewal: RenewalSettings,
  now: Date,
): OfficerRecognition {
  return {
    ...toRecognition(recognition, facts, renewal, now),
    companyId: recognition.companyId,
    companyName,
    companyUen: companyUen ?? '',
  };
}
