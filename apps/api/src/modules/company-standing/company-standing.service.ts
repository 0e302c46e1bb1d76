import {
  ApplicationCategory,
  applicationStatusLabel,
  type CompanyRecognitionStatus,
  PROGRAMMES,
  type Programme,
  type ProgrammeStanding,
} from '@fsmis/domain';
import type { Database } from '../../db/database.js';
import * as repository from './company-standing.repository.js';

/**
 * Where a company stands in each programme, read from the records of three modules that each need it of
 * the others: applications (may it start one?), recognitions (what may it do with one?) and terms (is
 * a suspension under way?). Kept apart, and below all three, so that none imports another in a circle.
 */

/** The status of the company's recognition per programme; a programme without one is absent. */
export async function recognitionStatusesOf(
  db: Database,
  companyId: string,
): Promise<ReadonlyMap<Programme, CompanyRecognitionStatus>> {
  const rows = await repository.findRecognitionStatuses(db, companyId);
  return new Map(rows.map((row) => [row.programme, row.status]));
}

/**
 * Where the company stands in each programme (the domain's ProgrammeStanding): its latest terms, its
 * recognition, and the categories it has an open application in (leaving out `exceptApplicationId`, so
 * that an application does not stand in its own way at submission).
 */
export async function standingsOf(
  db: Database,
  companyId: string,
  exceptApplicationId?: string,
): Promise<ReadonlyMap<Programme, ProgrammeStanding>> {
  const [terms, recognitions, open] = await Promise.all([
    repository.findTermsStatuses(db, companyId),
    recognitionStatusesOf(db, companyId),
    repository.findOpenApplications(db, companyId, exceptApplicationId),
  ]);
  return new Map(
    PROGRAMMES.map((programme) => [
      programme,
      {
        termsStatus: terms.find((item) => item.programme === programme)?.status ?? null,
        recognitionStatus: recognitions.get(programme) ?? null,
        openCategories: open.filter((item) => item.programme === programme).map((item) => item.category),
      },
    ]),
  );
}

/** How many of the company's applications under the programme have not ended: a withdrawal waits for them. */
export async function openApplicationsUnder(
  db: Database,
  recognition: { readonly companyId: string; readonly programme: Programme },
): Promise<number> {
  const open = await repository.findOpenApplications(db, recognition.companyId);
  return open.filter((application) => application.programme === recognition.programme).length;
}

/** A renewal application submitted and being processed, as a recognition's summary names it. */
export interface RenewalInProgress {
  readonly applicationId: string;
  readonly referenceNumber: string;
  readonly statusLabel: string;
}

/**
 * The renewal in progress of each of the companies' recognitions, looked up by company and programme
 * (null when there is none): while one is, the company is not called on to renew.
 */
export async function renewalsInProgressOf(
  db: Database,
  companyIds: readonly string[],
): Promise<(companyId: string, programme: Programme) => RenewalInProgress | null> {
  const rows = await repository.findRenewalsInProgress(db, [...new Set(companyIds)]);
  return (companyId, programme) => {
    const row = rows.find((each) => each.companyId === companyId && each.programme === programme);
    return row
      ? {
          applicationId: row.applicationId,
          referenceNumber: row.referenceNumber,
          statusLabel: applicationStatusLabel(row.status, programme, ApplicationCategory.renewal),
        }
      : null;
  };
}
