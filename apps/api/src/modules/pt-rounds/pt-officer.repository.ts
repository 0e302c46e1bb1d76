import type { PtDocumentKind, ZScoreClass } from '@fsmis/domain';
import { and, asc, desc, eq, inArray, isNotNull, like, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import {
  attachments,
  companies,
  proficiencyTestAnalytes,
  proficiencyTestDocuments,
  proficiencyTestParticipations,
  proficiencyTestResults,
  proficiencyTestSchemes,
  users,
} from '../../db/schema/index.js';

const scheme = proficiencyTestSchemes;
const analyte = proficiencyTestAnalytes;
const participation = proficiencyTestParticipations;
const result = proficiencyTestResults;
const document = proficiencyTestDocuments;

export type PtRoundRow = typeof scheme.$inferSelect;
export type PtAnalyteRow = typeof analyte.$inferSelect;
export type NewPtRound = typeof scheme.$inferInsert;

/** Every round with how many laboratories registered and submitted, newest first. */
export function findRoundSummaries(db: Database) {
  return db
    .select({
      round: scheme,
      participantCount: sql<number>`count(${participation.id})::int`,
      submittedCount: sql<number>`count(${participation.resultsSubmittedAt})::int`,
    })
    .from(scheme)
    .leftJoin(participation, eq(participation.schemeId, scheme.id))
    .groupBy(scheme.id)
    .orderBy(desc(scheme.registrationOpensAt), desc(scheme.code));
}

export async function findRound(db: Database, id: string): Promise<PtRoundRow | null> {
  const [row] = await db.select().from(scheme).where(eq(scheme.id, id));
  return row ?? null;
}

export async function findRoundIdByCode(db: Database, code: string): Promise<string | null> {
  const [row] = await db.select({ id: scheme.id }).from(scheme).where(eq(scheme.code, code));
  return row?.id ?? null;
}

/** The round, locked for the step (`SELECT … FOR UPDATE`). */
export async function lockRound(tx: Database, id: string): Promise<PtRoundRow | null> {
  const [row] = await tx.select().from(scheme).where(eq(scheme.id, id)).for('update');
  return row ?? null;
}

/** The codes already given to rounds of a year, `PT-<yyyy>-…`. */
export async function codesOfYear(tx: Database, year: string): Promise<string[]> {
  const rows = await tx
    .select({ code: scheme.code })
    .from(scheme)
    .where(like(scheme.code, `PT-${year}-%`));
  return rows.map((row) => row.code);
}

export async function insertRound(
  tx: Database,
  round: NewPtRound,
  analytes: ReadonlyArray<{ name: string; unit: string }>,
): Promise<PtRoundRow> {
  const [row] = await tx.insert(scheme).values(round).returning();
  if (!row) throw new Error('The round was not stored');
  await tx.insert(analyte).values(
    analytes.map((each, position) => ({
      schemeId: row.id,
      name: each.name,
      unit: each.unit,
      matrix: round.matrix,
      position,
    })),
  );
  return row;
}

export async function updateRound(tx: Database, id: string, changes: Partial<NewPtRound>, now: Date) {
  await tx
    .update(scheme)
    .set({ ...changes, updatedAt: now })
    .where(eq(scheme.id, id));
}

export function findAnalytes(db: Database, schemeId: string) {
  return db.select().from(analyte).where(eq(analyte.schemeId, schemeId)).orderBy(asc(analyte.position));
}

export async function updateAnalyte(tx: Database, id: string, changes: Partial<typeof analyte.$inferInsert>) {
  await tx.update(analyte).set(changes).where(eq(analyte.id, id));
}

/** The round's participants with their company, in the order of their codes. */
export function findParticipants(db: Database, schemeId: string) {
  return db
    .select({
      participation,
      companyName: companies.name,
      regionType: companies.regionType,
    })
    .from(participation)
    .innerJoin(companies, eq(companies.id, participation.companyId))
    .where(eq(participation.schemeId, schemeId))
    .orderBy(asc(participation.labCode));
}

export type PtParticipantRow = Awaited<ReturnType<typeof findParticipants>>[number];

export async function updateParticipation(
  tx: Database,
  id: string,
  changes: Partial<typeof participation.$inferInsert>,
) {
  await tx.update(participation).set(changes).where(eq(participation.id, id));
}

/** Every result of the round's participants. */
export function findResults(db: Database, participationIds: readonly string[]) {
  if (participationIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(result)
    .where(inArray(result.participationId, [...participationIds]));
}

export type PtResultRow = typeof result.$inferSelect;

export async function updateResultScore(
  tx: Database,
  id: string,
  score: { score: number | null; scoreClass: ZScoreClass | null },
) {
  await tx.update(result).set(score).where(eq(result.id, id));
}

/** The round's documents with their files, oldest first. */
export function findDocuments(db: Database, schemeId: string) {
  return db
    .select({
      id: document.id,
      kind: document.kind,
      fileName: attachments.displayFileName,
      fileSize: attachments.fileSize,
      scanStatus: attachments.status,
      uploadedAt: document.createdAt,
    })
    .from(document)
    .innerJoin(attachments, eq(attachments.id, document.attachmentId))
    .where(eq(document.schemeId, schemeId))
    .orderBy(asc(document.createdAt), asc(document.id));
}

/** The file of one of the round's documents, of any kind: its attachment and the company that holds it. */
export async function findDocumentFile(db: Database, schemeId: string, documentId: string) {
  const [row] = await db
    .select({ attachmentId: attachments.id, companyId: attachments.companyId })
    .from(document)
    .innerJoin(attachments, eq(attachments.id, document.attachmentId))
    .where(and(eq(document.schemeId, schemeId), eq(document.id, documentId)))
    .limit(1);
  return row ?? null;
}

export async function insertDocument(
  tx: Database,
  row: { schemeId: string; kind: PtDocumentKind; attachmentId: string },
) {
  await tx.insert(document).values(row);
}

/** The company an officer belongs to: the regulator's own row. */
export async function companyOfUser(db: Database, userId: string): Promise<string | null> {
  const [row] = await db.select({ companyId: users.companyId }).from(users).where(eq(users.id, userId));
  return row?.companyId ?? null;
}

/** Every laboratory that takes part in proficiency testing: overseas ones, and local ones granted it. */
export async function ptLaboratoryIds(db: Database): Promise<string[]> {
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .where(
      and(
        eq(companies.isRegulator, false),
        or(ne(companies.regionType, 1), eq(companies.hasAccessToProficiencyTesting, true)),
      ),
    );
  return rows.map((row) => row.id);
}

/** The round's registered laboratories. */
export async function participantCompanyIds(db: Database, schemeId: string): Promise<string[]> {
  const rows = await db
    .select({ companyId: participation.companyId })
    .from(participation)
    .where(and(eq(participation.schemeId, schemeId), isNotNull(participation.registeredAt)));
  return rows.map((row) => row.companyId);
}
