import type { Locator, Page } from '@playwright/test';
import { ApplicationFiller } from '../application-filler.js';
import { expect, mainHeading, signInOfficer, test } from '../fixtures.js';
import { definitionOf, expectPageLoaded, expectRowsSettled } from '../locators.js';

// The officers' work queue and case view, worked with the keyboard alone: filters kept in the URL,
// "Assign to me" from the queue, the case's sections, and a reassignment to another officer.

/** The sections of the case view, in page order. */
const CASE_SECTIONS = [
  'Summary',
  'Application form',
  'Documents',
  'Timeline',
  'Requests for information',
  'Site verification',
  'Findings and corrective actions',
  'Approval and review documents',
  'Invoice',
  'Comments',
];

/** Presses Tab until `target` has focus, as a keyboard user moves through the page; fails if it never does. */
async function tabTo(page: Page, target: Locator, limit = 150): Promise<void> {
  // A target that is not on the page fails here, rather than after every press has waited for it.
  await expect(target).toBeVisible();
  const focused = () =>
    target.evaluate((element) => element === document.activeElement, undefined, { timeout: 1_000 });
  for (let presses = 0; presses < limit; presses += 1) {
    if (await focused().catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

/** The name of the element that has focus, as a screen reader would start reading it. */
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

/** The queue's row of an application, found by its reference. */
const queueRow = (page: Page, reference: string) =>
  page
    .getByRole('table', { name: /^Applications in the queue/ })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: reference, exact: true }) });

test('an officer filters the queue, takes an application, opens it and hands it on, all with the keyboard', async ({
  page,
  labReadyToApply,
  saveScreen,
  accessibilityViolations,
}) => {
  test.setTimeout(300_000);
  // A new laboratory's LRP New application, submitted: it waits in Application Review, unassigned.
  await labReadyToApply(1);
  const filler = new ApplicationFiller(page, 'lrp', 'new');
  await page.goto(filler.startPath);
  const reference = await filler.start();
  await filler.fillRemaining();
  await filler.checkAnswers();
  await filler.submit(reference);

  await signInOfficer(page.request);
  await page.goto('/officer/');
  await expect(mainHeading(page)).toHaveText('Work queue');
  await expect(page).toHaveTitle('Work queue – FSMIS officers’ console');
  await expectPageLoaded(page);

  // Filters, from the keyboard: unassigned LRP New applications in Application Review.
  const officerFilter = page.getByLabel('Officer', { exact: true });
  await tabTo(page, officerFilter);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(officerFilter).toHaveValue('unassigned');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Programme', { exact: true })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByLabel('Programme', { exact: true })).toHaveValue('1');
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByLabel('Application type', { exact: true })).toHaveValue('1');
  await page.keyboard.press('Tab');
  const inReview = page.getByRole('checkbox', { name: 'Application Review', exact: true });
  await expect(inReview).toBeFocused();
  await page.keyboard.press('Space');
  await expect(inReview).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Apply filters' }));
  await page.keyboard.press('Enter');
  // The filters are in the URL, so the filtered queue can be bookmarked.
  await expect(page).toHaveURL(/\/officer\/?\?Status=2&Programme=1&Category=1&AssignedTo=unassigned$/);
  await expect(page.getByRole('link', { name: 'Clear filters' })).toBeVisible();
  await expect(page.getByText(/^\d+ applications? match(es)? the filters$/)).toBeVisible();
  await expectRowsSettled(page);

  // The newest application waits least: it is on the last page of the filtered queue.
  const pages = page.getByRole('navigation', { name: 'Pages of the queue' });
  while ((await queueRow(page, reference).count()) === 0) {
    const next = pages.getByRole('link', { name: /Next/ });
    await expect(next, `${reference} is in the filtered queue`).toBeVisible();
    const shownPage = (await pages.locator('[aria-current="page"]').textContent()) ?? '';
    await tabTo(page, next);
    await page.keyboard.press('Enter');
    await expect(pages.locator('[aria-current="page"]')).not.toHaveText(shownPage);
    await expectRowsSettled(page);
  }
  const row = queueRow(page, reference);
  await expect(row.getByRole('cell', { name: 'Application Review', exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Unassigned', exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Regulator', exact: true })).toBeVisible();

  // "Assign to me" from the keyboard: the message is announced and takes focus, since the button goes.
  const assign = row.getByRole('button', { name: `Assign ${reference} to me` });
  await tabTo(page, assign);
  await page.keyboard.press('Enter');
  const assigned = `Assigned ${reference} to Olivia Tan.`;
  await expect(page.getByRole('status').filter({ hasText: assigned })).toBeVisible();
  await expect.poll(() => focusedText(page)).toBe(assigned);
  // No longer unassigned: the filtered queue drops it.
  await expect(queueRow(page, reference)).toHaveCount(0);

  // "Assigned to me" shows it, with the officer's name.
  await tabTo(page, officerFilter);
  await page.keyboard.press('ArrowUp');
  await expect(officerFilter).toHaveValue('me');
  await tabTo(page, page.getByRole('button', { name: 'Apply filters' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/AssignedTo=me$/);
  await expectRowsSettled(page);
  await expect(queueRow(page, reference).getByRole('cell', { name: 'Olivia Tan (you)' })).toBeVisible();
  await expect(queueRow(page, reference).getByRole('button')).toHaveCount(0);
  expect(await accessibilityViolations()).toEqual([]);
  await saveScreen('officer-queue');

  // Back returns to the filters applied before, in the URL and in the form.
  await page.goBack();
  await expect(page).toHaveURL(/AssignedTo=unassigned$/);
  await expect(officerFilter).toHaveValue('unassigned');
  await page.goForward();
  await expect(officerFilter).toHaveValue('me');

  // The case, opened from the keyboard.
  await tabTo(page, queueRow(page, reference).getByRole('link', { name: reference }));
  await page.keyboard.press('Enter');
  await expect(mainHeading(page)).toHaveText(`Application ${reference}`);
  await expect(page).toHaveTitle('Application – FSMIS officers’ console');
  const contents = page.getByRole('navigation', { name: 'Contents' });
  for (const section of CASE_SECTIONS) {
    await expect(contents.getByRole('link', { name: section, exact: true })).toHaveAttribute('href', /^#/);
    await expect(page.getByRole('heading', { level: 2, name: section, exact: true })).toBeVisible();
  }
  const summary = page.getByRole('region', { name: 'Summary', exact: true });
  await expect(definitionOf(summary, 'Reference')).toHaveText(reference);
  await expect(definitionOf(summary, 'Status')).toHaveText('Application Review');
  await expect(definitionOf(summary, 'Assigned officer')).toContainText('Olivia Tan (you)');
  const answers = page.getByRole('region', { name: 'Application form', exact: true });
  for (const section of filler.template.sections) {
    await expect(answers.getByRole('heading', { level: 3, name: section.title, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Documents', exact: true }).getByRole('table')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Timeline', exact: true }).getByText('Application submitted'),
  ).toBeVisible();

  // Reassign to Rahul Nair, from the keyboard: the choice is kept, focus stays on the button.
  const reassignTo = page.getByLabel('Reassign to');
  await tabTo(page, reassignTo);
  await page.keyboard.type('Rahul');
  await expect
    .poll(() => reassignTo.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent))
    .toBe('Rahul Nair');
  await page.keyboard.press('Tab');
  const reassign = page.getByRole('button', { name: 'Reassign', exact: true });
  await expect(reassign).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('status').filter({ hasText: `Reassigned ${reference} from Olivia Tan to Rahul Nair.` }),
  ).toBeVisible();
  await expect(reassign).toBeFocused();
  await expect(definitionOf(summary, 'Assigned officer')).toContainText('Rahul Nair');
  // No longer hers: "Assign to me" is offered again.
  await expect(summary.getByRole('button', { name: 'Assign to me' })).toBeVisible();
  expect(await accessibilityViolations()).toEqual([]);
  await saveScreen('officer-case');
});
