import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Browser, Locator, Page } from '@playwright/test';
import { pdfBytes } from '../application-filler.js';
import {
  atPhoneWidth,
  demoAccounts,
  errorSummary,
  expect,
  mainHeading,
  signInOfficer,
  successBanner,
  test,
} from '../fixtures.js';
import { definitionOf, expectPageLoaded, smallestChartText } from '../locators.js';
import { withinRateLimit } from '../rate-limit.js';

// One Proficiency Testing round run by an officer in the console, from its creation to a published
// report, with two laboratories taking part in the portal: a local laboratory with both modules and the
// overseas laboratory signed in by its e-mailed link, each in a browser of its own.

/** Today and later days as Singapore reads them, `yyyy-mm-dd`. */
const singaporeDay = (daysFromToday = 0) =>
  new Date(Date.now() + daysFromToday * 86_400_000).toLocaleDateString('en-CA', {
    timeZone: 'Asia/Singapore',
  });

type Screens = {
  readonly accessibilityViolations: () => Promise<readonly string[]>;
  readonly saveScreen: (name: string) => Promise<void>;
};

/** The screen as it stands passes axe-core, and is kept as a screenshot. */
async function checkScreen(page: Page, { accessibilityViolations, saveScreen }: Screens, name: string) {
  await expectPageLoaded(page);
  expect(await accessibilityViolations(), name).toEqual([]);
  await saveScreen(name);
}

/** A laboratory in a browser of its own. */
async function laboratoryPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

/** The round's page in the portal, at one of its tabs. */
async function openTab(lab: Page, roundId: string, tab: string) {
  await lab.goto(`/pt-scheme-details/${roundId}`);
  const tabs = lab.getByRole('navigation', { name: 'Parts of the round' });
  await tabs.getByRole('link', { name: tab }).click();
  await expect(tabs.getByRole('link', { name: tab })).toHaveAttribute('aria-current', 'page');
}

/** Registers the laboratory for both analytes, with the address a laboratory of its kind gives. */
async function register(lab: Page, roundId: string, local: boolean): Promise<string> {
  await openTab(lab, roundId, 'Registration');
  const form = lab.getByRole('form', { name: /^Register for/ });
  await form.getByLabel('Patulin (µg/kg)').check();
  await form.getByLabel('Sorbic acid (mg/kg)').check();
  await form.getByLabel('Full name').fill('Dana Reyes');
  await form.getByLabel('Email address').fill('dana.reyes@lab.example');
  if (local) {
    await form.getByLabel('Address line 1').fill('1 Science Park Road');
    await form.getByLabel('Contact number').fill('6123 4567');
    await form.getByLabel('Postal code').fill('117528');
  } else {
    await form.getByLabel('Address line 1').fill('12 Harbour Street');
    await form.getByLabel('Contact number').fill('+61 2 9876 5432');
    await form.getByLabel('Town or city (optional)').fill('Sydney NSW');
    await form.getByLabel('Postal code (if your country uses one)').fill('2000');
    await form.getByLabel('Country', { exact: true }).fill('Australia');
  }
  await form.getByRole('button', { name: 'Register' }).click();
  const banner = successBanner(lab);
  await expect(banner).toContainText(/Your lab code is A\d{2}\./);
  return /Your lab code is (A\d{2})\./.exec((await banner.textContent()) ?? '')?.[1] ?? '';
}

/** Enters and submits a result for each analyte. */
async function submitResults(lab: Page, roundId: string, results: { patulin: string; sorbic: string }) {
  await openTab(lab, roundId, 'Results');
  const form = lab.getByRole('form', { name: /results/i });
  for (const [analyte, unit, value] of [
    ['Patulin', 'µg/kg', results.patulin],
    ['Sorbic acid', 'mg/kg', results.sorbic],
  ] as const) {
    const group = form.getByRole('group', { name: new RegExp(`^${analyte}`) });
    await group.getByLabel('A value').check();
    await group.getByLabel(`Result in ${unit}`).fill(value);
    await group.getByLabel('Method or technique').fill('HPLC-DAD');
  }
  await form.getByRole('button', { name: 'Submit results' }).click();
  await lab.getByRole('button', { name: 'Yes, submit my results' }).click();
  await expect(successBanner(lab)).toBeVisible();
  await expect(lab.getByRole('button', { name: 'Submit results' })).toHaveCount(0);
}

/** Takes the round's next status step from the console, through its confirmation. */
async function takeStatusStep(page: Page, step: string, title: RegExp, confirmation: string) {
  await page.getByRole('button', { name: step, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: step, exact: true }).click();
  await expect(successBanner(page, confirmation)).toBeVisible();
}

/** Opens a part of the round page offered by its button, unless it is open already. */
async function open(page: Page, label: string) {
  const toggle = page.getByRole('button', { name: label, exact: true });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
}

/** Scores an analyte against a reference value with a fixed sigma_pt, from the console. */
async function assignReference(
  page: Page,
  analyte: string,
  unit: string,
  rule: { value: string; uncertainty: string; sigma: string },
) {
  await open(page, `Change how ${analyte} is scored`);
  const form = page.getByRole('form', { name: `How ${analyte} is scored` });
  await form.getByLabel('A reference value').check();
  await form.getByLabel(`Reference value in ${unit}`, { exact: true }).fill(rule.value);
  await form.getByLabel(`Standard uncertainty of the reference value in ${unit}`).fill(rule.uncertainty);
  await form.getByLabel('A fixed value').check();
  await form.getByLabel(`σpt in ${unit}`).fill(rule.sigma);
  await form.getByRole('button', { name: 'Save how it is scored' }).click();
  await expect(
    successBanner(page, `${analyte} in`).filter({
      hasText: `is scored against the reference value ${rule.value} ± ${rule.uncertainty}`,
    }),
  ).toBeVisible();
}

/** The rows of a chart's table alternative, opened from its disclosure: each category and its figure. */
async function chartFigures(chart: Locator): Promise<string[][]> {
  await chart.getByText('Show the figures as a table').click();
  const table = chart.getByRole('table');
  await expect(table).toBeVisible();
  const rows = await table
    .getByRole('row')
    .filter({ has: chart.page().getByRole('rowheader') })
    .all();
  return Promise.all(
    rows.map(async (row) => [
      ((await row.getByRole('rowheader').textContent()) ?? '').trim(),
      ((await row.getByRole('cell').first().textContent()) ?? '').trim(),
    ]),
  );
}

test('an officer runs a PT round in the console from creation to a published report, with two laboratories', async ({
  page,
  browser,
  baseURL,
  overseasSignInLink,
  accessibilityViolations,
  saveScreen,
}) => {
  test.setTimeout(300_000);
  const screens = { accessibilityViolations, saveScreen };
  const name = `Patulin and sorbic acid in apple juice ${randomBytes(3).toString('hex')}`;

  // The list of rounds.
  await signInOfficer(page.request);
  await page.goto('/officer/pt-rounds');
  await expect(mainHeading(page)).toHaveText('PT rounds');
  await expect(page).toHaveTitle('PT rounds – FSMIS officers’ console');
  await expect(page.getByRole('status').filter({ hasText: /rounds, newest first$/ })).toBeVisible();
  await checkScreen(page, screens, 'officer-pt-rounds');

  // A new round: refused while incomplete, then created in Draft.
  await page.getByRole('link', { name: 'Create a round' }).click();
  await expect(mainHeading(page)).toHaveText('New PT round');
  const form = page.getByRole('form', { name: 'Create a PT round' });
  await form.getByRole('button', { name: 'Create the round' }).click();
  await expect(errorSummary(page)).toContainText('Enter the name of the round');
  await expect(errorSummary(page)).toContainText('Enter the analyte’s name');
  await form.getByLabel('Name of the round').fill(name);
  await form.getByLabel('Matrix').fill('Apple juice');
  await form.getByLabel('Fee in Singapore dollars (optional)').fill('250');
  await form.getByLabel('Registration opens on').fill(singaporeDay());
  await form.getByLabel('Registration closes on').fill(singaporeDay(30));
  await form.getByLabel('Test items dispatched on').fill(singaporeDay(20));
  await form.getByLabel('Results due on').fill(singaporeDay(65));
  const analyte = (position: number) => form.getByRole('group', { name: `Analyte ${position}` });
  await analyte(1).getByLabel('Name').fill('Patulin');
  await analyte(1).getByLabel('Unit').fill('µg/kg');
  await form.getByRole('button', { name: 'Add another analyte' }).click();
  await expect(analyte(2).getByLabel('Name')).toBeFocused();
  await analyte(2).getByLabel('Name').fill('Sorbic acid');
  await analyte(2).getByLabel('Unit').fill('mg/kg');
  await form.getByRole('button', { name: 'Add another analyte' }).click();
  await analyte(3).getByLabel('Name').fill('Benzoic acid');
  await analyte(3).getByRole('button', { name: 'Remove analyte 3' }).click();
  await expect(analyte(3)).toHaveCount(0);
  await expect(form.getByRole('button', { name: 'Add another analyte' })).toBeFocused();
  await form.getByRole('button', { name: 'Create the round' }).click();
  // The domain's own rule on the order of the dates.
  await expect(errorSummary(page)).toContainText('Test items are dispatched once registration has closed');
  await checkScreen(page, screens, 'officer-pt-round-new');
  await form.getByLabel('Test items dispatched on').fill(singaporeDay(35));
  await form.getByRole('button', { name: 'Create the round' }).click();

  await expect(mainHeading(page)).toHaveText(name);
  await expect(page).toHaveTitle('PT round – FSMIS officers’ console');
  await expect(successBanner(page)).toContainText(/Created the round PT-\d{4}-\d{2} .* in Draft\./);
  const roundId = new URL(page.url()).pathname.split('/').pop() ?? '';
  const summary = page.getByRole('region', { name: 'Summary', exact: true });
  const code = ((await definitionOf(summary, 'Code').textContent()) ?? '').trim();
  expect(code).toMatch(/^PT-\d{4}-\d{2}$/);
  await expect(definitionOf(summary, 'Status')).toHaveText('Draft');
  await expect(definitionOf(summary, 'Fee')).toHaveText('S$250.00');
  await expect(definitionOf(summary, 'Analytes')).toHaveText('Patulin (µg/kg), Sorbic acid (mg/kg)');

  // Registration opens, with the protocol for laboratories to read.
  await takeStatusStep(
    page,
    'Open registration',
    new RegExp(`^Open registration for ${code}\\?$`),
    'Opened registration for',
  );
  await expect(definitionOf(summary, 'Status')).toHaveText('Registration Open');
  await open(page, 'Add documents');
  const documents = page.getByRole('form', { name: 'Add documents' });
  await documents.getByLabel('General information').check();
  await documents.getByLabel('Files').setInputFiles({
    name: 'scheme-protocol.pdf',
    mimeType: 'application/pdf',
    buffer: pdfBytes('protocol'),
  });
  await expect(page.getByText('scheme-protocol.pdf is ready')).toBeAttached();
  await documents.getByRole('button', { name: 'Upload the documents' }).click();
  await expect(successBanner(page, 'Added 1 general document')).toBeVisible();
  const roundDocuments = page.getByRole('region', { name: 'Documents', exact: true });
  await expect(roundDocuments.getByRole('rowheader', { name: 'scheme-protocol.pdf' })).toBeVisible();
  // Once the scanner has passed it, the officer downloads the file as it was uploaded.
  const protocolLink = roundDocuments.getByRole('link', { name: /^scheme-protocol\.pdf \(/ });
  await expect(protocolLink).toBeVisible();
  const downloading = page.waitForEvent('download');
  await protocolLink.click();
  const protocol = await downloading;
  expect(protocol.suggestedFilename()).toBe('scheme-protocol.pdf');
  expect((await readFile(await protocol.path())).equals(pdfBytes('protocol'))).toBe(true);

  // Two laboratories register in the portal, each in a browser of its own.
  const local = await laboratoryPage(browser, baseURL);
  const signedIn = await withinRateLimit(() =>
    local.request.post('/api/auth/test-logins', { data: demoAccounts.dual }),
  );
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
  expect((await local.request.post('/api/auth/select-module', { data: { module: 'pt' } })).ok()).toBe(true);
  const overseas = await laboratoryPage(browser, baseURL);
  await overseas.goto(await overseasSignInLink());
  await expect(overseas).toHaveURL(/\/pt-scheme\/dashboard$/);
  const localCode = await register(local, roundId, true);
  const overseasCode = await register(overseas, roundId, false);
  expect([localCode, overseasCode]).toEqual(['A01', 'A02']);

  // The officer closes registration and records both dispatches.
  await page.reload();
  const participants = page.getByRole('region', { name: 'Participants', exact: true }).getByRole('table');
  await expect(participants.getByRole('rowheader')).toHaveText(['A01', 'A02']);
  await takeStatusStep(page, 'Close registration', /^Close registration for/, 'Closed registration for');
  for (const labCode of ['A01', 'A02']) {
    await open(page, `Record the dispatch to ${labCode}`);
    const dispatch = page.getByRole('form', { name: `Record the dispatch to ${labCode}` });
    await dispatch.getByLabel('Courier').fill('DHL Express');
    await dispatch.getByLabel('Tracking number').fill(`JD0146${labCode}`);
    await expect(dispatch.getByLabel('Date dispatched')).toHaveValue(singaporeDay());
    await dispatch.getByRole('button', { name: 'Record the dispatch' }).click();
    await expect(successBanner(page, `Recorded the dispatch to ${labCode}`)).toBeVisible();
    await expect(participants.getByRole('row', { name: new RegExp(`^${labCode}`) })).toContainText(
      `Tracking number JD0146${labCode}`,
    );
  }
  await checkScreen(page, screens, 'officer-pt-round');
  await atPhoneWidth(page, () => checkScreen(page, screens, 'officer-pt-round-phone'));
  await takeStatusStep(
    page,
    'Open results submission',
    /^Open results submission for/,
    'Opened results submission for',
  );

  // Both laboratories submit their results.
  await submitResults(local, roundId, { patulin: '12.5', sorbic: '5.2' });
  await submitResults(overseas, roundId, { patulin: '9.0', sorbic: '4.6' });

  // The officer closes results, scores both analytes against reference values, and computes.
  await page.reload();
  await expect(participants.getByRole('row', { name: /^A02/ })).toContainText('Submitted');
  await takeStatusStep(
    page,
    'Close results submission',
    /^Close results submission for/,
    'Closed results submission for',
  );
  // A reference value left out is refused by the domain's rule, on its field.
  await open(page, 'Change how Patulin is scored');
  const patulinRule = page.getByRole('form', { name: 'How Patulin is scored' });
  await patulinRule.getByLabel('A reference value').check();
  await patulinRule.getByRole('button', { name: 'Save how it is scored' }).click();
  await expect(errorSummary(page)).toContainText('Enter the reference value');
  await assignReference(page, 'Patulin', 'µg/kg', { value: '10', uncertainty: '0.1', sigma: '1' });
  await assignReference(page, 'Sorbic acid', 'mg/kg', { value: '5', uncertainty: '0.5', sigma: '1' });
  await page.getByRole('button', { name: 'Compute statistics' }).click();
  await expect(successBanner(page, 'from 2 submissions: 2 of 2 analytes scored')).toBeVisible();

  // The statistics review: each analyte's figures, its charts with their tables, and the scores.
  const patulin = page.getByRole('region', { name: 'Statistics for Patulin (µg/kg)' });
  await expect(definitionOf(patulin, 'Assigned value \\(x_pt\\)')).toContainText('10 µg/kg');
  await expect(definitionOf(patulin, 'σpt')).toContainText('1 µg/kg');
  await expect(definitionOf(patulin, 'Score')).toContainText('z is used');
  await expect(definitionOf(patulin, 'Robust mean \\(x\\*\\)')).toHaveText('10.75 µg/kg');
  const patulinScores = patulin.getByRole('figure', { name: 'z-scores for Patulin', exact: true });
  await expect(patulinScores.getByRole('img', { name: /z-scores for Patulin/ })).toBeVisible();
  expect(await chartFigures(patulinScores)).toEqual([
    ['A01', '2.50'],
    ['A02', '−1.00'],
  ]);
  const patulinResults = patulin.getByRole('figure', { name: 'Results for Patulin by laboratory' });
  await expect(patulinResults.getByRole('img')).toBeVisible();
  expect(await chartFigures(patulinResults)).toEqual([
    ['A01', '12.5'],
    ['A02', '9'],
  ]);
  const patulinTable = patulin.getByRole('table', { name: 'Scores for Patulin', exact: true });
  await expect(patulinTable.getByRole('row', { name: /^A01/ })).toContainText('Questionable');
  await expect(patulinTable.getByRole('row', { name: /^A02/ })).toContainText('Satisfactory');

  // u(x_pt) = 0.5 > 0.3 sigma_pt: z′ = (x − 5) / √(1 + 0.25).
  const sorbic = page.getByRole('region', { name: 'Statistics for Sorbic acid (mg/kg)' });
  await expect(definitionOf(sorbic, 'Score')).toContainText('z′ is used');
  const sorbicScores = sorbic.getByRole('figure', { name: 'z′-scores for Sorbic acid' });
  await expect(sorbicScores.getByRole('img')).toBeVisible();
  expect(await chartFigures(sorbicScores)).toEqual([
    ['A01', '0.18'],
    ['A02', '−0.36'],
  ]);
  await expect(sorbic.getByRole('table', { name: 'Scores for Sorbic acid', exact: true })).toContainText(
    'Satisfactory',
  );
  await checkScreen(page, screens, 'officer-pt-statistics');
  await atPhoneWidth(page, async () => {
    // The charts keep their labels legible on a phone, scrolled inside their regions.
    expect(await smallestChartText(page)).toBeGreaterThanOrEqual(12);
    // The scores keep their grid, read across a row: their region says it scrolls, and the keyboard scrolls it.
    const scores = page.getByRole('region', { name: 'Scores for Patulin', exact: true });
    await expect(scores).toHaveAccessibleDescription('Scroll sideways to see more of the table');
    await scores.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => scores.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    await checkScreen(page, screens, 'officer-pt-statistics-phone');
  });

  // Reviewed, then published.
  await page.getByRole('button', { name: 'Mark statistics reviewed' }).click();
  await expect(successBanner(page, 'Reviewed the statistics of')).toBeVisible();
  await takeStatusStep(
    page,
    'Publish the report',
    new RegExp(`^Publish the report of ${code}\\?$`),
    'Published the report of',
  );
  await expect(definitionOf(summary, 'Status')).toHaveText('PT Completed');
  await expect(page.getByRole('region', { name: 'Next step', exact: true })).toContainText(
    'The round is complete',
  );
  expect(await accessibilityViolations()).toEqual([]);

  // The list shows the round where it now stands.
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'PT rounds' }).click();
  const listed = page
    .getByRole('table', { name: 'Proficiency Testing rounds, newest first' })
    .getByRole('row', {
      name: new RegExp(`^${code} `),
    });
  await expect(listed).toContainText(name);
  await expect(listed).toContainText('Apple juice');
  await expect(listed).toContainText('PT Completed');
  await expect(listed).toContainText('2 registered, 2 submitted');

  // A laboratory reads its report, with its z-score.
  await openTab(local, roundId, 'Report');
  const report = local.getByRole('region', { name: 'Patulin (µg/kg)' });
  await expect(report.getByText('z = 2.50')).toBeVisible();
  await expect(report.getByText('Questionable')).toBeVisible();
  await expect(
    local.getByRole('region', { name: 'Sorbic acid (mg/kg)' }).getByText('z′ = 0.18'),
  ).toBeVisible();
  await local.context().close();
  await overseas.context().close();
});
