import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { companyRecognitions } from '../../db/schema/index.js';

export type RecognitionRow = typeof companyRecognitions.$inferSelect;

/** The company's recognitions, one per programme at most, in programme order. */
export async function findCompanyRecognitions(db: Database, companyId: string): Promise<RecognitionRow[]> {
  return db
    .select()
    .from(companyRecognitions)
    .where(eq(companyRecognitions.companyId, companyId))
    .orderBy(asc(companyRecognitions.programme));
}
