import { randomBytes } from 'node:crypto';
import { atPhoneWidth, dataOf, errorSummary, expect, mainHeading, signInOfficer, test } from '../fixtures.js';

// An officer's file goes through the same check as a company's upload: the console's file field says
// what it takes before any file, and the EICAR test file is refused as infected on the field.

const EICAR = Buffer.from('X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*', 'latin1');

/** `yyyy-mm-dd`, `days` from today in Singapore. */
const singaporeDay = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Singapore' });

test("an officer's file field says what it takes, and refuses the EICAR test file as infected", async ({
  page,
  accessibilityViolations,
  saveScreen,
}) => {
  await signInOfficer(page.request);
  const name = `Lead in rice flour ${randomBytes(3).toString('hex')}`;
  const round = await dataOf<{ id: string }>(
    page.request.post('/api/officer/proficiency-tests', {
      data: {
        name,
        matrix: 'Rice flour',
        registrationOpensOn: singaporeDay(1),
        registrationClosesOn: singaporeDay(20),
        dispatchOn: singaporeDay(30),
        resultsDueOn: singaporeDay(60),
        analytes: [{ name: 'Lead', unit: 'mg/kg' }],
      },
    }),
  );
  await page.goto(`/officer/pt-rounds/${round.id}`);
  await expect(mainHeading(page)).toHaveText(name);
  await page.getByRole('button', { name: 'Add documents', exact: true }).click();
  const documents = page.getByRole('form', { name: 'Add documents' });
  const files = documents.getByLabel('Files', { exact: true });

  // Before any file: the hint says what the officer may give.
  await expect(files).toHaveAccessibleDescription(/PDF, JPG, PNG, Word or Excel, up to 10 MB each/);
  expect(await accessibilityViolations(), 'before any file').toEqual([]);
  await saveScreen('officer-file-field');
  await atPhoneWidth(page, async () => {
    expect(await accessibilityViolations(), 'before any file, 390 px').toEqual([]);
    await saveScreen('officer-file-field-phone');
  });

  // The EICAR test file, named as a PDF, is refused as infected: on the field and in the summary.
  await documents.getByLabel('General information').check();
  await files.setInputFiles({ name: 'protocol.pdf', mimeType: 'application/pdf', buffer: EICAR });
  await documents.getByRole('button', { name: 'Upload the documents' }).click();
  await expect(errorSummary(page)).toContainText('The selected file contains a virus');
  await expect(files).toHaveAccessibleDescription(/The selected file contains a virus/);
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  expect(await accessibilityViolations(), 'infected').toEqual([]);
  await saveScreen('officer-file-field-infected');
  await atPhoneWidth(page, async () => {
    expect(await accessibilityViolations(), 'infected, 390 px').toEqual([]);
    await saveScreen('officer-file-field-infected-phone');
  });
});
