import type { Locator, Page } from '@playwright/test';
import { ApplicationFiller } from '../application-filler.js';
import { expect, mainHeading, PHONE, screenPath, signInOfficer, test } from '../fixtures.js';
import { expectPageLoaded } from '../locators.js';

// The console's Messages: every e-mail the portal sends, as its outbox keeps it. An officer finds, as
// Sent, the e-mail a laboratory was sent when it submitted its application; filters the list by status;
// and finds the same e-mail on the application's case view. Each screen is checked with axe-core, on
// a desktop and on a phone's width, and kept as a screenshot (e2e/.artifacts/screens/officer-messages-*.png).

/** Waits until the page shows all it loads, then checks it with axe-core: no violation of any impact. */
async function checkScreen(
  page: Page,
  name: string,
  accessibilityViolations: () => Promise<readonly string[]>,
) {
  await expectPageLoaded(page);
  expect(await accessibilityViolations(), name).toEqual([]);
}

/** Nothing wider than the screen but the tables, which scroll inside their own region. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Applies the Messages screen's filters: the search text, and the statuses ticked. */
async function filterMessages(page: Page, search: string, statuses: readonly string[]) {
  const filters = page.getByRole('form', { name: 'Search the e-mails' });
  await filters.getByLabel('Search', { exact: true }).fill(search);
  const group = filters.getByRole('group', { name: 'Status' });
  for (const status of ['Queued', 'Sent', 'Failed']) {
    await group.getByLabel(status, { exact: true }).setChecked(statuses.includes(status));
  }
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** The row of the e-mails table with this subject. */
const messageRow = (table: Locator, subject: string) =>
  table.getByRole('row').filter({ has: table.page().getByRole('cell', { name: subject, exact: true }) });

test('an officer finds the e-mail sent on a submission in Messages, filters by status, and sees it on the case', async ({
  page,
  labReadyToApply,
  saveScreen,
  accessibilityViolations,
}) => {
  test.setTimeout(300_000);
  // A new laboratory submits an LRP New application: the portal e-mails its signer.
  const lab = await labReadyToApply(1);
  const filler = new ApplicationFiller(page, 'lrp', 'new');
  await page.goto(filler.startPath);
  const reference = await filler.start();
  await filler.fillRemaining();
  await filler.checkAnswers();
  await filler.submit(reference);
  const href = (await page.getByRole('link', { name: 'View your application' }).getAttribute('href')) ?? '';
  const applicationId = /\/application\/([0-9a-f-]{36})$/.exec(href)?.[1] ?? '';
  expect(applicationId, 'the application’s id').not.toBe('');
  const subject = `Application ${reference} submitted`;

  // The officer opens Messages from the console's navigation.
  await signInOfficer(page.request);
  await page.goto('/officer/');
  const consoleNavigation = page.getByRole('navigation', { name: 'Console' });
  await consoleNavigation.getByRole('link', { name: 'Messages' }).click();
  await expect(mainHeading(page)).toHaveText('Messages');
  await expect(page).toHaveTitle('Messages – FSMIS officers’ console');
  await expect(consoleNavigation.getByRole('link', { name: 'Messages' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const counts = page.getByRole('region', { name: 'E-mails by status' });
  await expect(counts.getByRole('term')).toHaveText(['Queued', 'Sent', 'Failed']);

  // The laboratory's e-mail, found by its address: sent once the job queue has delivered it.
  await filterMessages(page, lab.email, []);
  await expect(page).toHaveURL(new RegExp(`/officer/messages\\?Search=${encodeURIComponent(lab.email)}$`));
  const table = page.getByRole('table', { name: /^E-mails the portal sends, newest first/ });
  const row = messageRow(table, subject);
  await expect(async () => {
    await page.reload();
    await expect(row.getByRole('strong')).toHaveText('Sent', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(row.getByRole('cell', { name: lab.email, exact: true })).toBeVisible();
  await expect(row.getByRole('rowheader')).toHaveText(/^\d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2}$/);
  await expect(row.getByRole('cell', { name: '1', exact: true })).toBeVisible();
  // A sent e-mail is not sent again.
  await expect(row.getByRole('button')).toHaveCount(0);
  const about = row.getByRole('link', { name: reference, exact: true });
  await expect(about).toHaveAttribute('href', `/officer/applications/${applicationId}`);
  await checkScreen(page, 'officer-messages', accessibilityViolations);
  await saveScreen('officer-messages');

  // Filtered by status: not among the failed ones, among the sent ones; each filter kept in the URL.
  await filterMessages(page, lab.email, ['Failed']);
  await expect(page).toHaveURL(/[?&]Status=3(&|$)/);
  await expect(page.getByRole('heading', { name: 'No e-mails match' })).toBeVisible();
  await checkScreen(page, 'officer-messages-none', accessibilityViolations);
  await filterMessages(page, lab.email, ['Sent']);
  await expect(page).toHaveURL(/[?&]Status=2(&|$)/);
  await expect(row).toHaveCount(1);
  await expect(page.getByText('Showing 1 to 1 of 1 e-mail')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Status' }).getByLabel('Sent', { exact: true })).toBeChecked();

  // On a phone: the table scrolls in its own region, named by its caption and reachable by keyboard.
  await page.setViewportSize(PHONE);
  await expectPageLoaded(page);
  await expect(page.getByRole('region', { name: /^E-mails the portal sends/ })).toHaveAttribute(
    'tabindex',
    '0',
  );
  await expectNoSidewaysScroll(page);
  await checkScreen(page, 'officer-messages-phone', accessibilityViolations);
  await saveScreen('officer-messages-phone');
  await page.setViewportSize({ width: 1280, height: 720 });

  // The e-mail's link leads to the application's case, whose timeline lists the e-mails about it.
  await about.click();
  await expect(mainHeading(page)).toHaveText(`Application ${reference}`);
  await expectPageLoaded(page);
  const timeline = page.getByRole('region', { name: 'Timeline', exact: true });
  const messages = timeline.getByRole('region', { name: 'Messages', exact: true });
  const item = messages.getByRole('listitem').filter({ hasText: subject });
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(`To ${lab.email}`);
  await expect(item.getByRole('strong').filter({ hasText: /^Sent$/ })).toBeVisible();
  await expect(item.locator('time')).toHaveText(/^\d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2}$/);
  await expect(item.getByRole('button')).toHaveCount(0);
  await checkScreen(page, 'officer-messages-case', accessibilityViolations);
  await saveScreen('officer-messages-case');
  await timeline.screenshot({ path: screenPath('officer-messages-case-timeline'), animations: 'disabled' });

  await page.setViewportSize(PHONE);
  await expectPageLoaded(page);
  await expectNoSidewaysScroll(page);
  await checkScreen(page, 'officer-messages-case-phone', accessibilityViolations);
  await saveScreen('officer-messages-case-phone');
  await timeline.screenshot({
    path: screenPath('officer-messages-case-timeline-phone'),
    animations: 'disabled',
  });
});
