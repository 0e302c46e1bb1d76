import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { type FuzzReport, formatReport, runFuzz } from './fuzz-runner.js';

/** The short profile: the sweep of every operation as every user, valid and invalid, on a fresh database. */
const SHORT_PROFILE = { requests: 1_300, seed: 20_261_124 };

let testApp: TestApp;
let report: FuzzReport;

beforeAll(async () => {
  testApp = await createTestApp();
  const started = performance.now();
  report = await runFuzz({ app: testApp.app, db: testApp.database.db, ...SHORT_PROFILE });
  console.log(
    formatReport(report, performance.now() - started)
      .slice(0, 5)
      .join('\n'),
  );
}, 120_000);
afterAll(() => testApp.close());

it('calls every operation of the document as every user', () => {
  expect(Object.keys(report.byOperation).length).toBe(report.operations);
  expect(report.operations).toBeGreaterThan(100);
});

it('finds every answer within the contract: no 5xx, documented statuses and schemas, no leak', () => {
  expect(
    report.failures.map(
      (failure) =>
        `${failure.kind} ${failure.operation} as ${failure.user}: ${failure.status} ${failure.detail} <- ${failure.request}`,
    ),
  ).toEqual([]);
});
