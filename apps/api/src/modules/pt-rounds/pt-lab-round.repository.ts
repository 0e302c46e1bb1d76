import { AttachmentScanStatus, type PtResultOutcome, type PtStatus } from '@fsmis/domain';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import {
  attachments,
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

export type SchemeRow = typeof scheme.$inferSelect;
export type AnalyteRow = typeof analyte.$inferSelect;
export type ParticipationRow = typeof participation.$inferSelect;
export type ResultRow = typeof result.$inferSelect;
export type PtDocumentKind = 'general' | 'participant-package' | 'report';

export async function findScheme(db: Database, schemeId: string): Promise<SchemeRow | null> {
  const [row] = await db.select().from(scheme).where(eq(scheme.id, schemeId)).limit(1);
  return row ?? null;
}

/** The round, locked until the transaction ends, so that registrations take their lab codes in turn. */
export async function lockScheme(tx: Database, schemeId: string): Promise<SchemeRow | null> {
  const [row] = await tx.select().from(scheme).where(eq(scheme.id, schemeId)).limit(1).for('update');
  return row ?? null;
}

export function findAnalytes(db: Database, schemeId: string): Promise<AnalyteRow[]> {
  return db.select().from(analyte).where(eq(analyte.schemeId, schemeId)).orderBy(asc(analyte.position));
}

export async function findParticipation(
  db: Database,
  companyId: string,
  schemeId: string,
  options: { lock?: boolean } = {},
): Promise<ParticipationRow | null> {
  const query = db
    .select()
    .from(participation)
    .where(and(eq(participation.companyId, companyId), eq(participation.schemeId, schemeId)))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/**
 * The rounds in `statuses`, each with the company's part in it (null when it has not registered): what
 * the Dashboard's next actions read of proficiency testing.
 */
export function findRoundsWithPart(db: Database, companyId: string, statuses: readonly PtStatus[]) {
  return db
    .select({ scheme, participation })
    .from(scheme)
    .leftJoin(
      participation,
      and(eq(participation.schemeId, scheme.id), eq(participation.companyId, companyId)),
    )
    .where(inArray(scheme.status, [...statuses]))
    .orderBy(asc(scheme.code));
}

export async function findLabCodes(db: Database, schemeId: string): Promise<string[]> {
  const rows = await db
    .select({ labCode: participation.labCode })
    .from(participation)
    .where(eq(participation.schemeId, schemeId));
  return rows.map((row) => row.labCode);
}

export async function insertParticipation(
  db: Database,
  values: typeof participation.$inferInsert,
): Promise<ParticipationRow> {
  const [row] = await db.insert(participation).values(values).returning();
  if (!row) throw new Error('The registration could not be recorded.');
  return row;
}

export async function updateParticipation(
  db: Database,
  participationId: string,
  values: Partial<typeof participation.$inferInsert>,
): Promise<void> {
  await db.update(participation).set(values).where(eq(participation.id, participationId));
}

export async function userNames(
  db: Database,
  userIds: readonly (string | null)[],
): Promise<ReadonlyMap<string, string>> {
  const ids = [...new Set(userIds.filter((id): id is string => id !== null))];
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}

const documentColumns = {
  id: document.id,
  kind: document.kind,
  attachmentId: attachments.id,
  companyId: attachments.companyId,
  fileName: attachments.displayFileName,
  fileSize: attachments.fileSize,
  uploadedAt: document.createdAt,
};
export type DocumentRow = Awaited<ReturnType<typeof findDocuments>>[number];

/**
 * The round's documents of `kind` that laboratories may download, oldest first, with their files: a file
 * still being scanned, or one the scanner refused, is not offered until an officer's upload passes.
 */
export function findDocuments(db: Database, schemeId: string, kind: PtDocumentKind) {
  return db
    .select(documentColumns)
    .from(document)
    .innerJoin(attachments, eq(document.attachmentId, attachments.id))
    .where(
      and(
        eq(document.schemeId, schemeId),
        eq(document.kind, kind),
        eq(attachments.status, AttachmentScanStatus.scanned),
      ),
    )
    .orderBy(asc(document.createdAt), asc(document.id));
}

export async function findDocument(db: Database, schemeId: string, kind: PtDocumentKind, documentId: string) {
  const [row] = await db
    .select(documentColumns)
    .from(document)
    .innerJoin(attachments, eq(document.attachmentId, attachments.id))
    .where(and(eq(document.schemeId, schemeId), eq(document.kind, kind), eq(document.id, documentId)))
    .limit(1);
  return row ?? null;
}

export function findResults(db: Database, participationId: string): Promise<ResultRow[]> {
  return db.select().from(result).where(eq(result.participationId, participationId));
}

export interface ResultWrite {
  analyteId: string;
  outcome: PtResultOutcome | null;
  valueText: string;
  value: number | null;
  uncertaintyText: string;
  method: string;
}

/** Keeps one row per analyte of the laboratory: each written one updated or added. */
export async function upsertResults(
  db: Database,
  participationId: string,
  rows: readonly ResultWrite[],
  now: Date,
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(result)
    .values(rows.map((row) => ({ ...row, participationId, updatedAt: now })))
    .onConflictDoUpdate({
      target: [result.participationId, result.analyteId],
      set: {
        outcome: sql`excluded.outcome`,
        valueText: sql`excluded.value_text`,
        value: sql`excluded.value`,
        uncertaintyText: sql`excluded.uncertainty_text`,
        method: sql`excluded.method`,
        updatedAt: now,
      },
    });
}

/** Every submitted participant's results in the round, with its lab code (never its company). */
export function findRoundResults(db: Database, schemeId: string) {
  return db
    .select({
      participationId: participation.id,
      labCode: participation.labCode,
      analyteId: result.analyteId,
      outcome: result.outcome,
      value: result.value,
      score: result.score,
      scoreClass: result.scoreClass,
    })
    .from(result)
    .innerJoin(participation, eq(result.participationId, participation.id))
    .where(and(eq(participation.schemeId, schemeId), isNotNull(participation.resultsSubmittedAt)))
    .orderBy(asc(participation.labCode));
}

export async function countSubmittedParticipants(db: Database, schemeId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(participation)
    .where(and(eq(participation.schemeId, schemeId), isNotNull(participation.resultsSubmittedAt)));
  return row?.count ?? 0;
}

/** The company's scores in the rounds that completed (a published report), oldest first. */
export function findScoreHistory(db: Database, companyId: string, completedStatus: PtStatus) {
  return db
    .select({
      code: scheme.code,
      publishedAt: scheme.publishedAt,
      analyte: analyte.name,
      scoreKind: analyte.scoreKind,
      score: result.score,
    })
    .from(result)
    .innerJoin(participation, eq(result.participationId, participation.id))
    .innerJoin(scheme, eq(participation.schemeId, scheme.id))
    .innerJoin(analyte, eq(result.analyteId, analyte.id))
    .where(
      and(
        eq(participation.companyId, companyId),
        eq(scheme.status, completedStatus),
        isNotNull(scheme.publishedAt),
        isNotNull(result.score),
      ),
    )
    .orderBy(asc(scheme.publishedAt), asc(scheme.code), asc(analyte.position));
}
