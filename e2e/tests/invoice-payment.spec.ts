import type { Page } from '@playwright/test';
import {
  APPLICATION_REFERENCE,
  atPhoneWidth,
  dataOf,
  errorSummary,
  expect,
  mainHeading,
  signInOfficer,
  successBanner,
  test,
} from '../fixtures.js';
import { expectPageLoaded } from '../locators.js';

// How a company pays an invoice: the invoice page says PayNow to the regulator's UEN and the bank
// transfer, each with the invoice number as the reference, from the payment details officers keep in the
// console. The officer's change is put back whatever happens: other specs read the seeded details.

type PaymentDetails = {
  payNowUen: string;
  bankName: string;
  accountName: string;
  accountNumber: string;
  swiftCode: string | null;
};
type NextAction = { kind: string; text: string; place: { subject: string; applicationId?: string } };

const SEEDED: PaymentDetails = {
  payNowUen: 'T08GB0001A',
  bankName: 'DBS Bank Ltd',
  accountName: 'National Food Regulator',
  accountNumber: '003-901234-5',
  swiftCode: 'DBSSSGSG',
};

/** One of ready's unpaid invoices: its application and number, as the Dashboard lists them. */
async function unpaidInvoiceOf(page: Page): Promise<{ applicationId: string; number: string }> {
  const { actions } = await dataOf<{ actions: NextAction[] }>(
    page.request.get('/api/dashboard/next-actions'),
  );
  const pay = actions.find((action) => action.kind === 'invoice');
  expect(pay, 'an unpaid invoice of ready').toBeDefined();
  return {
    applicationId: pay?.place.applicationId ?? '',
    number: pay?.text.replace('Pay invoice ', '') ?? '',
  };
}

const howToPay = (page: Page) => page.getByRole('main').locator('.workflow-how-to-pay');

test('the invoice page says how to pay: PayNow to the UEN and the bank transfer, with the invoice number as reference', async ({
  page,
  signIn,
  saveScreen,
  accessibilityViolations,
}) => {
  await signIn('ready');
  const invoice = await unpaidInvoiceOf(page);
  await page.goto(`/application/${invoice.applicationId}#invoice`);
  // The application's page is headed by its reference number.
  await expect(mainHeading(page)).toHaveText(APPLICATION_REFERENCE);
  const section = howToPay(page);
  await expect(section.getByRole('heading', { name: 'How to pay' })).toBeVisible();
  await expect(section).toContainText(
    `PayNow: pay to UEN ${SEEDED.payNowUen} and enter ${invoice.number} as the reference.`,
  );
  await expect(section).toContainText(
    `Bank transfer: ${SEEDED.bankName}, account name ${SEEDED.accountName}, account number ${SEEDED.accountNumber} (SWIFT ${SEEDED.swiftCode}), with ${invoice.number} as the reference.`,
  );
  await expectPageLoaded(page);
  expect(await accessibilityViolations()).toEqual([]);
  await section.scrollIntoViewIfNeeded();
  await saveScreen('invoice-how-to-pay');
  await atPhoneWidth(page, async () => {
    await expect(section).toBeVisible();
    expect(await accessibilityViolations()).toEqual([]);
    await saveScreen('invoice-how-to-pay-390');
  });
});

test('an officer edits the payment details in the console, checked field by field, and the invoice page follows', async ({
  page,
  browser,
  baseURL,
  saveScreen,
  accessibilityViolations,
}) => {
  await signInOfficer(page.request);
  const company = await browser.newContext({ baseURL });
  const portal = await company.newPage();
  try {
    await page.goto('/officer/payment-details');
    await expect(mainHeading(page)).toHaveText('Payment details');
    await expect(page).toHaveTitle('Payment details – FSMIS officers’ console');
    await expect(page.getByLabel('PayNow UEN')).toHaveValue(SEEDED.payNowUen);

    await page.getByLabel('PayNow UEN').fill('12345');
    await page.getByLabel('Account number').fill('twelve');
    await page.getByRole('button', { name: 'Save the payment details' }).click();
    const summary = errorSummary(page);
    await expect(summary).toContainText('Enter a UEN of 9 or 10 characters, like 201912345A');
    await expect(summary).toContainText('Enter the account number in digits, with hyphens if it has them');
    await expectPageLoaded(page);
    expect(await accessibilityViolations()).toEqual([]);
    await saveScreen('officer-payment-details-errors');

    await page.getByLabel('PayNow UEN').fill('T08GB0001A');
    await page.getByLabel('Bank').fill('OCBC Bank');
    await page.getByLabel('Account number').fill('501-123456-001');
    await page.getByLabel('SWIFT code (optional)').fill('');
    await expect(page.getByRole('region', { name: 'How an invoice will say it' })).toContainText(
      'Bank transfer: OCBC Bank, account name National Food Regulator, account number 501-123456-001, with INV-2026-000001 as the reference.',
    );
    await page.getByRole('button', { name: 'Save the payment details' }).click();
    await expect(successBanner(page, 'Saved the payment details')).toBeVisible();
    expect(await accessibilityViolations()).toEqual([]);
    await saveScreen('officer-payment-details');
    await atPhoneWidth(page, async () => {
      expect(await accessibilityViolations()).toEqual([]);
      await saveScreen('officer-payment-details-390');
    });

    // The company's invoice page says the new details.
    await portal.request.post('/api/auth/test-logins', {
      data: { singpassIdentifier: 'S1234567D', companyUen: '201912345A', email: 'alice@alpha-labs.example' },
    });
    const invoice = await unpaidInvoiceOf(portal);
    await portal.goto(`/application/${invoice.applicationId}#invoice`);
    await expect(howToPay(portal)).toContainText(
      `Bank transfer: OCBC Bank, account name National Food Regulator, account number 501-123456-001, with ${invoice.number} as the reference.`,
    );
  } finally {
    await dataOf(page.request.put('/api/officer/payment-details', { data: SEEDED }));
    await company.close();
  }
});
