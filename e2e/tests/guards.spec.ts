import { expect, mainHeading, serviceNavigation, test, UNKNOWN_ID } from '../fixtures.js';

// One test per routing guard of docs/requirements.md §2, with the demo accounts of docs/demo-data.md.

test('a signed-out user asking for a screen that needs sign-in goes to Login', async ({ page }) => {
  for (const path of ['/dashboard', '/profile', '/select-module', '/pt-scheme/dashboard', '/user-manual']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
    await expect(mainHeading(page)).toHaveText('Log in to FSMIS');
  }
});

test('a newcomer whose profile is incomplete goes to Profile, not to the Dashboard', async ({
  page,
  signIn,
}) => {
  await signIn('newcomer');
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(mainHeading(page)).toHaveText('Profile');
  await page.goto('/terms-and-conditions');
  await expect(page).toHaveURL(/\/profile$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/profile$/);
  // The User Manual is open to an incomplete profile.
  await page.goto('/user-manual');
  await expect(mainHeading(page)).toHaveText('User Manual');
});

test('a local laboratory with a complete profile goes to the Dashboard and never into PT pages', async ({
  page,
  signIn,
}) => {
  await signIn('ready');
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(mainHeading(page)).toHaveText('Dashboard');
  for (const path of ['/pt-scheme/dashboard', `/pt-scheme-details/${UNKNOWN_ID}`, '/login']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/dashboard$/);
  }
  const menu = serviceNavigation(page);
  await expect(menu.getByRole('link')).toHaveText([
    'Dashboard',
    'Terms and Conditions',
    'Profile',
    'User Manual',
  ]);
  await expect(menu.getByRole('link', { name: 'PT Scheme' })).toHaveCount(0);
});

test('a laboratory with both modules chooses one on Select Module and stays inside it', async ({
  page,
  signIn,
}) => {
  await signIn('dual');
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/select-module$/);
  await expect(mainHeading(page)).toHaveText('Which module do you want to use?');

  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toContainText(
    'Select the module you want to use',
  );

  await page.getByLabel('Proficiency Testing').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/pt-scheme\/dashboard$/);
  await expect(mainHeading(page)).toHaveText('PT Scheme');
  await expect(serviceNavigation(page).getByRole('link')).toHaveText(['PT Scheme', 'Profile', 'User Manual']);
  for (const path of ['/dashboard', '/terms-and-conditions', '/application/lrp/new', '/login']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/pt-scheme\/dashboard$/);
  }

  await page.getByRole('link', { name: /Switch module/ }).click();
  // Wait for Select Module: the PT Scheme page has a region labelled "Proficiency Testing schemes" too.
  await expect(mainHeading(page)).toHaveText('Which module do you want to use?');
  await expect(page.getByLabel('Proficiency Testing')).toBeChecked();
  await page.getByLabel('Local laboratory').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(mainHeading(page)).toHaveText('Dashboard');
  for (const path of ['/pt-scheme/dashboard', `/pt-scheme-details/${UNKNOWN_ID}`]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/dashboard$/);
  }
});

test('a laboratory whose only standing is a suspended recognition reaches the Dashboard', async ({
  page,
  signIn,
}) => {
  await signIn('suspended');
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(mainHeading(page)).toHaveText('Dashboard');
});

test('an overseas laboratory signs in with its link and stays in Proficiency Testing', async ({
  page,
  overseasSignInLink,
}) => {
  await page.goto(await overseasSignInLink());
  await expect(page).toHaveURL(/\/pt-scheme\/dashboard$/);
  for (const path of ['/login', '/dashboard', '/select-module']) {
    await page.goto(path);
    await expect(page).toHaveURL(path === '/select-module' ? /\/select-module$/ : /\/pt-scheme\/dashboard$/);
  }
  await expect(page.getByRole('link', { name: /Switch module/ })).toHaveCount(0);
});

test('Login for a signed-in user goes to their home screen', async ({ page, signIn }) => {
  await signIn('ready');
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
  // The header's service name leads home too.
  await page.goto('/user-manual');
  await page.getByRole('link', { name: /FSMIS/ }).first().click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a malformed id shows Page Not Found without asking the API', async ({ page, signIn }) => {
  await signIn('ready');
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/applications') || url.pathname.startsWith('/api/proficiency-tests')) {
      apiCalls.push(url.pathname);
    }
  });
  for (const path of ['/application/not-a-guid', '/application/12345', '/terms-and-conditions/request/xyz']) {
    await page.goto(path);
    await expect(mainHeading(page)).toHaveText('Page Not Found');
    await expect(page).toHaveTitle('Page Not Found | FSMIS');
  }
  await page.goto('/application/xyz/new');
  await expect(mainHeading(page)).toHaveText('Page Not Found');
  expect(apiCalls).toEqual([]);
  // A well-formed id is a screen of its own, which asks the API for the application.
  await page.goto(`/application/${UNKNOWN_ID}`);
  await expect(mainHeading(page)).toHaveText('Application not found');
});
