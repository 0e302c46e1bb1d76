import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import {
  completeProfile,
  dataOf,
  errorSummary,
  expect,
  mainHeading,
  signInOfficer,
  successBanner,
  test,
} from '../fixtures.js';
import { expectPageLoaded } from '../locators.js';

// The console's records: companies' requests for terms and the published terms, the application
// templates (previewed, edited as JSON and published), and the audit log that records it all.

/** Waits until the page shows all it loads, then checks it with axe-core and keeps a screenshot of it. */
async function checkScreen(
  page: Page,
  name: string,
  accessibilityViolations: () => Promise<readonly string[]>,
  saveScreen: (name: string) => Promise<void>,
) {
  await expectPageLoaded(page);
  expect(await accessibilityViolations(), name).toEqual([]);
  await saveScreen(name);
}

test('an officer sends the terms a laboratory asked for, then finds the action in the audit log and exports it', async ({
  page,
  registerLab,
  saveScreen,
  accessibilityViolations,
}) => {
  test.slow();
  const check = (name: string) => checkScreen(page, name, accessibilityViolations, saveScreen);

  // A new laboratory asks for the IBR terms in the portal.
  const lab = await completeProfile(page, await registerLab());
  await page.goto('/terms-and-conditions/request/ibr');
  await page
    .getByLabel('What does your company plan to apply for under IBR?')
    .fill('Inspection of imported chilled food at our cold store, from March.');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(
    successBanner(page, 'Your request for the IBR terms and conditions has been sent.'),
  ).toBeVisible();
  const items = await dataOf<{ id: string; applicationType: { value: number } }[]>(
    page.request.get('/api/company-terms-and-conditions'),
  );
  const requestId = items.find((item) => item.applicationType.value === 2)?.id ?? '';
  expect(requestId).not.toBe('');

  // The officer finds the request on Terms requests, by the laboratory's UEN.
  await signInOfficer(page.request);
  await page.goto('/officer/');
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Terms' }).click();
  await expect(mainHeading(page)).toHaveText('Terms requests');
  await expect(page).toHaveTitle('Terms requests – FSMIS officers’ console');
  const requests = page.getByRole('table', { name: /^Open requests for terms and conditions/ });
  const row = requests
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: lab.companyUen, exact: true }) });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell', { name: 'IBR', exact: true })).toBeVisible();
  await expect(row).toContainText('Inspection of imported chilled food at our cold store, from March.');
  await check('officer-terms-requests');

  // Sending needs the confirmation, which names the version that goes.
  await row.getByRole('button', { name: /^Send the terms/ }).click();
  const dialog = page.getByRole('dialog', { name: /^Send the IBR terms to Test Laboratory/ });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(/will be sent version \d+ of the IBR terms and conditions/);
  await dialog.getByRole('button', { name: 'Send the terms' }).click();
  await expect(successBanner(page)).toContainText(
    /Sent the IBR terms and conditions v\d+ to Test Laboratory/,
  );
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(0);

  // Published terms: every version, filtered by programme; the form to publish the next one checks itself.
  await page
    .getByRole('navigation', { name: 'Terms and conditions' })
    .getByRole('link', { name: 'Published terms' })
    .click();
  await expect(mainHeading(page)).toHaveText('Published terms');
  await page.getByRole('combobox', { name: 'Programme' }).selectOption({ label: 'IBR' });
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/\/officer\/terms\/documents\?ApplicationType=2$/);
  const versions = page.getByRole('table', { name: /^Published versions of the IBR terms/ });
  await expect(versions.getByRole('rowheader').first()).toContainText(/^IBR version \d+ Current$/);
  // Each version's PDF downloads under its name, whole.
  const [current] = await dataOf<{ fileName: string; fileSize: number }[]>(
    page.request.get('/api/officer/terms-documents?ApplicationType=2'),
  );
  if (!current) throw new Error('No IBR terms are published');
  const downloadingTerms = page.waitForEvent('download');
  await versions.getByRole('link', { name: current.fileName }).click();
  const termsPdf = await downloadingTerms;
  expect(termsPdf.suggestedFilename()).toBe(current.fileName);
  const termsBytes = await readFile(await termsPdf.path());
  expect(termsBytes.length).toBe(current.fileSize);
  expect(termsBytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await page.getByRole('button', { name: 'Publish the new version' }).click();
  await expect(errorSummary(page).getByRole('link')).toHaveText([
    'Choose the programme of the terms and conditions',
    'Enter the title of the terms and conditions',
    'Choose the PDF of the terms and conditions',
  ]);
  await check('officer-terms-documents');

  // The audit log holds the action: searched for by the request's id, in the URL.
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Audit log' }).click();
  await expect(mainHeading(page)).toHaveText('Audit log');
  await page.getByLabel('Search', { exact: true }).fill(requestId);
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(new RegExp(`/officer/audit-log\\?Search=${requestId}$`));
  const log = page.getByRole('table', { name: 'Audit log entries, newest first' });
  const sent = log
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: 'terms.send', exact: true }) });
  await expect(sent).toHaveCount(1);
  await expect(sent).toContainText('Olivia Tan');
  await expect(sent).toContainText('Status: Requested → to Sent');
  await expect(page.getByText('Showing 1 to 1 of 1 entry')).toBeVisible();
  await check('officer-audit-log');

  // The export holds what the search matches, as an Excel workbook.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to Excel' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const bytes = await readFile(await download.path());
  expect(bytes.length).toBeGreaterThan(0);
  // An .xlsx is a zip archive.
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  await expect(
    page.getByRole('status').filter({ hasText: `Downloaded ${download.suggestedFilename()}` }),
  ).toBeVisible();

  // A search that matches nothing says so, with the way back.
  await page.getByLabel('Search', { exact: true }).fill(`no such entry ${requestId}`);
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByRole('heading', { name: 'No entries match' })).toBeVisible();
  await page.getByRole('link', { name: 'clear the search and filters' }).click();
  await expect(page).toHaveURL(/\/officer\/audit-log$/);
  await expect(log.getByRole('row').nth(1)).toBeVisible();
});

test('an officer previews a template, edits its JSON, sees the preview follow, and publishes the next version', async ({
  page,
  saveScreen,
  accessibilityViolations,
}) => {
  test.slow();
  const check = (name: string) => checkScreen(page, name, accessibilityViolations, saveScreen);
  await signInOfficer(page.request);
  // The worker's other tests fill this form: its wording is put back once this test is done.
  const original = await dataOf<{ definition: unknown }>(
    page.request.get('/api/officer/application-templates/ibr/change-of-scope'),
  );

  try {
    await page.goto('/officer/templates');
    await expect(mainHeading(page)).toHaveText('Application templates');
    const ibr = page.getByRole('table', { name: 'IBR application templates' });
    const listed = ibr
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: 'Change Of Scope (IBR)' }) });
    const version = Number(await listed.getByRole('cell').nth(2).textContent());
    expect(version).toBeGreaterThanOrEqual(1);
    await check('officer-templates');

    await listed.getByRole('link', { name: 'Change Of Scope (IBR)' }).click();
    await expect(mainHeading(page)).toHaveText('IBR Change Of Scope Application');
    const current = page.getByRole('region', { name: `Preview of version ${version}` });
    await expect(current.getByRole('heading', { name: 'Section 2: About this change' })).toBeVisible();
    const reason = current.getByLabel('Why are you changing your scope?');
    await expect(reason).toBeDisabled();
    await expect(
      current.getByRole('group', { name: 'Types of inspection' }).getByRole('checkbox'),
    ).not.toHaveCount(0);
    await check('officer-template');

    // The editor starts from the version shown; the preview beside it follows the edits.
    await page.getByRole('button', { name: 'Publish a new version' }).click();
    const editor = page.getByLabel('Template (JSON)');
    const json = await editor.inputValue();
    expect(json).toContain('"label": "Why are you changing your scope?"');
    const edited = page.getByRole('region', { name: 'Preview of your edits' });
    await expect(edited.getByLabel('Why are you changing your scope?')).toBeVisible();

    // What the schema refuses is listed by its path, before anything is sent.
    await editor.fill(json.replace('"label": "Why are you changing your scope?"', '"label": ""'));
    await expect(page.getByText('1 problem: the preview shows the last valid template.')).toBeVisible();
    await page.getByRole('button', { name: `Publish version ${version + 1}` }).click();
    await expect(errorSummary(page).getByRole('link')).toHaveText([/^sections\.1\.questions\.0\.label: /]);

    const label = 'Why is your scope changing?';
    await editor.fill(json.replace('"label": "Why are you changing your scope?"', `"label": "${label}"`));
    await expect(page.getByText('The template is valid.')).toBeVisible();
    await expect(edited.getByLabel(label)).toBeVisible();
    await expect(edited.getByLabel('Why are you changing your scope?')).toHaveCount(0);

    await page.getByRole('button', { name: `Publish version ${version + 1}` }).click();
    const dialog = page.getByRole('dialog', {
      name: `Publish version ${version + 1} of the IBR Change Of Scope template?`,
    });
    await dialog.getByRole('button', { name: 'Publish the template' }).click();
    await expect(
      successBanner(page, `Published version ${version + 1} of the IBR change-of-scope template.`),
    ).toBeVisible();
    const published = page.getByRole('region', { name: `Preview of version ${version + 1}` });
    await expect(published.getByLabel(label)).toBeVisible();

    // The list shows the new version, and who published it.
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Application templates' })
      .click();
    await expect(mainHeading(page)).toHaveText('Application templates');
    await expect(listed.getByRole('cell').nth(2)).toHaveText(String(version + 1));
    await expect(listed.getByRole('cell').nth(5)).toHaveText('Olivia Tan');
  } finally {
    await dataOf(page.request.post('/api/officer/application-templates', { data: original.definition }));
  }
});
