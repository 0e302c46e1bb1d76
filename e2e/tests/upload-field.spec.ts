import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ApplicationFiller } from '../application-filler.js';
import { atPhoneWidth, errorSummary, expect, test } from '../fixtures.js';

const SIGNATURE_PNG = readFileSync(
  join(
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
  ),
);
const EICAR = Buffer.from('X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*', 'latin1');
const PDF = Buffer.from('%PDF-1.4\n%\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

test('a PDF-only upload field says what it takes before any file, and refuses a PNG and the EICAR test file at upload in its own words', async ({
  page,
  labReadyToApply,
  navigate,
  saveScreen,
  accessibilityViolations,
}) => {
  test.setTimeout(90_000);
  await labReadyToApply(1);
  const filler = new ApplicationFiller(page, 'lrp', 'new');
  await navigate(filler.startPath);
  await filler.start();
  await filler.open(filler.sectionOf('accreditation'));

  const certificate = page.getByLabel('Accreditation certificate', { exact: true });
  const tryAgain = page.getByRole('button', { name: 'Try again' });
  const ready = page.getByText('Ready', { exact: true });

  // Before any file: the field's rule is in its hint, and nothing is wrong yet.
  await expect(certificate).toHaveAccessibleDescription(/PDF only, up to 10 MB/);
  await expect(certificate).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('The file must be a PDF')).toHaveCount(0);
  expect(await accessibilityViolations(), 'before any file').toEqual([]);
  await saveScreen('upload-field-hint');
  await atPhoneWidth(page, async () => {
    expect(await accessibilityViolations(), 'before any file, 390 px').toEqual([]);
    await saveScreen('upload-field-hint-phone');
  });

  // A PNG, though named .pdf, is refused at upload with the field's error, and is not offered again.
  await certificate.setInputFiles({
    name: 'certificate.pdf',
    mimeType: 'application/pdf',
    buffer: SIGNATURE_PNG,
  });
  await expect(certificate).toHaveAccessibleDescription(/The file must be a PDF$/);
  await expect(certificate).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Not uploaded', { exact: true })).toBeVisible();
  // The page's error summary lists it too, linked to the field.
  const summaryLink = errorSummary(page).getByRole('link', { name: 'The file must be a PDF' });
  await expect(summaryLink).toBeVisible();
  await summaryLink.click();
  await expect(certificate).toBeFocused();
  await expect(tryAgain).toHaveCount(0);
  await expect(ready).toHaveCount(0);
  expect(await accessibilityViolations(), 'wrong type').toEqual([]);
  await saveScreen('upload-field-wrong-type');
  await atPhoneWidth(page, async () => {
    expect(await accessibilityViolations(), 'wrong type, 390 px').toEqual([]);
    await saveScreen('upload-field-wrong-type-phone');
  });

  // The EICAR test file is refused as infected, whatever its name says.
  await certificate.setInputFiles({ name: 'certificate.pdf', mimeType: 'application/pdf', buffer: EICAR });
  await expect(certificate).toHaveAccessibleDescription(/The selected file contains a virus$/);
  await expect(errorSummary(page).getByRole('link')).toHaveText(['The selected file contains a virus']);
  await expect(tryAgain).toHaveCount(0);
  await expect(ready).toHaveCount(0);
  expect(await accessibilityViolations(), 'infected').toEqual([]);
  await saveScreen('upload-field-infected');
  await atPhoneWidth(page, async () => {
    expect(await accessibilityViolations(), 'infected, 390 px').toEqual([]);
    await saveScreen('upload-field-infected-phone');
  });

  // A PDF then uploads, passes its scan and is ready, the error gone.
  await certificate.setInputFiles({ name: 'certificate.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(ready).toBeVisible();
  await expect(certificate).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('The selected file contains a virus')).toHaveCount(0);
  await expect(errorSummary(page)).toHaveCount(0);
});
