import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { ApplicationFiller, isoDateFromToday, pdfBytes } from '../application-filler.js';
import {
  atPhoneWidth,
  dataOf,
  errorSummary,
  expect,
  mainHeading,
  PHONE,
  type ReadyLab,
  signInOfficer,
  successBanner,
  test,
  uploadThroughApi,
} from '../fixtures.js';
import { definitionOf } from '../locators.js';

// An officer takes a recognition through a suspension in the console: finds it by its company's name, proposes
// its suspension with grounds and a document, suspends it, asks the company for details and waives
// them, then reinstates it, so the recognition ends as it began. The recognition is the test's own: a
// new laboratory's LRP application taken to Recognised through the HTTP API (setup, not the behaviour
// under test), so no other spec's data changes. Each screen is checked with axe-core and kept as a
// screenshot (e2e/.artifacts/screens/officer-recognition*.png, officer-suspension.png).

type OfficerCase = {
  readonly workflow: {
    readonly approvalDocuments: { id: string; title: string }[];
    readonly recognition: { recognitionNumber: string } | null;
  };
};

/** A PDF the officer uploaded, as the officer API's steps name it: its attachment id. */
const officerPdf = (officer: APIRequestContext, fileName: string) =>
  uploadThroughApi(officer, { fileName, bytes: pdfBytes(fileName), purpose: 'officer-document' });

/** A PDF chosen in a file control, as a person picks it from their files. */
const pdfUpload = (name: string) => ({ name, mimeType: 'application/pdf', buffer: pdfBytes(name) });

/**
 * A new laboratory recognised under LRP: its New application filled and submitted through the portal,
 * then taken by the officer's and the company's API steps, without findings, to Recognised.
 */
async function recognisedLab(
  page: Page,
  officer: APIRequestContext,
  labReadyToApply: (programme: 1) => Promise<ReadyLab>,
): Promise<{ lab: ReadyLab; recognitionNumber: string }> {
  const lab = await labReadyToApply(1);
  const filler = new ApplicationFiller(page, 'lrp', 'new');
  await page.goto(filler.startPath);
  const reference = await filler.start();
  await filler.fillRemaining();
  await filler.checkAnswers();
  await filler.submit(reference);
  const href = (await page.getByRole('link', { name: 'View your application' }).getAttribute('href')) ?? '';
  const id = /\/application\/([0-9a-f-]{36})$/.exec(href)?.[1];
  if (!id) throw new Error(`No application link on the confirmation: ${href}`);
  // Signed in only now: getting the lab ready signed the officer in elsewhere, which ends older sessions.
  await signInOfficer(officer);

  const take = (step: string, body: unknown = {}) =>
    dataOf<OfficerCase>(officer.post(`/api/officer/applications/${id}/${step}`, { data: body }));
  const company = (step: string, body: unknown) =>
    dataOf(page.request.post(`/api/applications/${id}/${step}`, { data: body }));

  await take('verification', {
    scheduledFor: `${isoDateFromToday(7)}T02:00:00.000Z`,
    location: '1 Science Park Road, Singapore',
  });
  await take('verification/report', { file: await officerPdf(officer, 'verification-report.pdf') });
  await take('verification/outcome', { findings: [] });
  const prepared = await take('approval-document', {
    title: 'Scope of recognition',
    file: await officerPdf(officer, 'scope.pdf'),
  });
  const scope = prepared.workflow.approvalDocuments.find(({ title }) => title === 'Scope of recognition');
  if (!scope) throw new Error('The approval document was added');
  await take('documentary-review');
  await company(`review-response-document/${scope.id}`, { decision: 'accepted' });
  await take('approval-documents-ready');
  await company('declaration-signature', { declarationConfirmed: true });
  await take('approve');
  await take('send-for-signing');
  const recognised = await take('recognise');
  const recognitionNumber = recognised.workflow.recognition?.recognitionNumber;
  if (!recognitionNumber) throw new Error('The application was recognised');
  return { lab, recognitionNumber };
}

const region = (page: Page, name: string | RegExp) =>
  page.getByRole('region', { name, exact: typeof name === 'string' });

/** Opens a step's form by its button (a disclosure) and answers the form. */
async function openStep(scope: Page | Locator, step: string): Promise<Locator> {
  await scope.getByRole('button', { name: step, expanded: false }).click();
  const form = scope.getByRole('form', { name: step });
  await expect(form).toBeVisible();
  return form;
}

/** The confirmation dialog of an irreversible step. */
const dialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });

test('an officer suspends a recognition, asks for details and waives them, then reinstates it', async ({
  page,
  playwright,
  baseURL,
  labReadyToApply,
  saveScreen,
  accessibilityViolations,
}) => {
  test.setTimeout(300_000);
  const officer = await playwright.request.newContext({ baseURL });
  let setup: { lab: ReadyLab; recognitionNumber: string };
  try {
    setup = await recognisedLab(page, officer, labReadyToApply);
  } finally {
    await officer.dispose();
  }
  const { lab, recognitionNumber } = setup;
  const expectAccessible = async (screen: string) =>
    expect(await accessibilityViolations(), screen).toEqual([]);

  // The officer signs in to the console, in place of the company.
  await signInOfficer(page.request);
  await page.goto('/officer/recognitions');
  await expect(mainHeading(page)).toHaveText('Recognitions');
  await expect(page).toHaveTitle('Recognitions – FSMIS officers’ console');

  // 1. Find the recognition by part of its company's name, in another case, and its status; the URL
  // keeps the search, so a reload shows the same row.
  const companyWord = lab.companyUen.slice(1, -1);
  const filters = page.getByRole('form', { name: 'Search recognitions' });
  await filters.getByLabel('Company name or UEN').fill(`laboratory ${companyWord.toLowerCase()}`);
  await filters.getByLabel('Status').selectOption({ label: 'Recognised' });
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]Search=laboratory(\\+|%20)${companyWord.toLowerCase()}(&|$)`));
  await expect(page).toHaveURL(/[?&]Status=1(&|$)/);
  const results = page.getByRole('status').filter({ hasText: /^Showing/ });
  await expect(results).toHaveText('Showing 1 to 1 of 1 recognition');
  const table = page.getByRole('table', { name: 'Recognitions, by company' });
  const row = table.getByRole('row').filter({ hasText: recognitionNumber });
  await expect(row.getByRole('rowheader')).toHaveText(`Test Laboratory ${companyWord} Pte. Ltd.`);
  await expect(row.getByText('Recognised', { exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'LRP', exact: true })).toBeVisible();
  await page.reload();
  await expect(filters.getByLabel('Company name or UEN')).toHaveValue(
    `laboratory ${companyWord.toLowerCase()}`,
  );
  await expect(results).toHaveText('Showing 1 to 1 of 1 recognition');
  await expect(row).toBeVisible();
  await expectAccessible('the list of recognitions');
  await saveScreen('officer-recognitions');
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: 412, height: 915 });
  await expectAccessible('the list of recognitions on a phone');
  await saveScreen('officer-recognitions-mobile');
  if (desktop) await page.setViewportSize(desktop);

  await row.getByRole('link', { name: recognitionNumber }).click();
  await expect(mainHeading(page)).toHaveText(`LRP recognition ${recognitionNumber}`);
  await expect(page).toHaveTitle('Recognition – FSMIS officers’ console');
  const summary = region(page, 'Summary');
  await expect(definitionOf(summary, 'Status')).toHaveText('Recognised');
  await expect(definitionOf(summary, 'UEN')).toHaveText(lab.companyUen);

  // A current recognition without open applications can be withdrawn: the step is offered.
  const steps = region(page, 'Your steps');
  await expect(
    steps.getByRole('button', { name: 'Withdraw the recognition', expanded: false }),
  ).toBeVisible();

  // 2. Propose a suspension: without grounds it is refused, and says why; then with grounds and a PDF.
  const proposal = await openStep(steps, 'Propose a suspension');
  await proposal.getByRole('button', { name: 'Propose the suspension' }).click();
  await expect(
    errorSummary(page).getByRole('link', { name: 'Enter the grounds for the suspension' }),
  ).toBeVisible();
  await expectAccessible('a proposal without grounds');
  await proposal
    .getByLabel('Grounds for the suspension')
    .fill('The proficiency test results for lead in rice were unsatisfactory in two successive rounds.');
  await proposal.getByLabel('Documents (optional)').setInputFiles(pdfUpload('pt-results-review.pdf'));
  await expect(proposal.getByText('pt-results-review.pdf is ready')).toBeAttached();
  await proposal.getByRole('button', { name: 'Propose the suspension' }).click();
  await expect(
    successBanner(page, `The suspension of ${recognitionNumber} has been proposed.`),
  ).toBeVisible();
  const suspensions = region(page, 'Suspensions');
  await expect(suspensions.getByText('Suspension Requested', { exact: true })).toBeVisible();
  await expect(definitionOf(summary, 'Suspension under way')).toHaveText('Suspension Requested');
  // One suspension at a time: proposing another is no longer offered, and the page says why.
  await expect(steps.getByRole('button', { name: 'Propose a suspension' })).toHaveCount(0);
  await expect(steps).toContainText('This recognition already has a suspension under way');
  // Nor is withdrawing it while the suspension is under way, and the page says why.
  await expect(steps.getByRole('button', { name: 'Withdraw the recognition' })).toHaveCount(0);
  await expect(steps.getByRole('listitem').filter({ hasText: 'Withdraw the recognition' })).toHaveText(
    'Withdraw the recognition: Not available while a suspension is under way: it must be concluded first.',
  );
  await expectAccessible('the recognition with a proposed suspension');
  await saveScreen('officer-recognition');
  await atPhoneWidth(page, async () => {
    // The suspensions stack, one block each: the grounds keep whole words, the dates stay on screen.
    const row = suspensions
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader') })
      .first();
    const grounds = row.getByRole('cell').first();
    const groundsWidth = await grounds.evaluate((cell) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      return range.getBoundingClientRect().width;
    });
    expect(groundsWidth).toBeGreaterThan(PHONE.width * 0.45);
    const appealBy = row.getByRole('cell').last();
    expect(await appealBy.evaluate((cell) => getComputedStyle(cell, '::before').content)).toBe('"Appeal by"');
    const box = await appealBy.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectAccessible('the recognition with a proposed suspension, on a phone');
    await saveScreen('officer-recognition-phone');
  });

  // 3. Suspend it, after confirming; the suspension and the recognition are Suspended at once.
  await suspensions.getByRole('link', { name: /^Suspension proposed on/ }).click();
  await expect(mainHeading(page)).toHaveText(`Suspension of ${recognitionNumber}`);
  await expect(page).toHaveTitle('Suspension – FSMIS officers’ console');
  const timeline = region(page, 'Timeline');
  const proposed = timeline.getByRole('listitem').filter({ hasText: 'Suspension proposed' });
  await expect(proposed).toContainText('Olivia Tan (officer)');
  await expect(proposed).toContainText('lead in rice');
  await expect(proposed.getByText(/^pt-results-review\.pdf/)).toBeVisible();
  const next = region(page, 'Your next step');
  for (const step of ['Ask the company for details', 'Reject the suspension', 'Suspend the recognition']) {
    await expect(next.getByRole('button', { name: step, expanded: false })).toBeVisible();
  }
  await expect(next.getByRole('button', { name: 'Reinstate the recognition' })).toHaveCount(0);

  const suspend = await openStep(next, 'Suspend the recognition');
  await suspend
    .getByLabel('Reason')
    .fill('The laboratory has not shown that its lead analysis is under control.');
  await suspend.getByRole('button', { name: 'Suspend the recognition' }).click();
  const confirmSuspend = dialog(page, `Suspend ${recognitionNumber}?`);
  await expect(confirmSuspend).toBeVisible();
  await expectAccessible('the confirmation of the suspension');
  await confirmSuspend.getByRole('button', { name: 'Suspend the recognition' }).click();
  await expect(successBanner(page, 'The recognition is suspended.')).toBeVisible();
  await expect(confirmSuspend).toBeHidden();
  const suspensionSummary = region(page, 'Summary');
  await expect(definitionOf(suspensionSummary, 'Suspension status')).toHaveText('Suspended');
  await expect(definitionOf(suspensionSummary, 'Recognition status')).toHaveText('Suspended');
  await expect(definitionOf(suspensionSummary, 'Appeal')).toContainText('Open until');
  await expect(timeline.getByText('Recognition suspended', { exact: true })).toBeVisible();
  await expect(next.getByRole('button', { name: 'Suspend the recognition' })).toHaveCount(0);
  await expect(
    next.getByRole('button', { name: 'Reinstate the recognition', expanded: false }),
  ).toBeVisible();
  await expectAccessible('the suspended recognition’s suspension');
  await saveScreen('officer-suspension');

  // 4. Back on the recognition: ask for details it owes, then waive them.
  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: /^LRP recognition/ })
    .click();
  await expect(mainHeading(page)).toHaveText(`LRP recognition ${recognitionNumber}`);
  await expect(definitionOf(summary, 'Status')).toHaveText('Suspended');
  const request = await openStep(steps, 'Request details');
  await request
    .getByLabel('Details the company must provide')
    .fill('Send the corrective action plan for the lead in rice method.');
  await request.getByLabel('Due date (optional)').fill(isoDateFromToday(21));
  await request.getByRole('button', { name: 'Send the request' }).click();
  await expect(successBanner(page, 'The company has been asked for the details.')).toBeVisible();
  const owed = region(page, 'Details owed').getByRole('region', { name: /^Details requested on/ });
  await expect(owed).toHaveCount(1);
  await expect(definitionOf(owed, 'Status')).toHaveText('Pending Details');
  await expect(definitionOf(owed, 'What is owed')).toHaveText(
    'Send the corrective action plan for the lead in rice method.',
  );
  await expect(definitionOf(summary, 'Details owed')).toHaveText('1');
  // Nothing was provided yet: the details can be waived, not accepted.
  await expect(owed.getByRole('button', { name: 'Accept the details' })).toHaveCount(0);

  const waive = await openStep(owed, 'Waive the details');
  await waive.getByRole('button', { name: 'Waive the details' }).click();
  await expect(errorSummary(page).getByRole('link', { name: 'Enter the reason' })).toBeVisible();
  await waive.getByLabel('Reason').fill('The plan was received by e-mail and is on file.');
  await waive.getByRole('button', { name: 'Waive the details' }).click();
  const confirmWaiver = dialog(page, 'Waive these details?');
  await confirmWaiver.getByRole('button', { name: 'Waive the details' }).click();
  await expect(successBanner(page, 'The details have been waived.')).toBeVisible();
  await expect(definitionOf(owed, 'Status')).toHaveText('Waived');
  await expect(owed.getByRole('button')).toHaveCount(0);
  await expect(definitionOf(summary, 'Details owed')).toHaveText('0');
  const history = region(page, 'History');
  await expect(history.getByText('Details waived', { exact: true })).toBeVisible();
  await expectAccessible('the recognition with details waived');
  await saveScreen('officer-recognition-details-waived');

  // 5. Reinstate it, with the keyboard alone, after confirming: the recognition is Recognised again.
  await definitionOf(summary, 'Suspension under way').getByRole('link', { name: 'Suspended' }).click();
  await expect(mainHeading(page)).toHaveText(`Suspension of ${recognitionNumber}`);
  const reinstateToggle = next.getByRole('button', { name: 'Reinstate the recognition', expanded: false });
  await reinstateToggle.focus();
  await page.keyboard.press('Enter');
  const reinstate = next.getByRole('form', { name: 'Reinstate the recognition' });
  await page.keyboard.press('Tab');
  await expect(reinstate.getByLabel('Reason')).toBeFocused();
  await page.keyboard.type('The repeated proficiency test for lead in rice was satisfactory.');
  await reinstate.getByRole('button', { name: 'Reinstate the recognition' }).focus();
  await page.keyboard.press('Enter');
  const confirmReinstatement = dialog(page, `Reinstate ${recognitionNumber}?`);
  // Focus starts on Cancel, so that a hurried Enter never confirms.
  await expect(confirmReinstatement.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(confirmReinstatement.getByRole('button', { name: 'Reinstate the recognition' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(successBanner(page, 'The recognition is reinstated.')).toBeVisible();
  await expect(definitionOf(suspensionSummary, 'Suspension status')).toHaveText('Reinstated');
  await expect(definitionOf(suspensionSummary, 'Recognition status')).toHaveText('Recognised');
  await expect(next).toContainText('it has ended and can no longer change');
  await expect(next.getByRole('button')).toHaveCount(0);

  // The list shows it Recognised again.
  await page.goto(`/officer/recognitions?CompanyUen=${encodeURIComponent(lab.companyUen)}`);
  const again = page.getByRole('table', { name: 'Recognitions, by company' }).getByRole('row').filter({
    hasText: recognitionNumber,
  });
  await expect(again.getByText('Recognised', { exact: true })).toBeVisible();
});
