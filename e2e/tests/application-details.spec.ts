import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.js';
import { type DashboardFilter, openFromDashboard } from '../locators.js';

// ready's seeded applications, one per status group, opened from the Dashboard's table as a person
// would: what the company must do next, the sections its status shows, and no WCAG 2.2 AA violations.
// Only the comment test adds anything (a comment); nothing here moves an application.

test.describe.configure({ mode: 'parallel' });

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const tasks = (page: Page) => region(page, 'You need to');

/** Waits until every signature on the page has loaded: the screenshot shows them, and they are served. */
async function signaturesShown(page: Page) {
  const signatures = page.getByRole('img', { name: /^Signature of / });
  for (const signature of await signatures.all()) {
    await expect
      .poll(() => signature.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
  }
}

/** The h2 of every section on the page, in order. */
const sectionHeadings = (page: Page) => page.getByRole('main').getByRole('heading', { level: 2 });

test('Pending Corrective Action: the findings, their corrective actions, and the task that leads to them', async ({
  page,
  signIn,
  saveScreen,
  accessibilityViolations,
}) => {
  await signIn('ready');
  await openFromDashboard(page, { programme: 1, category: 3, status: 6 });
  const task = tasks(page).getByRole('link', {
    name: /^submit corrective actions for 2 findings by \d{2} \w{3} \d{4}$/,
  });
  await expect(task).toHaveAttribute('href', '#corrective-actions');
  // Two findings: a header row and one row each.
  await expect(region(page, 'Findings').getByRole('table').getByRole('row')).toHaveCount(3);
  // Nothing written yet: the section holds the form, one part per finding.
  const corrective = region(page, 'Corrective actions');
  await expect(corrective).toContainText('Finding 1');
  await expect(corrective).toContainText('Finding 2');
  await expect(region(page, 'Timeline').getByRole('listitem').first()).toBeVisible();
  await task.click();
  await expect(page).toHaveURL(/#corrective-actions$/);
  await signaturesShown(page);
  expect(await accessibilityViolations()).toEqual([]);
  await saveScreen('application-details-pending-corrective-action');
});

test('Request For Information: the request, and the task to answer it', async ({
  page,
  signIn,
  saveScreen,
  accessibilityViolations,
}) => {
  await signIn('ready');
  await openFromDashboard(page, { programme: 2, category: 1, status: 3 });
  await expect(
    tasks(page).getByRole('link', { name: /^answer the request for information by \d{2} \w{3} \d{4}$/ }),
  ).toHaveAttribute('href', '#correspondence');
  const requests = region(page, 'Requests for information');
  await expect(requests.getByRole('heading', { level: 3, name: /^Request \d+: / }).first()).toBeVisible();
  await expect(requests.getByText('Sent', { exact: true }).last()).toBeVisible();
  await expect(region(page, 'Findings')).toHaveCount(0);
  await signaturesShown(page);
  expect(await accessibilityViolations()).toEqual([]);
  await saveScreen('application-details-request-for-information');
});

test('Documentary Review: the approval documents and their versions, and the task to respond', async ({
  page,
  signIn,
  saveScreen,
  accessibilityViolations,
}) => {
  await signIn('ready');
  await openFromDashboard(page, { programme: 3, category: 2, status: 9 });
  await expect(
    tasks(page).getByRole('link', { name: /^respond to \d+ approval documents?$/ }),
  ).toHaveAttribute('href', '#approval-documents');
  const documents = region(page, 'Approval documents');
  await expect(documents.getByRole('heading', { level: 3 }).first()).toBeVisible();
  await expect(documents.getByRole('link', { name: /^Download version \d+: / }).first()).toBeVisible();
  // Beyond review, the site verification and its findings came first.
  await expect(region(page, 'Site verification')).toBeVisible();
  await signaturesShown(page);
  expect(await accessibilityViolations()).toEqual([]);
  await saveScreen('application-details-documentary-review');
});

test('Recognised: the outcome with the recognition it granted, and nothing left to do', async ({
  page,
  signIn,
  saveScreen,
  accessibilityViolations,
}) => {
  await signIn('ready');
  await openFromDashboard(page, { programme: 1, category: 1, status: 12 });
  await expect(tasks(page)).toHaveCount(0);
  const outcome = region(page, 'Outcome');
  await expect(outcome.getByText('Recognised', { exact: true })).toBeVisible();
  await expect(outcome.getByRole('definition').nth(1)).toHaveText(/\S/);
  await expect(outcome.getByRole('term')).toContainText([
    'Outcome',
    'Recognition number',
    'Valid from',
    'Valid until',
  ]);
  await expect(region(page, 'Declaration of acceptance')).toBeVisible();
  await expect(page.getByLabel('Your comment')).toHaveCount(0);
  await expect(sectionHeadings(page).first()).toHaveText('Outcome');
  // The submission's declaration and the declaration of acceptance, each with its signature.
  await expect(page.getByRole('img', { name: /^Signature of / })).toHaveCount(2);
  await signaturesShown(page);
  expect(await accessibilityViolations()).toEqual([]);
  await saveScreen('application-details-recognised');
});

test('a Change Of Scope that reached Recognised reads as Scope Granted', async ({ page, signIn }) => {
  await signIn('ready');
  await openFromDashboard(page, { programme: 1, category: 3, status: 12 });
  await expect(region(page, 'Outcome').getByText('Scope Granted', { exact: true })).toBeVisible();
});

test('Application Review: what the regulator is doing, and a comment added to the thread', async ({
  page,
  signIn,
  saveScreen,
  accessibilityViolations,
}) => {
  await signIn('ready');
  await openFromDashboard(page, { programme: 1, category: 4, status: 2 });
  await expect(tasks(page)).toHaveCount(0);
  await expect(
    page.getByText(/^We are reviewing your application\. You do not need to do anything now\./),
  ).toBeVisible();
  await expect(region(page, 'Requests for information')).toHaveCount(0);

  const comments = region(page, 'Comments');
  const text = `Our quality manager is away until Friday (${Date.now()}).`;
  await comments.getByLabel('Your comment').fill(text);
  await comments.getByRole('button', { name: 'Add comment' }).click();
  await expect(comments.getByText('Your comment has been added.')).toBeVisible();
  const added = comments.getByRole('listitem').filter({ hasText: text });
  await expect(added).toContainText(
    /^Alice Tan.* \(your company\), \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2}/,
  );
  await expect(comments.getByLabel('Your comment')).toHaveValue('');
  await signaturesShown(page);
  expect(await accessibilityViolations()).toEqual([]);
  await saveScreen('application-details-application-review');
});

const ENDED: readonly (DashboardFilter & { readonly label: string })[] = [
  { programme: 2, category: 1, status: 15, label: 'Withdrawn' },
  { programme: 1, category: 2, status: 14, label: 'Voided' },
];

for (const ended of ENDED) {
  test(`${ended.label}: the reason it ended`, async ({ page, signIn, accessibilityViolations }) => {
    await signIn('ready');
    await openFromDashboard(page, ended);
    const outcome = region(page, 'Outcome');
    await expect(outcome.getByText(ended.label, { exact: true })).toBeVisible();
    await expect(outcome.getByRole('term').last()).toHaveText('Reason');
    await expect(tasks(page)).toHaveCount(0);
    expect(await accessibilityViolations()).toEqual([]);
  });
}

const OPEN_GROUPS: readonly (DashboardFilter & {
  readonly name: string;
  readonly section: string;
  readonly task?: RegExp;
})[] = [
  {
    name: 'Pending Findings Acknowledgement',
    programme: 2,
    category: 3,
    status: 5,
    section: 'Findings',
    task: /^acknowledge \d+ findings? by /,
  },
  {
    name: 'Approval Documents Ready',
    programme: 3,
    category: 3,
    status: 10,
    section: 'Declaration of acceptance',
    task: /^sign the declaration$/,
  },
  {
    name: 'Pending Support',
    programme: 3,
    category: 4,
    status: 11,
    section: 'Declaration of acceptance',
    task: /^pay invoice \S+ by \d{2} \w{3} \d{4}$/,
  },
  { name: 'Corrective Actions Review', programme: 2, category: 4, status: 7, section: 'Corrective actions' },
];

for (const group of OPEN_GROUPS) {
  test(`${group.name}: its sections and next step, accessible`, async ({
    page,
    signIn,
    accessibilityViolations,
  }) => {
    await signIn('ready');
    await openFromDashboard(page, group);
    await expect(region(page, group.section)).toBeVisible();
    if (group.task) {
      await expect(tasks(page).getByRole('link', { name: group.task })).toBeVisible();
    } else {
      await expect(tasks(page)).toHaveCount(0);
      await expect(page.getByText(/You do not need to do anything now\./)).toBeVisible();
    }
    expect(await accessibilityViolations()).toEqual([]);
  });
}
