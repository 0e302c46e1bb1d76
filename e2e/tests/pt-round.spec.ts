import type { APIRequestContext, Page } from '@playwright/test';
import { pdfBytes } from '../application-filler.js';
import {
  atPhoneWidth,
  dataOf,
  errorSummary,
  expect,
  mainHeading,
  PHONE,
  PHONE_TAG,
  signInOfficer,
  successBanner,
  test,
  uploadThroughApi,
} from '../fixtures.js';
import { expectPageLoaded, smallestChartText } from '../locators.js';

// A laboratory takes part in a Proficiency Testing round from registration to its report, while the
// regulator runs the round through the officer API: an overseas laboratory signed in by its e-mailed
// link, and a local laboratory with both modules that chooses Proficiency Testing on Select Module.

type OfficerRound = {
  readonly id: string;
  readonly code: string;
  readonly status: number;
  readonly analytes: readonly { readonly id: string; readonly name: string }[];
  readonly participants: readonly { readonly labCode: string; readonly companyName: string }[];
};

/** Today and later days as Singapore reads them, `yyyy-mm-dd`. */
const singaporeDay = (daysFromToday = 0) =>
  new Date(Date.now() + daysFromToday * 86_400_000).toLocaleDateString('en-CA', {
    timeZone: 'Asia/Singapore',
  });

/** The regulator's side of one round, each step through the officer API. */
function officerOf(officer: APIRequestContext, roundId: string) {
  const path = (step: string) => `/api/officer/proficiency-tests/${roundId}/${step}`;
  return {
    view: () => dataOf<OfficerRound>(officer.get(`/api/officer/proficiency-tests/${roundId}`)),
    step: (step: string) => dataOf<{ status: number }>(officer.post(path(step), { data: {} })),
    addDocument: async (kind: string, fileName: string) => {
      const file = await uploadThroughApi(officer, {
        fileName,
        bytes: pdfBytes(fileName),
        purpose: 'officer-document',
      });
      return dataOf<OfficerRound>(officer.post(path('documents'), { data: { kind, files: [file] } }));
    },
    dispatch: (labCode: string) =>
      dataOf<OfficerRound>(
        officer.post(path('dispatches'), {
          data: {
            labCode,
            courier: 'DHL Express',
            trackingNumber: `JD0146${labCode}`,
            dispatchedOn: singaporeDay(),
          },
        }),
      ),
    assign: (analyteId: string, rule: Record<string, unknown>) =>
      dataOf<OfficerRound>(officer.put(path(`analytes/${analyteId}/assignment`), { data: rule })),
  };
}

/** A new round in Registration Open, with a protocol, made by the officer for one test. */
async function openRound(officer: APIRequestContext, name: string) {
  const created = await dataOf<{ id: string }>(
    officer.post('/api/officer/proficiency-tests', {
      data: {
        name,
        matrix: 'Fruit juice',
        description: 'Patulin and sorbic acid in a cloudy apple juice.',
        feeSgd: 250,
        registrationOpensOn: singaporeDay(),
        registrationClosesOn: singaporeDay(30),
        dispatchOn: singaporeDay(35),
        resultsDueOn: singaporeDay(65),
        analytes: [
          { name: 'Patulin', unit: 'µg/kg' },
          { name: 'Sorbic acid', unit: 'mg/kg' },
        ],
      },
    }),
  );
  const round = officerOf(officer, created.id);
  await round.addDocument('general', 'scheme-protocol.pdf');
  await round.step('open-registration');
  return { ...round, id: created.id, code: (await round.view()).code };
}

const tabs = (page: Page) => page.getByRole('navigation', { name: 'Parts of the round' });

async function openTab(page: Page, name: string) {
  await tabs(page).getByRole('link', { name }).click();
  await expect(tabs(page).getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
}

type Steps = {
  readonly page: Page;
  readonly accessibilityViolations: () => Promise<readonly string[]>;
  readonly saveScreen: (name: string) => Promise<void>;
};

async function expectAccessible({ page, accessibilityViolations, saveScreen }: Steps, name: string) {
  await expectPageLoaded(page);
  expect(await accessibilityViolations(), name).toEqual([]);
  await saveScreen(name);
}

/**
 * Registers through the general details' Register (offered while the laboratory may register), on the
 * Registration tab, with the address a laboratory of that kind gives.
 */
async function register(steps: Steps, screen: string, address: { local: boolean }, code: string) {
  const { page } = steps;
  const call = page.getByRole('main').getByRole('link', { name: `Register for ${code}` });
  await expect(call).toBeVisible();
  await atPhoneWidth(page, async () => {
    await expect(call).toBeVisible();
    await expectAccessible(steps, `${screen}-general-390`);
  });
  await call.click();
  await expect(tabs(page).getByRole('link', { name: 'Registration' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expectAccessible(steps, `${screen}-registration`);
  const form = page.getByRole('form', { name: /^Register for/ });
  await form.getByLabel('Patulin (µg/kg)').check();
  await form.getByLabel('Sorbic acid (mg/kg)').check();
  await form.getByLabel('Full name').fill('Dana Reyes');
  await form.getByLabel('Email address').fill('dana.reyes@lab.example');
  await form.getByLabel('Address line 1').fill(address.local ? '1 Science Park Road' : '12 Harbour Street');
  if (address.local) {
    await form.getByLabel('Contact number').fill('6123 456');
    await form.getByLabel('Postal code').fill('1175');
    await form.getByRole('button', { name: 'Register' }).click();
    const summary = errorSummary(page);
    await expect(summary).toContainText('Enter a postal code of 6 digits, like 018989');
    await expect(summary).toContainText('Enter a telephone number of 8 digits');
    await expectAccessible(steps, `${screen}-registration-errors`);
    await form.getByLabel('Contact number').fill('6123 4567');
    await form.getByLabel('Postal code').fill('117528');
  } else {
    await form.getByLabel('Contact number').fill('+61 2 9876 5432');
    await form.getByLabel('Town or city (optional)').fill('Sydney NSW');
    await form.getByLabel('Postal code (if your country uses one)').fill('2000');
    await form.getByLabel('Country', { exact: true }).fill('Australia');
  }
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(successBanner(page)).toContainText(/Your lab code is A\d{2}\./);
  await expect(page.getByText(address.local ? 'Singapore' : 'Australia').first()).toBeVisible();
  // Registered, the general details offer Register no more.
  await openTab(page, 'General details');
  await expect(page.getByRole('main').getByText('Your lab code', { exact: true })).toBeVisible();
  await expect(call).toHaveCount(0);
}

/** Confirms from the Dispatch tab that the test items arrived in good condition. */
async function confirmReceipt(steps: Steps, screen: string) {
  const { page } = steps;
  await openTab(page, 'Dispatch');
  await expect(page.getByRole('main').getByText('DHL Express', { exact: true })).toBeVisible();
  await expectAccessible(steps, `${screen}-dispatch`);
  const form = page.getByRole('form', { name: 'Confirm the test items arrived' });
  await form.getByLabel('Date received').fill(singaporeDay());
  await form.getByLabel('Packaging damaged').check();
  await form.getByRole('button', { name: 'Confirm receipt' }).click();
  await expect(errorSummary(page)).toContainText('Describe what was wrong with the test items');
  await form.getByLabel('Intact and in good condition').check();
  await form.getByRole('button', { name: 'Confirm receipt' }).click();
  await expect(successBanner(page)).toBeVisible();
  await expect(page.getByRole('form', { name: 'Confirm the test items arrived' })).toHaveCount(0);
  await expect(
    page.getByRole('main').getByText('Intact and in good condition', { exact: true }),
  ).toBeVisible();
}

/** Enters, saves and submits results with a methodology document from the Results tab. */
async function submitResults(steps: Steps, screen: string) {
  const { page } = steps;
  await openTab(page, 'Results');
  const form = page.getByRole('form', { name: /results/i });
  const patulin = form.getByRole('group', { name: /^Patulin/ });
  await patulin.getByLabel('A value').check();
  await patulin.getByLabel('Result in µg/kg').fill('12.5');
  await patulin.getByLabel('Method or technique').fill('HPLC-UV after ethyl acetate extraction');
  const sorbic = form.getByRole('group', { name: /^Sorbic acid/ });
  await sorbic.getByLabel('A value').check();
  await sorbic.getByLabel('Result in mg/kg').fill('5.2');
  await form.getByRole('button', { name: 'Save as draft' }).click();
  await expect(successBanner(page)).toBeVisible();
  await page.reload();
  await expect(sorbic.getByLabel('Result in mg/kg')).toHaveValue('5.2');

  await form.getByRole('button', { name: 'Submit results' }).click();
  await expect(errorSummary(page)).toContainText('Enter the method or technique');
  await expectAccessible(steps, `${screen}-results-errors`);
  await sorbic.getByLabel('Method or technique').fill('HPLC-DAD');
  await form
    .getByLabel('Methodology document (optional)')
    .setInputFiles({ name: 'methodology.pdf', mimeType: 'application/pdf', buffer: pdfBytes('methodology') });
  await expect(page.getByText('methodology.pdf is ready')).toBeAttached();
  await form.getByRole('button', { name: 'Submit results' }).click();
  await expect(page.getByRole('heading', { name: 'Submit your results?' })).toBeVisible();
  await expectAccessible(steps, `${screen}-results-confirm`);
  await page.getByRole('button', { name: 'Yes, submit my results' }).click();
  await expect(successBanner(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit results' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /methodology\.pdf/ })).toHaveAttribute(
    'href',
    /\/result\/submission\/methodology\/documents\/[0-9a-f-]{36}$/,
  );
  await expectAccessible(steps, `${screen}-results-submitted`);
}

/** The officer closes results, scores both analytes against reference values, reviews and publishes. */
async function scoreAndPublish(round: ReturnType<typeof officerOf>) {
  await round.step('close-results');
  const { analytes } = await round.view();
  const [patulin, sorbic] = analytes;
  // One participant: reference values with a fixed sigma_pt score it (a consensus needs more results).
  await round.assign(patulin?.id ?? '', {
    source: 'reference',
    referenceValue: 10,
    referenceUncertainty: 0.1,
    sigmaRule: 'fixed',
    sigmaValue: 1,
  });
  await round.assign(sorbic?.id ?? '', {
    source: 'reference',
    referenceValue: 5,
    referenceUncertainty: 0.5,
    sigmaRule: 'fixed',
    sigmaValue: 1,
  });
  await round.step('compute');
  await round.step('review');
  await round.addDocument('report', 'round-summary.pdf');
  await round.step('publish');
}

/** Reads the report: the scores with their readings in words, the charts' tables, the PDF. */
async function readReport(steps: Steps, screen: string) {
  const { page } = steps;
  await openTab(page, 'Report');
  const patulin = page.getByRole('region', { name: 'Patulin (µg/kg)' });
  await expect(patulin.getByText('z = 2.50')).toBeVisible();
  await expect(patulin.getByText('Questionable')).toBeVisible();
  const sorbic = page.getByRole('region', { name: 'Sorbic acid (mg/kg)' });
  // u(x_pt) = 0.5 > 0.3 sigma_pt: z′ = 0.2 / √(1 + 0.25).
  await expect(sorbic.getByText('z′ = 0.18')).toBeVisible();
  await expect(sorbic.getByText('Satisfactory')).toBeVisible();
  await expect(patulin.getByRole('img', { name: /participants’ results for Patulin/ })).toBeVisible();
  await patulin.getByText('Show the data as a table').first().click();
  await expect(patulin.getByRole('table').first()).toContainText('12.5');
  await expectAccessible(steps, `${screen}-report`);
  await atPhoneWidth(page, async () => {
    // The charts keep their labels legible on a phone, scrolled inside their regions.
    expect(await smallestChartText(page)).toBeGreaterThanOrEqual(12);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectAccessible(steps, `${screen}-report-phone`);
  });

  const download = page.waitForEvent('download');
  await page
    .getByRole('link', { name: /-report\.pdf/ })
    .first()
    .click();
  const pdf = await download;
  expect(pdf.suggestedFilename()).toMatch(/^PT-\d{4}-\d{2}-A\d{2}-report\.pdf$/);
  const bytes = await pdf.createReadStream().then(async (stream) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  });
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
}

/** The whole round for the laboratory signed in on `page`, from its PT Scheme list to its report. */
async function takePart(steps: Steps, officer: APIRequestContext, screen: string, local: boolean) {
  const { page } = steps;
  const round = await openRound(officer, `Patulin in apple juice (${screen})`);
  await page.goto('/pt-scheme/dashboard');
  await page.getByRole('link', { name: round.code }).click();
  await expect(mainHeading(page)).toHaveText('PT Scheme Details');
  await expect(page.getByText('S$250.00')).toBeVisible();
  await expectAccessible(steps, `${screen}-general`);

  await register(steps, screen, { local }, round.code);
  const [participant] = (await round.view()).participants;
  expect(participant?.labCode).toMatch(/^A\d{2}$/);

  await round.step('close-registration');
  await round.addDocument('participant-package', 'participant-instructions.pdf');
  await round.dispatch(participant?.labCode ?? '');
  await round.step('open-results');
  await page.reload();
  await confirmReceipt(steps, screen);
  await submitResults(steps, screen);

  await scoreAndPublish(round);
  await page.reload();
  await readReport(steps, screen);
}

test('an overseas laboratory signs in by its link and takes part in a round to its report', {
  tag: PHONE_TAG,
}, async ({ page, playwright, baseURL, overseasSignInLink, accessibilityViolations, saveScreen }) => {
  test.slow();
  const officer = await playwright.request.newContext({ baseURL });
  await signInOfficer(officer);
  await page.goto(await overseasSignInLink());
  await expect(page).toHaveURL(/\/pt-scheme\/dashboard$/);
  await takePart({ page, accessibilityViolations, saveScreen }, officer, 'pt-overseas', false);
  await officer.dispose();
});

test('a local laboratory with both modules chooses Proficiency Testing and takes part in a round', async ({
  page,
  playwright,
  baseURL,
  signIn,
  accessibilityViolations,
  saveScreen,
}) => {
  test.slow();
  const officer = await playwright.request.newContext({ baseURL });
  await signInOfficer(officer);
  await signIn('dual');
  await page.goto('/select-module');
  await page.getByLabel('Proficiency Testing').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/pt-scheme\/dashboard$/);
  await takePart({ page, accessibilityViolations, saveScreen }, officer, 'pt-local', true);
  await officer.dispose();
});

test('a local laboratory without Proficiency Testing is told Select Module is not for it', async ({
  page,
  signIn,
  accessibilityViolations,
  saveScreen,
}) => {
  await signIn('ready');
  await page.goto('/select-module');
  await expect(page.getByText('Your laboratory uses the local laboratory module only')).toBeVisible();
  await expect(page.getByText('Your laboratory uses both modules')).toHaveCount(0);
  await expect(page.getByRole('radio')).toHaveCount(0);
  const refused = await page.request.post('/api/auth/select-module', { data: { module: 'pt' } });
  expect(refused.status()).toBe(403);
  await expectAccessible({ page, accessibilityViolations, saveScreen }, 'select-module-local-only');
  await page
    .getByRole('link', { name: /Dashboard/ })
    .first()
    .click();
  await expect(mainHeading(page)).toHaveText('Dashboard');
});
