import { expect, maintenanceServer, test } from '../fixtures.js';
import { openSignedOutScreen, SIGNED_OUT_SCREENS } from '../screens.js';

for (const screen of SIGNED_OUT_SCREENS) {
  test(`${screen.name} has no WCAG 2.2 AA violations`, async ({ page, accessibilityViolations }) => {
    await openSignedOutScreen(page, screen);
    expect(await accessibilityViolations()).toEqual([]);
  });
}

test.describe('under maintenance', () => {
  test.use({ baseURL: maintenanceServer });

  test('Scheduled Maintenance has no WCAG 2.2 AA violations', async ({
    navigate,
    accessibilityViolations,
  }) => {
    await navigate('/scheduled-maintenance');
    expect(await accessibilityViolations()).toEqual([]);
  });
});

test('Login works at 320 CSS pixels wide without horizontal scrolling', async ({
  page,
  navigate,
  saveScreen,
}) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await navigate('/login');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await saveScreen('login-320');
});
