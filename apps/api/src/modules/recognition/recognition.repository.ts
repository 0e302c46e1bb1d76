import { ApplicationStatus, ENDED_SUSPENSION_STATUSES, PendingDetailsStatus } from '@fsmis/domain';
import { and, asc, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import {
  applications,
  companies,
  companyRecognitions,
  recognitionPendingDetails,
  recognitionSuspensions,
} from '../../db/schema/index.js';

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

/** A recognition with its company's name and UEN; of `companyId` only when given (another's reads as missing). */
export async function findRecognitionWithCompany(
  db: Database,
  recognitionId: string,
  companyId: string | null,
): Promise<RecognitionWithCompany | null> {
  const [row] = await withCompany(db)
    .where(
      and(
        eq(companyRecognitions.id, recognitionId),
        companyId === null ? undefined : eq(companyRecognitions.companyId, companyId),
      ),
    )
    .limit(1);
  return row ?? null;
}

export interface OfficerRecognitionFilter {
  readonly status?: number;
  readonly programme?: number;
  /** Matched whole, whatever its case. */
  readonly companyUen?: string;
}

/** Every recognition matching the filter, with its company, by company name then programme. */
export function findRecognitionsWithCompany(
  db: Database,
  filter: OfficerRecognitionFilter,
): Promise<RecognitionWithCompany[]> {
  const conditions: (SQL | undefined)[] = [
    filter.status === undefined ? undefined : eq(companyRecognitions.status, filter.status),
    filter.programme === undefined ? undefined : eq(companyRecognitions.programme, filter.programme),
    filter.companyUen === undefined ? undefined : sql`upper(${companies.uen}) = upper(${filter.companyUen})`,
  ];
  return withCompany(db)
    .where(and(...conditions))
    .orderBy(asc(companies.name), asc(companyRecognitions.programme));
}

function withCompany(db: Database) {
  return db
    .select({ recognition: companyRecognitions, companyName: companies.name, companyUen: companies.uen })
    .from(companyRecognitions)
    .innerJoin(companies, eq(companyRecognitions.companyId, companies.id))
    .$dynamic();
}
export interface RecognitionWithCompany {
  readonly recognition: RecognitionRow;
  readonly companyName: string;
  readonly companyUen: string | null;
}

/** The suspension under way (not ended) of each of the recognitions that has one. */
export function findOpenSuspensions(db: Database, recognitionIds: readonly string[]) {
  if (recognitionIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: recognitionSuspensions.id,
      recognitionId: recognitionSuspensions.recognitionId,
      status: recognitionSuspensions.status,
    })
    .from(recognitionSuspensions)
    .where(
      and(
        inArray(recognitionSuspensions.recognitionId, [...recognitionIds]),
        notInArray(recognitionSuspensions.status, [...ENDED_SUSPENSION_STATUSES]),
      ),
    );
}

/** How many pending details await the company (Pending Details), per recognition that has any. */
export function countDetailsAwaitingCompany(db: Database, recognitionIds: readonly string[]) {
  if (recognitionIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      recognitionId: recognitionPendingDetails.recognitionId,
      count: sql<number>`count(*)::int`,
    })
    .from(recognitionPendingDetails)
    .where(
      and(
        inArray(recognitionPendingDetails.recognitionId, [...recognitionIds]),
        eq(recognitionPendingDetails.status, PendingDetailsStatus.pendingDetails),
      ),
    )
    .groupBy(recognitionPendingDetails.recognitionId);
}

/** The company's Drafts under each programme: what a renewal or change from a recognition page continues. */
export function findDrafts(db: Database, companyId: string) {
  return db
    .select({
      id: applications.id,
      programme: applications.programme,
      category: applications.category,
      form: applications.form,
    })
    .from(applications)
    .where(and(eq(applications.companyId, companyId), eq(applications.status, ApplicationStatus.draft)));
}
