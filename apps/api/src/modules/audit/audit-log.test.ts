import { randomUUID } from 'node:crypto';
import {
  AUDIT_LOG_EXPORT_MAX_ROWS,
  type AuditEntry,
  fileNameFromContentDisposition,
  singaporeDateParts,
  singaporeWallClock,
  toQueryString,
  unescapeHtmlDeep,
} from '@fsmis/domain';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema/index.js';
import { DEMO_OFFICER, SECOND_OFFICER } from '../../db/seed/demo-accounts.js';
import { signInAs, signInAsOfficer } from '../../test/sign-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { insertAuditEntry } from './audit.repository.js';
import { AUDIT_EXPORT_COLUMNS, tooManyToExportMessage } from './audit-export.js';

let testApp: TestApp;
let officer: string;
beforeAll(async () => {
  testApp = await createTestApp();
  officer = await signInAsOfficer(testApp);
});
afterAll(() => testApp?.close());

const get = (url: string, cookie = officer) =>
  testApp.app.inject({ method: 'GET', url, headers: { cookie } });

async function page(query: Record<string, unknown>) {
  const response = await get(`/api/officer/audit-log${toQueryString({ PageSize: 100, ...query })}`);
  expect(response.statusCode, response.body).toBe(200);
  return unescapeHtmlDeep(response.json().data) as { items: AuditEntry[]; total: number };
}

async function officerId(email: string): Promise<string> {
  const [row] = await testApp.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`No officer ${email}`);
  return row.id;
}

/** Entries of one case: a marker of its own in every entry's snapshot keeps the cases apart. */
async function entries(
  marker: string,
  list: Array<{ at: string; officer?: string; action?: string; entityId?: string; title?: string }>,
) {
  for (const entry of list) {
    await insertAuditEntry(testApp.database.db, {
      officerUserId: await officerId(entry.officer ?? DEMO_OFFICER.email),
      actor: 'test',
      action: entry.action ?? 'banner.create',
      entityType: 'banner',
      entityId: entry.entityId ?? randomUUID(),
      before: null,
      after: { marker, title: entry.title ?? 'A banner' },
      requestId: `req-${marker}`,
      createdAt: new Date(entry.at),
    });
  }
}

describe('GET /api/officer/audit-log', () => {
  it("finds entries by part of the officer's name or e-mail, an entity id, an action or a value", async () => {
    const marker = `m${randomUUID().slice(0, 8)}`;
    const entityId = randomUUID();
    await entries(marker, [
      { at: '2026-03-01T02:00:00Z', officer: SECOND_OFFICER.email, title: 'Zebra crossing works' },
      { at: '2026-03-01T03:00:00Z', entityId, action: 'banner.delete' },
      { at: '2026-03-01T04:00:00Z' },
    ]);
    const search = async (text: string) =>
      (await page({ Search: text })).items.filter(
        (item) => item.after?.marker === marker || item.requestId === `req-${marker}`,
      );
    expect((await search('RAHUL')).map((item) => item.officer?.email)).toEqual([SECOND_OFFICER.email]);
    expect((await search('nair@regulator')).length).toBe(1);
    expect((await search(entityId.slice(4, 20))).map((item) => item.entityId)).toEqual([entityId]);
    expect((await search('zebra crossing')).map((item) => item.after?.title)).toEqual([
      'Zebra crossing works',
    ]);
    expect((await search('banner.delete')).map((item) => item.action)).toEqual(['banner.delete']);
    expect(await search(marker)).toHaveLength(3);
    // The pattern characters are taken literally.
    expect((await page({ Search: `${marker}%` })).total).toBe(0);
  });

  it('filters by days in Singapore, both included, with other filters', async () => {
    const marker = `m${randomUUID().slice(0, 8)}`;
    await entries(marker, [
      // 31 March 23:30 in Singapore.
      { at: '2025-03-31T15:30:00Z' },
      // 1 April 00:30 in Singapore.
      { at: '2025-03-31T16:30:00Z' },
      { at: '2025-04-02T15:59:00Z', action: 'banner.update' },
      { at: '2025-04-02T16:00:00Z' },
    ]);
    const days = await page({ Search: marker, DateFrom: '2025-04-01', DateTo: '2025-04-02' });
    expect(days.items.map((item) => item.at)).toEqual([
      '2025-04-02T15:59:00.000Z',
      '2025-03-31T16:30:00.000Z',
    ]);
    const updates = await page({ Search: marker, DateFrom: '2025-04-01', Action: 'banner.update' });
    expect(updates.total).toBe(1);
    const backwards = await get('/api/officer/audit-log?DateFrom=2025-04-02&DateTo=2025-04-01');
    expect(backwards.statusCode).toBe(400);
    expect(unescapeHtmlDeep(backwards.json().message)).toEqual({
      DateTo: ['Enter an end date that is on or after the start date'],
    });
  });
});

describe('GET /api/officer/audit-log/export', () => {
  async function rowsOf(body: Buffer) {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(body as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Audit log');
    if (!sheet) throw new Error('No Audit log sheet');
    const rows: string[][] = [];
    sheet.eachRow((row) => {
      rows.push(
        AUDIT_EXPORT_COLUMNS.map((_, index) => {
          const value = row.getCell(index + 1).value;
          return value instanceof Date ? value.toISOString() : String(value ?? '');
        }),
      );
    });
    return { sheet, rows };
  }

  it('exports the entries the filters match, newest first, named by the day in Singapore', async () => {
    const marker = `m${randomUUID().slice(0, 8)}`;
    await entries(marker, [
      { at: '2026-02-01T01:00:00Z', title: '=SUM(A1:A2)' },
      { at: '2026-02-02T01:00:00Z', officer: SECOND_OFFICER.email },
    ]);
    const response = await get(`/api/officer/audit-log/export?Search=${marker}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const parts = singaporeDateParts(new Date());
    const today = `${parts?.year}-${parts?.month}-${parts?.day}`;
    expect(fileNameFromContentDisposition(response.headers['content-disposition'])).toBe(
      `audit-log-${today}.xlsx`,
    );

    const { sheet, rows } = await rowsOf(response.rawPayload);
    const listed = (await page({ Search: marker })).items;
    expect(rows[0]).toEqual(AUDIT_EXPORT_COLUMNS.map((column) => column.header));
    expect(rows.slice(1)).toEqual(
      listed.map((entry) => [
        // A real date holding the time in Singapore, shown as dd/mm/yyyy hh:mm:ss.
        singaporeWallClock(entry.at)?.toISOString(),
        entry.officer?.name ?? '',
        entry.officer?.email ?? '',
        entry.actor,
        entry.action,
        entry.entityType,
        entry.entityId ?? '',
        '',
        JSON.stringify(entry.after),
        entry.requestId ?? '',
      ]),
    );
    expect(rows[1]?.[2]).toBe(SECOND_OFFICER.email);
    expect(sheet.getRow(2).getCell(1).value).toBeInstanceOf(Date);
    expect(sheet.getRow(2).getCell(1).numFmt).toBe('dd/mm/yyyy hh:mm:ss');
    // Text that looks like a formula stays text.
    expect(sheet.getRow(3).getCell(9).formula).toBeUndefined();
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  });

  it(`holds up to ${AUDIT_LOG_EXPORT_MAX_ROWS.toLocaleString('en-SG')} entries and refuses more`, async () => {
    const marker = `bulk${randomUUID().slice(0, 8)}`;
    const insertMany = (count: number) =>
      testApp.database.db.execute(
        sql`insert into audit_log (actor, action, entity_type, entity_id, request_id, created_at)
            select ${marker}, 'banner.create', 'banner', gen_random_uuid()::text, null,
                   timestamptz '2024-01-01T00:00:00Z' + n * interval '1 second'
            from generate_series(1, ${count}::int) as n`,
      );
    try {
      await insertMany(AUDIT_LOG_EXPORT_MAX_ROWS);
      const full = await get(`/api/officer/audit-log/export?Search=${marker}`);
      expect(full.statusCode).toBe(200);
      const { rows } = await rowsOf(full.rawPayload);
      expect(rows).toHaveLength(AUDIT_LOG_EXPORT_MAX_ROWS + 1);
      // Newest first, each entry once, across the batches it was read in.
      const secondsAfterStart = (seconds: number) =>
        singaporeWallClock(new Date(Date.parse('2024-01-01T00:00:00Z') + seconds * 1000))?.toISOString();
      expect(rows[1]?.[0]).toBe(secondsAfterStart(AUDIT_LOG_EXPORT_MAX_ROWS));
      expect(rows.at(-1)?.[0]).toBe(secondsAfterStart(1));
      expect(new Set(rows.slice(1).map((row) => row[6])).size).toBe(AUDIT_LOG_EXPORT_MAX_ROWS);

      await insertMany(1);
      const over = await get(`/api/officer/audit-log/export?Search=${marker}`);
      expect(over.statusCode).toBe(400);
      expect(unescapeHtmlDeep(over.json().message)).toBe(
        tooManyToExportMessage(AUDIT_LOG_EXPORT_MAX_ROWS + 1),
      );
    } finally {
      await testApp.database.db.delete(auditLog).where(eq(auditLog.actor, marker));
    }
  }, 120_000);

  it('refuses companies and bad filters', async () => {
    const company = await signInAs(testApp, 'ready');
    expect((await get('/api/officer/audit-log/export', company)).statusCode).toBe(403);
    const bad = await get('/api/officer/audit-log/export?Entity=planet');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(unescapeHtmlDeep(bad.json().message))).toEqual(['Entity']);
  });
});
