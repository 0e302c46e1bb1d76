import { ENDED_STATUSES } from '@fsmis/domain';
import { and, desc, eq, ne, notInArray } from 'drizzle-orm';
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
