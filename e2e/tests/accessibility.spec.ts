import { expect, maintenanceServer, test } from '../fixtures.js';

const screens = [
  { name: 'Login', path: '/login' },
  { name: 'Login with errors', path: '/login', submitEmpty: true },
  { name: 'Page Not Found', path: '/no/such/page' },
  { name: 'Scheduled Maintenance (no maintenance)', path: '/scheduled-maintenance' },
];

for (const screen of screens) {
  test(`${screen.name} has no WCAG 2.2 AA violations`, async ({
    page,
    navigate,
    accessibilityViolations,
  }) => {
    await navigate(screen.path);
    if (screen.submitEmpty) {
      await page
        .getByRole('form', { name: 'Test login' })
        .getByRole('button', { name: 'Log in', exact: true })
        .click();
      await expect(page.getByText('There is a problem')).toBeVisible();
    }
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
