import { ApplicationCategory, ApplicationStatus, ENDED_STATUSES } from '@fsmis/domain';
import { and, desc, eq, inArray, ne, notInArray } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { applications, companyRecognitions, companyTermsAndConditions } from '../../db/schema/index.js';

// Reads only: the applications, recognitions and terms modules own and write these tables.

/** The company's recognitions: one per programme it was ever recognised under. */
export function findRecognitionStatuses(db: Database, companyId: string) {
  return db
    .select({ programme: companyRecognitions.programme, status: companyRecognitions.status })
    .from(companyRecognitions)
    .where(eq(companyRecognitions.companyId, companyId));
}

/** The company's terms items, newest first (as the terms module lists them). */
export function findTermsStatuses(db: Database, companyId: string) {
  return db
    .select({ programme: companyTermsAndConditions.programme, status: companyTermsAndConditions.status })
    .from(companyTermsAndConditions)
    .where(eq(companyTermsAndConditions.companyId, companyId))
    .orderBy(desc(companyTermsAndConditions.createdAt), desc(companyTermsAndConditions.id));
}

/** The company's applications that have not ended, but `exceptApplicationId`. */
export function findOpenApplications(db: Database, companyId: string, exceptApplicationId?: string) {
  return db
    .select({ programme: applications.programme, category: applications.category })
    .from(applications)
    .where(
      and(
        eq(applications.companyId, companyId),
        notInArray(applications.status, [...ENDED_STATUSES]),
        exceptApplicationId === undefined ? undefined : ne(applications.id, exceptApplicationId),
      ),
    );
}

/**
 * The companies' renewal applications submitted and being processed: not a Draft, not ended. At most one
 * per company and programme (one open application per category).
 */
export function findRenewalsInProgress(db: Database, companyIds: readonly string[]) {
  if (companyIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      companyId: applications.companyId,
      programme: applications.programme,
      applicationId: applications.id,
      referenceNumber: applications.referenceNumber,
      status: applications.status,
    })
    .from(applications)
    .where(
      and(
        inArray(applications.companyId, [...companyIds]),
        eq(applications.category, ApplicationCategory.renewal),
        ne(applications.status, ApplicationStatus.draft),
        notInArray(applications.status, [...ENDED_STATUSES]),
      ),
    );
}
