import { type OfficerPtRound, PtStatus } from '@fsmis/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_OFFICER } from '../../db/seed/demo-accounts.js';
import {
  companyIdOf,
  notificationTitles,
  type PtTestLab,
  ptLab,
  ptOfficerCalls,
  referenceAlgorithmA,
  registerForRound,
  submitResults,
} from '../../test/pt-officer-builders.js';
import { auditActionsOn, mailsTo, waitForMail } from '../../test/recognition-builders.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { listAuditLog } from '../audit/audit.service.js';

/**
 * A round run through /api/officer/proficiency-tests from Draft to PT Completed, on a real database: each
 * status step in order with every step out of turn refused, dispatches, the statistics by ISO 13528, the
 * review and the report; who is told of each step; the audit log.
 */

let testApp: TestApp;
let api: ReturnType<typeof ptOfficerCalls>;
beforeAll(async () => {
  testApp = await createTestApp();
  api = ptOfficerCalls(testApp);
});
afterAll(() => testApp?.close());

const P = PtStatus;

const PROTEIN = [10.1, 10.3, 9.8, 10.0, 10.2, 9.9, 10.4, 14.0];
const FAT = [3.1, 2.9, 3.4, 2.6, 3.0, 3.2, 2.8, 4.5];

describe('a round from Draft to PT Completed', () => {
  it('takes each step in turn, refuses each out of turn, tells only the laboratories concerned, and scores by ISO 13528', async () => {
    const dualId = await companyIdOf(testApp, DEMO_ACCOUNTS.dual.email);
    const overseasEmail = DEMO_ACCOUNTS.overseas.email;
    const readyId = await companyIdOf(testApp, DEMO_ACCOUNTS.ready.email);
    const others: PtTestLab[] = [];
    for (let count = 0; count < 7; count += 1) others.push(await ptLab(testApp, { local: count === 0 }));
    const bystander = await ptLab(testApp);

    const { id } = await api.create();
    const { code } = await api.show(id);
    const analyteIds = (await api.show(id)).analytes.map((analyte) => analyte.id);
    const [proteinId, fatId, sodiumId] = analyteIds as [string, string, string];

    const outOfTurn = async (steps: readonly string[], status: string) => {
      const sentences: Readonly<Record<string, string>> = {
        'open-registration': `You can open registration only while the round is Draft; it is ${status}.`,
        'close-registration': `You can close registration only while the round is Registration Open; it is ${status}.`,
        'open-results': `You can open results submission only while the round is Registration Closed; it is ${status}.`,
        'close-results': `You can close results submission only while the round is Results Submission Open; it is ${status}.`,
        publish: `You can publish the report only while the round is Results Submission Closed; it is ${status}.`,
        compute: `You can compute the statistics only while the round is Results Submission Closed; it is ${status}.`,
        review: `You can review the statistics only while the round is Results Submission Closed; it is ${status}.`,
      };
      for (const name of steps) await api.refused(api.step(id, name), 409, sentences[name]);
    };

    // Draft
    await outOfTurn(
      ['close-registration', 'open-results', 'close-results', 'publish', 'compute', 'review'],
      'Draft',
    );
    await api.refused(
      api.call('POST', `/${id}/dispatches`, {
        labCode: 'A01',
        courier: 'DHL',
        trackingNumber: '1',
        dispatchedOn: '2027-01-10',
      }),
      409,
      'You can record a dispatch only while the round is Registration Closed or Results Submission Open; it is Draft.',
    );
    const opened = await api.succeeded<{ status: number; statusLabel: string }>(
      api.step(id, 'open-registration'),
    );
    expect(opened).toEqual({ id, status: P.registrationOpen, statusLabel: 'Registration Open' });
    const openTitle = `Registration is open for ${code}`;
    expect(await notificationTitles(testApp, bystander.companyId)).toContain(openTitle);
    expect(await notificationTitles(testApp, dualId)).toContain(openTitle);
    expect(await notificationTitles(testApp, readyId)).not.toContain(openTitle);
    const openMail = await waitForMail(testApp, overseasEmail, openTitle);
    expect(openMail.text).toContain(`/pt-scheme-details/${id}`);
    expect(await mailsTo(testApp, DEMO_ACCOUNTS.ready.email)).not.toContainEqual(
      expect.objectContaining({ subject: openTitle }),
    );

    // Registration Open: nobody registered yet
    await outOfTurn(
      ['open-registration', 'open-results', 'close-results', 'publish', 'compute'],
      'Registration Open',
    );
    const participants = [
      await registerForRound(testApp, id, dualId),
      await registerForRound(testApp, id, await companyIdOf(testApp, overseasEmail)),
    ];
    for (const lab of others) participants.push(await registerForRound(testApp, id, lab.companyId));
    expect(participants.map((each) => each.labCode)).toEqual([
      'A01',
      'A02',
      'A03',
      'A04',
      'A05',
      'A06',
      'A07',
      'A08',
      'A09',
    ]);

    await api.succeeded(api.step(id, 'close-registration'));
    const closeTitle = `Registration has closed for ${code}`;
    expect(await notificationTitles(testApp, dualId)).toContain(closeTitle);
    expect(await notificationTitles(testApp, bystander.companyId)).not.toContain(closeTitle);

    // Registration Closed: dispatch one participant at a time
    await outOfTurn(
      ['open-registration', 'close-registration', 'close-results', 'publish', 'compute'],
      'Registration Closed',
    );
    const dispatched = await api.succeeded<OfficerPtRound>(
      api.call('POST', `/${id}/dispatches`, {
        labCode: 'A01',
        courier: 'DHL',
        trackingNumber: 'JD0146',
        dispatchedOn: '2027-01-10',
      }),
    );
    expect(dispatched.participants[0]).toMatchObject({
      labCode: 'A01',
      dispatchedOn: '2027-01-10',
      courier: 'DHL',
      trackingNumber: 'JD0146',
    });
    expect(dispatched.participants[1]).toMatchObject({ labCode: 'A02', dispatchedOn: null });
    const dispatchTitle = `Your test items for ${code} have been dispatched`;
    const dispatchMail = await waitForMail(testApp, DEMO_ACCOUNTS.dual.email, dispatchTitle);
    expect(dispatchMail.text).toContain('DHL, tracking number JD0146');
    expect(await notificationTitles(testApp, dualId)).toContain(dispatchTitle);
    expect(await notificationTitles(testApp, others[0]?.companyId ?? '')).not.toContain(dispatchTitle);
    await api.refused(
      api.call('POST', `/${id}/dispatches`, {
        labCode: 'A77',
        courier: 'DHL',
        trackingNumber: '1',
        dispatchedOn: '2027-01-10',
      }),
      404,
      `No laboratory has the code A77 in ${code}.`,
    );

    await api.succeeded(api.step(id, 'open-results'));
    expect(await notificationTitles(testApp, others[6]?.companyId ?? '')).toContain(
      `Results submission is open for ${code}`,
    );
    await outOfTurn(
      ['open-registration', 'close-registration', 'open-results', 'publish', 'compute', 'review'],
      'Results Submission Open',
    );

    // Eight participants submit; the ninth only saved a draft, which is neither shown nor scored.
    for (const [index, participant] of participants.slice(0, 8).entries()) {
      await submitResults(testApp, participant.id, [
        { analyteId: proteinId, outcome: 'value', value: PROTEIN[index] ?? null },
        { analyteId: fatId, outcome: 'value', value: FAT[index] ?? null },
        { analyteId: sodiumId, outcome: 'not-tested', value: null },
      ]);
    }
    await submitResults(
      testApp,
      participants[8]?.id ?? '',
      [{ analyteId: proteinId, outcome: 'value', value: 50 }],
      {
        submitted: false,
      },
    );
    await api.succeeded(api.step(id, 'close-results'));
    await outOfTurn(
      ['open-registration', 'close-registration', 'open-results', 'close-results'],
      'Results Submission Closed',
    );
    await api.refused(api.step(id, 'review'), 409, 'Compute the statistics before you review them.');
    await api.refused(api.step(id, 'publish'), 409, 'Compute the statistics before you publish the report.');

    // Protein: the participants' consensus with a fixed sigma_pt; Fat: a reference value whose uncertainty is large.
    await api.succeeded(
      api.assign(id, proteinId, { source: 'consensus', sigmaRule: 'fixed', sigmaValue: 0.5 }),
    );
    await api.succeeded(
      api.assign(id, fatId, {
        source: 'reference',
        referenceValue: 3,
        referenceUncertainty: 0.2,
        sigmaRule: 'fixed',
        sigmaValue: 0.5,
      }),
    );
    const computed = await api.succeeded<OfficerPtRound>(api.call('POST', `/${id}/compute`));
    expect(computed.statisticsComputedAt).not.toBeNull();
    const [protein, fat, sodium] = computed.analytes;

    const robust = referenceAlgorithmA(PROTEIN);
    expect(protein?.statisticsProblem).toBeNull();
    expect(protein?.statistics).toMatchObject({ resultCount: 8, sigmaPt: 0.5, scoreKind: 'z' });
    expect(protein?.statistics?.robustMean).toBeCloseTo(robust.mean, 4);
    expect(protein?.statistics?.robustSd).toBeCloseTo(robust.sd, 4);
    expect(protein?.statistics?.assignedValue).toBeCloseTo(robust.mean, 4);
    expect(protein?.statistics?.assignedUncertainty).toBeCloseTo((1.25 * robust.sd) / Math.sqrt(8), 4);
    // u(x_pt) = 1.25 s*/sqrt(p) is 0.138 here, within 0.3 sigma_pt = 0.15: plain z-scores.
    const proteinScores = computed.participants.map(
      (participant) => participant.results.find((result) => result.analyteId === proteinId) ?? null,
    );
    for (const [index, value] of PROTEIN.entries()) {
      expect(proteinScores[index]?.score).toBeCloseTo((value - robust.mean) / 0.5, 4);
    }
    expect(proteinScores[0]?.scoreClass).toBe('satisfactory');
    expect(proteinScores[7]?.scoreClass).toBe('unsatisfactory');
    expect(computed.participants[8]).toMatchObject({ labCode: 'A09', resultsSubmittedAt: null, results: [] });

    // u = 0.2 > 0.3 × 0.5: z′ = (x − 3) / sqrt(0.5² + 0.2²).
    expect(fat?.statistics).toMatchObject({
      assignedValue: 3,
      assignedUncertainty: 0.2,
      sigmaPt: 0.5,
      scoreKind: 'z-prime',
    });
    const fatScores = computed.participants.map(
      (participant) => participant.results.find((result) => result.analyteId === fatId) ?? null,
    );
    for (const [index, value] of FAT.entries()) {
      expect(fatScores[index]?.score).toBeCloseTo((value - 3) / Math.sqrt(0.29), 4);
    }
    expect(fatScores[7]?.scoreClass).toBe('questionable');

    // Sodium: nobody tested it, so it cannot be scored.
    expect(sodium?.statistics).toBeNull();
    expect(sodium?.statisticsProblem).toEqual(expect.any(String));
    for (const participant of computed.participants.slice(0, 8)) {
      expect(participant.results.find((result) => result.analyteId === sodiumId)).toMatchObject({
        outcome: 'not-tested',
        score: null,
        scoreClass: null,
      });
    }

    await api.refused(api.step(id, 'publish'), 409, 'Review the statistics before you publish the report.');
    const reviewed = await api.succeeded<OfficerPtRound>(api.call('POST', `/${id}/review`));
    expect(reviewed.statisticsReviewedAt).not.toBeNull();
    expect(reviewed.actions.find((each) => each.name === 'publish')).toEqual({
      name: 'publish',
      open: true,
      reason: null,
    });

    // A change to how an analyte is scored clears the statistics and their review.
    const reassigned = await api.succeeded<OfficerPtRound>(
      api.assign(id, proteinId, { source: 'consensus', sigmaRule: 'robust' }),
    );
    expect(reassigned).toMatchObject({ statisticsComputedAt: null, statisticsReviewedAt: null });
    expect(reassigned.analytes[0]?.statistics).toBeNull();
    await api.refused(api.step(id, 'publish'), 409, 'Compute the statistics before you publish the report.');
    const again = await api.succeeded<OfficerPtRound>(api.call('POST', `/${id}/compute`));
    expect(again.analytes[0]?.statistics?.sigmaPt).toBeCloseTo(robust.sd, 4);
    await api.succeeded(api.call('POST', `/${id}/review`));

    const published = await api.succeeded<{ status: number }>(api.step(id, 'publish'));
    expect(published.status).toBe(P.ptCompleted);
    const completed = await api.show(id);
    expect(completed.publishedAt).not.toBeNull();
    expect(completed.actions.filter((each) => each.open).map((each) => each.name)).toEqual([]);
    expect(completed.actions.find((each) => each.name === 'publish')?.reason).toBe(
      'You can publish the report only while the round is Results Submission Closed; it is PT Completed.',
    );
    const reportTitle = `The report of ${code} is published`;
    await waitForMail(testApp, overseasEmail, reportTitle);
    await waitForMail(testApp, others[6]?.email ?? '', reportTitle);
    expect(await notificationTitles(testApp, bystander.companyId)).toEqual([openTitle]);
    expect(await mailsTo(testApp, bystander.email)).toEqual([
      expect.objectContaining({ subject: openTitle }),
    ]);

    const entity = 'pt-round';
    expect(await auditActionsOn(testApp, entity, id)).toEqual([
      'pt.create',
      'pt.open-registration',
      'pt.close-registration',
      'pt.dispatch',
      'pt.open-results',
      'pt.close-results',
      'pt.assign',
      'pt.assign',
      'pt.compute',
      'pt.review',
      'pt.assign',
      'pt.compute',
      'pt.review',
      'pt.publish',
    ]);
    const log = await listAuditLog(testApp.database.db, {
      Entity: entity,
      EntityId: id,
      Page: 1,
      PageSize: 100,
    });
    const publishEntry = log.items.find((entry) => String(entry.action) === 'pt.publish');
    expect(publishEntry).toMatchObject({
      officer: expect.objectContaining({ email: DEMO_OFFICER.email }),
      before: expect.objectContaining({ statusLabel: 'Results Submission Closed' }),
      after: expect.objectContaining({ statusLabel: 'PT Completed' }),
    });
  });
});
