import { randomUUID } from 'node:crypto';
import { type PtAssignment, PtStatus, singaporeDateParts } from '@fsmis/domain';
import { and, eq } from 'drizzle-orm';
import type { FileStorage } from '../../modules/attachments/file-storage.js';
import type { Database } from '../database.js';
import {
  companies,
  proficiencyTestAnalytes,
  proficiencyTestParticipations,
  proficiencyTestResults,
  proficiencyTestSchemes,
} from '../schema/index.js';
import { REGULATOR, type SeededAccounts } from './demo-accounts.js';
import { isoDate } from './demo-answers.js';
import { addDays, daysAgo } from './demo-dates.js';
import { type DocumentedRound, roundDocuments } from './demo-pt-document-texts.js';
import { type PtDocumentSeed, seedPtDocuments } from './demo-pt-documents.js';
import { type PtLaboratory, seedPtLaboratories } from './demo-pt-laboratories.js';
import { drawResult, type SeedResult, scoreSeededAnalyte, seededRandom } from './demo-pt-results.js';
import { SEED_ROUNDS, type SeedAnalyte, type SeedRound } from './demo-pt-rounds.js';

export type SeededSchemes = Record<string, string>;

type SchemeRow = typeof proficiencyTestSchemes.$inferInsert;
type AnalyteRow = typeof proficiencyTestAnalytes.$inferInsert & { id: string };
type ParticipationRow = typeof proficiencyTestParticipations.$inferInsert & { id: string };
type ResultRow = typeof proficiencyTestResults.$inferInsert;
/** A submitted result: what the laboratory reported, and its row, which takes the score once computed. */
type SubmittedResult = { participationId: string; analyteId: string; drawn: SeedResult; result: ResultRow };

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const SINGAPORE_OFFSET_MS = 8 * HOUR_MS;

const CONSENSUS: PtAssignment = {
  source: 'consensus',
  referenceValue: null,
  referenceUncertainty: null,
  sigmaRule: 'robust',
  sigmaValue: null,
};

/** 00:00 in Singapore on the Singapore day of `date`, as officers' dates are stored. */
function startOfSingaporeDay(date: Date): Date {
  const local = date.getTime() + SINGAPORE_OFFSET_MS;
  return new Date(local - (local % DAY_MS) - SINGAPORE_OFFSET_MS);
}
/** 23:59:59 in Singapore on that day. */
const endOfSingaporeDay = (date: Date) => new Date(startOfSingaporeDay(date).getTime() + DAY_MS - 1000);
const hoursAfter = (date: Date, hours: number) => new Date(date.getTime() + hours * HOUR_MS);
const earliest = (...dates: Date[]) => new Date(Math.min(...dates.map((date) => date.getTime())));

/** Everything the seed writes, gathered first so that each table takes one insert. */
interface Rows {
  schemes: SchemeRow[];
  analytes: AnalyteRow[];
  participations: ParticipationRow[];
  results: ResultRow[];
  documents: PtDocumentSeed[];
}

/**
 * PT rounds in every status, their analytes, documents, registrations, dispatches, receipts, results
 * and (completed rounds) statistics and scores (docs/demo-data.md "Proficiency testing schemes"), with the
 * demo laboratories that take part beside `dual` and `overseas`. Codes are "PT-<year>-<nn>", numbered
 * in order of opening within the year. Registration lasts 30 days, test items go out 15 days after it
 * closes, results are due 30 days after dispatch; the officer computes the statistics 6 days after,
 * reviews them 2 days later and publishes the report 2 days after that.
 */
export async function seedProficiencyTests(
  db: Database,
  storage: FileStorage,
  context: { accounts: SeededAccounts; officerUserId: string; now?: number },
): Promise<SeededSchemes> {
  const now = context.now ?? Date.now();
  const [regulator] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.uen, REGULATOR.uen), eq(companies.isRegulator, true)));
  if (!regulator) throw new Error('Seed the regulator before its proficiency testing rounds');
  const laboratories = await seedPtLaboratories(db, context.accounts);

  const rows: Rows = { schemes: [], analytes: [], participations: [], results: [], documents: [] };
  const ids: SeededSchemes = {};
  const roundsInYear = new Map<string, number>();
  const inOrder = [...SEED_ROUNDS].sort((a, b) => a.opensInDays - b.opensInDays);
  for (const round of inOrder) {
    const opensAt = startOfSingaporeDay(daysAgo(-round.opensInDays, now));
    const year = singaporeDateParts(opensAt)?.year ?? '';
    const number = (roundsInYear.get(year) ?? 0) + 1;
    roundsInYear.set(year, number);
    ids[round.key] = addRound(rows, round, {
      code: `PT-${year}-${String(number).padStart(2, '0')}`,
      opensAt,
      now,
      laboratories,
      officerUserId: context.officerUserId,
    });
  }

  await db.insert(proficiencyTestSchemes).values(rows.schemes);
  await db.insert(proficiencyTestAnalytes).values(rows.analytes);
  await db.insert(proficiencyTestParticipations).values(rows.participations);
  await db.insert(proficiencyTestResults).values(rows.results);
  await seedPtDocuments(
    db,
    storage,
    { companyId: regulator.id, userId: context.officerUserId },
    rows.documents,
  );
  return ids;
}

interface RoundContext {
  code: string;
  opensAt: Date;
  now: number;
  laboratories: ReadonlyMap<string, PtLaboratory>;
  officerUserId: string;
}

/** Gathers one round's rows; answers its id. */
function addRound(rows: Rows, round: SeedRound, context: RoundContext): string {
  const { opensAt, now } = context;
  const schemeId = randomUUID();
  const registrationClosesAt = endOfSingaporeDay(addDays(opensAt, 29));
  const dispatchAt = addDays(startOfSingaporeDay(registrationClosesAt), 15);
  const resultsDueAt = endOfSingaporeDay(addDays(dispatchAt, 30));
  const createdAt = addDays(opensAt, -14);
  const completed = round.status === PtStatus.ptCompleted;
  const dispatched = round.status >= PtStatus.registrationClosed && dispatchAt.getTime() < now;
  const computedAt = completed ? addDays(resultsDueAt, 6) : null;
  const reviewedAt = completed ? addDays(resultsDueAt, 8) : null;
  const publishedAt = completed ? addDays(resultsDueAt, 10) : null;

  const analytes = round.analytes.map((analyte, position) => {
    const assignment = analyte.assignment ?? CONSENSUS;
    const row: AnalyteRow = {
      id: randomUUID(),
      schemeId,
      name: analyte.name,
      unit: analyte.unit,
      matrix: round.matrix,
      position,
      assignedValueSource: assignment.source,
      referenceValue: assignment.referenceValue,
      referenceUncertainty: assignment.referenceUncertainty,
      sigmaRule: assignment.sigmaRule,
      sigmaValue: assignment.sigmaValue,
      createdAt,
    };
    return { seed: analyte, assignment, row };
  });

  const dates = { opensAt, dispatchAt, resultsDueAt, dispatched };
  const submittedResults = round.participants.flatMap((key, order) =>
    addParticipant(rows, { round, key, order, schemeId, analytes, dates }, context),
  );

  const report = completed
    ? scoreRound(analytes, submittedResults, publishedAt ?? new Date(now), rows.participations, schemeId)
    : null;
  rows.analytes.push(...analytes.map((analyte) => analyte.row));
  rows.schemes.push({
    id: schemeId,
    code: context.code,
    name: round.name,
    matrix: round.matrix,
    description: round.description,
    status: round.status,
    registrationOpensAt: opensAt,
    registrationClosesAt,
    dispatchAt,
    resultsDueAt,
    feeCents: round.feeSgd * 100,
    createdByUserId: context.officerUserId,
    statisticsComputedAt: computedAt,
    statisticsReviewedAt: reviewedAt,
    statisticsReviewedByUserId: reviewedAt ? context.officerUserId : null,
    publishedAt,
    createdAt,
    updatedAt: publishedAt ?? createdAt,
  });
  const documented: DocumentedRound = {
    schemeId,
    code: context.code,
    name: round.name,
    matrix: round.matrix,
    description: round.description,
    status: round.status,
    feeSgd: round.feeSgd,
    registrationOpensAt: opensAt,
    registrationClosesAt,
    dispatchAt,
    resultsDueAt,
    createdAt: addDays(createdAt, 1),
    dispatched,
    report,
    analytes: round.analytes,
  };
  rows.documents.push(...roundDocuments(documented));
  return schemeId;
}

interface SeededAnalyte {
  seed: SeedAnalyte;
  assignment: PtAssignment;
  row: AnalyteRow;
}

/**
 * Gathers one laboratory's registration in a round, its dispatch and receipt as far as the round has
 * gone, and its results (a draft, or submitted); answers its submitted results, for scoring.
 */
function addParticipant(
  rows: Rows,
  entry: {
    round: SeedRound;
    key: string;
    order: number;
    schemeId: string;
    analytes: readonly SeededAnalyte[];
    dates: { opensAt: Date; dispatchAt: Date; resultsDueAt: Date; dispatched: boolean };
  },
  context: RoundContext,
): SubmittedResult[] {
  const { round, key, order, dates } = entry;
  const { now } = context;
  const laboratory = context.laboratories.get(key);
  if (!laboratory) throw new Error(`No demo laboratory ${key}`);
  const participationId = randomUUID();
  const registeredAt = earliest(
    hoursAfter(addDays(dates.opensAt, 1 + 2 * Math.min(order, 13)), 10 + (order % 6)),
    new Date(now - HOUR_MS),
  );
  const chosen = entry.analytes.filter(
    (analyte) => round.partOnly?.[key]?.includes(analyte.seed.name) ?? true,
  );
  const received =
    dates.dispatched && round.status >= PtStatus.resultsSubmissionOpen && !round.notReceived?.includes(key);
  const participation: ParticipationRow = {
    id: participationId,
    companyId: laboratory.companyId,
    schemeId: entry.schemeId,
    registeredAt,
    registeredByUserId: laboratory.userId,
    labCode: `A${String(order + 1).padStart(2, '0')}`,
    analyteIds: chosen.map((analyte) => analyte.row.id),
    contactName: laboratory.contactName,
    contactEmail: laboratory.contactEmail,
    contactNumber: laboratory.contactNumber,
    deliveryAddress: laboratory.deliveryAddress,
    createdAt: registeredAt,
    ...(dates.dispatched ? dispatchOf(laboratory, dates.dispatchAt, order) : {}),
    ...(received ? receiptOf(laboratory, dates.dispatchAt, round.arrivedWarm?.includes(key) ?? false) : {}),
  };
  rows.participations.push(participation);

  const submits =
    round.status >= PtStatus.resultsSubmissionClosed
      ? !round.notSubmitted?.includes(key)
      : (round.submitted?.includes(key) ?? false);
  const drafts = round.status === PtStatus.resultsSubmissionOpen && (round.drafted?.includes(key) ?? false);
  if (!submits && !drafts) return [];
  const submittedAt = submits
    ? earliest(
        hoursAfter(addDays(dates.resultsDueAt, -3 - (order % 9)), -6),
        new Date(now - (order + 1) * DAY_MS),
      )
    : null;
  const savedAt = submittedAt ? addDays(submittedAt, -1) : new Date(now - 2 * DAY_MS);
  Object.assign(participation, {
    resultsSavedAt: savedAt,
    resultsSavedByUserId: laboratory.userId,
    resultsSubmittedAt: submittedAt,
    resultsSubmittedByUserId: submittedAt ? laboratory.userId : null,
  });
  const submitted: SubmittedResult[] = [];
  for (const [index, analyte] of chosen.entries()) {
    const random = seededRandom(`${round.key}:${analyte.seed.name}:${key}`);
    const drawn = drawResult(
      analyte.seed,
      { order, deviation: round.fixed?.[key]?.[analyte.seed.name] },
      random,
    );
    // A draft has the first analyte entered and the rest still to do.
    const untouched = drafts && index > 0;
    const result: ResultRow = {
      participationId,
      analyteId: analyte.row.id,
      ...(untouched ? { outcome: null } : drawn),
      createdAt: savedAt,
      updatedAt: submittedAt ?? savedAt,
    };
    rows.results.push(result);
    if (submits) submitted.push({ participationId, analyteId: analyte.row.id, drawn, result });
  }
  return submitted;
}

/** The test items going out: by courier for local laboratories, by express air freight overseas. */
function dispatchOf(laboratory: PtLaboratory, dispatchAt: Date, order: number) {
  const serial = String(Math.floor(dispatchAt.getTime() / DAY_MS) * 1009 + order * 7919)
    .padStart(8, '0')
    .slice(-8);
  return {
    courier: laboratory.isLocal ? 'SingPost SpeedPost' : 'DHL Express',
    trackingNumber: laboratory.isLocal ? `EZ${serial}0SG` : `47${serial}`,
    dispatchedOn: isoDate(dispatchAt),
    dispatchRecordedAt: hoursAfter(dispatchAt, 11),
  };
}

/** The laboratory confirms the test items arrived: next day locally, three days later overseas. */
function receiptOf(laboratory: PtLaboratory, dispatchAt: Date, warm: boolean): Partial<ParticipationRow> {
  const arrivedAt = hoursAfter(addDays(dispatchAt, laboratory.isLocal ? 1 : 3), 14);
  return {
    receivedOn: isoDate(arrivedAt),
    sampleCondition: warm ? 'temperature' : 'good',
    receiptNotes: warm
      ? 'The cool box arrived at 11 °C with the ice packs thawed after a customs hold. The test items were put at 4 °C on arrival.'
      : '',
    receiptConfirmedAt: hoursAfter(arrivedAt, 2),
    receiptConfirmedByUserId: laboratory.userId,
  };
}

/**
 * Computes a completed round's statistics over its submitted results, as the officer's compute does:
 * the statistics on the analyte rows, the scores on the result rows; answers what its report states.
 */
function scoreRound(
  analytes: readonly SeededAnalyte[],
  submitted: readonly SubmittedResult[],
  publishedAt: Date,
  participations: readonly ParticipationRow[],
  schemeId: string,
): NonNullable<DocumentedRound['report']> {
  const reported = analytes.map((analyte) => {
    const results = submitted.filter((entry) => entry.analyteId === analyte.row.id);
    const { statistics, scores } = scoreSeededAnalyte(
      analyte.assignment,
      results.map((entry) => ({
        participationId: entry.participationId,
        outcome: entry.drawn.outcome,
        value: entry.drawn.value,
      })),
    );
    Object.assign(analyte.row, statistics);
    for (const entry of results) {
      const score = scores.get(entry.participationId);
      entry.result.score = score?.score ?? null;
      entry.result.scoreClass = score?.scoreClass ?? null;
    }
    return {
      name: analyte.seed.name,
      unit: analyte.seed.unit,
      statistics,
      classes: results.map((entry) => entry.result.scoreClass ?? null),
    };
  });
  const participantCount = participations.filter(
    (participation) => participation.schemeId === schemeId && participation.resultsSubmittedAt,
  ).length;
  return { publishedAt, participantCount, analytes: reported };
}
