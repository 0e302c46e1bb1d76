import { expect, mainHeading, serviceNavigation, test, UNKNOWN_ID } from '../fixtures.js';

/** React Router's index of the current history entry. */
const historyIndex = (page: import('@playwright/test').Page) =>
  page.evaluate(() => (window.history.state as { idx?: number } | null)?.idx ?? null);

/**
 * Adds a history entry after the current one without the portal noticing, then steps back to the
 * current one: the browser's Forward button now leads to `path`.
 */
async function prepareForwardEntry(page: import('@playwright/test').Page, path: string) {
  await page.evaluate((target) => {
    const state = window.history.state as { idx: number };
    window.history.pushState({ usr: null, key: 'forward', idx: state.idx + 1 }, '', target);
  }, path);
  await page.goBack();
}

test('browser Forward from a signed-in screen into the signed-out area is undone', async ({
  page,
  signIn,
}) => {
  await signIn('ready');
  await page.goto('/dashboard');
  await expect(mainHeading(page)).toHaveText('Dashboard');
  const start = await historyIndex(page);
  await prepareForwardEntry(page, '/login');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect.poll(() => historyIndex(page)).toBe(start);

  await page.goForward();
  // Back where the user was, on the same history entry (a redirect would have replaced the next one).
  await expect.poll(() => historyIndex(page)).toBe(start);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(mainHeading(page)).toHaveText('Dashboard');
});

test('browser Forward from the local module into the PT module is undone', async ({ page, signIn }) => {
  await signIn('dual');
  await page.goto('/select-module');
  await page.getByLabel('Local laboratory').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await serviceNavigation(page).getByRole('link', { name: 'Terms and Conditions' }).click();
  await expect(mainHeading(page)).toHaveText('Terms and Conditions');
  const start = await historyIndex(page);

  await prepareForwardEntry(page, '/pt-scheme/dashboard');
  await expect.poll(() => historyIndex(page)).toBe(start);
  await page.goForward();
  await expect.poll(() => historyIndex(page)).toBe(start);
  await expect(page).toHaveURL(/\/terms-and-conditions$/);

  // Moving within the module is left alone.
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goForward();
  await expect(page).toHaveURL(/\/terms-and-conditions$/);
  await expect(mainHeading(page)).toHaveText('Terms and Conditions');
});

const LOCAL_TITLES: ReadonlyArray<readonly [string, string]> = [
  ['/dashboard', 'Dashboard'],
  ['/profile', 'Profile'],
  ['/terms-and-conditions', 'Terms and Conditions'],
  ['/terms-and-conditions/request/aor', 'Request Terms and Conditions: AOR'],
  [`/application/${UNKNOWN_ID}`, 'Application Details'],
  ['/application/lrp/instructions', 'LRP Application Instructions'],
  ['/application/lrp/new', 'LRP Application: New'],
  ['/application/ibr/renewal', 'IBR Application: Renewal'],
  ['/application/aor/change-of-scope', 'AOR Application: Change Of Scope'],
  ['/application/lrp/change-of-company-name', 'LRP Application: Change Of Company Name'],
  ['/application/lrp/change-of-company-address', 'LRP Application: Change Of Company Address'],
  ['/application/ibr/change-of-company-details', 'IBR Application: Change Of Company Details'],
  [
    '/application/aor/change-of-company-name-and-address',
    'AOR Application: Change Of Company Name and Address',
  ],
  [
    '/application/aor/change-of-company-authorised-representatives',
    'AOR Application: Change Of Company Authorised Representatives',
  ],
  [
    '/application/aor/change-of-company-authorised-auditors-and-approved-signatories',
    'AOR Application: Change Of Company Authorised Auditors and Approved Signatories',
  ],
  ['/user-manual', 'User Manual'],
];

test('every screen of the local module is titled after its route', async ({ page, signIn }) => {
  await signIn('ready');
  for (const [path, title] of LOCAL_TITLES) {
    await page.goto(path);
    await expect(page, path).toHaveTitle(`${title} | FSMIS`);
    await expect(mainHeading(page)).toBeVisible();
  }
  // No form says "not yet available" any more: ready, recognised under LRP, is told why it cannot apply anew.
  await page.goto('/application/lrp/new');
  await expect(mainHeading(page)).toHaveText('LRP New Application');
  await expect(page.getByText('You are already recognised under LRP.', { exact: false })).toBeVisible();
});

test('every screen of the PT module is titled after its route', async ({ page, signIn }) => {
  await signIn('dual');
  await page.goto('/select-module');
  await expect(page).toHaveTitle('Select Module | FSMIS');
  await page.getByLabel('Proficiency Testing').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveTitle('PT Scheme | FSMIS');
  await page.goto(`/pt-scheme-details/${UNKNOWN_ID}`);
  await expect(page).toHaveTitle('PT Scheme Details | FSMIS');
  await expect(mainHeading(page)).toHaveText('PT Scheme Details');
  await page.goto('/pt-scheme-details/42');
  await expect(page).toHaveTitle('Page Not Found | FSMIS');
  await expect(mainHeading(page)).toHaveText('Page Not Found');
});

test('the header menu collapses behind a Menu button on a narrow screen', async ({ page, signIn }) => {
  await page.setViewportSize({ width: 320, height: 720 });
  await signIn('ready');
  await page.goto('/dashboard');
  const menu = serviceNavigation(page);
  const toggle = menu.getByRole('button', { name: 'Menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(menu.getByRole('link', { name: 'Profile' })).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await menu.getByRole('link', { name: 'Profile' }).click();
  await expect(mainHeading(page)).toHaveText('Profile');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
