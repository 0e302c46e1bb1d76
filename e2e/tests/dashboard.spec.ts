import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect, mainHeading, test } from '../fixtures.js';
import { columnTexts, definitionOf, expectPageLoaded, statusTag } from '../locators.js';

// The local laboratory's Dashboard: its recognition per programme and its applications table, whose
// filters, page and sort live in the URL. Nothing here changes data: the demo accounts are read only.

type ApplicationRow = { readonly id: string; readonly referenceNumber: string; readonly statusLabel: string };
type ApplicationsPage = { readonly items: readonly ApplicationRow[]; readonly total: number };

/** The applications the API lists for a query: what the table must show. */
async function listed(page: Page, query: string): Promise<ApplicationsPage> {
  const response = await page.request.get(`/api/applications?${query}`);
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: ApplicationsPage }).data;
}

const referencesOf = (applications: ApplicationsPage) =>
  applications.items.map((item) => item.referenceNumber);

const applicationsTable = (page: Page) =>
  page.getByRole('region', { name: /^Your applications, sorted by/ }).getByRole('table');

/** The reference numbers in the table, top to bottom (each heads its row). */
const tableReferences = (page: Page) => applicationsTable(page).getByRole('rowheader');

const resultsSummary = (page: Page) => page.getByRole('status').filter({ hasText: /^Showing \d+ to/ });

const filterForm = (page: Page) => page.getByRole('form', { name: 'Filter applications' });

const pagination = (page: Page) => page.getByRole('navigation', { name: 'Pages of applications' });

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A 'dd MMM yyyy' date as the first instant of that day in Singapore. */
function dayOf(text: string): Date {
  const [day, month, year] = text.trim().split(' ');
  const monthNumber = String(MONTHS.indexOf(month ?? '') + 1).padStart(2, '0');
  return new Date(`${year}-${monthNumber}-${day}T00:00:00+08:00`);
}

test('ready’s Dashboard shows its LRP recognition, current until a future date, and no IBR or AOR recognition', async ({
  page,
  signIn,
  saveScreen,
  accessibilityViolations,
}) => {
  await signIn('ready');
  await page.goto('/dashboard');
  await expect(mainHeading(page)).toHaveText('Dashboard');

  const recognition = page.getByRole('region', { name: 'Your recognition' });
  const lrp = recognition.getByRole('listitem', { name: 'LRP' });
  await expect(statusTag(lrp)).toHaveText('Recognised');
  await expect(lrp.getByRole('definition').first()).toHaveText(/^LRP-REC-\d{4}-0042$/);
  const validUntil = definitionOf(lrp, 'Valid until');
  await expect(validUntil).toHaveText(/^\d{2} [A-Z][a-z]{2} \d{4}$/);
  expect(dayOf((await validUntil.textContent()) ?? '').getTime()).toBeGreaterThan(Date.now());
  await expect(lrp.getByText(/Ongoing suspension/)).toHaveCount(0);
  for (const programme of ['IBR', 'AOR']) {
    const card = recognition.getByRole('listitem', { name: programme });
    await expect(statusTag(card)).toHaveText('Not recognised');
    await expect(card).toContainText(`Your company is not recognised under ${programme}.`);
  }

  // IBR terms wait for acknowledgement.
  const actionNeeded = page.getByRole('region', { name: 'Action needed' });
  await expect(actionNeeded).toContainText('waiting for your acknowledgement for IBR');
  await expect(actionNeeded.getByRole('link', { name: 'Go to Terms and Conditions' })).toHaveAttribute(
    'href',
    '/terms-and-conditions',
  );

  await expect(resultsSummary(page)).toHaveText('Showing 1 to 10 of 30 applications');
  await expectPageLoaded(page);
  expect(await accessibilityViolations()).toEqual([]);
  await saveScreen('dashboard-ready');
});

test('suspended’s Dashboard flags the ongoing suspension of its AOR recognition, and it has no applications', async ({
  page,
  signIn,
  saveScreen,
  accessibilityViolations,
}) => {
  await signIn('suspended');
  await page.goto('/dashboard');
  const recognition = page.getByRole('region', { name: 'Your recognition' });
  const aor = recognition.getByRole('listitem', { name: 'AOR' });
  await expect(statusTag(aor)).toHaveText('Suspended');
  await expect(aor).toContainText('Warning: Ongoing suspension: your AOR recognition is suspended.');
  await expect(aor.getByRole('definition').first()).toHaveText(/^AOR-REC-\d{4}-0017$/);
  for (const programme of ['LRP', 'IBR']) {
    await expect(statusTag(recognition.getByRole('listitem', { name: programme }))).toHaveText(
      'Not recognised',
    );
  }
  await expect(page.getByText('Your company has no applications yet.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export to Excel' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Action needed' })).toHaveCount(0);
  await expectPageLoaded(page);
  expect(await accessibilityViolations()).toEqual([]);
  await saveScreen('dashboard-suspended');
});

test('the applications table pages through ready’s 30 applications, ten at a time, newest first', async ({
  page,
  signIn,
}) => {
  await signIn('ready');
  await page.goto('/dashboard');
  const all = await listed(page, 'PageSize=100');
  expect(all.total).toBe(30);
  const references = referencesOf(all);

  await expect(resultsSummary(page)).toHaveText('Showing 1 to 10 of 30 applications');
  await expect(tableReferences(page)).toHaveText(references.slice(0, 10));
  await expect(pagination(page).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(pagination(page).getByRole('link', { name: 'Previous page' })).toHaveCount(0);

  await pagination(page).getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/\/dashboard\?Page=2$/);
  await expect(resultsSummary(page)).toHaveText('Showing 11 to 20 of 30 applications');
  await expect(tableReferences(page)).toHaveText(references.slice(10, 20));
  // The results take focus, so the next Tab carries on through the new rows. (The element that takes
  // it has no role or name to find it by: its id is the handle.)
  await expect(page.locator('#applications-results')).toBeFocused();

  await pagination(page).getByRole('link', { name: 'Page 3' }).click();
  await expect(page).toHaveURL(/\/dashboard\?Page=3$/);
  await expect(resultsSummary(page)).toHaveText('Showing 21 to 30 of 30 applications');
  await expect(tableReferences(page)).toHaveText(references.slice(20, 30));
  await expect(pagination(page).getByRole('link', { name: 'Page 3' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(pagination(page).getByRole('link', { name: 'Next page' })).toHaveCount(0);

  // Back and Forward move between the pages; a reload stays on the page.
  await page.goBack();
  await expect(resultsSummary(page)).toHaveText('Showing 11 to 20 of 30 applications');
  await page.goForward();
  await expect(resultsSummary(page)).toHaveText('Showing 21 to 30 of 30 applications');
  await page.reload();
  await expect(tableReferences(page)).toHaveText(references.slice(20, 30));
  await pagination(page).getByRole('link', { name: 'Previous page' }).click();
  await expect(page).toHaveURL(/\/dashboard\?Page=2$/);
});

test('filters by programme and status change the rows and the count, live in the URL and survive a reload', async ({
  page,
  signIn,
  saveScreen,
  accessibilityViolations,
}) => {
  await signIn('ready');
  await page.goto('/dashboard');
  await expect(resultsSummary(page)).toHaveText('Showing 1 to 10 of 30 applications');

  const filters = filterForm(page);
  await filters.getByRole('group', { name: 'Programme' }).getByLabel('LRP').check();
  await filters.getByRole('group', { name: 'Status' }).getByLabel('Recognised', { exact: true }).check();
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/\/dashboard\?ApplicationType=1&Status=12$/);
  // The results take focus, so a screen reader reads the new count.
  await expect(page.locator('#applications-results')).toBeFocused();

  const expected = await listed(page, 'ApplicationType=1&Status=12');
  expect(expected.total).toBeGreaterThan(0);
  expect(expected.total).toBeLessThan(10);
  await expect(resultsSummary(page)).toHaveText(
    `Showing 1 to ${expected.total} of ${expected.total} application${expected.total === 1 ? '' : 's'}`,
  );
  await expect(tableReferences(page)).toHaveText(referencesOf(expected));
  // Recognised reads as the category's outcome (docs/requirements.md §4).
  const statuses = await columnTexts(applicationsTable(page), 'Status');
  expect(statuses).toEqual(expected.items.map((item) => item.statusLabel));
  for (const status of statuses)
    expect(['Recognised', 'Scope Granted', 'Company Details Updated']).toContain(status);
  await expect(pagination(page)).toHaveCount(0);
  await expectPageLoaded(page);
  expect(await accessibilityViolations()).toEqual([]);
  await saveScreen('dashboard-filtered');

  // A reload, or the link shared, shows the same rows, and the form shows the filters applied.
  await page.reload();
  await expect(tableReferences(page)).toHaveText(referencesOf(expected));
  await expect(filters.getByRole('group', { name: 'Programme' }).getByLabel('LRP')).toBeChecked();
  await expect(
    filters.getByRole('group', { name: 'Status' }).getByLabel('Recognised', { exact: true }),
  ).toBeChecked();
  await expect(filters.getByRole('group', { name: 'Programme' }).getByLabel('IBR')).not.toBeChecked();

  // Back returns to every application, Forward to the filtered ones.
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(resultsSummary(page)).toHaveText('Showing 1 to 10 of 30 applications');
  await expect(filters.getByRole('group', { name: 'Programme' }).getByLabel('LRP')).not.toBeChecked();
  await page.goForward();
  await expect(tableReferences(page)).toHaveText(referencesOf(expected));

  // A search by reference number narrows it to one.
  const [first] = expected.items;
  await filters.getByLabel('Reference number').fill(first?.referenceNumber.slice(-6) ?? '');
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(new RegExp(`Search=${first?.referenceNumber.slice(-6)}`));
  await expect(tableReferences(page)).toHaveText([first?.referenceNumber ?? '']);
  await expect(resultsSummary(page)).toHaveText('Showing 1 to 1 of 1 application');

  await filters.getByRole('link', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(resultsSummary(page)).toHaveText('Showing 1 to 10 of 30 applications');
});

test('each column header sorts the whole list, and says how it is sorted', async ({ page, signIn }) => {
  await signIn('ready');
  await page.goto('/dashboard');
  const table = applicationsTable(page);
  const header = (name: string) => table.getByRole('columnheader', { name });
  await expect(header('Created')).toHaveAttribute('aria-sort', 'descending');
  await expect(header('Reference number')).toHaveAttribute('aria-sort', 'none');

  await header('Reference number').getByRole('button').click();
  await expect(page).toHaveURL(/SortBy=referenceNumber&SortDirection=asc/);
  await expect(header('Reference number')).toHaveAttribute('aria-sort', 'ascending');
  await expect(header('Created')).toHaveAttribute('aria-sort', 'none');
  const ascending = referencesOf(await listed(page, 'SortBy=referenceNumber&SortDirection=asc'));
  expect(ascending).toEqual([...ascending].sort());
  await expect(tableReferences(page)).toHaveText(ascending);
  // The button keeps focus: the user can sort the other way at once.
  await expect(header('Reference number').getByRole('button')).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(header('Reference number')).toHaveAttribute('aria-sort', 'descending');
  await expect(tableReferences(page)).toHaveText(
    referencesOf(await listed(page, 'SortBy=referenceNumber&SortDirection=desc')),
  );

  // Status sorts by the workflow's order, not by code.
  await header('Status').getByRole('button').click();
  await expect(header('Status')).toHaveAttribute('aria-sort', 'ascending');
  const byStatus = await listed(page, 'SortBy=status&SortDirection=asc');
  await expect(tableReferences(page)).toHaveText(referencesOf(byStatus));
  await expect.poll(async () => (await columnTexts(table, 'Status'))[0]).toBe('Draft');

  // The sort survives the filters and a new page.
  await pagination(page).getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/SortBy=status&SortDirection=asc&Page=2/);
  await expect(tableReferences(page)).toHaveText(
    referencesOf(await listed(page, 'SortBy=status&SortDirection=asc&Page=2')),
  );
});

test('Export to Excel downloads exactly the applications the filters show, in the same order', async ({
  page,
  signIn,
}, testInfo) => {
  await signIn('ready');
  await page.goto('/dashboard?ApplicationType=1&Status=12&SortBy=referenceNumber&SortDirection=desc');
  const expected = await listed(
    page,
    'ApplicationType=1&Status=12&SortBy=referenceNumber&SortDirection=desc',
  );
  await expect(tableReferences(page)).toHaveText(referencesOf(expected));
  const shown = await tableReferences(page).allInnerTexts();

  const exported = await exportedReferences(page, testInfo.outputPath('filtered.xlsx'));
  expect(exported.headers).toEqual([
    'Reference Number',
    'Programme',
    'Application Type',
    'Status',
    'Created (SGT)',
    'Submitted (SGT)',
    'Last Updated (SGT)',
  ]);
  expect(exported.references).toEqual(shown);
  await expect(page.getByRole('status').filter({ hasText: /^Downloaded applications-/ })).toBeVisible();

  // Without filters the export holds every application, not only the page on screen.
  await page.goto('/dashboard');
  await expect(resultsSummary(page)).toHaveText('Showing 1 to 10 of 30 applications');
  const everything = await exportedReferences(page, testInfo.outputPath('all.xlsx'));
  expect(everything.references).toEqual(referencesOf(await listed(page, 'PageSize=100')));
});

/** Presses Export to Excel, saves the download and reads its reference numbers with exceljs. */
async function exportedReferences(page: Page, path: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export to Excel' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^applications-\d{4}-\d{2}-\d{2}\.xlsx$/);
  await download.saveAs(path);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  const sheet = workbook.getWorksheet('Applications');
  expect(sheet).toBeDefined();
  const rows: string[][] = [];
  sheet?.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1).map((value) => String(value ?? '')));
  });
  const [headers = [], ...data] = rows;
  return { headers, references: data.map((row) => row[0] ?? '') };
}

test('a date range the API refuses is explained at its field; filters that match nothing say so', async ({
  page,
  signIn,
  saveScreen,
  accessibilityViolations,
}) => {
  await signIn('ready');
  await page.goto('/dashboard');
  const filters = filterForm(page);
  await filters.getByLabel('From').fill('2030-01-02');
  await filters.getByLabel('To').fill('2030-01-01');
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/DateFrom=2030-01-02&DateTo=2030-01-01/);

  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  const message = 'Enter an end date that is on or after the start date';
  await expect(summary.getByRole('link', { name: message })).toBeVisible();
  await expect(filters.getByLabel('To')).toHaveAttribute('aria-invalid', 'true');
  await expect(filters.getByLabel('To')).toHaveAccessibleDescription(`Error: ${message}`);
  await expect(page.getByText('Correct the filters to see your applications.')).toBeVisible();
  await expectPageLoaded(page);
  expect(await accessibilityViolations()).toEqual([]);
  await saveScreen('dashboard-filter-error');
  await summary.getByRole('link', { name: message }).click();
  await expect(filters.getByLabel('To')).toBeFocused();

  await filters.getByLabel('To').fill('2030-12-31');
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  const empty = page.getByRole('status').filter({ hasText: 'No applications match these filters' });
  await expect(empty).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Export to Excel' })).toHaveCount(0);
  expect(await accessibilityViolations()).toEqual([]);
  await saveScreen('dashboard-no-matches');

  await empty.getByRole('link', { name: 'clear filters' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(resultsSummary(page)).toHaveText('Showing 1 to 10 of 30 applications');
  await expect(filters.getByLabel('From')).toHaveValue('');
});

test('a reference number opens the application’s details, whose Dashboard link returns to the same filters', async ({
  page,
  signIn,
  saveScreen,
  accessibilityViolations,
}) => {
  await signIn('ready');
  await page.goto('/dashboard?ApplicationType=1&Status=6');
  const [expected] = (await listed(page, 'ApplicationType=1&Status=6')).items;
  expect(expected).toBeDefined();
  await applicationsTable(page)
    .getByRole('link', { name: expected?.referenceNumber ?? '' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/application/${expected?.id}$`));
  await expect(page).toHaveTitle('Application Details | FSMIS');
  // The heading names the application: its reference.
  await expect(mainHeading(page)).toHaveText(expected?.referenceNumber ?? '');
  const summary = page.getByRole('region', { name: 'Summary' });
  const value = (key: string) => definitionOf(summary, key);
  await expect(value('Reference number')).toHaveText(expected?.referenceNumber ?? '');
  await expect(value('Programme')).toHaveText('LRP');
  await expect(value('Application type')).toHaveText('Change Of Scope');
  await expect(value('Status')).toHaveText('Pending Corrective Action');
  await expect(value('Company')).toHaveText('Alpha Laboratories Pte. Ltd. (UEN 201912345A)');
  await expect(value('Created')).toHaveText(/^\d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2}$/);
  await expect(value('Submitted')).toHaveText(/^\d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2}$/);
  await expectPageLoaded(page);
  expect(await accessibilityViolations()).toEqual([]);
  await saveScreen('application-details');

  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard\?ApplicationType=1&Status=6$/);
  await expect(tableReferences(page)).toHaveText([expected?.referenceNumber ?? '']);

  // Another company's application, or none at all, is not found.
  await page.goto('/application/0f8fad5b-d9cb-469f-a165-70867728950e');
  await expect(page.getByText('We could not find this application.')).toBeVisible();
  await expect(mainHeading(page)).toHaveText('Application not found');
  expect(await accessibilityViolations()).toEqual([]);
});

test('on a 320 px screen each application stacks as a block inside the screen, and the page never scrolls sideways', async ({
  page,
  signIn,
  saveScreen,
  accessibilityViolations,
}) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await signIn('ready');
  await page.goto('/dashboard');
  await expect(resultsSummary(page)).toHaveText('Showing 1 to 10 of 30 applications');
  const region = page.getByRole('region', { name: /^Your applications, sorted by/ });
  const widths = await region.evaluate((element) => ({
    region: element.scrollWidth > element.clientWidth,
    page: document.documentElement.scrollWidth,
  }));
  // The rows stack (each cell under its column's header), so nothing is left off-screen to scroll to.
  expect(widths.region).toBe(false);
  expect(widths.page).toBeLessThanOrEqual(320);
  const status = region
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader') })
    .first()
    .getByRole('cell')
    .nth(2);
  const box = await status.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 320).toBe(true);
  // The region still takes focus, as any table's region does.
  await region.focus();
  await expect(region).toBeFocused();
  // The filters fold behind one button, so the list is not pushed screens down; it unfolds them.
  const filters = page.getByRole('form', { name: 'Filter applications' });
  const toggle = filters.getByRole('button', { name: 'Show filters' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(filters.getByLabel('Reference number')).toHaveCount(0);
  await toggle.click();
  await expect(filters.getByRole('button', { name: 'Hide filters' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(filters.getByLabel('Reference number')).toBeVisible();
  await expect(filters.getByRole('button', { name: 'Apply filters' })).toBeVisible();
  await expectPageLoaded(page);
  expect(await accessibilityViolations()).toEqual([]);
  await saveScreen('dashboard-320');
});
