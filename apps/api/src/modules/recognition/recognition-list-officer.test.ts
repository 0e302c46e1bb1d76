import { randomUUID } from 'node:crypto';
import {
  CompanyRecognitionStatus,
  DEFAULT_RECOGNITIONS_PAGE_SIZE,
  type OfficerRecognition,
  type OfficerRecognitionPage,
  Programme,
  SuspensionStatus,
  unescapeHtmlDeep,
} from '@fsmis/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../db/schema/index.js';
import { addSuspension, type SeededRecognition, seededRecognition } from '../../test/recognition-records.js';
import { signInAsOfficer } from '../../test/sign-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let testApp: TestApp;
let officer: string;
beforeAll(async () => {
  testApp = await createTestApp();
  officer = await signInAsOfficer(testApp);
});
afterAll(() => testApp?.close());

const list = (query: Record<string, string | number>) =>
  testApp.app.inject({
    method: 'GET',
    url: '/api/officer/recognitions',
    query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
    headers: { cookie: officer },
  });

async function pageOf(query: Record<string, string | number>): Promise<OfficerRecognitionPage> {
  const response = await list(query);
  expect(response.statusCode, response.body).toBe(200);
  return unescapeHtmlDeep(response.json().data);
}

const idsOf = (page: { items: readonly OfficerRecognition[] }) => page.items.map((item) => item.id);

/** A word no other test's company has, so a search finds this test's companies alone. */
const uniqueWord = () => `Q${randomUUID().slice(0, 8)}`;

/** A recognition of a new laboratory whose company is called `name`. */
async function recognitionOfCompanyNamed(
  name: string,
  options: Parameters<typeof seededRecognition>[1] = {},
): Promise<SeededRecognition> {
  const seeded = await seededRecognition(testApp, options);
  await testApp.database.db.update(companies).set({ name }).where(eq(companies.id, seeded.lab.companyId));
  return { ...seeded, companyName: name };
}

describe('GET /api/officer/recognitions: search', () => {
  it('finds a company by part of its name, whatever its case', async () => {
    const word = uniqueWord();
    const harbour = await recognitionOfCompanyNamed(`Harbour Fresh ${word} Kitchens Pte. Ltd.`);
    await recognitionOfCompanyNamed(`Inland ${word} Bakery Pte. Ltd.`);

    const found = await pageOf({ Search: `fresh ${word.toLowerCase()} KITCHENS` });
    expect(found).toMatchObject({ total: 1, page: 1, pageSize: DEFAULT_RECOGNITIONS_PAGE_SIZE });
    expect(found.items).toEqual([
      expect.objectContaining({
        id: harbour.recognitionId,
        companyName: harbour.companyName,
        companyUen: harbour.companyUen,
        recognitionNumber: harbour.recognitionNumber,
      }),
    ]);
  });

  it('finds a company by its whole UEN or its start, whatever the case, and not by the middle of it', async () => {
    const seeded = await seededRecognition(testApp);
    const uen = seeded.companyUen;

    expect(idsOf(await pageOf({ Search: uen.toLowerCase() }))).toEqual([seeded.recognitionId]);
    const byStart = await pageOf({ Search: uen.slice(0, 8).toLowerCase(), PageSize: 100 });
    expect(idsOf(byStart)).toContain(seeded.recognitionId);
    expect(byStart.items.every((item) => item.companyUen.startsWith(uen.slice(0, 8)))).toBe(true);
    expect(idsOf(await pageOf({ Search: uen.slice(2), PageSize: 100 }))).not.toContain(seeded.recognitionId);
  });

  it('takes % and _ in the search as the characters themselves', async () => {
    const word = uniqueWord();
    // Were they wildcards, `100%` would find the 1000 too, and `lab_one` the LabXOne.
    const percent = await recognitionOfCompanyNamed(`${word} 100% Natural Pte. Ltd.`);
    await recognitionOfCompanyNamed(`${word} 1000 Natural Pte. Ltd.`);
    const underscore = await recognitionOfCompanyNamed(`${word} Lab_One Pte. Ltd.`);
    await recognitionOfCompanyNamed(`${word} LabXOne Pte. Ltd.`);

    expect(idsOf(await pageOf({ Search: `${word} 100%` }))).toEqual([percent.recognitionId]);
    expect(idsOf(await pageOf({ Search: `${word} lab_one` }))).toEqual([underscore.recognitionId]);
    expect(await pageOf({ Search: `${word} 10%0` })).toMatchObject({ items: [], total: 0 });
    expect(await pageOf({ Search: `${word}\\` })).toMatchObject({ items: [], total: 0 });
  });

  it('searches within the filters: status and programme still apply', async () => {
    const word = uniqueWord();
    const suspended = await recognitionOfCompanyNamed(`${word} Suspended Labs`, {
      programme: Programme.IBR,
      status: CompanyRecognitionStatus.suspended,
    });
    await recognitionOfCompanyNamed(`${word} Current Labs`, { programme: Programme.IBR });
    await recognitionOfCompanyNamed(`${word} Other Programme Labs`, {
      status: CompanyRecognitionStatus.suspended,
    });

    const found = await pageOf({
      Search: word,
      Status: CompanyRecognitionStatus.suspended,
      ApplicationType: Programme.IBR,
    });
    expect(idsOf(found)).toEqual([suspended.recognitionId]);
    expect(found.total).toBe(1);
  });
});

describe('GET /api/officer/recognitions: pages', () => {
  it('answers one page at a time with the total, by company name, then programme', async () => {
    const word = uniqueWord();
    const charlie = await recognitionOfCompanyNamed(`${word} Charlie Labs`);
    const alpha = await recognitionOfCompanyNamed(`${word} Alpha Labs`);
    const alphaAor = await seededRecognition(testApp, { programme: Programme.AOR, lab: alpha.lab });
    const bravo = await recognitionOfCompanyNamed(`${word} Bravo Labs`);

    const first = await pageOf({ Search: word, PageSize: 2 });
    expect(first).toMatchObject({ total: 4, page: 1, pageSize: 2 });
    expect(idsOf(first)).toEqual([alpha.recognitionId, alphaAor.recognitionId]);

    const second = await pageOf({ Search: word, PageSize: 2, Page: 2 });
    expect(second).toMatchObject({ total: 4, page: 2, pageSize: 2 });
    expect(idsOf(second)).toEqual([bravo.recognitionId, charlie.recognitionId]);

    expect(await pageOf({ Search: word, PageSize: 2, Page: 3 })).toEqual({
      items: [],
      total: 4,
      page: 3,
      pageSize: 2,
    });
  });

  it('pages through every recognition, 20 at a time, when nothing is asked', async () => {
    const page = await pageOf({});
    expect(page.page).toBe(1);
    expect(page.pageSize).toBe(DEFAULT_RECOGNITIONS_PAGE_SIZE);
    expect(page.items.length).toBe(Math.min(page.total, DEFAULT_RECOGNITIONS_PAGE_SIZE));
  });

  it.each([
    ['Page', '0', 'Enter the page as a whole number from 1 to 1,000,000'],
    ['Page', '-2', 'Enter the page as a whole number from 1 to 1,000,000'],
    ['Page', 'two', 'Enter the page as a whole number from 1 to 1,000,000'],
    ['Page', '1.5', 'Enter the page as a whole number from 1 to 1,000,000'],
    ['Page', '99999999999999999999', 'Enter the page as a whole number from 1 to 1,000,000'],
    ['PageSize', '0', 'Enter the page size as a whole number from 1 to 100'],
    ['PageSize', '101', 'Enter the page size as a whole number from 1 to 100'],
    ['Search', 'x'.repeat(101), 'Enter 100 characters or fewer to search'],
  ])('refuses %s=%s (400) saying what to enter', async (parameter, value, message) => {
    const response = await list({ [parameter]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
    expect(unescapeHtmlDeep(response.json().message)).toEqual({ [parameter]: [message] });
  });
});

describe('GET /api/officer/recognitions: filters', () => {
  it("lists a company's recognitions by its UEN, whatever its case, in programme order, with the company", async () => {
    const lrp = await seededRecognition(testApp);
    const aor = await seededRecognition(testApp, { programme: Programme.AOR, lab: lrp.lab });
    const found = await pageOf({ CompanyUen: lrp.companyUen.toLowerCase() });
    expect(idsOf(found)).toEqual([lrp.recognitionId, aor.recognitionId]);
    expect(found.total).toBe(2);
    expect(found.items[0]).toMatchObject({
      companyId: lrp.lab.companyId,
      companyName: lrp.companyName,
      companyUen: lrp.companyUen,
      programmeLabel: 'LRP',
      statusLabel: 'Recognised',
      openSuspension: null,
      pendingDetailsCount: 0,
    });
  });

  it('filters by status and by programme, together', async () => {
    const suspended = await seededRecognition(testApp, {
      programme: Programme.IBR,
      status: CompanyRecognitionStatus.suspended,
    });
    await addSuspension(testApp, suspended, { status: SuspensionStatus.suspended, suspendedAt: new Date() });
    const current = await seededRecognition(testApp, { programme: Programme.IBR });

    const bySuspended = await pageOf({ Status: CompanyRecognitionStatus.suspended, PageSize: 100 });
    expect(bySuspended.items.every((item) => item.status === CompanyRecognitionStatus.suspended)).toBe(true);
    expect(idsOf(bySuspended)).toContain(suspended.recognitionId);
    expect(idsOf(bySuspended)).not.toContain(current.recognitionId);

    const byProgramme = await pageOf({ ApplicationType: Programme.IBR, PageSize: 100 });
    expect(byProgramme.items.every((item) => item.programme === Programme.IBR)).toBe(true);
    expect(idsOf(byProgramme)).toEqual(
      expect.arrayContaining([suspended.recognitionId, current.recognitionId]),
    );

    const both = await pageOf({
      ApplicationType: Programme.IBR,
      Status: CompanyRecognitionStatus.suspended,
      CompanyUen: suspended.companyUen,
    });
    expect(both.items).toEqual([
      expect.objectContaining({
        id: suspended.recognitionId,
        openSuspension: expect.objectContaining({ statusLabel: 'Suspended' }),
      }),
    ]);
    const none = await pageOf({
      CompanyUen: suspended.companyUen,
      Status: CompanyRecognitionStatus.recognised,
    });
    expect(none).toMatchObject({ items: [], total: 0 });
  });

  it('refuses a filter that names no status', async () => {
    const response = await list({ Status: 99 });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(unescapeHtmlDeep(response.json().message))).toEqual(['Status']);
  });
});
