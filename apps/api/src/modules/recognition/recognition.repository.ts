import { and, asc, eq } from 'drizzle-orm';
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

/** The company's recognition in one programme, or null when it never had one. */
export async function findRecognition(
  db: Database,
  companyId: string,
  programme: number,
): Promise<RecognitionRow | null> {
  const [row] = await db
    .select()
    .from(companyRecognitions)
    .where(and(eq(companyRecognitions.companyId, companyId), eq(companyRecognitions.programme, programme)))
    .limit(1);
  return row ?? null;
}
