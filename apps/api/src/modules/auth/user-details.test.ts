import { CorrespondenceStatus, Programme } from '@fsmis/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../../test/sign-in.js';
import { signInOverseas } from '../../test/sign-in-overseas.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp?.close());

async function userOf(cookie: string) {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

const selectModule = (cookie: string, payload: { module: string }) =>
  testApp.app.inject({ method: 'POST', url: '/api/auth/select-module', headers: { cookie }, payload });

describe('GET /api/auth/user: what the guards decide from', () => {
  it('ready has applications and acknowledged terms: dashboard allowed, IBR pending acknowledgement', async () => {
    const user = await userOf(await signInAs(testApp, 'ready'));
    expect(user).toMatchObject({
      hasAnyApplications: true,
      hasAnyProficiencyTests: false,
      dashboardAllowed: true,
      companyTermsAndConditionsPendingAcknowledgement: [Programme.IBR],
    });
    expect(
      user.termsAndConditions.map(
        (item: { companyTermsAndConditionsStatus: { value: number } | null }) =>
          item.companyTermsAndConditionsStatus?.value ?? null,
      ),
    ).toEqual([CorrespondenceStatus.acknowledged, CorrespondenceStatus.sent, null]);
  });

  it('dual has applications and takes part in proficiency tests', async () => {
    expect(await userOf(await signInAs(testApp, 'dual'))).toMatchObject({
      hasAnyApplications: true,
      hasAnyProficiencyTests: true,
      hasAccessToProficiencyTesting: true,
      dashboardAllowed: true,
    });
  });

  it('suspended has nothing but its suspended AOR recognition, which allows the dashboard', async () => {
    const user = await userOf(await signInAs(testApp, 'suspended'));
    expect(user).toMatchObject({
      hasAnyApplications: false,
      hasAnyProficiencyTests: false,
      dashboardAllowed: true,
    });
    expect(user.termsAndConditions[2]).toMatchObject({
      applicationType: { value: Programme.AOR, label: 'AOR' },
      companyTermsAndConditionsStatus: null,
      hasOngoingSuspension: true,
    });
  });

  it('the newcomer may not use the dashboard yet', async () => {
    const user = await userOf(await signInAs(testApp, 'newcomer'));
    expect(user).toMatchObject({
      hasAnyApplications: false,
      hasAnyProficiencyTests: false,
      dashboardAllowed: false,
    });
    expect(user.termsAndConditions).toHaveLength(3);
  });

  it('the overseas laboratory works in PT mode, with proficiency tests and no company terms', async () => {
    expect(await userOf(await signInOverseas(testApp))).toMatchObject({
      proficiencyTestingRegionType: 2,
      hasAccessToProficiencyTesting: true,
      hasAnyProficiencyTests: true,
      hasAnyApplications: false,
      termsAndConditions: [],
      companyTermsAndConditionsPendingAcknowledgement: [],
      ptMode: true,
      moduleSelected: true,
    });
  });
});

describe('POST /api/auth/select-module', () => {
  it('lets a laboratory with both modules choose, and choose again', async () => {
    const cookie = await signInAs(testApp, 'dual');
    expect(await userOf(cookie)).toMatchObject({ moduleSelected: false, ptMode: false });

    const pt = await selectModule(cookie, { module: 'pt' });
    expect(pt.statusCode).toBe(200);
    expect(pt.json().data).toMatchObject({
      moduleSelected: true,
      ptMode: true,
      hasAnyProficiencyTests: true,
    });
    expect(await userOf(cookie)).toMatchObject({ moduleSelected: true, ptMode: true });

    const local = await selectModule(cookie, { module: 'local' });
    expect(local.json().data).toMatchObject({ moduleSelected: true, ptMode: false });
  });

  it('is forbidden to laboratories with one module', async () => {
    for (const cookie of [await signInAs(testApp, 'ready'), await signInOverseas(testApp)]) {
      const response = await selectModule(cookie, { module: 'pt' });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(
        'Your laboratory uses one module only, so there is no module to choose.',
      );
    }
  });

  it('refuses a module that does not exist', async () => {
    const response = await selectModule(await signInAs(testApp, 'dual'), { module: 'staff' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual({ module: ['Choose the local module or the PT module'] });
  });

  it('needs a session', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/select-module',
      payload: { module: 'pt' },
    });
    expect(response.statusCode).toBe(401);
  });
});
