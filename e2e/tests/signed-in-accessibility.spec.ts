import { expect, holdSignInCallback, mainHeading, test } from '../fixtures.js';
import { expectPageLoaded } from '../locators.js';
import { LOCAL_SCREENS, PT_SCREENS } from '../screens.js';

// Every signed-in screen: no WCAG 2.2 AA violations found by axe-core, and a screenshot to look at.

test('the local module’s screens have no WCAG 2.2 AA violations', async ({
  page,
  signIn,
  saveScreen,
  accessibilityViolations,
}) => {
  // Nine screens, each checked by axe and photographed whole.
  test.setTimeout(90_000);
  await signIn('ready');
  for (const [name, path] of LOCAL_SCREENS) {
    await page.goto(path);
    await expectPageLoaded(page);
    expect(await accessibilityViolations(), name).toEqual([]);
    await saveScreen(name);
  }
  await page.getByRole('button', { name: /Notifications/ }).click();
  await expect(page.getByRole('heading', { name: 'Notifications', level: 2 })).toBeVisible();
  expect(await accessibilityViolations(), 'notifications').toEqual([]);
  await saveScreen('notifications-open');
});

test('Select Module and the PT module’s screens have no WCAG 2.2 AA violations', async ({
  page,
  signIn,
  saveScreen,
  accessibilityViolations,
}) => {
  await signIn('dual');
  await page.goto('/select-module');
  await expect(mainHeading(page)).toBeVisible();
  expect(await accessibilityViolations(), 'select-module').toEqual([]);
  await saveScreen('select-module');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('There is a problem')).toBeVisible();
  expect(await accessibilityViolations(), 'select-module-errors').toEqual([]);
  await saveScreen('select-module-errors');

  await page.getByLabel('Proficiency Testing').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  for (const [name, path] of PT_SCREENS) {
    await page.goto(path);
    await expectPageLoaded(page);
    expect(await accessibilityViolations(), name).toEqual([]);
    await saveScreen(name);
  }
});

test('the newcomer’s Profile, the timeout warning and the mobile header have no WCAG 2.2 AA violations', async ({
  page,
  signIn,
  saveScreen,
  accessibilityViolations,
}) => {
  await signIn('newcomer');
  await page.goto('/profile');
  await expect(page.getByRole('region', { name: 'Complete your profile' })).toBeVisible();
  await expectPageLoaded(page);
  expect(await accessibilityViolations(), 'profile-incomplete').toEqual([]);
  await saveScreen('profile-incomplete');

  await page.setViewportSize({ width: 320, height: 800 });
  await page.getByRole('button', { name: 'Menu' }).click();
  expect(await accessibilityViolations(), 'mobile-header').toEqual([]);
  await saveScreen('profile-320');
});

test('the signing-in pages and the timeout warning have no WCAG 2.2 AA violations', async ({
  page,
  signIn,
  saveScreen,
  accessibilityViolations,
}) => {
  // Held until checked: the page shows while the API completes the sign-in.
  const { release } = await holdSignInCallback(page, 'The sign-in was cancelled. Try again.');
  await page.goto('/spcp/callback?code=abc&state=def');
  await expect(mainHeading(page)).toHaveText('Signing you in…');
  await expect(page.getByRole('status')).toContainText('Please wait while we sign you in');
  expect(await accessibilityViolations(), 'signing-in').toEqual([]);
  await saveScreen('signing-in');
  release();
  await expect(page).toHaveURL(/\/login$/);

  await page.goto('/overseas/authenticate?token=not-a-real-token');
  await expect(mainHeading(page)).toHaveText('You cannot sign in with this link');
  expect(await accessibilityViolations(), 'overseas-link-refused').toEqual([]);

  await page.clock.install();
  await signIn('ready');
  await page.goto('/dashboard');
  // Every answer in: one still on its way as the clock jumps would carry a deadline from before the jump.
  await expectPageLoaded(page);
  await page.clock.fastForward('13:30');
  await expect(page.getByRole('alertdialog')).toBeVisible();
  expect(await accessibilityViolations(), 'inactivity-warning').toEqual([]);
});
