import type { Locator, Page } from '@playwright/test';
import { expect, mainHeading } from './fixtures.js';

// Ways to find what a person reads on a screen where Playwright has no locator of its own.

/**
 * Waits until the page shows what it loads: its main heading, and no "Loading…" message left (a
 * section's, or that of the header's notifications, whose list is hidden until opened). The network
 * is no sign: the portal keeps requests going in the background, so it is never idle for long.
 */
export async function expectPageLoaded(page: Page): Promise<void> {
  await expect(mainHeading(page)).toBeVisible();
  await expect(page.getByText(/^Loading\b/)).toHaveCount(0);
}

/**
 * Waits until a list shows the rows it was asked for. While new filters or a new page load, the last rows
 * stay on screen with their region marked busy: they are not the answer, nor are their pages. Then its
 * table, or the message that nothing matches, is shown.
 */
export async function expectRowsSettled(page: Page): Promise<void> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole('table').or(page.getByText(/^No \w+ match these filters$/))).toBeVisible();
}

/** A card's status tag ("Recognised", "Requested"): the first bold text, beside the card's heading. */
export function statusTag(card: Locator): Locator {
  return card.getByRole('strong').first();
}

/** The definition (dd) that follows a term (dt) in a description list: "Valid until" → its date. */
export function definitionOf(list: Locator, term: string): Locator {
  return list
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

/**
 * The text of each row's cell in the column headed `header`, top to bottom: what a screen reader reads
 * out with that header. For tables whose rows are headed by their first cell (a reference number, a
 * scheme's code).
 */
export async function columnTexts(table: Locator, header: string): Promise<string[]> {
  const column = await table
    .getByRole('columnheader', { name: header, exact: true })
    .evaluate((cell) => (cell as HTMLTableCellElement).cellIndex);
  const rows = await table
    .getByRole('row')
    .filter({ has: table.page().getByRole('rowheader') })
    .all();
  const texts = await Promise.all(
    rows.map((row) =>
      (column === 0 ? row.getByRole('rowheader') : row.getByRole('cell').nth(column - 1)).textContent(),
    ),
  );
  // As toHaveText compares: whitespace collapsed.
  return texts.map((text) => (text ?? '').replace(/\s+/g, ' ').trim());
}

/**
 * The smallest size, in screen pixels, at which the page's charts (drawings with the role img) draw
 * their text: a drawing scaled down to a phone's width scales its text down with it.
 */
export async function smallestChartText(page: Page): Promise<number> {
  return page.evaluate(() => {
    const sizes = [...document.querySelectorAll('svg[role="img"] text')].map((text) => {
      const matrix = (text as SVGTextElement).getScreenCTM();
      const scale = matrix ? Math.hypot(matrix.a, matrix.b) : 1;
      return Number.parseFloat(getComputedStyle(text).fontSize) * scale;
    });
    return sizes.length === 0 ? Number.NaN : Math.min(...sizes);
  });
}

/** The Dashboard's own filters (its URL), narrowed to one seeded application's programme, type and status. */
export type DashboardFilter = {
  readonly programme: 1 | 2 | 3;
  readonly category: 1 | 2 | 3 | 4;
  readonly status: number;
};

/** Opens the first application the filtered Dashboard table lists, through its reference number. */
export async function openFromDashboard(
  page: Page,
  { programme, category, status }: DashboardFilter,
): Promise<string> {
  await page.goto(`/dashboard?ApplicationType=${programme}&ApplicationCategory=${category}&Status=${status}`);
  const table = page.getByRole('region', { name: /^Your applications, sorted by/ }).getByRole('table');
  const reference = table.getByRole('rowheader').first().getByRole('link');
  const referenceNumber = (await reference.textContent())?.trim() ?? '';
  await reference.click();
  await expect(mainHeading(page)).toHaveText(referenceNumber);
  await expect(page.getByText(referenceNumber, { exact: true }).first()).toBeVisible();
  return referenceNumber;
}
