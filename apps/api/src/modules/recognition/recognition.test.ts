import { CompanyRecognitionStatus, Programme } from '@fsmis/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../../test/sign-in.js';
import { signInOverseas } from '../../test/sign-in-overseas.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp?.close());

const recognitionsOf = async (cookie: string) => {
  const response = await testApp.app.inject({
    method: 'GET',
    url: '/api/companies/recognition',
    headers: { cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};

describe('GET /api/companies/recognition', () => {
  it("answers ready's current LRP recognition, valid into the future", async () => {
    const [lrp, ...others] = await recognitionsOf(await signInAs(testApp, 'ready'));
    expect(others).toEqual([]);
    expect(lrp).toMatchObject({
      programme: Programme.LRP,
      programmeLabel: 'LRP',
      status: CompanyRecognitionStatus.recognised,
      statusLabel: 'Recognised',
      recognitionNumber: expect.stringMatching(/^LRP-REC-\d{4}-0042$/),
      hasOngoingSuspension: false,
      isRestricted: false,
    });
    expect(Date.parse(lrp.validUntil)).toBeGreaterThan(Date.now());
    expect(Date.parse(lrp.validFrom)).toBeLessThan(Date.now());
    expect(lrp.scopeSummary).toContain('heavy metals');
  });

  it("answers suspended's AOR recognition as Suspended, an ongoing suspension", async () => {
    const recognitions = await recognitionsOf(await signInAs(testApp, 'suspended'));
    expect(recognitions).toHaveLength(1);
    expect(recognitions[0]).toMatchObject({
      programme: Programme.AOR,
      status: CompanyRecognitionStatus.suspended,
      statusLabel: 'Suspended',
      hasOngoingSuspension: true,
      isRestricted: false,
    });
  });

  it('shows no company the recognition of another', async () => {
    expect(await recognitionsOf(await signInAs(testApp, 'newcomer'))).toEqual([]);
    expect(await recognitionsOf(await signInAs(testApp, 'dual'))).toEqual([]);
    expect(await recognitionsOf(await signInOverseas(testApp))).toEqual([]);
  });

  it('needs a session', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/companies/recognition' });
    expect(response.statusCode).toBe(401);
  });
});
