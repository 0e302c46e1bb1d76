import {
  AttachmentScanStatus,
  PT_STATUSES,
  type PtAssignment,
  PtStatus,
  SINGAPORE_POSTAL_CODE_PATTERN,
  scoreAnalyte,
} from '@fsmis/domain';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  attachments,
  companies,
  proficiencyTestAnalytes,
  proficiencyTestDocuments,
  proficiencyTestParticipations,
  proficiencyTestResults,
  proficiencyTestSchemes,
  users,
} from '../schema/index.js';
import { DEMO_ACCOUNTS, REGULATOR } from './demo-accounts.js';
import { DEMO_PT_LABORATORIES } from './demo-pt-laboratories.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp?.close());

const db = () => testApp.database.db;

type Scheme = typeof proficiencyTestSchemes.$inferSelect;

async function companyIdOf(email: string): Promise<string> {
  const [user] = await db().select({ companyId: users.companyId }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`No user ${email}`);
  return user.companyId;
}
const dual = () => companyIdOf(DEMO_ACCOUNTS.dual.email);
const overseas = () => companyIdOf(DEMO_ACCOUNTS.overseas.email);

const allSchemes = () =>
  db().select().from(proficiencyTestSchemes).orderBy(asc(proficiencyTestSchemes.registrationOpensAt));

async function onlyScheme(status: PtStatus): Promise<Scheme> {
  const found = (await allSchemes()).filter((scheme) => scheme.status === status);
  expect(found).toHaveLength(1);
  return found[0] as Scheme;
}

/** The most recently published round: the one the demo's reports and charts show. */
async function latestCompleted(): Promise<Scheme> {
  const completed = (await allSchemes()).filter((scheme) => scheme.status === PtStatus.ptCompleted);
  return completed.at(-1) as Scheme;
}

const participationsOf = (schemeId: string) =>
  db()
    .select()
    .from(proficiencyTestParticipations)
    .where(eq(proficiencyTestParticipations.schemeId, schemeId))
    .orderBy(asc(proficiencyTestParticipations.labCode));

const analytesOf = (schemeId: string) =>
  db()
    .select()
    .from(proficiencyTestAnalytes)
    .where(eq(proficiencyTestAnalytes.schemeId, schemeId))
    .orderBy(asc(proficiencyTestAnalytes.position));

const resultsOf = (participationIds: string[]) =>
  participationIds.length === 0
    ? Promise.resolve([])
    : db()
        .select()
        .from(proficiencyTestResults)
        .where(inArray(proficiencyTestResults.participationId, participationIds));

describe('the seeded proficiency testing rounds', () => {
  it('hold a round in every PT status, each with two analytes or more, a fee and the dates in order', async () => {
    const schemes = await allSchemes();
    expect(new Set(schemes.map((scheme) => scheme.status))).toEqual(new Set(PT_STATUSES));
    expect(new Set(schemes.map((scheme) => scheme.code)).size).toBe(schemes.length);
    for (const scheme of schemes) {
      expect(scheme.code).toMatch(/^PT-\d{4}-\d{2}$/);
      expect((await analytesOf(scheme.id)).length, scheme.code).toBeGreaterThanOrEqual(2);
      expect(scheme.feeCents, scheme.code).toBeGreaterThan(0);
      expect(scheme.registrationOpensAt < scheme.registrationClosesAt).toBe(true);
      expect(scheme.registrationClosesAt <= scheme.dispatchAt).toBe(true);
      expect(scheme.dispatchAt < scheme.resultsDueAt).toBe(true);
    }
    const now = new Date();
    const open = schemes.filter((scheme) => scheme.status === PtStatus.registrationOpen);
    for (const scheme of open) expect(scheme.registrationClosesAt > now).toBe(true);
    expect((await onlyScheme(PtStatus.resultsSubmissionOpen)).resultsDueAt > now).toBe(true);
    expect((await onlyScheme(PtStatus.resultsSubmissionClosed)).resultsDueAt < now).toBe(true);
    expect((await onlyScheme(PtStatus.draft)).registrationOpensAt > now).toBe(true);
  });

  it('register dual (local address) and overseas (free address) in rounds at statuses 2-6, never in a draft', async () => {
    for (const [companyId, local] of [
      [await dual(), true],
      [await overseas(), false],
    ] as const) {
      const rows = await db()
        .select({ participation: proficiencyTestParticipations, status: proficiencyTestSchemes.status })
        .from(proficiencyTestParticipations)
        .innerJoin(
          proficiencyTestSchemes,
          eq(proficiencyTestSchemes.id, proficiencyTestParticipations.schemeId),
        )
        .where(eq(proficiencyTestParticipations.companyId, companyId));
      expect(new Set(rows.map((row) => row.status))).toEqual(
        new Set(PT_STATUSES.filter((status) => status !== PtStatus.draft)),
      );
      for (const { participation } of rows) {
        expect(participation.labCode).toMatch(/^A\d{2}$/);
        expect(participation.contactName).not.toBe('');
        expect(participation.contactEmail).toMatch(/@.+\.example$/);
        expect(participation.contactNumber).not.toBe('');
        expect(participation.analyteIds.length).toBeGreaterThan(0);
        const address = participation.deliveryAddress;
        if (local) {
          expect(address).toMatchObject({ country: 'Singapore' });
          expect(address?.postalCode).toMatch(SINGAPORE_POSTAL_CODE_PATTERN);
        } else {
          expect(address?.country).not.toBe('Singapore');
          expect(address?.line1).not.toBe('');
        }
      }
    }
  });

  it('dispatch the test items once their dispatch date has passed, and have them received from Results Submission Open', async () => {
    const now = new Date();
    for (const scheme of await allSchemes()) {
      for (const participation of await participationsOf(scheme.id)) {
        const dispatched = scheme.status >= PtStatus.registrationClosed && scheme.dispatchAt < now;
        expect(participation.courier !== null, scheme.code).toBe(dispatched);
        if (dispatched) {
          expect(participation.trackingNumber).toBeTruthy();
          expect(participation.dispatchedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        }
        if (scheme.status < PtStatus.resultsSubmissionOpen)
          expect(participation.receiptConfirmedAt).toBeNull();
        if (participation.receiptConfirmedAt) {
          expect(participation.receivedOn && participation.dispatchedOn).toBeTruthy();
          expect(`${participation.receivedOn}` >= `${participation.dispatchedOn}`).toBe(true);
          expect(participation.receiptConfirmedAt < now).toBe(true);
        }
      }
    }
    for (const status of [
      PtStatus.resultsSubmissionOpen,
      PtStatus.resultsSubmissionClosed,
      PtStatus.ptCompleted,
    ]) {
      const scheme = status === PtStatus.ptCompleted ? await latestCompleted() : await onlyScheme(status);
      const participations = await participationsOf(scheme.id);
      for (const companyId of [await dual(), await overseas()]) {
        const own = participations.find((participation) => participation.companyId === companyId);
        expect(own?.receiptConfirmedAt, scheme.code).toBeTruthy();
        expect(own?.sampleCondition).toBe('good');
      }
    }
  });

  it('leave a draft for one of dual and overseas in the round open for results, and nothing for the other', async () => {
    const scheme = await onlyScheme(PtStatus.resultsSubmissionOpen);
    const participations = await participationsOf(scheme.id);
    const ownOf = async (companyId: string) => {
      const own = participations.find((participation) => participation.companyId === companyId);
      return { own, results: await resultsOf(own ? [own.id] : []) };
    };
    const drafted = await ownOf(await dual());
    expect(drafted.own).toMatchObject({ resultsSubmittedAt: null });
    expect(drafted.own?.resultsSavedAt).toBeTruthy();
    expect(drafted.results.some((result) => result.outcome === 'value' && result.valueText !== '')).toBe(
      true,
    );
    expect(drafted.results.some((result) => result.outcome === null)).toBe(true);
    const untouched = await ownOf(await overseas());
    expect(untouched.own).toMatchObject({ resultsSavedAt: null, resultsSubmittedAt: null });
    expect(untouched.results).toEqual([]);
  });

  it('have results submitted and not yet scored in the round whose results submission is closed', async () => {
    const scheme = await onlyScheme(PtStatus.resultsSubmissionClosed);
    expect(scheme).toMatchObject({
      statisticsComputedAt: null,
      statisticsReviewedAt: null,
      publishedAt: null,
    });
    const submitted = (await participationsOf(scheme.id)).filter(
      (participation) => participation.resultsSubmittedAt,
    );
    expect(submitted.length).toBeGreaterThanOrEqual(5);
    const submitters = submitted.map((participation) => participation.companyId);
    expect(submitters).toEqual(expect.arrayContaining([await dual(), await overseas()]));
    const results = await resultsOf(submitted.map((participation) => participation.id));
    expect(results.every((result) => result.score === null && result.scoreClass === null)).toBe(true);
    for (const analyte of await analytesOf(scheme.id)) {
      expect(analyte).toMatchObject({ assignedValue: null, sigmaPt: null, statisticsProblem: null });
    }
  });
});

describe('the completed round', () => {
  it('has results from twelve participants or more, and its statistics computed, reviewed and published', async () => {
    const scheme = await latestCompleted();
    expect(scheme.statisticsComputedAt && scheme.statisticsReviewedAt && scheme.publishedAt).toBeTruthy();
    expect(scheme.statisticsReviewedByUserId).toBeTruthy();
    expect(Number(scheme.statisticsComputedAt) <= Number(scheme.statisticsReviewedAt)).toBe(true);
    expect(Number(scheme.statisticsReviewedAt) <= Number(scheme.publishedAt)).toBe(true);
    expect(Number(scheme.publishedAt)).toBeLessThan(Date.now());

    const submitted = (await participationsOf(scheme.id)).filter(
      (participation) => participation.resultsSubmittedAt,
    );
    expect(submitted.length).toBeGreaterThanOrEqual(12);
    expect(submitted.map((participation) => participation.companyId)).toEqual(
      expect.arrayContaining([await dual(), await overseas()]),
    );
    const results = await resultsOf(submitted.map((participation) => participation.id));
    expect(results.some((result) => result.outcome === 'not-tested' && result.score === null)).toBe(true);
    const classes = new Set(results.map((result) => result.scoreClass));
    expect(classes).toContain('satisfactory');
    expect(classes).toContain('unsatisfactory');
  });

  it('stores the statistics and scores that the domain computes from the submitted results', async () => {
    const scheme = await latestCompleted();
    const submitted = (await participationsOf(scheme.id)).filter(
      (participation) => participation.resultsSubmittedAt,
    );
    const results = await resultsOf(submitted.map((participation) => participation.id));
    for (const analyte of await analytesOf(scheme.id)) {
      const own = results.filter((result) => result.analyteId === analyte.id);
      const assignment: PtAssignment = {
        source: analyte.assignedValueSource,
        referenceValue: analyte.referenceValue,
        referenceUncertainty: analyte.referenceUncertainty,
        sigmaRule: analyte.sigmaRule,
        sigmaValue: analyte.sigmaValue,
      };
      const scoring = scoreAnalyte(
        own.flatMap(({ participationId, outcome, value }) =>
          outcome === null ? [] : [{ participantId: participationId, outcome, value }],
        ),
        assignment,
      );
      if (!scoring.ok) throw new Error(scoring.reason);
      expect(analyte, analyte.name).toMatchObject({
        resultCount: scoring.statistics.resultCount,
        robustMean: scoring.statistics.robustMean,
        robustSd: scoring.statistics.robustSd,
        assignedValue: scoring.statistics.assignedValue,
        assignedUncertainty: scoring.statistics.assignedUncertainty,
        sigmaPt: scoring.statistics.sigmaPt,
        scoreKind: scoring.statistics.scoreKind,
        statisticsProblem: null,
      });
      for (const result of own) {
        const expected = scoring.scores.find((score) => score.participantId === result.participationId);
        expect(result.score).toBe(expected?.score ?? null);
        expect(result.scoreClass).toBe(expected?.scoreClass ?? null);
      }
    }
  });

  it('gives dual a z-score history of three completed rounds or more: questionable once, satisfactory since', async () => {
    const rows = await db()
      .select({
        publishedAt: proficiencyTestSchemes.publishedAt,
        analyte: proficiencyTestAnalytes.name,
        score: proficiencyTestResults.score,
        scoreClass: proficiencyTestResults.scoreClass,
      })
      .from(proficiencyTestResults)
      .innerJoin(
        proficiencyTestParticipations,
        eq(proficiencyTestParticipations.id, proficiencyTestResults.participationId),
      )
      .innerJoin(
        proficiencyTestSchemes,
        eq(proficiencyTestSchemes.id, proficiencyTestParticipations.schemeId),
      )
      .innerJoin(proficiencyTestAnalytes, eq(proficiencyTestAnalytes.id, proficiencyTestResults.analyteId))
      .where(
        and(
          eq(proficiencyTestParticipations.companyId, await dual()),
          eq(proficiencyTestSchemes.status, PtStatus.ptCompleted),
          isNotNull(proficiencyTestResults.score),
        ),
      )
      .orderBy(asc(proficiencyTestSchemes.publishedAt));
    expect(new Set(rows.map((row) => Number(row.publishedAt))).size).toBeGreaterThanOrEqual(3);
    const fat = rows.filter((row) => row.analyte === 'Fat').map((row) => row.scoreClass);
    expect(fat[0]).toBe('questionable');
    expect(fat.slice(1).every((reading) => reading === 'satisfactory')).toBe(true);

    const overseasRounds = await db()
      .select({ id: proficiencyTestParticipations.id })
      .from(proficiencyTestParticipations)
      .innerJoin(
        proficiencyTestSchemes,
        eq(proficiencyTestSchemes.id, proficiencyTestParticipations.schemeId),
      )
      .where(
        and(
          eq(proficiencyTestParticipations.companyId, await overseas()),
          eq(proficiencyTestSchemes.status, PtStatus.ptCompleted),
          isNotNull(proficiencyTestParticipations.resultsSubmittedAt),
        ),
      );
    expect(overseasRounds.length).toBeGreaterThanOrEqual(3);
  });
});

describe('the rounds’ documents', () => {
  it('are PDFs of the regulator, scanned, one protocol per round, a package once dispatched, a report once completed', async () => {
    const [regulator] = await db().select().from(companies).where(eq(companies.uen, REGULATOR.uen));
    const now = new Date();
    for (const scheme of await allSchemes()) {
      const documents = await db()
        .select({ kind: proficiencyTestDocuments.kind, file: attachments })
        .from(proficiencyTestDocuments)
        .innerJoin(attachments, eq(attachments.id, proficiencyTestDocuments.attachmentId))
        .where(eq(proficiencyTestDocuments.schemeId, scheme.id));
      const kinds = documents.map((document) => document.kind).sort();
      const dispatched = scheme.status >= PtStatus.registrationClosed && scheme.dispatchAt < now;
      expect(kinds, scheme.code).toEqual(
        [
          'general',
          ...(dispatched ? ['participant-package'] : []),
          ...(scheme.status === PtStatus.ptCompleted ? ['report'] : []),
        ].sort(),
      );
      for (const { file } of documents) {
        expect(file).toMatchObject({
          companyId: regulator?.id,
          status: AttachmentScanStatus.scanned,
          contentType: 'application/pdf',
        });
        expect(file.displayFileName).toMatch(new RegExp(`^${scheme.code}-.+\\.pdf$`));
        const bytes = await testApp.storage.get(file.storageKey);
        expect(
          Buffer.from(bytes ?? [])
            .subarray(0, 5)
            .toString('latin1'),
        ).toBe('%PDF-');
        expect(bytes?.length).toBe(file.fileSize);
      }
    }
  });
});

describe('the demo laboratories', () => {
  it('are ten or more companies with proficiency testing access and one user each, clear of the demo accounts', async () => {
    expect(DEMO_PT_LABORATORIES.length).toBeGreaterThanOrEqual(10);
    const accountUens = Object.values(DEMO_ACCOUNTS).map((account) => account.companyUen);
    const accountEmails = Object.values(DEMO_ACCOUNTS).map((account) => account.email);
    for (const laboratory of DEMO_PT_LABORATORIES) {
      if (laboratory.uen) expect(accountUens).not.toContain(laboratory.uen);
      expect(accountEmails).not.toContain(laboratory.email);
      expect(laboratory.email).toMatch(/@[a-z-]+\.example$/);
      const companyId = await companyIdOf(laboratory.email);
      const [company] = await db().select().from(companies).where(eq(companies.id, companyId));
      expect(company).toMatchObject({
        name: laboratory.companyName,
        uen: laboratory.uen,
        hasAccessToProficiencyTesting: true,
        regionType: laboratory.uen ? 1 : 2,
      });
      expect(await db().select().from(users).where(eq(users.companyId, companyId))).toHaveLength(1);
    }
  });
});
