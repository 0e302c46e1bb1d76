import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, mainHeading, profileServer, serviceNavigation, test } from '../fixtures.js';

const SIGNATURE = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'apps',
  'api',
  'src',
  'db',
  'seed',
  'assets',
  'signature.png',
);

// This test changes the newcomer account: it runs on a portal of its own.
test.use({ baseURL: profileServer });

test('a newcomer completes the profile, then the guards send them on to Terms and Conditions', async ({
  page,
  signIn,
  saveScreen,
  accessibilityViolations,
}) => {
  await signIn('newcomer');
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(mainHeading(page)).toHaveText('Profile');

  const missing = page.getByRole('region', { name: 'Complete your profile' });
  await expect(missing.getByRole('listitem')).toHaveText(['your contact number', 'your signature']);
  await missing.getByRole('link', { name: 'your contact number' }).click();
  await expect(page.getByLabel('Number')).toBeFocused();

  // A Singapore number must follow the Singapore rule.
  await expect(page.getByLabel('Country code')).toHaveValue('65');
  await page.getByLabel('Number').fill('1234');
  await page.getByRole('button', { name: 'Save profile' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary.getByRole('link')).toHaveText([
    'Enter a Singapore number of 8 digits starting with 3, 6, 8 or 9, like 6123 4567',
  ]);
  await expect(page.getByLabel('Number')).toHaveAttribute('aria-invalid', 'true');
  await saveScreen('profile-errors');
  expect(await accessibilityViolations()).toEqual([]);
  await page.getByLabel('Number').fill('6123 4567');

  // A file that is not an image is refused, in the API's words; the hint said what the field takes.
  const signature = page.getByLabel('Signature', { exact: true });
  await expect(signature).toHaveAccessibleDescription(/JPG or PNG, up to 10 MB/);
  await signature.setInputFiles({
    name: 'signature.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not an image'),
  });
  await expect(signature).toHaveAccessibleDescription(/The file must be a JPG or PNG/);
  await expect(signature).toHaveAttribute('aria-invalid', 'true');
  // The same file would be refused again: nothing offers to try it again, and nothing says it is ready.
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await expect(page.getByText('Ready', { exact: true })).toHaveCount(0);
  await saveScreen('profile-upload-refused');

  // The real signature uploads, passes its virus scan and shows.
  await signature.setInputFiles(SIGNATURE);
  await expect(page.getByText('Ready', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove signature.png' })).toBeVisible();
  await expect(page.getByText(/^0\.\d\d KB$/)).toBeVisible();
  const preview = page.getByRole('img', { name: 'Your signature' });
  await expect(preview).toBeVisible();
  await expect
    .poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await saveScreen('profile-signature-ready');
  expect(await accessibilityViolations()).toEqual([]);

  await page.getByRole('button', { name: 'Save profile' }).click();
  const saved = page.getByRole('alert').filter({ hasText: 'Your profile has been saved.' });
  await expect(saved).toBeVisible();
  await expect(page.getByRole('region', { name: 'Complete your profile' })).toHaveCount(0);
  await saveScreen('profile-saved');

  await saved.getByRole('link', { name: 'Continue to FSMIS' }).click();
  await expect(page).toHaveURL(/\/terms-and-conditions$/);
  await expect(mainHeading(page)).toHaveText('Terms and Conditions');
  // Without terms sent or acknowledged, the Dashboard is not open yet.
  await serviceNavigation(page).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/terms-and-conditions$/);

  // What a save said goes once the profile changes again: a refused file never sits beside Success.
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(saved).toBeVisible();
  await page.getByLabel('Signature', { exact: true }).setInputFiles({
    name: 'another.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not an image'),
  });
  await expect(page.getByLabel('Signature', { exact: true })).toHaveAccessibleDescription(
    /The file must be a JPG or PNG/,
  );
  await expect(saved).toHaveCount(0);
  await expect(page.getByText('Success', { exact: true })).toHaveCount(0);
  await saveScreen('profile-changed-after-save');
});
