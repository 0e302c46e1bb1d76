import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { applications, companies } from '../../db/schema/index.js';
import { DEMO_ACCOUNTS, REGULATOR } from '../../db/seed/demo-accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { collectWorld, type FuzzWorld, leakedValues } from './fuzz-world.js';

let testApp: TestApp;
let world: FuzzWorld;
const companyIds: Record<string, string> = {};

beforeAll(async () => {
  testApp = await createTestApp();
  world = await collectWorld(testApp.database.db);
  for (const row of await testApp.database.db.select().from(companies))
    companyIds[row.uen ?? row.name] = row.id;
});
afterAll(() => testApp.close());

it("finds another company's records in a company's answer, and not its own", async () => {
  const ready = companyIds[DEMO_ACCOUNTS.ready.companyUen] ?? '';
  const dual = companyIds[DEMO_ACCOUNTS.dual.companyUen] ?? '';
  const [application] = await testApp.database.db
    .select()
    .from(applications)
    .where(eq(applications.companyId, ready));
  if (!application) throw new Error('ready has no application');
  const answer = [`Application ${application.referenceNumber} has been submitted.`, application.id];

  expect(leakedValues(world, dual, answer).map(({ value }) => value)).toEqual([
    application.referenceNumber,
    application.id,
  ]);
  expect(leakedValues(world, ready, answer)).toEqual([]);
  expect(world.ids).toContain(application.id);
});

it("counts the regulator's records and the forms' example values as no company's secret", () => {
  const regulator = companyIds[REGULATOR.uen] ?? '';
  expect(world.owners.has(regulator)).toBe(false);
  // The forms show the demo company's UEN as the example of a UEN.
  expect(world.owners.has(DEMO_ACCOUNTS.ready.companyUen)).toBe(false);
  expect(world.owners.get(DEMO_ACCOUNTS.dual.companyUen)).toBe(companyIds[DEMO_ACCOUNTS.dual.companyUen]);
});
