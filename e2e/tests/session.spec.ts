import { demoAccounts, expect, mainHeading, serviceNavigation, test } from '../fixtures.js';
import { expectPageLoaded } from '../locators.js';

test('Log out ends the session and returns to Login', async ({ page, signIn }) => {
  await signIn('ready');
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('region', { name: 'Important' })).toContainText('You have signed out.');
  expect(await page.evaluate(() => localStorage.getItem('fsmis.autoLogoutAt'))).toBeNull();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('a sign-in in another browser sends the first one to Login with the new-session message', async ({
  page,
  browser,
  baseURL,
  signIn,
}) => {
  await signIn('ready');
  await page.goto('/dashboard');
  await expect(mainHeading(page)).toHaveText('Dashboard');
  // Nothing of this page is still on its way: the next call is the user's own.
  await expectPageLoaded(page);

  const elsewhere = await browser.newContext({ baseURL });
  const signedInElsewhere = await elsewhere.request.post('/api/auth/test-logins', {
    data: demoAccounts.ready,
  });
  expect(signedInElsewhere.ok()).toBe(true);
  await elsewhere.close();

  await serviceNavigation(page).getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/login\?reason=new-session$/);
  await expect(page.getByRole('region', { name: 'Important' })).toContainText(
    'You have been logged out because another session was detected.',
  );
});

test('signing out in one tab signs the other tabs out too', async ({ page, context, signIn }) => {
  await signIn('ready');
  await page.goto('/dashboard');
  const otherTab = await context.newPage();
  await otherTab.goto('/user-manual');
  await expect(mainHeading(otherTab)).toHaveText('User Manual');

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(otherTab).toHaveURL(/\/login$/);
});

test.describe('inactivity', () => {
  test('warns two minutes ahead, stays signed in on request, and signs out at the deadline', async ({
    page,
    signIn,
    saveScreen,
  }) => {
    await page.clock.install();
    await signIn('ready');
    await page.goto('/dashboard');
    await expect(mainHeading(page)).toHaveText('Dashboard');
    // An answer still on its way when the clock jumps would carry a deadline from before the jump; so would
    // one that has arrived but is not yet handled. Every part of the page shown: every answer handled.
    await expectPageLoaded(page);

    // From here the clock moves only when the test moves it.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);

    const dialog = page.getByRole('alertdialog', { name: 'You’re about to be signed out' });
    // The time left as the screen shows it, counting every second ("1 minute 59 seconds").
    const countdown = dialog.getByText(/^\d+ (minutes?|seconds?)( \d+ seconds?)?$/);
    const secondsLeft = async () => {
      const text = (await countdown.textContent()) ?? '';
      const minutes = Number(/(\d+) minutes?/.exec(text)?.[1] ?? 0);
      const seconds = Number(/(\d+) seconds?/.exec(text)?.[1] ?? 0);
      return minutes * 60 + seconds;
    };
    // The session lasts 15 minutes from the last call; the warning opens 2 minutes before its end.
    await page.clock.fastForward('12:30');
    await expect(dialog).toBeHidden();
    await page.clock.fastForward('00:31');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(
      /For your security, we will sign you out in (2 minutes|1 minute 5\d seconds)\./,
    );
    await expect(dialog.getByRole('button', { name: 'Stay signed in' })).toBeFocused();
    // The screen counts every second; screen readers hear the time in 15-second steps.
    const shown = await secondsLeft();
    expect(shown).toBeGreaterThan(110);
    await page.clock.runFor(1_000);
    await expect.poll(secondsLeft).toBe(shown - 1);
    // What a screen reader hears: the dialog's description, a live region.
    await expect(dialog).toHaveAccessibleDescription('For your security, we will sign you out in 2 minutes.');
    await page.clock.runFor(15_000);
    await expect(dialog).toHaveAccessibleDescription(
      'For your security, we will sign you out in 1 minute 45 seconds.',
    );
    await saveScreen('inactivity-warning');

    // The dialog is modal: focus stays inside it.
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Sign out' })).toBeFocused();

    await dialog.getByRole('button', { name: 'Stay signed in' }).click();
    await expect(dialog).toBeHidden();
    await page.clock.fastForward('12:00');
    await expect(dialog).toBeHidden();

    // Escape keeps the session too.
    await page.clock.fastForward('01:30');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // Doing nothing ends the session.
    await page.clock.fastForward('15:01');
    await expect(page).toHaveURL(/\/login\?reason=inactivity$/);
    await expect(page.getByRole('region', { name: 'Important' })).toContainText(
      'You have been logged out due to inactivity.',
    );
    // A page starts the portal once its first frame is drawn: with the clock paused it would draw none.
    await page.clock.resume();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('unsaved changes', () => {
  test('Log out is refused while the profile has unsaved edits; discarding them logs out', async ({
    page,
    registerLab,
    saveScreen,
    accessibilityViolations,
  }) => {
    const lab = await registerLab();
    await page.goto('/profile');
    await expect(page.getByLabel('Full name')).toHaveValue(lab.name);
    await page.getByLabel('Full name').fill(`${lab.name} Lim`);

    await page.getByRole('button', { name: 'Log out' }).click();
    const panel = page.getByRole('alert').filter({ hasText: 'You have unsaved changes' });
    await expect(panel).toBeVisible();
    await expect(panel).toBeFocused();
    await expect(page).toHaveURL(/\/profile$/);
    await saveScreen('profile-unsaved-changes');
    expect(await accessibilityViolations()).toEqual([]);

    await panel.getByRole('button', { name: 'Discard and log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('Save and log out saves the edits first', async ({ page, registerLab }) => {
    await registerLab();
    await page.goto('/profile');
    await page.getByLabel('Number').fill('6123 4567');
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('button', { name: 'Save and log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('what was typed is kept as a draft and offered back on the next visit', async ({
    page,
    registerLab,
    saveScreen,
    accessibilityViolations,
  }) => {
    const lab = await registerLab();
    await page.goto('/profile');
    await page.getByLabel('Full name').fill('Someone Else');
    await expect(page.getByText('Your changes are kept until you save them.')).toBeVisible();

    await page.reload();
    await expect(page.getByText('We restored the changes you had not saved.')).toBeVisible();
    await expect(page.getByLabel('Full name')).toHaveValue('Someone Else');
    await saveScreen('profile-draft-restored');
    expect(await accessibilityViolations()).toEqual([]);

    await page.getByRole('button', { name: 'Discard these changes' }).click();
    await expect(page.getByLabel('Full name')).toHaveValue(lab.name);
    await page.reload();
    await expect(page.getByLabel('Full name')).toHaveValue(lab.name);
    await expect(page.getByText('We restored the changes you had not saved.')).toHaveCount(0);
  });
});
