import { expect, mainHeading, OFFICER, signInOfficer, test } from '../fixtures.js';
import { expectPageLoaded } from '../locators.js';

// The officers' console's own frame: who may open it, how officers sign in and out, and that officers
// who reach the companies' portal are sent to it.

test('an officer signs in with the test login on the console and reaches the work queue', async ({
  page,
  saveScreen,
  accessibilityViolations,
}) => {
  await page.goto('/officer/');
  // No one is signed in: the console's Sign in page, not a screen of it.
  await expect(page).toHaveURL(/\/officer\/sign-in$/);
  await expect(mainHeading(page)).toHaveText('Sign in');
  await expect(page).toHaveTitle('FSMIS officers’ console');
  expect(await accessibilityViolations()).toEqual([]);
  await saveScreen('officer-sign-in');

  // Nothing filled in: the problems, in a summary and at each field.
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert').getByText('Enter your Singpass ID')).toBeVisible();

  await page.getByLabel('Singpass ID').fill(OFFICER.singpassIdentifier);
  await page.getByLabel('UEN of the regulator').fill(OFFICER.companyUen);
  await page.getByLabel('Email address').fill(OFFICER.email);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();

  await expect(page.getByRole('navigation', { name: 'Console' })).toBeVisible();
  await expect(page.getByText('Olivia Tan', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Work queue', exact: true }),
  ).toHaveAttribute('aria-current', 'page');

  // Signing out ends the session: the console's screens need signing in again.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/officer\/sign-in\?reason=signed-out$/);
  await expect(page.getByText('You have signed out.')).toBeVisible();
  expect((await page.request.get('/api/officer/terms-requests')).status()).toBe(401);
});

test('a deep link to a console screen opens it once the officer is signed in, and a console page unknown says so', async ({
  page,
}) => {
  await signInOfficer(page.request);
  await page.goto('/officer/no-such-screen');
  await expect(mainHeading(page)).toHaveText('Page not found');
  await expect(page.getByRole('link', { name: 'Go to the work queue' })).toBeVisible();
  // Without the trailing slash, the server adds it.
  await page.goto('/officer');
  await expect(page).toHaveURL(/\/officer\/?$/);
  await expect(page.getByRole('navigation', { name: 'Console' })).toBeVisible();
});

test('a company user who opens the console is refused with a page that says where to go', async ({
  page,
  signIn,
  saveScreen,
  accessibilityViolations,
}) => {
  await signIn('ready');
  await page.goto('/officer/');
  await expectPageLoaded(page);
  await expect(mainHeading(page)).toHaveText('This console is for the regulator’s officers');
  await expect(page.getByRole('navigation', { name: 'Console' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Go to the FSMIS portal' })).toHaveAttribute('href', '/');
  expect(await accessibilityViolations()).toEqual([]);
  await saveScreen('officer-refused');
  // The API refuses the company user every console call, whatever the page shows.
  expect((await page.request.get('/api/officer/applications')).status()).toBe(403);
});

test('an officer who signs in on the companies’ portal is sent to the console, still signed in', async ({
  page,
  navigate,
}) => {
  await navigate('/login');
  const form = page.getByRole('form', { name: 'Test login' });
  await form.getByLabel('Company UEN').fill(OFFICER.companyUen);
  await form.getByLabel('Email address').fill(OFFICER.email);
  await form.getByLabel('Singpass ID (NRIC/FIN)').fill(OFFICER.singpassIdentifier);
  await form.getByRole('button', { name: 'Log in', exact: true }).click();

  await expect(page).toHaveURL(/\/officer\/?$/);
  await expect(page.getByRole('navigation', { name: 'Console' })).toBeVisible();
  // A portal screen opened directly sends the officer on too: no company screen shows.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/officer\/?$/);
});
