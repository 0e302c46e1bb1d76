import type { ApplicationSummary } from '@fsmis/domain';
import {
  APPLICATION_FORMS,
  APPLICATION_STATUS_WORKFLOW_ORDER,
  APPLICATION_STATUSES,
  ApplicationCategory,
  ApplicationStatus,
  compareStatus,
  fileNameFromContentDisposition,
  Programme,
  singaporeDateParts,
  singaporeWallClock,
  toQueryString,
  unescapeHtmlDeep,
} from '@fsmis/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../../test/sign-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { APPLICATION_EXPORT_COLUMNS } from './applications-workbook.js';

let testApp: TestApp;
let ready: string;
let dual: string;
let newcomer: string;
beforeAll(async () => {
  testApp = await createTestApp();
  ready = await signInAs(testApp, 'ready');
  dual = await signInAs(testApp, 'dual');
  newcomer = await signInAs(testApp, 'newcomer');
});
afterAll(() => testApp?.close());

const get = (url: string, cookie: string) => testApp.app.inject({ method: 'GET', url, headers: { cookie } });

async function list(cookie: string, query: Record<string, unknown> = {}) {
  const response = await get(`/api/applications${toQueryString(query)}`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as {
    items: ApplicationSummary[];
    total: number;
    page: number;
    pageSize: number;
  };
}

const allOf = async (cookie: string, query: Record<string, unknown> = {}) =>
  (await list(cookie, { ...query, PageSize: 100 })).items;

/** The Singapore calendar day of an instant, as yyyy-MM-dd. */
const singaporeDay = (iso: string) => {
  const parts = singaporeDateParts(iso);
  return parts ? `${parts.year}-${parts.month}-${parts.day}` : '';
};

describe('GET /api/applications', () => {
  it('pages the seeded applications of ready: more than 25, every status present', async () => {
    const first = await list(ready);
    expect(first.total).toBeGreaterThan(25);
    expect(first).toMatchObject({ page: 1, pageSize: 10 });
    expect(first.items).toHaveLength(10);

    const all = await allOf(ready);
    expect(all).toHaveLength(first.total);
    expect(new Set(all.map((item) => item.status))).toEqual(new Set(APPLICATION_STATUSES));
    expect(new Set(all.map((item) => item.programme))).toEqual(
      new Set([Programme.LRP, Programme.IBR, Programme.AOR]),
    );
  });

  it('answers labels as docs/requirements.md words them', async () => {
    const all = await allOf(ready);
    const find = (programme: number, category: number, status: number) =>
      all.find(
        (item) => item.programme === programme && item.category === category && item.status === status,
      );

    expect(find(Programme.LRP, ApplicationCategory.new, ApplicationStatus.recognised)).toMatchObject({
      programmeLabel: 'LRP',
      categoryLabel: 'New',
      statusLabel: 'Recognised',
      referenceNumber: expect.stringMatching(/^LRP-\d{4}-\d{6}$/),
    });
    expect(
      find(Programme.LRP, ApplicationCategory.changeOfScope, ApplicationStatus.recognised)?.statusLabel,
    ).toBe('Scope Granted');
    expect(
      find(Programme.LRP, ApplicationCategory.changeOfScope, ApplicationStatus.pendingCorrectiveAction)
        ?.statusLabel,
    ).toBe('Pending Corrective Action');
    const draft = find(Programme.LRP, ApplicationCategory.renewal, ApplicationStatus.draft);
    expect(draft).toMatchObject({ categoryLabel: 'Renewal', statusLabel: 'Draft', submittedAt: null });
    expect(
      find(
        Programme.AOR,
        ApplicationCategory.changeOfCompanyDetails,
        ApplicationStatus.pendingApprovalOrSupport,
      ),
    ).toMatchObject({ categoryLabel: 'Change Of Company Information', statusLabel: 'Pending Support' });
    expect(
      find(Programme.IBR, ApplicationCategory.new, ApplicationStatus.approvedOrSupported)?.statusLabel,
    ).toBe('Supported');
    for (const item of all.filter((each) => each.status !== ApplicationStatus.draft)) {
      expect(item.submittedAt).not.toBeNull();
    }
  });

  it('filters by programme, category and status, each given once or repeated', async () => {
    const lrp = await allOf(ready, { ApplicationType: Programme.LRP });
    expect(lrp.length).toBeGreaterThan(0);
    expect(lrp.every((item) => item.programme === Programme.LRP)).toBe(true);

    const ibrAndAor = await allOf(ready, { ApplicationType: [Programme.IBR, Programme.AOR] });
    expect(ibrAndAor.length + lrp.length).toBe((await list(ready)).total);

    const renewals = await allOf(ready, { ApplicationCategory: ApplicationCategory.renewal });
    expect(renewals.length).toBeGreaterThan(0);
    expect(renewals.every((item) => item.category === ApplicationCategory.renewal)).toBe(true);

    const wanted = [
      ApplicationStatus.draft,
      ApplicationStatus.pendingSigning,
      ApplicationStatus.approvedOrSupported,
    ];
    const byStatus = await allOf(ready, { Status: wanted });
    expect(new Set(byStatus.map((item) => item.status))).toEqual(new Set(wanted));

    const combined = await allOf(ready, {
      ApplicationType: Programme.LRP,
      ApplicationCategory: ApplicationCategory.changeOfScope,
      Status: ApplicationStatus.pendingCorrectiveAction,
    });
    expect(combined).toHaveLength(1);
  });

  it('searches reference numbers, case-insensitive, taking pattern characters literally', async () => {
    const [some] = await allOf(ready, { ApplicationType: Programme.AOR });
    const part = some?.referenceNumber.slice(-6).toLowerCase() ?? '';
    const found = await allOf(ready, { Search: 'aor-' });
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((item) => item.referenceNumber.startsWith('AOR-'))).toBe(true);
    expect((await allOf(ready, { Search: part })).map((item) => item.id)).toEqual([some?.id]);
    expect(await allOf(ready, { Search: '%' })).toEqual([]);
    expect(await allOf(ready, { Search: '_' })).toEqual([]);
    expect((await list(ready, { Search: '' })).total).toBe((await list(ready)).total);
  });

  it('filters by creation date, both days included, in Singapore time', async () => {
    const all = await allOf(ready);
    const days = all.map((item) => singaporeDay(item.createdAt)).sort();
    const from = days[5] ?? '';
    const to = days[days.length - 6] ?? '';
    const expected = all.filter((item) => {
      const day = singaporeDay(item.createdAt);
      return day >= from && day <= to;
    });
    const filtered = await allOf(ready, { DateFrom: from, DateTo: to });
    expect(filtered.map((item) => item.id).sort()).toEqual(expected.map((item) => item.id).sort());

    const onlyOneDay = await allOf(ready, { DateFrom: from, DateTo: from });
    expect(onlyOneDay.every((item) => singaporeDay(item.createdAt) === from)).toBe(true);
    expect(onlyOneDay.length).toBeGreaterThan(0);

    // A Date in the web's query string arrives as an ISO instant.
    const since = new Date(Date.now() - 50 * 86_400_000);
    const recent = await allOf(ready, { DateFrom: since });
    expect(recent.map((item) => item.id).sort()).toEqual(
      all
        .filter((item) => Date.parse(item.createdAt) >= since.getTime())
        .map((item) => item.id)
        .sort(),
    );
  });

  it('sorts statuses by the workflow, not by code', async () => {
    const ascending = await allOf(ready, { SortBy: 'status', SortDirection: 'asc' });
    const positions = ascending.map((item) => APPLICATION_STATUS_WORKFLOW_ORDER.indexOf(item.status));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    const statuses = ascending.map((item) => item.status);
    expect(statuses.indexOf(ApplicationStatus.pendingSigning)).toBeLessThan(
      statuses.indexOf(ApplicationStatus.recognised),
    );

    const descending = await allOf(ready, { SortBy: 'status', SortDirection: 'desc' });
    expect(descending[0]?.status).toBe(ApplicationStatus.cancelled);
    for (const [index, item] of descending.slice(1).entries()) {
      expect(compareStatus(item.status, descending[index]?.status ?? item.status)).toBeLessThanOrEqual(0);
    }
  });

  it('sorts by other columns, newest created first by default, drafts last by submission', async () => {
    const byDefault = await allOf(ready);
    const created = byDefault.map((item) => item.createdAt);
    expect(created).toEqual([...created].sort().reverse());

    const byReference = await allOf(ready, { SortBy: 'referenceNumber', SortDirection: 'asc' });
    const references = byReference.map((item) => item.referenceNumber);
    expect(references).toEqual([...references].sort());

    const bySubmission = await allOf(ready, { SortBy: 'submittedAt', SortDirection: 'asc' });
    expect(bySubmission.at(-1)?.submittedAt).toBeNull();
  });

  it('pages without overlap, and answers an empty page past the end', async () => {
    const first = await list(ready, { Page: 1, PageSize: 7 });
    const second = await list(ready, { Page: 2, PageSize: 7 });
    expect(second.page).toBe(2);
    const ids = new Set(first.items.map((item) => item.id));
    expect(second.items.some((item) => ids.has(item.id))).toBe(false);
    const beyond = await list(ready, { Page: 99 });
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBe(first.total);
  });

  it('refuses bad filters with a message per parameter', async () => {
    const response = await get(
      '/api/applications?Status=99&ApplicationType=abc&ApplicationCategory=5&Page=0&PageSize=101&SortBy=colour&SortDirection=up&DateFrom=2026-02-30',
      ready,
    );
    expect(response.statusCode).toBe(400);
    const message = response.json().message;
    expect(Object.keys(message).sort()).toEqual(
      [
        'ApplicationCategory',
        'ApplicationType',
        'DateFrom',
        'Page',
        'PageSize',
        'SortBy',
        'SortDirection',
        'Status',
      ].sort(),
    );
    expect(message.Status).toEqual(['Choose statuses from the list of application statuses']);
    expect(message.DateFrom).toEqual(['Enter the start date as a real date, like 2026-01-31']);

    const backwards = await get('/api/applications?DateFrom=2026-03-02&DateTo=2026-03-01', ready);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toEqual({
      DateTo: ['Enter an end date that is on or after the start date'],
    });
  });

  it('shows each company only its own applications', async () => {
    const mine = await allOf(dual);
    expect(mine).toHaveLength(2);
    const readyIds = new Set((await allOf(ready)).map((item) => item.id));
    expect(mine.some((item) => readyIds.has(item.id))).toBe(false);
    expect((await list(newcomer)).total).toBe(0);
  });

  it('needs a session', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/applications' });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/applications/{id}', () => {
  it('answers the owning company the application', async () => {
    const [item] = await allOf(ready, { Status: ApplicationStatus.pendingCorrectiveAction });
    const response = await get(`/api/applications/${item?.id}`, ready);
    expect(response.statusCode).toBe(200);
    const application = unescapeHtmlDeep(response.json().data);
    expect(application).toMatchObject({
      ...item,
      form: 'change-of-scope',
      companyName: 'Alpha Laboratories Pte. Ltd.',
      companyUen: '201912345A',
      isSubmitted: true,
      isOpen: true,
    });
    // Seeded past Draft with real answers from the template version it is pinned to.
    const sectionIds = application.template.definition.sections.map((section: { id: string }) => section.id);
    expect(Object.keys(application.sections)).toEqual(sectionIds);
    expect(Object.keys(application.states)).toEqual(sectionIds);
    expect(application.template.definition).toMatchObject({
      programme: Programme.LRP,
      form: 'change-of-scope',
    });
  });

  it('names a row’s form in the list: the URL segment of docs/requirements.md §2', async () => {
    const all = await allOf(ready);
    for (const item of all) {
      expect(APPLICATION_FORMS[item.programme].map((form) => form.slug)).toContain(item.form);
    }
  });

  it('is not found for another company, and for an id that names nothing', async () => {
    const [item] = await allOf(ready);
    const foreign = await get(`/api/applications/${item?.id}`, dual);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({
      success: false,
      code: 404,
      message: 'We could not find this application.',
    });
    const unknown = await get('/api/applications/6f1c2a9e-0000-4000-8000-000000000000', ready);
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses an id that is not a GUID', async () => {
    const response = await get('/api/applications/123', ready);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().message)).toEqual(['id']);
  });
});

/** A cell as the test compares it: a date cell by its instant, anything else as text. */
const cellText = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value ?? ''));

describe('GET /api/applications/export', () => {
  async function workbookOf(body: Buffer) {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(body as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Applications');
    if (!sheet) throw new Error('No Applications sheet');
    const rows: string[][] = [];
    sheet.eachRow((row) => {
      rows.push(APPLICATION_EXPORT_COLUMNS.map((_, index) => cellText(row.getCell(index + 1).value)));
    });
    return { sheet, rows };
  }

  it('exports every row of the filtered table, in its order, with labels and Singapore times', async () => {
    const query = { ApplicationType: [Programme.LRP, Programme.IBR], SortBy: 'status', SortDirection: 'asc' };
    const response = await get(`/api/applications/export${toQueryString(query)}`, ready);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(fileNameFromContentDisposition(response.headers['content-disposition'])).toBe(
      `applications-${singaporeDay(new Date().toISOString())}.xlsx`,
    );

    const { sheet, rows } = await workbookOf(response.rawPayload);
    const table = await allOf(ready, query);
    expect(table.length).toBeGreaterThan(10);
    expect(rows[0]).toEqual(APPLICATION_EXPORT_COLUMNS.map((column) => column.header));
    expect(rows.slice(1)).toEqual(
      table.map((item) => [
        item.referenceNumber,
        item.programmeLabel,
        item.categoryLabel,
        item.statusLabel,
        // Real dates, holding the time in Singapore, shown as dd/mm/yyyy hh:mm.
        cellText(singaporeWallClock(item.createdAt)),
        cellText(singaporeWallClock(item.submittedAt)),
        cellText(singaporeWallClock(item.updatedAt)),
      ]),
    );
    const created = sheet.getRow(2).getCell(5);
    expect(created.value).toBeInstanceOf(Date);
    expect(created.numFmt).toBe('dd/mm/yyyy hh:mm');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getColumn(1).width).toBeGreaterThan(10);
  });

  it("holds only the company's own applications", async () => {
    const response = await get('/api/applications/export', dual);
    const { rows } = await workbookOf(response.rawPayload);
    const references = rows.slice(1).map((row) => row[0]);
    expect(references.sort()).toEqual((await allOf(dual)).map((item) => item.referenceNumber).sort());
    const readyReferences = new Set((await allOf(ready)).map((item) => item.referenceNumber));
    expect(references.some((reference) => readyReferences.has(reference ?? ''))).toBe(false);
  });

  it('refuses bad filters like the table', async () => {
    const response = await get('/api/applications/export?Status=0', ready);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toHaveProperty('Status');
  });
});
