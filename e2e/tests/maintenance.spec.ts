import { expect, MAINTENANCE_MESSAGE, mainHeading, maintenanceServer, test } from '../fixtures.js';

test.use({ baseURL: maintenanceServer });

for (const path of ['/', '/login', '/dashboard', '/no/such/page']) {
  test(`maintenance sends ${path} to Scheduled Maintenance`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(/\/scheduled-maintenance$/);
    await expect(mainHeading(page)).toHaveText('Scheduled Maintenance');
    await expect(page.getByText(MAINTENANCE_MESSAGE)).toBeVisible();
    await expect(page).toHaveTitle('Scheduled Maintenance | FSMIS');
  });
}

test('Scheduled Maintenance tells when it is expected to end and offers no login', async ({
  page,
  navigate,
  saveScreen,
}) => {
  await navigate('/scheduled-maintenance');
  await expect(page.getByText('Expected to end')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Login' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toContainText(/Last updated/);
  await saveScreen('scheduled-maintenance');
});
