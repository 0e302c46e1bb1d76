import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { companyTermsAndConditions } from '../../db/schema/index.js';

/** Every terms record of the company, newest first. */
export async function findCompanyTerms(db: Database, companyId: string) {
  return db
    .select({
      id: companyTermsAndConditions.id,
      programme: companyTermsAndConditions.programme,
      status: companyTermsAndConditions.status,
    })
    .from(companyTermsAndConditions)
    .where(eq(companyTermsAndConditions.companyId, companyId))
    .orderBy(desc(companyTermsAndConditions.createdAt), desc(companyTermsAndConditions.id));
}
