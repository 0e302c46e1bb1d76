import {
  ApplicationStatus,
  CorrespondenceStatus,
  FindingSeverity,
  type OfficerQueueItem,
  type OfficerQueuePage,
  type OfficerStatistics,
  type OverdueCounts,
  PROGRAMMES,
  Programme,
  STAGE_STATUSES,
  unescapeHtmlDeep,
} from '@fsmis/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicationCorrespondence,
  applicationEvents,
  applicationFindings,
  applicationInvoices,
  applications,
} from '../../db/schema/index.js';
import { registerLab, type TestLab } from '../../test/application-builders.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { officerCookie } from '../../test/workflow-builders.js';
import { storedFile } from '../../test/workflow-records.js';
import { singaporeToday } from '../application-workflow/due-dates.js';

/**
 * GET /api/officer/statistics on a known set of applications with a history in 2015 (long before the
 * demo data), so the period's counts and medians are exact; the "now" figures (pending, overdue) are
 * compared with the same figures before the set was added.
 */

let testApp: TestApp;
let lab: TestLab;
beforeAll(async () => {
  testApp = await createTestApp();
  lab = await registerLab(testApp);
});
afterAll(() => testApp?.close());

const S = ApplicationStatus;
const db = () => testApp.database.db;
type Response = Awaited<ReturnType<TestApp['app']['inject']>>;
const dataOf = <T>(response: Response): T => {
  expect(response.statusCode, response.body).toBe(200);
  return unescapeHtmlDeep(response.json().data) as T;
};

async function statistics(query = '', cookie?: string) {
  return testApp.app.inject({
    method: 'GET',
    url: `/api/officer/statistics${query}`,
    headers: { cookie: cookie ?? (await officerCookie(testApp)) },
  });
}

/** yyyy-mm-dd `days` from today in Singapore. */
function day(days: number): string {
  const today = new Date(`${singaporeToday()}T00:00:00Z`);
  return new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

let made = 0;

/**
 * An application of the lab with its moves: the first is its submission (from Draft), each later one moves
 * it from the status the one before reached; a step within a status names the same status twice.
 */
async function application(
  programme: Programme,
  moves: readonly (readonly [from: ApplicationStatus, to: ApplicationStatus, at: string])[],
): Promise<string> {
  made += 1;
  const [first] = moves;
  const last = moves.filter(([from, to]) => from !== to).at(-1);
  if (!first || !last) throw new Error('An application needs its submission');
  const [row] = await db()
    .insert(applications)
    .values({
      referenceNumber: `STAT-${made}-${lab.companyId.slice(0, 8)}`,
      companyId: lab.companyId,
      programme,
      category: 1,
      status: last[1],
      form: 'new',
      statusSince: new Date(last[2]),
      createdAt: new Date(first[2]),
      submittedAt: new Date(first[2]),
      updatedAt: new Date(last[2]),
    })
    .returning({ id: applications.id });
  if (!row) throw new Error('The application was not stored');
  await db()
    .insert(applicationEvents)
    .values(
      moves.map(([fromStatus, toStatus, at], index) => ({
        applicationId: row.id,
        action: index === 0 ? 'submit' : fromStatus === toStatus ? 'verification-report' : 'move',
        fromStatus,
        toStatus,
        at: new Date(at),
      })),
    );
  return row.id;
}

const requestDue = (applicationId: string, dueDate: string, round = 1) =>
  db().insert(applicationCorrespondence).values({
    applicationId,
    round,
    subject: 'Records',
    message: 'Send the records.',
    dueDate,
    status: CorrespondenceStatus.sent,
    sentAt: new Date(),
  });

async function unpaidInvoiceDue(applicationId: string, dueDate: string) {
  const attachmentId = await storedFile(testApp, lab.companyId, { name: 'Invoice.pdf' });
  await db()
    .insert(applicationInvoices)
    .values({
      applicationId,
      number: `INV-STAT-${applicationId.slice(0, 8)}`,
      lines: [{ item: 'Fee', amountSgd: 100 }],
      amountSgd: 100,
      dueDate,
      attachmentId,
      issuedAt: new Date(),
    });
}

const findingDue = (applicationId: string, dueDate: string, number: number) =>
  db()
    .insert(applicationFindings)
    .values({
      applicationId,
      number,
      clause: `4.${number}`,
      description: 'Records not kept.',
      severity: FindingSeverity.major,
      dueDate,
    });

const PERIOD = '?From=2015-01-01&To=2015-06-30';
const byProgramme = (found: OfficerStatistics, programme: Programme) => {
  const entry = found.programmes.find((item) => item.programme === programme);
  if (!entry) throw new Error(`No figures for programme ${programme}`);
  return entry;
};
const monthsOf = (found: OfficerStatistics, programme: Programme) =>
  Object.fromEntries(
    byProgramme(found, programme)
      .months.filter((month) => month.received > 0 || month.decided > 0)
      .map((month) => [month.month, [month.received, month.decided]]),
  );
const minus = (after: OverdueCounts, before: OverdueCounts): OverdueCounts => ({
  requestsForInformation: after.requestsForInformation - before.requestsForInformation,
  findings: after.findings - before.findings,
  invoices: after.invoices - before.invoices,
  applications: after.applications - before.applications,
});

describe('GET /api/officer/statistics on a known set of applications', () => {
  let before: OfficerStatistics;
  let after: OfficerStatistics;

  beforeAll(async () => {
    before = dataOf<OfficerStatistics>(await statistics(PERIOD));

    // LRP, recognised in March: Review 4 days, Verification Check 20 (a step within it splits nothing),
    // Pending Findings Acknowledgement 5.5, Pending Signing 24.5.
    await application(Programme.LRP, [
      [S.draft, S.applicationReview, '2015-01-10T02:00:00Z'],
      [S.applicationReview, S.verificationCheck, '2015-01-14T02:00:00Z'],
      [S.verificationCheck, S.verificationCheck, '2015-01-24T02:00:00Z'],
      [S.verificationCheck, S.pendingFindingsAcknowledgement, '2015-02-03T02:00:00Z'],
      [S.pendingFindingsAcknowledgement, S.pendingSigning, '2015-02-08T14:00:00Z'],
      [S.pendingSigning, S.recognised, '2015-03-05T02:00:00Z'],
    ]);
    // LRP, submitted on 1 February in Singapore (31 January in UTC): Review 2 + 4 days around a request
    // for information of 3 days; still in Verification Check, with a request overdue.
    const waiting = await application(Programme.LRP, [
      [S.draft, S.applicationReview, '2015-01-31T17:00:00Z'],
      [S.applicationReview, S.requestForInformation, '2015-02-02T17:00:00Z'],
      [S.requestForInformation, S.applicationReview, '2015-02-05T17:00:00Z'],
      [S.applicationReview, S.verificationCheck, '2015-02-09T17:00:00Z'],
    ]);
    await requestDue(waiting, day(-1));
    // IBR, voided in February after 10 days of review; its unpaid invoice no longer counts.
    const voided = await application(Programme.IBR, [
      [S.draft, S.applicationReview, '2015-02-15T02:00:00Z'],
      [S.applicationReview, S.voided, '2015-02-25T02:00:00Z'],
    ]);
    await unpaidInvoiceDue(voided, day(-3));
    // AOR, cancelled by the company after a day: not a decision.
    await application(Programme.AOR, [
      [S.draft, S.applicationReview, '2015-03-01T02:00:00Z'],
      [S.applicationReview, S.cancelled, '2015-03-02T02:00:00Z'],
    ]);
    // LRP, submitted on 31 December 2014 in Singapore (before the period) and withdrawn on 1 July in
    // Singapore (after it): only its 5 days of review, which ended within the period, count.
    await application(Programme.LRP, [
      [S.draft, S.applicationReview, '2014-12-31T15:00:00Z'],
      [S.applicationReview, S.verificationCheck, '2015-01-05T15:00:00Z'],
      [S.verificationCheck, S.withdrawn, '2015-06-30T17:00:00Z'],
    ]);
    // IBR, 2.25 days of review, still in Verification Check: an unpaid invoice overdue, a request not yet due.
    const invoiced = await application(Programme.IBR, [
      [S.draft, S.applicationReview, '2015-04-10T02:00:00Z'],
      [S.applicationReview, S.verificationCheck, '2015-04-12T08:00:00Z'],
    ]);
    await unpaidInvoiceDue(invoiced, day(-1));
    await requestDue(invoiced, day(1));
    // AOR, submitted after the period, owing corrective actions for a finding past its due date.
    const correcting = await application(Programme.AOR, [
      [S.draft, S.applicationReview, '2016-01-04T02:00:00Z'],
      [S.applicationReview, S.pendingCorrectiveAction, '2016-01-08T02:00:00Z'],
    ]);
    await findingDue(correcting, day(-2), 1);
    await findingDue(correcting, day(5), 2);

    after = dataOf<OfficerStatistics>(await statistics(PERIOD));
  });

  it('covers the months of the period asked for', () => {
    expect(after.period).toEqual({
      from: '2015-01-01',
      to: '2015-06-30',
      months: ['2015-01', '2015-02', '2015-03', '2015-04', '2015-05', '2015-06'],
    });
    expect(after.programmes.map((item) => item.programmeLabel)).toEqual(['LRP', 'IBR', 'AOR']);
    for (const item of after.programmes) expect(item.months).toHaveLength(6);
  });

  it('counts received (by month of submission in Singapore) and decided (not cancelled) per programme', () => {
    expect(before.programmes.map((item) => [item.received, item.decided])).toEqual([
      [0, 0],
      [0, 0],
      [0, 0],
    ]);
    expect(monthsOf(after, Programme.LRP)).toEqual({
      '2015-01': [1, 0],
      '2015-02': [1, 0],
      '2015-03': [0, 1],
    });
    expect(monthsOf(after, Programme.IBR)).toEqual({ '2015-02': [1, 1], '2015-04': [1, 0] });
    expect(monthsOf(after, Programme.AOR)).toEqual({ '2015-03': [1, 0] });
    expect(after.programmes.map((item) => [item.received, item.decided])).toEqual([
      [2, 1],
      [2, 1],
      [1, 0],
    ]);
  });

  it('gives the median days per stage, over the stays that ended within the period', () => {
    const stages = Object.fromEntries(
      after.stages.filter((stage) => stage.samples > 0).map((stage) => [stage.status, stage]),
    );
    expect(after.stages.map((stage) => stage.status)).toEqual(STAGE_STATUSES);
    // Review: 1, 2.25, 4, 5, 6 (2 + 4) and 10 days.
    expect(stages[S.applicationReview]).toEqual({
      status: S.applicationReview,
      statusLabel: 'Application Review',
      medianDays: 4.5,
      samples: 6,
    });
    expect(stages[S.requestForInformation]).toMatchObject({ medianDays: 3, samples: 1 });
    expect(stages[S.verificationCheck]).toMatchObject({ medianDays: 20, samples: 1 });
    expect(stages[S.pendingFindingsAcknowledgement]).toMatchObject({ medianDays: 5.5, samples: 1 });
    expect(stages[S.pendingSigning]).toMatchObject({ medianDays: 24.5, samples: 1 });
    expect(Object.keys(stages)).toHaveLength(5);
    const empty = after.stages.find((stage) => stage.status === S.documentaryReview);
    expect(empty).toMatchObject({ medianDays: null, samples: 0 });
  });

  it('counts the open applications pending now and their overdue steps, per programme', () => {
    const pending = (found: OfficerStatistics) => found.programmes.map((item) => item.pendingNow);
    expect(pending(after).map((count, index) => count - (pending(before)[index] ?? 0))).toEqual([1, 1, 1]);
    const overdue = (programme: Programme) =>
      minus(byProgramme(after, programme).overdueNow, byProgramme(before, programme).overdueNow);
    expect(overdue(Programme.LRP)).toEqual({
      requestsForInformation: 1,
      findings: 0,
      invoices: 0,
      applications: 1,
    });
    expect(overdue(Programme.IBR)).toEqual({
      requestsForInformation: 0,
      findings: 0,
      invoices: 1,
      applications: 1,
    });
    expect(overdue(Programme.AOR)).toEqual({
      requestsForInformation: 0,
      findings: 1,
      invoices: 0,
      applications: 1,
    });
  });

  it('flags as overdue exactly the applications the work queue flags', async () => {
    const items: OfficerQueueItem[] = [];
    for (let page = 1; ; page += 1) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/api/officer/applications?PageSize=100&Page=${page}`,
        headers: { cookie: await officerCookie(testApp) },
      });
      const found = dataOf<OfficerQueuePage>(response);
      items.push(...found.items);
      if (items.length >= found.total || found.items.length === 0) break;
    }
    const now = dataOf<OfficerStatistics>(await statistics(PERIOD));
    for (const programme of PROGRAMMES) {
      const inQueue = items.filter((item) => item.programme === programme);
      expect(byProgramme(now, programme).pendingNow).toBe(inQueue.length);
      expect(byProgramme(now, programme).overdueNow.applications).toBe(
        inQueue.filter((item) => item.overdue).length,
      );
    }
  });
});

describe('the period of GET /api/officer/statistics', () => {
  it('defaults to the twelve months up to today in Singapore', async () => {
    const found = dataOf<OfficerStatistics>(await statistics());
    const today = singaporeToday();
    expect(found.period.to).toBe(today);
    expect(found.period.months).toHaveLength(12);
    expect(found.period.months.at(-1)).toBe(today.slice(0, 7));
    expect(found.period.from).toBe(`${found.period.months[0]}-01`);
  });

  it('refuses a start after the end, a date that does not exist and a period of more than 60 months', async () => {
    const refusals: [string, Record<string, string[]>][] = [
      [
        '?From=2015-03-01&To=2015-02-01',
        { From: ['The start of the period (From) must be on or before its end (To)'] },
      ],
      ['?From=2015-02-30', { From: ['Enter a real date in the form yyyy-mm-dd'] }],
      ['?From=2010-01-01&To=2015-01-31', { From: ['Choose a period of at most 60 months'] }],
      [
        `?From=${day(40)}`,
        { From: [`The start of the period (From) must be on or before its end (To, ${day(0)})`] },
      ],
    ];
    for (const [query, message] of refusals) {
      const response = await statistics(query);
      expect(response.statusCode, query).toBe(400);
      expect(unescapeHtmlDeep(response.json().message)).toEqual(message);
    }
  });

  it('is for officers only: a company’s user gets 403, a visitor 401', async () => {
    expect((await statistics('', lab.cookie)).statusCode).toBe(403);
    const anonymous = await testApp.app.inject({ method: 'GET', url: '/api/officer/statistics' });
    expect(anonymous.statusCode).toBe(401);
  });
});
