import type { Locator, Page } from '@playwright/test';
import { atPhoneWidth, expect, PHONE, signInOfficer, test } from '../fixtures.js';
import { expectPageLoaded, openFromDashboard } from '../locators.js';

// The portal's tables on a phone (390 px): each row stacks as a block of its cells, every cell under its
// column's header, so no column hides off-screen and no word is squeezed onto a line of its own. ready's
// seeded applications are read, nothing is changed. Each screen passes axe-core and is kept as a
// screenshot (e2e/.artifacts/screens/tables-phone-*.png).

test.describe.configure({ mode: 'parallel' });

/** The column header a stacked cell shows above its value (DataTable's `data-label`). */
const shownLabel = (cell: Locator) =>
  cell.evaluate((element) => getComputedStyle(element, '::before').content.replace(/^"|"$/g, ''));

/** How wide the lines of the element's text run, in pixels. */
const textWidth = (element: Locator) =>
  element.evaluate((cell) => {
    const range = document.createRange();
    range.selectNodeContents(cell);
    return range.getBoundingClientRect().width;
  });

/** Whether the element lies inside the phone's screen, left to right. */
async function withinScreen(element: Locator): Promise<boolean> {
  const box = await element.boundingBox();
  return box !== null && box.x >= 0 && box.x + box.width <= PHONE.width;
}

/** Neither the page nor the table's own region scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, region: Locator) {
  expect(await region.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(
    1,
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expect(page.getByText('Scroll sideways to see more of the table')).toHaveCount(0);
}

test('the applications list: each application a block, its status and dates on screen, still sortable', async ({
  page,
  signIn,
  saveScreen,
  accessibilityViolations,
}) => {
  await signIn('ready');
  await page.goto('/dashboard');
  const region = page.getByRole('region', { name: /^Your applications, sorted by/ });
  await expect(region.getByRole('rowheader').first()).toBeVisible();
  await atPhoneWidth(page, async () => {
    await expectNoSidewaysScroll(page, region);
    const first = region
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader') })
      .first();
    const cells = first.getByRole('cell');
    for (const [index, label] of [
      'Programme',
      'Application type',
      'Status',
      'Created',
      'Submitted',
      'Last updated',
    ].entries()) {
      const cell = cells.nth(index);
      expect(await shownLabel(cell)).toBe(label);
      expect(await withinScreen(cell), label).toBe(true);
    }
    // The headers stay as buttons that sort the list.
    await region.getByRole('button', { name: 'Status' }).click();
    await expect(page).toHaveURL(/[?&]SortBy=status(&|$)/);
    await expect(region.getByRole('columnheader', { name: 'Status' })).not.toHaveAttribute(
      'aria-sort',
      'none',
    );
    await expectPageLoaded(page);
    expect(await accessibilityViolations()).toEqual([]);
    await saveScreen('tables-phone-applications');
  });
});

test('the findings of a site verification: whole words, and each due date on screen', async ({
  page,
  signIn,
  saveScreen,
  accessibilityViolations,
}) => {
  await signIn('ready');
  // ready's LRP change of scope awaiting its corrective actions, with two findings.
  await openFromDashboard(page, { programme: 1, category: 3, status: 6 });
  const findings = page.getByRole('region', { name: 'Findings', exact: true });
  const table = findings.getByRole('table', { name: 'Findings of the site verification' });
  await expect(table.getByRole('rowheader')).toHaveCount(2);
  await atPhoneWidth(page, async () => {
    const region = findings.getByRole('region', { name: 'Findings of the site verification' });
    await expectNoSidewaysScroll(page, region);
    for (const row of await table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader') })
      .all()) {
      const description = row.getByRole('cell').nth(2);
      expect(await shownLabel(description)).toBe('Description');
      // The description's lines run across the value's half of the row, not a word or a letter wide.
      expect(await textWidth(description)).toBeGreaterThan(PHONE.width * 0.45);
      const due = row.getByRole('cell').nth(3);
      expect(await shownLabel(due)).toBe('Due date');
      await expect(due).toHaveText(/\d{4}/);
      expect(await withinScreen(due)).toBe(true);
    }
    await findings.scrollIntoViewIfNeeded();
    await expectPageLoaded(page);
    expect(await accessibilityViolations()).toEqual([]);
    await saveScreen('tables-phone-findings');
  });
});

test('the console’s user guides: a stacked value keeps the spaces between its pieces', async ({
  page,
  saveScreen,
  accessibilityViolations,
}) => {
  await signInOfficer(page.request);
  await page.goto('/officer/user-guides');
  const table = page.getByRole('table', { name: /guides/i });
  await expect(table.getByRole('rowheader').first()).toBeVisible();
  await atPhoneWidth(page, async () => {
    const file = table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader') })
      .first()
      .getByRole('cell')
      .nth(2);
    expect(await shownLabel(file)).toBe('File');
    // As drawn: the file's name and its size apart, "Guide.pdf (1.03 KB)", not "Guide.pdf(1.03 KB)".
    // biome-ignore lint/performance/useDomNodeTextContent: the text as drawn is what is checked
    expect(await file.evaluate((cell) => (cell as HTMLElement).innerText)).toMatch(/\.pdf \(\d/);
    await expectPageLoaded(page);
    expect(await accessibilityViolations()).toEqual([]);
    await saveScreen('tables-phone-user-guides');
  });
});
