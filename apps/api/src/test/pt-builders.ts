import { randomBytes } from 'node:crypto';
import {
  AttachmentScanStatus,
  classifyZScore,
  PtRegionType,
  PtStatus,
  unescapeHtmlDeep,
} from '@fsmis/domain';
import { and, eq } from 'drizzle-orm';
import {
  companies,
  proficiencyTestAnalytes,
  proficiencyTestDocuments,
  proficiencyTestParticipations,
  proficiencyTestResults,
  proficiencyTestSchemes,
} from '../db/schema/index.js';
import { registerLab, type TestLab } from './application-builders.js';
import type { TestApp } from './test-app.js';
import { storedFile } from './workflow-records.js';

/**
 * Builders of Proficiency Testing rounds placed straight in the database, each with its own code, so
 * that tests start from any status without the officer's steps: a round with analytes, laboratories
 * with PT access, registrations, dispatches, documents of the round, and computed statistics and scores.
 */

const DAY_MS = 86_400_000;

export interface TestPtRound {
  id: string;
  code: string;
  name: string;
  analytes: { id: string; name: string; unit: string }[];
}

export interface PtRoundOptions {
  status: PtStatus;
  name?: string;
  analytes?: readonly { name: string; unit: string }[];
  feeCents?: number;
  /** When the report was published; defaults to now for a PT Completed round. */
  publishedAt?: Date;
}

const DEFAULT_ANALYTES = [
  { name: 'Lead', unit: 'mg/kg' },
  { name: 'Cadmium', unit: 'mg/kg' },
];

/** A round in `status`, with its analytes (Lead and Cadmium unless told), dated around today. */
export async function createPtRound(testApp: TestApp, options: PtRoundOptions): Promise<TestPtRound> {
  const db = testApp.database.db;
  const now = Date.now();
  const code = `PT-T${randomBytes(3).toString('hex').toUpperCase()}`;
  const name = options.name ?? `Test round ${code}`;
  const [scheme] = await db
    .insert(proficiencyTestSchemes)
    .values({
      code,
      name,
      matrix: 'Rice flour',
      description: 'A round made for a test.',
      status: options.status,
      registrationOpensAt: new Date(now - 10 * DAY_MS),
      registrationClosesAt: new Date(now + 20 * DAY_MS),
      dispatchAt: new Date(now + 35 * DAY_MS),
      resultsDueAt: new Date(now + 65 * DAY_MS),
      feeCents: options.feeCents ?? 0,
      publishedAt: options.publishedAt ?? (options.status === PtStatus.ptCompleted ? new Date(now) : null),
    })
    .returning({ id: proficiencyTestSchemes.id });
  if (!scheme) throw new Error('The round was not stored');
  const analytes = await db
    .insert(proficiencyTestAnalytes)
    .values(
      (options.analytes ?? DEFAULT_ANALYTES).map((analyte, position) => ({
        schemeId: scheme.id,
        name: analyte.name,
        unit: analyte.unit,
        matrix: 'Rice flour',
        position,
      })),
    )
    .returning({
      id: proficiencyTestAnalytes.id,
      name: proficiencyTestAnalytes.name,
      unit: proficiencyTestAnalytes.unit,
    });
  return { id: scheme.id, code, name, analytes };
}

/** Moves the round to `status` (the officer's steps, without their checks); PT Completed stamps the publication (now unless told). */
export async function setPtRoundStatus(
  testApp: TestApp,
  roundId: string,
  status: PtStatus,
  options: { publishedAt?: Date } = {},
): Promise<void> {
  const publishedAt = options.publishedAt ?? new Date();
  await testApp.database.db
    .update(proficiencyTestSchemes)
    .set({ status, ...(status === PtStatus.ptCompleted ? { publishedAt } : {}) })
    .where(eq(proficiencyTestSchemes.id, roundId));
}

export const SINGAPORE_ADDRESS = '1 Science Park Road, #02-08 The Capricorn, Singapore 117528';
export const OVERSEAS_ADDRESS = '42 Harbour Street, Sydney NSW 2000, Australia';

/**
 * A new laboratory with proficiency testing, signed in: local (both modules) unless `overseas`, with
 * the company address given (a Singapore one, or an Australian one overseas; `null` for none).
 */
export async function ptLab(
  testApp: TestApp,
  options: { overseas?: boolean; address?: string | null; ptAccess?: boolean } = {},
): Promise<TestLab> {
  const lab = await registerLab(testApp);
  const address = options.address === undefined ? defaultAddress(options.overseas) : options.address;
  await testApp.database.db
    .update(companies)
    .set({
      address,
      regionType: options.overseas ? PtRegionType.overseas : PtRegionType.local,
      hasAccessToProficiencyTesting: options.ptAccess ?? true,
      ...(options.overseas ? { uen: null } : {}),
    })
    .where(eq(companies.id, lab.companyId));
  return lab;
}

const defaultAddress = (overseas: boolean | undefined) => (overseas ? OVERSEAS_ADDRESS : SINGAPORE_ADDRESS);

/** The body of a valid registration for the round's analytes, from a local laboratory unless told. */
export function registrationRequest(
  round: TestPtRound,
  options: { overseas?: boolean; analyteIds?: readonly string[] } = {},
) {
  return {
    analyteIds: options.analyteIds ?? round.analytes.map((analyte) => analyte.id),
    contactName: 'Pat Analyst',
    contactEmail: 'pat.analyst@lab.example',
    contactNumber: options.overseas ? '+61 2 9876 5432' : '6123 4567',
    deliveryAddress: options.overseas
      ? {
          line1: '42 Harbour Street',
          line2: '',
          city: 'Sydney NSW',
          postalCode: '2000',
          country: 'Australia',
        }
      : {
          line1: '1 Science Park Road',
          line2: '#02-08',
          city: '',
          postalCode: '117528',
          country: 'Singapore',
        },
  };
}

export interface TestParticipation {
  id: string;
  labCode: string;
}

/**
 * Registers the company in the round straight in the database, with the next lab code (for rounds past
 * Registration Open); `submittedAt` also marks its results submitted.
 */
export async function insertPtParticipation(
  testApp: TestApp,
  roundId: string,
  companyId: string,
  options: { analyteIds?: readonly string[]; submittedAt?: Date } = {},
): Promise<TestParticipation> {
  const db = testApp.database.db;
  const existing = await db
    .select({ labCode: proficiencyTestParticipations.labCode })
    .from(proficiencyTestParticipations)
    .where(eq(proficiencyTestParticipations.schemeId, roundId));
  const labCode = `A${String(existing.length + 1).padStart(2, '0')}`;
  const [row] = await db
    .insert(proficiencyTestParticipations)
    .values({
      companyId,
      schemeId: roundId,
      registeredAt: new Date(),
      labCode,
      analyteIds: [...(options.analyteIds ?? [])],
      contactName: 'Pat Analyst',
      contactEmail: 'pat.analyst@lab.example',
      contactNumber: '6123 4567',
      deliveryAddress: {
        line1: '1 Science Park Road',
        line2: '',
        city: '',
        postalCode: '117528',
        country: 'Singapore',
      },
      resultsSubmittedAt: options.submittedAt ?? null,
    })
    .returning({ id: proficiencyTestParticipations.id, labCode: proficiencyTestParticipations.labCode });
  if (!row) throw new Error('The participation was not stored');
  return row;
}

/** The company's participation in the round. */
export async function participationOf(testApp: TestApp, roundId: string, companyId: string) {
  const [row] = await testApp.database.db
    .select()
    .from(proficiencyTestParticipations)
    .where(
      and(
        eq(proficiencyTestParticipations.schemeId, roundId),
        eq(proficiencyTestParticipations.companyId, companyId),
      ),
    );
  if (!row) throw new Error('The laboratory is not registered in the round');
  return row;
}

/** Records that the company's test items left, as the officer's dispatch step does. */
export async function recordPtDispatch(
  testApp: TestApp,
  roundId: string,
  companyId: string,
  dispatch: { courier?: string; trackingNumber?: string; dispatchedOn?: string } = {},
): Promise<void> {
  await testApp.database.db
    .update(proficiencyTestParticipations)
    .set({
      courier: dispatch.courier ?? 'DHL Express',
      trackingNumber: dispatch.trackingNumber ?? '1234567890',
      dispatchedOn: dispatch.dispatchedOn ?? new Date(Date.now() - 2 * DAY_MS).toISOString().slice(0, 10),
      dispatchRecordedAt: new Date(),
    })
    .where(
      and(
        eq(proficiencyTestParticipations.schemeId, roundId),
        eq(proficiencyTestParticipations.companyId, companyId),
      ),
    );
}

/** The regulator's company row, whose attachments hold the rounds' documents. */
export async function regulatorCompanyId(testApp: TestApp): Promise<string> {
  const [row] = await testApp.database.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.isRegulator, true))
    .limit(1);
  if (!row) throw new Error('No regulator is seeded');
  return row.id;
}

/** A document of the round (a PDF of the regulator's, scanned unless told); answers the document's id. */
export async function storePtDocument(
  testApp: TestApp,
  roundId: string,
  kind: 'general' | 'participant-package' | 'report',
  fileName = `${kind}.pdf`,
  status: AttachmentScanStatus = AttachmentScanStatus.scanned,
): Promise<string> {
  const attachmentId = await storedFile(testApp, await regulatorCompanyId(testApp), {
    name: fileName,
    status,
  });
  const [row] = await testApp.database.db
    .insert(proficiencyTestDocuments)
    .values({ schemeId: roundId, kind, attachmentId })
    .returning({ id: proficiencyTestDocuments.id });
  if (!row) throw new Error('The document was not stored');
  return row.id;
}

export interface PtAnalyteScoring {
  analyteId: string;
  assignedValue: number;
  sigmaPt: number;
  assignedUncertainty?: number;
  scoreKind?: 'z' | 'z-prime';
  source?: 'consensus' | 'reference';
}

/**
 * The statistics of an analyte and the results of the participants, scored against them, as the
 * officer's compute step stores them: z = (x - x_pt) / sigma_pt, or z′ with u(x_pt) when told.
 */
export async function writePtScores(
  testApp: TestApp,
  roundId: string,
  scoring: PtAnalyteScoring,
  results: readonly {
    participationId: string;
    value: number | null;
    outcome?: 'value' | 'less-than' | 'not-tested';
  }[],
): Promise<void> {
  const db = testApp.database.db;
  const uncertainty = scoring.assignedUncertainty ?? 0;
  const kind = scoring.scoreKind ?? 'z';
  const spread = kind === 'z-prime' ? Math.sqrt(scoring.sigmaPt ** 2 + uncertainty ** 2) : scoring.sigmaPt;
  await db
    .update(proficiencyTestAnalytes)
    .set({
      assignedValueSource: scoring.source ?? 'consensus',
      assignedValue: scoring.assignedValue,
      assignedUncertainty: uncertainty,
      sigmaPt: scoring.sigmaPt,
      scoreKind: kind,
      resultCount: results.length,
    })
    .where(
      and(eq(proficiencyTestAnalytes.id, scoring.analyteId), eq(proficiencyTestAnalytes.schemeId, roundId)),
    );
  for (const result of results) {
    const outcome = result.outcome ?? 'value';
    const score =
      outcome === 'value' && result.value !== null ? (result.value - scoring.assignedValue) / spread : null;
    await db
      .insert(proficiencyTestResults)
      .values({
        participationId: result.participationId,
        analyteId: scoring.analyteId,
        outcome,
        valueText: result.value === null ? '' : String(result.value),
        value: result.value,
        method: 'ICP-MS',
        score,
        scoreClass: score === null ? null : classifyZScore(score),
      })
      .onConflictDoUpdate({
        target: [proficiencyTestResults.participationId, proficiencyTestResults.analyteId],
        set: {
          outcome,
          value: result.value,
          score,
          scoreClass: score === null ? null : classifyZScore(score),
        },
      });
  }
  await db
    .update(proficiencyTestSchemes)
    .set({ statisticsComputedAt: new Date() })
    .where(eq(proficiencyTestSchemes.id, roundId));
}

type InjectResponse = Awaited<ReturnType<TestApp['app']['inject']>>;

/** A request of the laboratory of `cookie` to /api/proficiency-tests/{roundId}/{path}. */
export function ptLabRequest(
  testApp: TestApp,
  cookie: string,
  method: 'GET' | 'POST' | 'PUT',
  roundId: string,
  path: string,
  payload?: object,
): Promise<InjectResponse> {
  return testApp.app.inject({
    method,
    url: `/api/proficiency-tests/${roundId}/${path}`,
    headers: { cookie },
    ...(payload === undefined ? {} : { payload }),
  });
}

/** The response's data and message, with the wire's HTML escaping undone. */
export function ptAnswer<T = Record<string, unknown>>(
  response: InjectResponse,
): { data: T; message: string } {
  const body = unescapeHtmlDeep(response.json()) as { data: T; message: string };
  return { data: body.data, message: body.message };
}
