import { readFile } from 'node:fs/promises';
import type { APIRequest, Page } from '@playwright/test';
import {
  completeProfile,
  dataOf,
  errorSummary,
  expect,
  mainHeading,
  PHONE_TAG,
  type ProgrammeCode,
  profileServer,
  screenPath,
  signInOfficer,
  successBanner,
  test,
  uploadThroughApi,
} from '../fixtures.js';
import { expectPageLoaded, statusTag } from '../locators.js';

// The company terms and conditions per programme (docs/domain.md): request, send, reject, acknowledge, and
// a new version. Every test that changes terms does so on a laboratory of its own (registerLab): the
// demo accounts are shared with the other tests of the worker's portal.

const LRP = 1;
const IBR = 2;
const AOR = 3;

const PROGRAMME_HEADINGS = {
  [LRP]: 'Laboratory Recognition Programme (LRP)',
  [IBR]: 'Inspection Body Recognition (IBR)',
  [AOR]: 'Audit Organisation Recognition (AOR)',
} as const;

/** One programme's card on Terms and Conditions. */
const card = (page: Page, programme: ProgrammeCode) =>
  page.getByRole('region', { name: PROGRAMME_HEADINGS[programme] });

/** A card's status tag. */
const statusOf = (page: Page, programme: ProgrammeCode) => statusTag(card(page, programme));

/** How many unread notifications the header's Notifications button reports. */
async function unreadNotifications(page: Page): Promise<number> {
  const toggle = page.getByRole('button', { name: /^Notifications/ });
  await expect(toggle).toBeVisible();
  const match = /(\d+) unread/.exec(
    (await toggle.getAttribute('aria-label')) ?? (await toggle.textContent()) ?? '',
  );
  return match ? Number(match[1]) : 0;
}

type Officer = {
  readonly send: (companyUen: string, programme: ProgrammeCode) => Promise<void>;
  readonly reject: (companyUen: string, programme: ProgrammeCode, reason: string) => Promise<void>;
  readonly openRequests: () => Promise<{ company: { uen: string }; applicationType: { value: number } }[]>;
  readonly publish: (programme: ProgrammeCode, title: string, pdf: Buffer) => Promise<void>;
};

/**
 * Acts as the seeded officer through the officer HTTP API, in a request context of its own (its own
 * session cookie). The officer command line (`npm run officer -- terms send …`) calls the same service
 * functions, but it cannot run here: the embedded database (PGlite) accepts one process at a time, and
 * the running portal holds it.
 */
async function asOfficer(
  playwright: { readonly request: APIRequest },
  baseURL: string | undefined,
  work: (officer: Officer) => Promise<void>,
) {
  const context = await playwright.request.newContext({ baseURL });
  try {
    await signInOfficer(context);
    const post = (path: string, data: object) => dataOf(context.post(path, { data }));
    await work({
      send: async (companyUen, applicationType) => {
        await post('/api/officer/company-terms-and-conditions/send', { companyUen, applicationType });
      },
      reject: async (companyUen, applicationType, reason) => {
        await post('/api/officer/company-terms-and-conditions/reject', {
          companyUen,
          applicationType,
          reason,
        });
      },
      openRequests: () => dataOf(context.get('/api/officer/terms-requests')),
      publish: async (applicationType, title, pdf) => {
        const file = await uploadThroughApi(context, {
          fileName: 'terms.pdf',
          bytes: pdf,
          purpose: 'officer-document',
          fileTypes: ['pdf'],
        });
        await post('/api/officer/terms-documents', { applicationType, title, file });
      },
    });
  } finally {
    await context.dispose();
  }
}

/** Waits until the page shows all it loads, then checks it with axe-core and keeps a screenshot of it. */
async function checkScreen(
  page: Page,
  name: string,
  accessibilityViolations: () => Promise<readonly string[]>,
  saveScreen: (name: string) => Promise<void>,
) {
  await expectPageLoaded(page);
  expect(await accessibilityViolations(), name).toEqual([]);
  await saveScreen(name);
}

test('a new laboratory requests the LRP terms, the officer sends them, and once acknowledged the Dashboard opens', {
  tag: PHONE_TAG,
}, async ({ page, registerLab, playwright, baseURL, saveScreen, accessibilityViolations }) => {
  test.slow();
  const check = (name: string) => checkScreen(page, name, accessibilityViolations, saveScreen);
  const lab = await completeProfile(page, await registerLab());

  // Without terms sent or acknowledged, the guards keep the laboratory on Terms and Conditions.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/terms-and-conditions$/);
  await expect(mainHeading(page)).toHaveText('Terms and Conditions');
  for (const programme of [LRP, IBR, AOR] as const) {
    await expect(statusOf(page, programme)).toHaveText('Not requested');
  }
  await expect(card(page, LRP)).toContainText('For laboratories that test food');
  await expect(page.getByText('You can use the Dashboard once we have sent your company')).toBeVisible();
  await check('terms-not-requested');
  const unreadAtFirst = await unreadNotifications(page);

  // The request form starts from the profile's contact details.
  await card(page, LRP).getByRole('link', { name: 'Request terms and conditions for LRP' }).click();
  await expect(page).toHaveURL(/\/terms-and-conditions\/request\/lrp$/);
  await expect(mainHeading(page)).toHaveText('Request the LRP terms and conditions');
  const name = page.getByLabel('Contact person’s full name');
  const email = page.getByLabel('Contact person’s email address');
  const purpose = page.getByLabel('What does your company plan to apply for under LRP?');
  await expect(name).toHaveValue(lab.name);
  await expect(email).toHaveValue(lab.email);
  await expect(purpose).toHaveValue('');
  await expect(page.getByText('You have 1,000 characters remaining').first()).toBeVisible();
  await check('terms-request-empty');

  // Errors show once submitted, listed in a summary that links to each field.
  await name.fill('');
  await email.fill('not an address');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(errorSummary(page).getByRole('link')).toHaveText([
    'Enter the name of the person we should contact about these terms and conditions',
    'Enter an email address in the correct format, like name@example.com',
    'Tell us what your company plans to apply for under this programme',
  ]);
  // The summary takes focus, so a screen reader reads it first. (What takes it is the box around the
  // alert, with no role or name of its own to find it by.)
  await expect(page.locator('.error-summary')).toBeFocused();
  await expect(purpose).toHaveAttribute('aria-invalid', 'true');
  await check('terms-request-errors');
  await errorSummary(page)
    .getByRole('link', { name: /Tell us what your company plans/ })
    .click();
  await expect(purpose).toBeFocused();

  // What is typed is kept as a draft, and offered back after a reload.
  const draftKept = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/form-drafts/terms-request-lrp') &&
      response.request().method() === 'PUT' &&
      (response.request().postData() ?? '').includes('from March'),
  );
  await name.fill(lab.name);
  await email.fill(lab.email);
  await purpose.fill('Recognition for microbiological testing of ready-to-eat food, from March.');
  expect((await draftKept).ok()).toBe(true);
  await expect(page.getByText('Your changes are kept until you send the request.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Unsaved changes restored' })).toBeVisible();
  await expect(purpose).toHaveValue(
    'Recognition for microbiological testing of ready-to-eat food, from March.',
  );

  // A second tab opens the same form before the request is sent from the first.
  const secondTab = await page.context().newPage();
  await secondTab.goto('/terms-and-conditions/request/lrp');
  await expect(secondTab.getByLabel('What does your company plan to apply for under LRP?')).toHaveValue(
    'Recognition for microbiological testing of ready-to-eat food, from March.',
  );

  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page).toHaveURL(/\/terms-and-conditions$/);
  await expect(
    successBanner(
      page,
      'Your request for the LRP terms and conditions has been sent. We will let you know when they are ready.',
    ),
  ).toBeVisible();
  await expect(statusOf(page, LRP)).toHaveText('Requested');
  await expect(card(page, LRP)).toContainText(
    'We will let you know when the terms and conditions are ready.',
  );
  await expect(card(page, LRP).getByRole('link', { name: /Request/ })).toHaveCount(0);
  await check('terms-requested');

  // The second tab's request is refused by the API (409), clearly, with the way back.
  await secondTab.getByRole('button', { name: 'Send request' }).click();
  await expect(errorSummary(secondTab)).toContainText(
    'You have already requested the LRP terms and conditions. We will send them to you.',
  );
  await expect(secondTab.getByRole('link', { name: 'Return to Terms and Conditions' })).toBeVisible();
  await expect(secondTab.getByRole('button', { name: 'Send request' })).toHaveCount(0);
  await expectPageLoaded(secondTab);
  await secondTab.screenshot({ path: screenPath('terms-request-refused'), fullPage: true });
  await secondTab.close();

  // A request alone does not open the Dashboard, and the request page now says why there is no form.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/terms-and-conditions$/);
  await page.goto('/terms-and-conditions/request/lrp');
  await expect(
    page.getByRole('heading', { name: 'You have already asked for these terms and conditions' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send request' })).toHaveCount(0);
  await check('terms-request-unavailable');

  await asOfficer(playwright, baseURL, async (officer) => {
    const open = await officer.openRequests();
    expect(
      open.some((item) => item.company.uen === lab.companyUen && item.applicationType.value === LRP),
    ).toBe(true);
    await officer.send(lab.companyUen, LRP);
  });

  // The laboratory is told, and sees the terms sent to it.
  await page.goto('/terms-and-conditions');
  await expect(statusOf(page, LRP)).toHaveText('Sent');
  expect(await unreadNotifications(page)).toBe(unreadAtFirst + 1);
  await expect(card(page, LRP).getByText('Version 1', { exact: true })).toBeVisible();
  await expect(card(page, LRP).getByRole('button', { name: /^Download PDF/ })).toBeVisible();
  await check('terms-sent');

  // Acknowledging needs the confirmation first.
  const acknowledge = card(page, LRP).getByRole('button', {
    name: 'Acknowledge the LRP terms and conditions',
  });
  await acknowledge.click();
  await expect(errorSummary(page).getByRole('link')).toHaveText([
    'Confirm that you have read and accept the LRP terms and conditions',
  ]);
  const confirmation = card(page, LRP).getByLabel('I have read and accept the LRP terms and conditions');
  await expect(confirmation).toHaveAttribute('aria-invalid', 'true');
  await check('terms-acknowledge-errors');
  await confirmation.check();
  await acknowledge.click();
  await expect(successBanner(page, 'You have acknowledged the LRP terms and conditions.')).toBeVisible();
  await expect(statusOf(page, LRP)).toHaveText('Acknowledged');
  await expect(card(page, LRP).getByText('Acknowledged on')).toBeVisible();
  await expect(errorSummary(page)).toHaveCount(0);
  await check('terms-acknowledged');

  await page.getByRole('link', { name: 'Go to your Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(mainHeading(page)).toHaveText('Dashboard');
});

test('ready sees its IBR terms waiting for acknowledgement, and downloads its LRP terms', async ({
  page,
  signIn,
  navigate,
  saveScreen,
  accessibilityViolations,
}) => {
  // Read only: ready is shared with the other tests, which may rely on its IBR terms being Sent.
  await signIn('ready');
  await navigate('/terms-and-conditions');
  await expect(statusOf(page, LRP)).toHaveText('Acknowledged');
  await expect(statusOf(page, IBR)).toHaveText('Sent');
  await expect(statusOf(page, AOR)).toHaveText('Not requested');
  await expect(card(page, IBR)).toContainText('Read the IBR terms and conditions and acknowledge them.');
  await expect(
    card(page, IBR).getByLabel('I have read and accept the IBR terms and conditions'),
  ).not.toBeChecked();
  await expect(
    card(page, IBR).getByRole('button', { name: 'Acknowledge the IBR terms and conditions' }),
  ).toBeVisible();
  await expect(card(page, LRP).getByText('Acknowledged on')).toBeVisible();
  // Dates in Singapore time, as "dd MMM yyyy".
  await expect(card(page, LRP).getByRole('time').first()).toHaveText(/^\d{2} [A-Z][a-z]{2} \d{4}$/);
  await expect(
    card(page, AOR).getByRole('link', { name: 'Request terms and conditions for AOR' }),
  ).toBeVisible();
  await checkScreen(page, 'terms-ready', accessibilityViolations, saveScreen);

  // The document downloads under the name its content-disposition gives.
  const downloading = page.waitForEvent('download');
  await card(page, LRP)
    .getByRole('button', { name: 'Download PDF of the LRP terms and conditions, version 1' })
    .click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('LRP Terms and Conditions v1.pdf');
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  const direct = await page.request.get('/api/terms-and-conditions/document?ApplicationType=1');
  expect(direct.headers()['content-disposition']).toContain('LRP Terms and Conditions v1.pdf');

  // On a narrow screen the cards reflow, with nothing cut off (WCAG 1.4.10).
  await page.setViewportSize({ width: 320, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await checkScreen(page, 'terms-ready-320', accessibilityViolations, saveScreen);
});

test('terms an officer sends unasked are acknowledged, and a new version asks for a new acknowledgement', async ({
  page,
  registerLab,
  playwright,
  baseURL,
  saveScreen,
  accessibilityViolations,
}) => {
  test.slow();
  const lab = await completeProfile(page, await registerLab());
  await asOfficer(playwright, baseURL, async (officer) => {
    await officer.send(lab.companyUen, IBR);
    await officer.send(lab.companyUen, AOR);
  });

  // Terms sent unasked open the Dashboard at once, and wait for acknowledgement.
  await page.goto('/dashboard');
  await expect(mainHeading(page)).toHaveText('Dashboard');
  await page.goto('/terms-and-conditions');
  for (const programme of [IBR, AOR] as const) {
    await expect(statusOf(page, programme)).toHaveText('Sent');
    await expect(card(page, programme).getByText('Requested on')).toHaveCount(0);
  }
  for (const [programme, label] of [
    [IBR, 'IBR'],
    [AOR, 'AOR'],
  ] as const) {
    await card(page, programme)
      .getByLabel(`I have read and accept the ${label} terms and conditions`)
      .check();
    await card(page, programme)
      .getByRole('button', { name: `Acknowledge the ${label} terms and conditions` })
      .click();
    await expect(
      successBanner(page, `You have acknowledged the ${label} terms and conditions.`),
    ).toBeVisible();
    await expect(statusOf(page, programme)).toHaveText('Acknowledged');
  }

  // The officer publishes version 2 of the AOR terms (AOR: no demo account holds AOR terms). The
  // laboratory's acknowledged version 1 is replaced, and version 2 waits for its acknowledgement.
  const version1 = await page.request.get('/api/terms-and-conditions/document?ApplicationType=3');
  expect(version1.ok()).toBe(true);
  await asOfficer(playwright, baseURL, async (officer) => {
    await officer.publish(
      AOR,
      'Audit Organisation Recognition (AOR): Company Terms and Conditions, 2027 edition',
      await version1.body(),
    );
  });
  await page.reload();
  await expect(statusOf(page, AOR)).toHaveText('Sent');
  await expect(card(page, AOR).getByText('Version 2', { exact: true })).toBeVisible();
  await expect(card(page, AOR)).toContainText(
    'We have sent you a new version of the AOR terms and conditions.',
  );
  const earlier = card(page, AOR).getByRole('list', { name: 'Earlier versions' });
  await expect(earlier.getByRole('listitem')).toHaveCount(1);
  await expect(earlier.getByRole('listitem')).toContainText(
    /Version 1 · Obsolete · acknowledged .* · replaced /,
  );
  await expect(card(page, AOR).getByText('Only the current version can be downloaded.')).toBeVisible();
  await checkScreen(page, 'terms-new-version', accessibilityViolations, saveScreen);

  const downloading = page.waitForEvent('download');
  await card(page, AOR)
    .getByRole('button', { name: 'Download PDF of the AOR terms and conditions, version 2' })
    .click();
  expect((await downloading).suggestedFilename()).toBe('AOR Terms and Conditions v2.pdf');
});

test('a rejected request shows the reason, and the laboratory can request again', async ({
  page,
  registerLab,
  playwright,
  baseURL,
  saveScreen,
  accessibilityViolations,
}) => {
  test.slow();
  const lab = await completeProfile(page, await registerLab());
  await dataOf(
    page.request.post('/api/company-terms-and-conditions', {
      data: {
        applicationType: IBR,
        contactName: lab.name,
        contactEmail: lab.email,
        purpose: 'Inspection of food premises',
      },
    }),
  );
  await page.goto('/terms-and-conditions');
  await expect(statusOf(page, IBR)).toHaveText('Requested');
  const unreadBefore = await unreadNotifications(page);

  const reason = 'Your company is a laboratory, not an inspection body. Request the LRP terms instead.';
  await asOfficer(playwright, baseURL, async (officer) => {
    await officer.reject(lab.companyUen, IBR, reason);
  });

  await page.reload();
  await expect(statusOf(page, IBR)).toHaveText('Rejected');
  expect(await unreadNotifications(page)).toBe(unreadBefore + 1);
  await expect(card(page, IBR).getByText(reason)).toBeVisible();
  await expect(card(page, IBR).getByText('Rejected on')).toBeVisible();
  await expect(card(page, IBR).getByRole('button', { name: /Acknowledge/ })).toHaveCount(0);
  await expect(card(page, IBR).getByRole('button', { name: /Download/ })).toHaveCount(0);
  await checkScreen(page, 'terms-rejected', accessibilityViolations, saveScreen);

  await card(page, IBR).getByRole('link', { name: 'Request again for IBR' }).click();
  await expect(page).toHaveURL(/\/terms-and-conditions\/request\/ibr$/);
  await page
    .getByLabel('What does your company plan to apply for under IBR?')
    .fill('Inspection of imported food consignments at our cold store.');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page).toHaveURL(/\/terms-and-conditions$/);
  await expect(
    successBanner(page, 'Your request for the IBR terms and conditions has been sent.'),
  ).toBeVisible();
  await expect(statusOf(page, IBR)).toHaveText('Requested');
});

test.describe('on a portal where no other test uses ready', () => {
  // The worker portals' tests rely on ready's IBR terms staying Sent; this portal's other test only
  // changes the newcomer, so ready can acknowledge here without disturbing anyone.
  test.use({ baseURL: profileServer });

  test('ready sees its IBR terms pending acknowledgement and acknowledges them', async ({
    page,
    signIn,
    navigate,
  }) => {
    await signIn('ready');
    await navigate('/dashboard');
    await expect(page.getByText('Terms and conditions are waiting for your acknowledgement')).toBeVisible();

    await navigate('/terms-and-conditions');
    await expect(statusOf(page, IBR)).toHaveText('Sent');
    const acknowledge = card(page, IBR).getByRole('button', {
      name: 'Acknowledge the IBR terms and conditions',
    });
    await acknowledge.click();
    await expect(errorSummary(page)).toBeVisible();
    await expect(
      card(page, IBR).getByLabel('I have read and accept the IBR terms and conditions'),
    ).toHaveAttribute('aria-invalid', 'true');
    await expect(statusOf(page, IBR)).toHaveText('Sent');

    await card(page, IBR).getByLabel('I have read and accept the IBR terms and conditions').check();
    await acknowledge.click();
    await expect(successBanner(page, 'You have acknowledged the IBR terms and conditions.')).toBeVisible();
    await expect(statusOf(page, IBR)).toHaveText('Acknowledged');

    // Nothing is waiting any more: the dashboard says so, and a second acknowledgement is refused.
    await navigate('/dashboard');
    await expect(page.getByText('Terms and conditions are waiting for your acknowledgement')).toHaveCount(0);
    const terms = await page.request.get('/api/company-terms-and-conditions/latest');
    const ibr = (await terms.json()).data.find(
      (item: { applicationType: { value: number } }) => item.applicationType.value === IBR,
    );
    const again = await page.request.post(
      `/api/company-terms-and-conditions/${ibr.companyTermsAndConditionId}`,
      {
        data: { companyTermsAndConditionId: ibr.companyTermsAndConditionId },
      },
    );
    expect(again.status()).toBe(409);
    expect((await again.json()).message).toBe('You have already acknowledged these terms and conditions.');
  });
});
