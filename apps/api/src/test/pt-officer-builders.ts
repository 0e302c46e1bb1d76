import { randomBytes } from 'node:crypto';
import type { CreatePtRound, OfficerPtRound, PtResultOutcome } from '@fsmis/domain';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  companies,
  inAppNotifications,
  proficiencyTestParticipations,
  proficiencyTestResults,
  users,
} from '../db/schema/index.js';
import { messageOf } from './recognition-builders.js';
import type { TestApp } from './test-app.js';
import { officerCookie } from './workflow-builders.js';

/**
 * Builders for tests of the officer's steps on a round: the officer's calls to
 * /api/officer/proficiency-tests, and the laboratories' side written straight to the records (a
 * laboratory with proficiency testing, its registration, its submitted results).
 */

type Inject = Awaited<ReturnType<TestApp['app']['inject']>>;

/** The officer's calls on rounds, as the seeded officer; each check expects the status it names. */
export function ptOfficerCalls(testApp: TestApp) {
  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object): Promise<Inject> =>
    testApp.app.inject({
      method,
      url: `/api/officer/proficiency-tests${url}`,
      headers: { cookie: await officerCookie(testApp) },
      ...(payload === undefined ? {} : { payload }),
    });
  /** The data of an answer that must have `code`. */
  const succeeded = async <T>(response: Promise<Inject>, code = 200): Promise<T> => {
    const answered = await response;
    expect(answered.statusCode, answered.body).toBe(code);
    return answered.json().data as T;
  };
  /** An answer that must be refused with `code` and `message`. */
  const refused = async (response: Promise<Inject>, code: number, message: unknown) => {
    const answered = await response;
    expect(answered.statusCode, answered.body).toBe(code);
    expect(messageOf(answered)).toEqual(message);
  };
  return {
    call,
    succeeded,
    refused,
    create: (overrides: Partial<CreatePtRound> = {}) =>
      succeeded<{ id: string; status: number; statusLabel: string }>(
        call('POST', '', roundBody(overrides)),
        201,
      ),
    step: (id: string, name: string) => call('POST', `/${id}/${name}`),
    show: (id: string) => succeeded<OfficerPtRound>(call('GET', `/${id}`)),
    assign: (id: string, analyteId: string, body: object) =>
      call('PUT', `/${id}/analytes/${analyteId}/assignment`, body),
  };
}

/** The company of an account, by its user's e-mail address (overseas laboratories have no UEN). */
export async function companyIdOf(testApp: TestApp, email: string): Promise<string> {
  const [row] = await testApp.database.db
    .select({ id: users.companyId })
    .from(users)
    .where(eq(users.email, email));
  if (!row) throw new Error(`No user ${email}`);
  return row.id;
}

export interface PtTestLab {
  readonly companyId: string;
  readonly name: string;
  readonly email: string;
}

/** A new laboratory that takes part in proficiency testing (overseas unless said), with one user. */
export async function ptLab(testApp: TestApp, options: { local?: boolean } = {}): Promise<PtTestLab> {
  const db = testApp.database.db;
  const unique = randomBytes(4).toString('hex');
  const name = `PT Laboratory ${unique}`;
  const [company] = await db
    .insert(companies)
    .values({
      name,
      regionType: options.local ? 1 : 2,
      hasAccessToProficiencyTesting: true,
    })
    .returning({ id: companies.id });
  if (!company) throw new Error('The laboratory was not stored');
  const email = `analyst.${unique}@pt-lab.example`;
  await db.insert(users).values({ companyId: company.id, name: `Analyst ${unique}`, email });
  return { companyId: company.id, name, email };
}

/** Registers the laboratory for the round with the next lab code (A01, A02 …); answers the participation. */
export async function registerForRound(
  testApp: TestApp,
  roundId: string,
  companyId: string,
): Promise<{ id: string; labCode: string }> {
  const db = testApp.database.db;
  const [count] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(proficiencyTestParticipations)
    .where(eq(proficiencyTestParticipations.schemeId, roundId));
  const labCode = `A${String((count?.count ?? 0) + 1).padStart(2, '0')}`;
  const [row] = await db
    .insert(proficiencyTestParticipations)
    .values({ schemeId: roundId, companyId, labCode, registeredAt: new Date() })
    .returning({ id: proficiencyTestParticipations.id });
  if (!row) throw new Error('The registration was not stored');
  return { id: row.id, labCode };
}

export interface PtTestResult {
  readonly analyteId: string;
  readonly outcome: PtResultOutcome;
  readonly value: number | null;
}

/** The participant's results, submitted (or only saved as a draft with `submitted: false`). */
export async function submitResults(
  testApp: TestApp,
  participationId: string,
  results: readonly PtTestResult[],
  options: { submitted?: boolean } = {},
): Promise<void> {
  const db = testApp.database.db;
  await db.insert(proficiencyTestResults).values(
    results.map((result) => ({
      participationId,
      analyteId: result.analyteId,
      outcome: result.outcome,
      value: result.value,
      valueText: result.value === null ? '' : String(result.value),
    })),
  );
  if (options.submitted ?? true) {
    await db
      .update(proficiencyTestParticipations)
      .set({ resultsSubmittedAt: new Date() })
      .where(eq(proficiencyTestParticipations.id, participationId));
  }
}

/** The titles of the in-app notifications of a company, oldest first. */
export async function notificationTitles(testApp: TestApp, companyId: string): Promise<string[]> {
  const rows = await testApp.database.db
    .select({ title: inAppNotifications.title })
    .from(inAppNotifications)
    .where(eq(inAppNotifications.companyId, companyId))
    .orderBy(inAppNotifications.createdAt);
  return rows.map((row) => row.title);
}

/** A valid new round: registration in December 2026, three analytes. */
export function roundBody(overrides: Partial<CreatePtRound> = {}): CreatePtRound {
  return {
    name: 'Proximates in soy milk',
    matrix: 'Soy milk',
    description: 'Protein, fat and sodium in an unsweetened soy milk.',
    feeSgd: 350.5,
    registrationOpensOn: '2026-12-01',
    registrationClosesOn: '2026-12-31',
    dispatchOn: '2027-01-10',
    resultsDueOn: '2027-02-10',
    analytes: [
      { name: 'Protein', unit: 'g/100 g' },
      { name: 'Fat', unit: 'g/100 g' },
      { name: 'Sodium', unit: 'mg/100 g' },
    ],
    ...overrides,
  };
}

/**
 * ISO 13528:2015 C.3 Algorithm A, written out here independently of the domain's, to check what the
 * API stores: start from the median and 1.483 MAD, winsorise at x* ± 1.5 s*, and take the mean and
 * 1.134 × the standard deviation of the winsorised values until neither changes in the sixth figure.
 */
export function referenceAlgorithmA(values: readonly number[]): { mean: number; sd: number } {
  const median = (list: readonly number[]) => {
    const sorted = [...list].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 === 1
      ? (sorted[middle] as number)
      : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
  };
  let mean = median(values);
  let sd = 1.483 * median(values.map((value) => Math.abs(value - mean)));
  for (let round = 0; round < 1000; round += 1) {
    const delta = 1.5 * sd;
    const winsorised = values.map((value) => Math.min(Math.max(value, mean - delta), mean + delta));
    const nextMean = winsorised.reduce((sum, value) => sum + value, 0) / winsorised.length;
    const variance =
      winsorised.reduce((sum, value) => sum + (value - nextMean) ** 2, 0) / (winsorised.length - 1);
    const nextSd = 1.134 * Math.sqrt(variance);
    const settled = Math.abs(nextMean - mean) < 1e-9 && Math.abs(nextSd - sd) < 1e-9;
    mean = nextMean;
    sd = nextSd;
    if (settled) break;
  }
  return { mean, sd };
}
