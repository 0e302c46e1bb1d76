import { demoAccounts, expect, mainHeading, screenPath, test } from '../fixtures.js';

test('Log in with Singpass: the identity chosen on MockPass lands in the portal on the Dashboard', async ({
  page,
  navigate,
  baseURL,
}) => {
  await navigate('/login');
  await page.getByRole('button', { name: 'Log in with Singpass' }).click();
  const portal = new URL(baseURL ?? '').origin;
  await page.waitForURL((url) => url.origin !== portal);

  // MockPass's login page: Login opens a dialog whose own-user form takes any NRIC and UEN.
  await page.getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog');
  const nric = dialog.getByLabel('NRIC');
  const uen = dialog.getByLabel('UEN');
  await expect(nric).toBeVisible();
  // MockPass's page scripts may still reset its fields while the modal opens: fill until both hold.
  await expect(async () => {
    await nric.fill(demoAccounts.ready.singpassIdentifier);
    await uen.fill(demoAccounts.ready.companyUen);
    await expect(nric).toHaveValue(demoAccounts.ready.singpassIdentifier, { timeout: 500 });
    await expect(uen).toHaveValue(demoAccounts.ready.companyUen, { timeout: 500 });
  }).toPass();
  await dialog.getByRole('button', { name: 'Login' }).click();

  await expect(page).toHaveURL(`${portal}/dashboard`);
  await expect(mainHeading(page)).toHaveText('Dashboard');
  await expect(page.getByText('Alice Tan Mei Ling')).toBeVisible();
});

for (const callback of ['/spcp/callback', '/singpass/callback']) {
  test(`${callback} that the identity service refused goes back to Login with the reason`, async ({
    page,
  }) => {
    await page.goto(`${callback}?error=access_denied&state=unknown-attempt`);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('region', { name: 'Important' })).toContainText(
      'The sign-in was cancelled. Try again.',
    );
  });
}

test('an overseas laboratory signs in through the e-mailed link, which works only once', async ({
  page,
  browser,
  baseURL,
  overseasSignInLink,
}) => {
  const link = await overseasSignInLink();
  await page.goto(link);
  await expect(page).toHaveURL(/\/pt-scheme\/dashboard$/);
  await expect(mainHeading(page)).toHaveText('PT Scheme');

  // The same link, opened again (here in another browser), is refused.
  const other = await browser.newContext({ baseURL });
  const otherPage = await other.newPage();
  await otherPage.goto(link);
  await expect(mainHeading(otherPage)).toHaveText('You cannot sign in with this link');
  await expect(otherPage.getByText('This sign-in link has expired or has already been used.')).toBeVisible();
  await otherPage.screenshot({ path: screenPath('overseas-link-refused'), fullPage: true });
  await otherPage.getByRole('link', { name: 'Go to Login to ask for a new sign-in link' }).click();
  await expect(otherPage).toHaveURL(/\/login$/);
  await other.close();
});

test('a sign-in link that is not one the portal sent is refused', async ({ page }) => {
  await page.goto('/overseas/authenticate?token=not-a-real-token');
  await expect(mainHeading(page)).toHaveText('You cannot sign in with this link');
  await expect(page.getByText('This sign-in link has expired or has already been used.')).toBeVisible();
  await page.goto('/overseas/authenticate');
  await expect(page.getByText('This sign-in link is incomplete.')).toBeVisible();
});
