import { CorrespondenceStatus } from '@fsmis/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, companyTermsAndConditions } from '../../db/schema/index.js';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts.js';
import { signInAs } from '../../test/sign-in.js';
import { signInOverseas } from '../../test/sign-in-overseas.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp?.close());

const latest = (cookie: string) =>
  testApp.app.inject({ method: 'GET', url: '/api/company-terms-and-conditions/latest', headers: { cookie } });

const none = { companyTermsAndConditionId: null, companyTermsAndConditionsStatus: null, version: null };

describe('GET /api/company-terms-and-conditions/latest', () => {
  it('answers one item per programme: ready has LRP acknowledged, IBR sent, AOR never requested', async () => {
    const response = await latest(await signInAs(testApp, 'ready'));
    expect(response.statusCode).toBe(200);
    const items = response.json().data;
    expect(items).toEqual([
      {
        applicationType: { value: 1, label: 'LRP' },
        companyTermsAndConditionId: expect.any(String),
        companyTermsAndConditionsStatus: { value: CorrespondenceStatus.acknowledged, label: 'Acknowledged' },
        version: 1,
        hasOngoingSuspension: false,
        isAbleToRequest: false,
        actions: [
          {
            name: 'request',
            open: false,
            reason: 'You have already acknowledged the LRP terms and conditions.',
          },
          {
            name: 'acknowledge',
            open: false,
            reason: 'You have already acknowledged these terms and conditions.',
          },
        ],
      },
      {
        applicationType: { value: 2, label: 'IBR' },
        companyTermsAndConditionId: expect.any(String),
        companyTermsAndConditionsStatus: { value: CorrespondenceStatus.sent, label: 'Sent' },
        version: 1,
        hasOngoingSuspension: false,
        isAbleToRequest: false,
        actions: [
          {
            name: 'request',
            open: false,
            reason: 'You have already received the IBR terms and conditions. Acknowledge them on this page.',
          },
          { name: 'acknowledge', open: true, reason: null },
        ],
      },
      {
        applicationType: { value: 3, label: 'AOR' },
        ...none,
        hasOngoingSuspension: false,
        isAbleToRequest: true,
        actions: [
          { name: 'request', open: true, reason: null },
          { name: 'acknowledge', open: false, reason: 'No terms and conditions have been sent yet.' },
        ],
      },
    ]);
  });

  it('gives the suspended AOR recognition as an ongoing suspension', async () => {
    const items = (await latest(await signInAs(testApp, 'suspended'))).json().data;
    expect(items.map((item: { hasOngoingSuspension: boolean }) => item.hasOngoingSuspension)).toEqual([
      false,
      false,
      true,
    ]);
    expect(
      items.every(
        (item: { companyTermsAndConditionsStatus: unknown }) => item.companyTermsAndConditionsStatus === null,
      ),
    ).toBe(true);
  });

  it('answers the newcomer three programmes without terms, each able to request', async () => {
    const items = (await latest(await signInAs(testApp, 'newcomer'))).json().data;
    expect(items).toHaveLength(3);
    for (const item of items) expect(item).toMatchObject({ ...none, isAbleToRequest: true });
  });

  it('reads the latest record of a programme; only rejected ones leave the company able to request', async () => {
    const cookie = await signInAs(testApp, 'dual');
    const [company] = await testApp.database.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.uen, DEMO_ACCOUNTS.dual.companyUen));
    const companyId = company?.id ?? '';
    const at = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000);
    await testApp.database.db.insert(companyTermsAndConditions).values([
      { companyId, programme: 2, status: CorrespondenceStatus.rejected, createdAt: at(30) },
      { companyId, programme: 2, status: CorrespondenceStatus.requested, createdAt: at(1) },
      { companyId, programme: 3, status: CorrespondenceStatus.rejected, createdAt: at(10) },
    ]);

    const items = (await latest(cookie)).json().data;
    expect(items[1]).toMatchObject({
      companyTermsAndConditionsStatus: { value: CorrespondenceStatus.requested, label: 'Requested' },
      isAbleToRequest: false,
    });
    expect(items[2]).toMatchObject({
      companyTermsAndConditionsStatus: { value: CorrespondenceStatus.rejected, label: 'Rejected' },
      isAbleToRequest: true,
    });

    const user = await testApp.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(user.json().data.termsAndConditions).toEqual(items);
  });

  it('is for local laboratories only', async () => {
    const response = await latest(await signInOverseas(testApp));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      success: false,
      code: 403,
      message: 'Company terms and conditions are for local laboratories only.',
    });
  });

  it('needs a session', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/company-terms-and-conditions/latest',
    });
    expect(response.statusCode).toBe(401);
  });
});
