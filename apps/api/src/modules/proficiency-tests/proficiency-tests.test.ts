import { PT_STATUSES, PtStatus, type SchemesPage, toQueryString } from '@fsmis/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proficiencyTestAnalytes, proficiencyTestSchemes } from '../../db/schema/index.js';
import { signInAs } from '../../test/sign-in.js';
import { signInOverseas } from '../../test/sign-in-overseas.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let testApp: TestApp;
let dual: string;
let overseas: string;
beforeAll(async () => {
  testApp = await createTestApp();
  dual = await signInAs(testApp, 'dual');
  overseas = await signInOverseas(testApp);
});
afterAll(() => testApp?.close());

const get = (cookie: string, query: Record<string, unknown> = {}) =>
  testApp.app.inject({
    method: 'GET',
    url: `/api/proficiency-tests${toQueryString(query)}`,
    headers: { cookie },
  });

async function schemes(cookie: string, query: Record<string, unknown> = {}) {
  const response = await get(cookie, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as SchemesPage;
}

describe('the seeded schemes', () => {
  it('cover every PT status, each scheme with two analytes or more', async () => {
    const rows = await testApp.database.db
      .select({ status: proficiencyTestSchemes.status, analytes: count(proficiencyTestAnalytes.id) })
      .from(proficiencyTestSchemes)
      .leftJoin(proficiencyTestAnalytes, eq(proficiencyTestAnalytes.schemeId, proficiencyTestSchemes.id))
      .groupBy(proficiencyTestSchemes.id);
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(PT_STATUSES));
    expect(rows.every((row) => row.analytes >= 2)).toBe(true);
  });
});

describe('GET /api/proficiency-tests', () => {
  it.each([
    ['dual', () => dual],
    ['overseas', () => overseas],
  ])(
    'lists the schemes %s takes part in (statuses 2-6) and the open one it may join, never a draft',
    async (_, cookie) => {
      const page = await schemes(cookie());
      // Two earlier completed rounds of the infant cereal scheme join the five statuses and the open one.
      expect(page).toMatchObject({ total: 8, page: 1, pageSize: 10 });
      const registered = page.items.filter((item) => item.isRegistered);
      expect(new Set(registered.map((item) => item.status))).toEqual(
        new Set([
          PtStatus.registrationOpen,
          PtStatus.registrationClosed,
          PtStatus.resultsSubmissionOpen,
          PtStatus.resultsSubmissionClosed,
          PtStatus.ptCompleted,
        ]),
      );
      const joinable = page.items.filter((item) => !item.isRegistered);
      expect(joinable).toEqual([
        expect.objectContaining({
          name: 'Preservatives in fruit juice',
          status: PtStatus.registrationOpen,
          statusLabel: 'Registration Open',
          registeredAt: null,
        }),
      ]);
      expect(page.items.some((item) => item.status === PtStatus.draft)).toBe(false);
      for (const item of registered) expect(Date.parse(item.registeredAt ?? '')).toBeLessThan(Date.now());
      const completed = page.items.filter((item) => item.status === PtStatus.ptCompleted);
      expect(completed).toHaveLength(3);
      expect(completed[0]).toMatchObject({
        statusLabel: 'PT Completed',
        code: expect.stringMatching(/^PT-\d{4}-\d{2}$/),
      });
    },
  );

  it('filters by status, given once or repeated; Draft gives nothing', async () => {
    const open = await schemes(dual, { Status: PtStatus.registrationOpen });
    expect(open.items.map((item) => item.isRegistered).sort()).toEqual([false, true]);
    const results = await schemes(dual, {
      Status: [PtStatus.resultsSubmissionOpen, PtStatus.resultsSubmissionClosed],
    });
    expect(results.items.map((item) => item.status).sort()).toEqual([4, 5]);
    expect((await schemes(dual, { Status: PtStatus.draft })).total).toBe(0);
  });

  it('searches codes and names, case-insensitive', async () => {
    const byName = await schemes(overseas, { Search: 'AFLATOXIN' });
    expect(byName.items.map((item) => item.name)).toEqual(['Aflatoxins in peanut butter']);
    const code = byName.items[0]?.code ?? '';
    const byCode = await schemes(overseas, { Search: code.toLowerCase() });
    expect(byCode.items.map((item) => item.code)).toEqual([code]);
    expect((await schemes(overseas, { Search: 'Heavy metals' })).total).toBe(0);
  });

  it('pages', async () => {
    const first = await schemes(dual, { PageSize: 3 });
    const second = await schemes(dual, { PageSize: 3, Page: 2 });
    const third = await schemes(dual, { PageSize: 3, Page: 3 });
    expect(first.items).toHaveLength(3);
    expect(second.items).toHaveLength(3);
    expect(third.items).toHaveLength(2);
    const ids = [...first.items, ...second.items, ...third.items].map((item) => item.id);
    expect(new Set(ids).size).toBe(8);
  });

  it('refuses bad filters', async () => {
    const response = await get(dual, { Status: 7, PageSize: 0 });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().message).sort()).toEqual(['PageSize', 'Status']);
  });

  it('is forbidden to local laboratories without proficiency testing access', async () => {
    for (const key of ['ready', 'newcomer', 'suspended'] as const) {
      const response = await get(await signInAs(testApp, key));
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Your laboratory does not take part in proficiency testing.');
    }
  });

  it('needs a session', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/proficiency-tests' });
    expect(response.statusCode).toBe(401);
  });
});
