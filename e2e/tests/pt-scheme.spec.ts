import type { Page } from '@playwright/test';
import { atPhoneWidth, expect, mainHeading, test } from '../fixtures.js';
import { columnTexts, definitionOf, expectPageLoaded } from '../locators.js';

// The PT Scheme dashboard: the laboratory's Proficiency Testing schemes, their status in words, the
// dates that matter and whether it has registered. Participants never see a Draft scheme. Read only.

type Scheme = {
  readonly id: string;
  readonly code: string;
  readonly name: string;
  readonly statusLabel: string;
  readonly isRegistered: boolean;
};
type SchemesPage = { readonly items: readonly Scheme[]; readonly total: number };

/** The statuses a participant may see (docs/requirements.md §4), as the tags word them. */
const VISIBLE_STATUS_LABELS = [
  'Registration Open',
  'Registration Closed',
  'Results Submission Open',
  'Results Submission Closed',
  'PT Completed',
];

async function listed(page: Page, query: string): Promise<SchemesPage> {
  const response = await page.request.get(`/api/proficiency-tests?${query}`);
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: SchemesPage }).data;
}

const schemesTable = (page: Page) =>
  page.getByRole('region', { name: 'Proficiency Testing schemes' }).getByRole('table');
const codes = (page: Page) => schemesTable(page).getByRole('rowheader');
const filterForm = (page: Page) => page.getByRole('form', { name: 'Filter schemes' });

/** The list matches the API's, with each status in words and never a Draft scheme. */
async function expectSchemes(page: Page, schemes: SchemesPage) {
  await expect(page.getByRole('status').filter({ hasText: /^Showing/ })).toHaveText(
    `Showing 1 to ${schemes.total} of ${schemes.total} scheme${schemes.total === 1 ? '' : 's'}`,
  );
  await expect(codes(page)).toHaveText(schemes.items.map((scheme) => scheme.code));
  await expect
    .poll(() => columnTexts(schemesTable(page), 'Status'))
    .toEqual(schemes.items.map((scheme) => scheme.statusLabel));
  for (const label of await columnTexts(schemesTable(page), 'Status')) {
    expect(VISIBLE_STATUS_LABELS).toContain(label);
  }
  await expect
    .poll(() => columnTexts(schemesTable(page), 'Your registration'))
    .toEqual(schemes.items.map((scheme) => (scheme.isRegistered ? 'Registered' : 'Not registered')));
  await expect(schemesTable(page).getByText('Draft')).toHaveCount(0);
  await expect(schemesTable(page).getByText('Heavy metals in rice')).toHaveCount(0);
}

test('a laboratory with both modules, in PT, sees its schemes, filters them and opens one', async ({
  page,
  signIn,
  saveScreen,
  accessibilityViolations,
}) => {
  await signIn('dual');
  await page.goto('/select-module');
  await page.getByLabel('Proficiency Testing').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/pt-scheme\/dashboard$/);
  await expect(mainHeading(page)).toHaveText('PT Scheme');

  const all = await listed(page, 'PageSize=100');
  expect(all.total).toBeGreaterThanOrEqual(5);
  await expectSchemes(page, all);
  // Registered in schemes at statuses 2-6 (docs/demo-data.md), and one open scheme it may still join.
  const registeredIn = new Set(
    all.items.filter((scheme) => scheme.isRegistered).map((scheme) => scheme.statusLabel),
  );
  expect(registeredIn).toEqual(new Set(VISIBLE_STATUS_LABELS));
  await expect
    .poll(async () => (await columnTexts(schemesTable(page), 'Registration closes'))[0])
    .toMatch(/^\d{2} [A-Z][a-z]{2} \d{4}$/);
  // Draft is not a status to filter by.
  const statusFilter = filterForm(page).getByRole('group', { name: 'Status' });
  await expect(statusFilter.getByRole('checkbox')).toHaveCount(5);
  await expect(statusFilter.getByLabel('Draft')).toHaveCount(0);
  await expectPageLoaded(page);
  expect(await accessibilityViolations()).toEqual([]);
  await saveScreen('pt-scheme-dual');

  // Filter by status: the URL carries it, and a reload keeps it.
  await statusFilter.getByLabel('Registration Open').check();
  await filterForm(page).getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/\/pt-scheme\/dashboard\?Status=2$/);
  const open = await listed(page, 'Status=2');
  await expectSchemes(page, open);
  await page.reload();
  await expectSchemes(page, open);
  await expect(statusFilter.getByLabel('Registration Open')).toBeChecked();
  expect(await accessibilityViolations()).toEqual([]);
  await saveScreen('pt-scheme-filtered');

  // Search by name, then clear.
  await filterForm(page).getByLabel('Scheme code or name').fill('aflatoxin');
  await filterForm(page).getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/Status=2&Search=aflatoxin$/);
  const aflatoxins = await listed(page, 'Status=2&Search=aflatoxin');
  expect(aflatoxins.total).toBe(1);
  await expectSchemes(page, aflatoxins);
  await filterForm(page).getByRole('link', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/pt-scheme\/dashboard$/);
  await expectSchemes(page, all);

  // A Draft status in a URL is no filter at all.
  await page.goto('/pt-scheme/dashboard?Status=1');
  await expectSchemes(page, all);

  // A nonsense search finds nothing, and says so.
  await page.goto('/pt-scheme/dashboard?Search=no-such-scheme');
  await expect(page.getByRole('status').filter({ hasText: 'No schemes match these filters' })).toBeVisible();

  // Each code opens the scheme's details.
  const [scheme] = aflatoxins.items;
  await page.goto('/pt-scheme/dashboard');
  await codes(page)
    .getByRole('link', { name: scheme?.code ?? '' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/pt-scheme-details/${scheme?.id}$`));
  await expect(mainHeading(page)).toHaveText('PT Scheme Details');
  const details = page.getByRole('region', { name: scheme?.name ?? '' });
  const value = (key: string) => definitionOf(details, key);
  await expect(value('Code')).toHaveText(scheme?.code ?? '');
  await expect(value('Status')).toHaveText(scheme?.statusLabel ?? '');
  await expect(value('Your registration')).toHaveText(/^Registered on \d{2} [A-Z][a-z]{2} \d{4}$/);
  await expect(value('Results due')).toHaveText(/^\d{2} [A-Z][a-z]{2} \d{4}$/);
  await expectPageLoaded(page);
  expect(await accessibilityViolations()).toEqual([]);
  await saveScreen('pt-scheme-details');

  // Opened directly (no list on hand), the details are read from the API.
  await page.reload();
  await expect(value('Code')).toHaveText(scheme?.code ?? '');
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'PT Scheme' }).click();
  await expect(page).toHaveURL(/\/pt-scheme\/dashboard$/);

  // A scheme the laboratory may not see is not found.
  await page.goto('/pt-scheme-details/0f8fad5b-d9cb-469f-a165-70867728950e');
  await expect(page.getByText('We could not find this scheme.')).toBeVisible();
});

test('the overseas laboratory sees its schemes after signing in with the e-mailed link', async ({
  page,
  overseasSignInLink,
  saveScreen,
  accessibilityViolations,
}) => {
  await page.goto(await overseasSignInLink());
  await expect(page).toHaveURL(/\/pt-scheme\/dashboard$/);
  await expect(mainHeading(page)).toHaveText('PT Scheme');
  const all = await listed(page, 'PageSize=100');
  expect(all.items.some((scheme) => scheme.isRegistered)).toBe(true);
  await expectSchemes(page, all);
  await expectPageLoaded(page);
  expect(await accessibilityViolations()).toEqual([]);
  await saveScreen('pt-scheme-overseas');

  await page.setViewportSize({ width: 320, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  expect(await accessibilityViolations()).toEqual([]);
  await saveScreen('pt-scheme-320');
});

test('the overseas laboratory’s profile asks nothing of it before PT, and names it for what it is', async ({
  page,
  overseasSignInLink,
  saveScreen,
  accessibilityViolations,
}) => {
  await page.goto(await overseasSignInLink());
  await expect(mainHeading(page)).toHaveText('PT Scheme');
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Profile' }).click();
  await expect(mainHeading(page)).toHaveText('Profile');
  await expect(page.getByRole('heading', { name: 'Your details' })).toBeVisible();
  // It uses PT already: no call to complete the profile "before you can use FSMIS".
  await expect(page.getByRole('region', { name: 'Complete your profile' })).toHaveCount(0);
  await expect(page.getByText(/before you can use FSMIS/i)).toHaveCount(0);
  // No UEN to show as "Not recorded", no Singapore country code, no applications.
  const company = page.getByRole('region', { name: 'Your company' });
  await expect(company).toContainText('Overseas laboratory');
  await expect(company).not.toContainText('UEN');
  await expect(page.getByText('Not recorded')).toHaveCount(0);
  await expect(page.getByLabel('Country code')).toHaveValue('');
  await expect(page.getByText('Signature (optional)')).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('your applications');
  expect(await accessibilityViolations()).toEqual([]);
  await saveScreen('profile-overseas');
  await atPhoneWidth(page, async () => {
    expect(await accessibilityViolations(), 'the overseas profile on a phone').toEqual([]);
    await saveScreen('profile-overseas-phone');
  });
});
