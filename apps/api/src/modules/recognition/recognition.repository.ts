import {
  ApplicationStatus,
  type CompanyRecognitionStatus,
  ENDED_SUSPENSION_STATUSES,
  PendingDetailsStatus,
  type Programme,
} from '@fsmis/domain';
import { and, asc, count, eq, ilike, inArray, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { preparedQuery } from '../../db/prepared-query.js';
import {
  applications,
  companies,
  companyRecognitions,
  recognitionPendingDetails,
  recognitionSuspensions,
} from '../../db/schema/index.js';
import { containsPattern, startsWithPattern } from '../../lib/list-query.js';

export type RecognitionRow = typeof companyRecognitions.$inferSelect;

/** The company's recognitions, one per programme at most, in programme order. */
export async function findCompanyRecognitions(db: Database, companyId: string): Promise<RecognitionRow[]> {
  return companyRecognitionRows(db).execute({ companyId });
}

const companyRecognitionRows = preparedQuery((db) =>
  db
    .select()
    .from(companyRecognitions)
    .where(eq(companyRecognitions.companyId, sql.placeholder('companyId')))
    .orderBy(asc(companyRecognitions.programme))
    .prepare('company_recognitions'),
);

/** The company's recognition in one programme, or null when it never had one. */
export async function findRecognition(
  db: Database,
  companyId: string,
  programme: Programme,
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

export interface RecognitionListFilter {
  /** Part of the company's name, or the start of its UEN, whatever the case; taken literally. */
  readonly search?: string | undefined;
  readonly status?: CompanyRecognitionStatus | undefined;
  readonly programme?: Programme | undefined;
  /** Matched whole, whatever its case. */
  readonly companyUen?: string | undefined;
}

// No index serves the name's `ilike '%…%'`: with 20,000 companies and 29,000 recognitions, PostgreSQL 15
// answers a search's page and its count in about 25 ms each (a scan of companies and a hash join,
// EXPLAIN ANALYZE), so a trigram index, and pg_trgm on PGlite, waits until the lists outgrow that.
function officerRecognitionConditions(filter: RecognitionListFilter): SQL | undefined {
  const { search } = filter;
  return and(
    search === undefined
      ? undefined
      : or(ilike(companies.name, containsPattern(search)), ilike(companies.uen, startsWithPattern(search))),
    filter.status === undefined ? undefined : eq(companyRecognitions.status, filter.status),
    filter.programme === undefined ? undefined : eq(companyRecognitions.programme, filter.programme),
    filter.companyUen === undefined ? undefined : sql`upper(${companies.uen}) = upper(${filter.companyUen})`,
  );
}

/**
 * One page of the recognitions matching the filter, with their company, by company name, then
 * programme; the id last keeps two companies of the same name in one order from page to page.
 */
export function findRecognitionsWithCompany(
  db: Database,
  filter: RecognitionListFilter,
  page: { readonly limit: number; readonly offset: number },
): Promise<RecognitionWithCompany[]> {
  return withCompany(db)
    .where(officerRecognitionConditions(filter))
    .orderBy(asc(companies.name), asc(companyRecognitions.programme), asc(companyRecognitions.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** How many recognitions match the filter, on every page. */
export async function countRecognitionsWithCompany(
  db: Database,
  filter: RecognitionListFilter,
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(companyRecognitions)
    .innerJoin(companies, eq(companyRecognitions.companyId, companies.id))
    .where(officerRecognitionConditions(filter));
  return row?.total ?? 0;
}

/** The recognition numbered so (numbers are upper case), with its company; null when none is. */
export async function findRecognitionByNumber(
  db: Database,
  recognitionNumber: string,
): Promise<RecognitionWithCompany | null> {
  const [row] = await withCompany(db)
    .where(eq(companyRecognitions.recognitionNumber, recognitionNumber.toUpperCase()))
    .limit(1);
  return row ?? null;
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
      appealDeadline: recognitionSuspensions.appealDeadline,
    })
    .from(recognitionSuspensions)
    .where(
      and(
        inArray(recognitionSuspensions.recognitionId, [...recognitionIds]),
        notInArray(recognitionSuspensions.status, [...ENDED_SUSPENSION_STATUSES]),
      ),
    );
}

/** The company's suspensions under way, with their recognition's programme, in one statement. */
export function findCompanySuspensionsUnderWay(db: Database, companyId: string) {
  return companySuspensionsUnderWay(db).execute({ companyId });
}

const companySuspensionsUnderWay = preparedQuery((db) =>
  db
    .select({
      id: recognitionSuspensions.id,
      recognitionId: recognitionSuspensions.recognitionId,
      programme: companyRecognitions.programme,
      status: recognitionSuspensions.status,
      appealDeadline: recognitionSuspensions.appealDeadline,
    })
    .from(recognitionSuspensions)
    .innerJoin(companyRecognitions, eq(companyRecognitions.id, recognitionSuspensions.recognitionId))
    .where(
      and(
        eq(companyRecognitions.companyId, sql.placeholder('companyId')),
        notInArray(recognitionSuspensions.status, [...ENDED_SUSPENSION_STATUSES]),
      ),
    )
    .orderBy(asc(companyRecognitions.programme))
    .prepare('company_suspensions_under_way'),
);

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
