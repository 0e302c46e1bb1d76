import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { pdfBytes } from '../application-filler.js';
import {
  dataOf,
  errorSummary,
  expect,
  mainHeading,
  signInOfficer,
  successBanner,
  test,
} from '../fixtures.js';
import { columnTexts, definitionOf, expectPageLoaded } from '../locators.js';

// The officers' console's numbers dashboard and the portal's own settings: maintenance windows, banners
// and user guides. Other specs share this portal, so every maintenance window and banner made here is
// ended again whatever happens, and every guide withdrawn.

type Statistics = {
  period: { from: string; to: string; months: string[] };
  programmes: {
    programmeLabel: string;
    months: { month: string; received: number; decided: number }[];
    received: number;
    decided: number;
    pendingNow: number;
  }[];
  stages: { statusLabel: string; medianDays: number | null; samples: number }[];
};
type Scheduled = { id: string; message: string; state: string };
type Titled = { id: string; title: string };

const unique = () => randomBytes(3).toString('hex').toUpperCase();

/** A PDF chosen in an upload control, as a person picks it from their files. */
const pdfUpload = (name: string) => ({ name, mimeType: 'application/pdf', buffer: pdfBytes(name) });

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A `datetime-local` value `days` from now at `hour`:00 in Singapore, and how the console shows it (a
 * moment: "01 Dec 2026 02:00:00").
 */
function singaporeTime(days: number, hour: number): { typed: string; shown: string } {
  const date = new Date(Date.now() + days * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
  const [year, month, day] = date.split('-');
  const time = `${String(hour).padStart(2, '0')}:00`;
  return { typed: `${date}T${time}`, shown: `${day} ${MONTHS[Number(month) - 1]} ${year} ${time}:00` };
}

/** A day `yyyy-mm-dd` as the console writes it: "01 Sep 2026". */
const dayText = (day: string) => {
  const [year, month, date] = day.split('-');
  return `${date} ${MONTHS[Number(month) - 1]} ${year}`;
};

/** The last day of a month `yyyy-mm`, `yyyy-mm-dd`. */
const lastDayOf = (month: string) => {
  const [year, index] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, index, 0)).toISOString().slice(0, 10);
};

/** A chart of the page by its title: the figure, its drawing and its table. */
function chart(page: Page, title: string) {
  const figure = page.getByRole('figure', { name: title });
  return { figure, drawing: figure.getByRole('img'), table: figure.getByRole('table', { name: title }) };
}

/** Opens a chart's table, with the mouse or, as a keyboard user does, with Enter on its disclosure. */
async function openTable(page: Page, title: string, by: 'mouse' | 'keyboard' = 'mouse') {
  const { figure, table } = chart(page, title);
  const disclosure = figure.getByText('Show the figures as a table');
  if (by === 'mouse') await disclosure.click();
  else {
    await disclosure.focus();
    await page.keyboard.press('Enter');
  }
  await expect(table).toBeVisible();
  return table;
}

async function endMaintenanceWithMessage(request: APIRequestContext, message: string) {
  const windows = await dataOf<Scheduled[]>(request.get('/api/officer/maintenance-windows'));
  for (const window of windows) {
    if (window.message === message && (window.state === 'scheduled' || window.state === 'current')) {
      await dataOf(request.post(`/api/officer/maintenance-windows/${window.id}/end`));
    }
  }
}

async function removeBannersTitled(request: APIRequestContext, title: string) {
  const banners = await dataOf<Titled[]>(request.get('/api/officer/banners'));
  for (const banner of banners.filter((item) => item.title === title)) {
    await dataOf(request.delete(`/api/officer/banners/${banner.id}`));
  }
}

async function withdrawGuidesTitled(request: APIRequestContext, title: string) {
  const guides = await dataOf<Titled[]>(request.get('/api/officer/user-guides'));
  for (const guide of guides.filter((item) => item.title === title)) {
    await dataOf(request.delete(`/api/officer/user-guides/${guide.id}`));
  }
}

test('an officer reads the numbers as charts and as tables, for the last twelve months or a period', async ({
  page,
  saveScreen,
  accessibilityViolations,
}) => {
  await signInOfficer(page.request);
  const statistics = await dataOf<Statistics>(page.request.get('/api/officer/statistics'));
  await page.goto('/officer/dashboard');
  await expectPageLoaded(page);
  await expect(mainHeading(page)).toHaveText('Numbers');
  await expect(page).toHaveTitle('Numbers – FSMIS officers’ console');
  await expect(page.getByRole('link', { name: 'Numbers' })).toHaveAttribute('aria-current', 'page');

  // The totals over the programmes.
  const totals = page.getByRole('main').locator('dl').first();
  const sum = (figure: (programme: Statistics['programmes'][number]) => number) =>
    String(statistics.programmes.reduce((total, programme) => total + figure(programme), 0));
  await expect(definitionOf(totals, 'Received').first()).toHaveText(sum((programme) => programme.received));
  await expect(definitionOf(totals, 'Decided').first()).toHaveText(sum((programme) => programme.decided));
  await expect(definitionOf(totals, 'Pending now').first()).toHaveText(
    sum((programme) => programme.pendingNow),
  );

  // Each chart is one image, described in words; its table gives the exact numbers.
  const received = chart(page, 'Applications received per month');
  await expect(received.drawing).toHaveAccessibleName(
    /^Applications received per month (\d+ applications? received from|No applications were received)/,
  );
  const receivedTable = await openTable(page, 'Applications received per month');
  expect(await columnTexts(receivedTable, 'Category')).toHaveLength(statistics.period.months.length);
  for (const programme of statistics.programmes) {
    expect(await columnTexts(receivedTable, programme.programmeLabel)).toEqual(
      programme.months.map((month) => String(month.received)),
    );
  }
  const pendingTable = await openTable(page, 'Applications pending and overdue now, per programme');
  expect(await columnTexts(pendingTable, 'Pending now')).toEqual(
    statistics.programmes.map((programme) => String(programme.pendingNow)),
  );
  const stagesTable = await openTable(page, 'Median days per stage', 'keyboard');
  expect(await columnTexts(stagesTable, 'Median days')).toEqual(
    statistics.stages.map((stage) => (stage.medianDays === null ? '–' : String(stage.medianDays))),
  );
  expect(await columnTexts(stagesTable, 'Applications measured')).toEqual(
    statistics.stages.map((stage) => String(stage.samples)),
  );
  expect(await accessibilityViolations()).toEqual([]);
  await saveScreen('officer-numbers');

  // Another period, the first three months of the last twelve: in the address, and the figures follow it.
  const { from } = statistics.period;
  const to = lastDayOf(statistics.period.months[2] ?? '');
  await page.getByLabel('From', { exact: true }).fill(from);
  await page.getByLabel('To', { exact: true }).fill(to);
  await page.getByRole('button', { name: 'Show the numbers' }).click();
  await expect(page).toHaveURL(new RegExp(`/officer/dashboard\\?From=${from}&To=${to}$`));
  await expect(page.getByRole('status').filter({ hasText: 'Showing the numbers from' })).toHaveText(
    `Showing the numbers from ${dayText(from)} to ${dayText(to)}.`,
  );
  const quarter = await dataOf<Statistics>(page.request.get(`/api/officer/statistics?From=${from}&To=${to}`));
  expect(quarter.period.months).toHaveLength(3);
  await expect(definitionOf(totals, 'Received').first()).toHaveText(
    String(quarter.programmes.reduce((total, programme) => total + programme.received, 0)),
  );

  // A period that ends before it starts is refused at its field, as the API would.
  await page.getByLabel('From', { exact: true }).fill(lastDayOf(statistics.period.months[5] ?? ''));
  await page.getByRole('button', { name: 'Show the numbers' }).click();
  await expect(errorSummary(page)).toContainText(
    'The start of the period (From) must be on or before its end',
  );
  await expect(page).toHaveURL(new RegExp(`From=${from}&To=${to}$`));
  await page.getByRole('link', { name: 'Show the last 12 months' }).click();
  await expect(page).toHaveURL(/\/officer\/dashboard$/);
});

test('an officer schedules maintenance in the future, and cancels it', async ({
  page,
  saveScreen,
  accessibilityViolations,
}) => {
  await signInOfficer(page.request);
  const message = `Upgrading the portal (${unique()}).`;
  // Far ahead, on a day of its own, so it overlaps no other window of this portal.
  const days = 400 + Math.floor(Math.random() * 600);
  const from = singaporeTime(days, 2);
  const until = singaporeTime(days, 4);
  try {
    await page.goto('/officer/maintenance');
    await expectPageLoaded(page);
    await expect(mainHeading(page)).toHaveText('Maintenance');
    await expect(page).toHaveTitle('Maintenance – FSMIS officers’ console');
    expect(await accessibilityViolations()).toEqual([]);

    // Nothing filled in: the problems, in a summary and at each field.
    await page.getByRole('button', { name: 'Schedule maintenance' }).click();
    await expect(errorSummary(page)).toContainText('Enter when maintenance ends');
    await expect(errorSummary(page)).toContainText('Enter the message the Scheduled Maintenance page shows');

    await page.getByLabel('From', { exact: true }).fill(from.typed);
    await page.getByLabel('Until', { exact: true }).fill(until.typed);
    await page.getByLabel('Message companies see', { exact: true }).fill(message);
    await page.getByRole('button', { name: 'Schedule maintenance' }).click();
    // The times typed are Singapore time, and are shown back as typed.
    await expect(
      successBanner(
        page,
        `Scheduled maintenance from ${from.shown} (Singapore time) to ${until.shown} (Singapore time).`,
      ),
    ).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: message });
    await expect(row.getByRole('rowheader')).toHaveText(from.shown);
    await expect(row.getByRole('cell').first()).toHaveText(until.shown);
    await expect(row.getByText('Scheduled', { exact: true })).toBeVisible();
    await expect(page.getByText('The portal is open to companies.')).toBeVisible();
    // Companies are not affected until it starts.
    const status = await dataOf<{ isUnderMaintenance: boolean }>(page.request.get('/api/maintenance-status'));
    expect(status.isUnderMaintenance).toBe(false);
    expect(await accessibilityViolations()).toEqual([]);
    await saveScreen('officer-maintenance');

    // Cancelling asks first, and names what it does.
    await row.getByRole('button', { name: `Cancel the maintenance from ${from.shown}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this maintenance?' });
    await expect(dialog).toContainText('companies will not be sent to the Scheduled Maintenance page then');
    await dialog.getByRole('button', { name: 'Cancel the maintenance' }).click();
    await expect(successBanner(page, `Cancelled the maintenance scheduled from ${from.shown}`)).toBeVisible();
    await expect(row.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(row.getByRole('button')).toHaveCount(0);
  } finally {
    await endMaintenanceWithMessage(page.request, message);
  }
});

test('an officer creates a banner that companies see at once, edits it, then removes it', async ({
  page,
  browser,
  baseURL,
  saveScreen,
  accessibilityViolations,
}) => {
  await signInOfficer(page.request);
  const title = `Portal news ${unique()}`;
  const company = await browser.newContext({ baseURL });
  const portal = await company.newPage();
  const activeTitles = async () =>
    (await dataOf<Titled[]>(company.request.get('/api/settings/banners/active'))).map(
      (banner) => banner.title,
    );
  try {
    await page.goto('/officer/banners');
    await expectPageLoaded(page);
    await expect(mainHeading(page)).toHaveText('Banners');
    await expect(page).toHaveTitle('Banners – FSMIS officers’ console');

    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Message', { exact: true }).fill('Renewals now open online.');
    await page.getByLabel('Warning', { exact: true }).check();
    // The preview shows it as companies will see it.
    const preview = page.getByRole('region', { name: 'Preview' });
    await expect(preview).toContainText(`Warning: ${title}`);
    await expect(preview).toContainText('Renewals now open online.');
    await page.getByRole('button', { name: 'Create the banner' }).click();
    await expect(successBanner(page, `Created the banner "${title}"; it shows now.`)).toBeVisible();
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: title }) });
    await expect(row.getByText('Showing now', { exact: true })).toBeVisible();
    expect(await accessibilityViolations()).toEqual([]);
    await saveScreen('officer-banners');

    // The companies' portal shows it: its public list, and its login page.
    expect(await activeTitles()).toContain(title);
    await portal.goto('/login');
    const announcements = portal.getByRole('region', { name: 'Announcements' });
    await expect(announcements.getByRole('heading', { name: `Warning: ${title}` })).toBeVisible();

    // Editing loads the banner into the form.
    await row.getByRole('button', { name: `Edit the banner “${title}”` }).click();
    await expect(page.getByRole('heading', { name: `Edit the banner “${title}”` })).toBeFocused();
    await page.getByLabel('Message', { exact: true }).fill('Renewals now open online, for every programme.');
    await page.getByRole('button', { name: 'Save the banner' }).click();
    await expect(successBanner(page, `Saved the banner "${title}".`)).toBeVisible();
    await expect(row).toContainText('Renewals now open online, for every programme.');

    // Removing asks first; then companies no longer see it.
    await row.getByRole('button', { name: `Remove the banner “${title}”` }).click();
    const dialog = page.getByRole('dialog', { name: `Remove the banner “${title}”?` });
    await dialog.getByRole('button', { name: 'Remove the banner' }).click();
    await expect(successBanner(page, `Removed the banner "${title}".`)).toBeVisible();
    await expect(row).toHaveCount(0);
    expect(await activeTitles()).not.toContain(title);
    // The login page, loaded afresh once it has read the banners again, no longer shows it.
    const bannersRead = portal.waitForResponse((response) =>
      response.url().endsWith('/api/settings/banners/active'),
    );
    await portal.reload();
    expect((await bannersRead).ok()).toBe(true);
    await expect(mainHeading(portal)).toBeVisible();
    await expect(portal.getByRole('heading', { name: `Warning: ${title}` })).toHaveCount(0);
  } finally {
    await removeBannersTitled(page.request, title);
    await company.close();
  }
});

test('an officer publishes a user guide, replaces its file and withdraws it', async ({
  page,
  saveScreen,
  accessibilityViolations,
}) => {
  await signInOfficer(page.request);
  const title = `Renewing a recognition ${unique()}`;
  try {
    await page.goto('/officer/user-guides');
    await expectPageLoaded(page);
    await expect(mainHeading(page)).toHaveText('User guides');
    await expect(page).toHaveTitle('User guides – FSMIS officers’ console');

    await page.getByRole('button', { name: 'Publish the guide' }).click();
    await expect(errorSummary(page)).toContainText('Choose the PDF of the guide');

    await page.getByLabel('Title', { exact: true }).fill(title);
    await page
      .getByLabel('What the guide covers', { exact: true })
      .fill('When and how to renew, step by step.');
    await page.getByLabel('Local laboratories', { exact: true }).check();
    await page.getByLabel('Version', { exact: true }).fill('1.0');
    await page.getByLabel('File', { exact: true }).setInputFiles(pdfUpload('renewing-a-recognition.pdf'));
    await expect(page.getByText('renewing-a-recognition.pdf is ready')).toBeAttached();
    await page.getByRole('button', { name: 'Publish the guide' }).click();
    const publish = page.getByRole('dialog', { name: `Publish “${title}”?` });
    await expect(publish).toContainText('appears in the User Manual for local laboratories at once');
    await publish.getByRole('button', { name: 'Publish the guide' }).click();
    await expect(
      successBanner(page, `Published "${title}" (version 1.0) for local laboratories.`),
    ).toBeVisible();

    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: title }) });
    const link = row.getByRole('link', { name: 'renewing-a-recognition.pdf' });
    await expect(link).toBeVisible();
    const file = await page.request.get((await link.getAttribute('href')) ?? '');
    expect(file.headers()['content-type']).toBe('application/pdf');
    expect((await file.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(await accessibilityViolations()).toEqual([]);
    await saveScreen('officer-user-guides');

    // A new file with a new version.
    await row.getByRole('button', { name: `Replace the file of “${title}”` }).click();
    await expect(page.getByRole('heading', { name: `Replace the file of “${title}”` })).toBeFocused();
    await page.getByLabel('Version', { exact: true }).fill('1.1');
    await page
      .getByLabel('New file', { exact: true })
      .setInputFiles(pdfUpload('renewing-a-recognition-1.1.pdf'));
    await expect(page.getByText('renewing-a-recognition-1.1.pdf is ready')).toBeAttached();
    await page.getByRole('button', { name: 'Replace the file', exact: true }).click();
    await page
      .getByRole('dialog', { name: `Replace the file of “${title}”?` })
      .getByRole('button', { name: 'Replace the file' })
      .click();
    await expect(successBanner(page, `companies now download version 1.1`)).toBeVisible();
    await expect(row.getByRole('link', { name: 'renewing-a-recognition-1.1.pdf' })).toBeVisible();

    await row.getByRole('button', { name: `Withdraw “${title}”` }).click();
    await page
      .getByRole('dialog', { name: `Withdraw “${title}”?` })
      .getByRole('button', { name: 'Withdraw the guide' })
      .click();
    await expect(successBanner(page, `Withdrew "${title}": companies no longer see it.`)).toBeVisible();
    await expect(row).toHaveCount(0);
  } finally {
    await withdrawGuidesTitled(page.request, title);
  }
});
