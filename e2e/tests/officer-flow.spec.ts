import type { Locator, Page } from '@playwright/test';
import { ApplicationFiller, isoDateFromToday, pdfBytes } from '../application-filler.js';
import {
  atPhoneWidth,
  errorSummary,
  expect,
  mainHeading,
  OFFICER,
  type ReadyLab,
  screenPath,
  successBanner,
  test,
} from '../fixtures.js';
import { definitionOf, expectPageLoaded, expectRowsSettled, statusTag } from '../locators.js';

// The officers' console from the work queue to a recognition: an officer takes every step of an
// application on its case view, as a person does, while the company answers each of its own steps in
// the portal, in a browser of its own. Each action form is checked with axe-core the first time it
// appears, and kept as a screenshot (e2e/.artifacts/screens/officer-case-actions-*.png).

/** A PDF chosen in a file control, as a person picks it from their files. */
const pdfUpload = (name: string) => ({ name, mimeType: 'application/pdf', buffer: pdfBytes(name) });

/** A new laboratory's LRP New application, filled and submitted in the portal: its id and reference. */
async function submittedApplication(page: Page, labReadyToApply: (code: 1) => Promise<ReadyLab>) {
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
  return { lab, id, reference };
}

/** The officer signs in on the console's Sign in page, with its test login form. */
async function signInOnConsole(page: Page) {
  await page.goto('/officer/sign-in');
  await expect(mainHeading(page)).toHaveText('Sign in');
  await page.getByLabel('Singpass ID').fill(OFFICER.singpassIdentifier);
  await page.getByLabel('UEN of the regulator').fill(OFFICER.companyUen);
  await page.getByLabel('Email address').fill(OFFICER.email);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(mainHeading(page)).toHaveText('Work queue');
}

/**
 * Waits until the queue shows the answer to what its address asks: while the next answer loads, the
 * queue keeps showing the previous one, marked busy.
 */
async function queueSettled(page: Page, address: RegExp) {
  await expect(page).toHaveURL(address);
  await expectRowsSettled(page);
}

/** The queue's row of the application, paging on until it shows. */
async function queueRow(page: Page, reference: string): Promise<Locator> {
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: reference }) });
  const pages = page.getByRole('navigation', { name: 'Pages of the queue' });
  await queueSettled(page, /\/officer\/?\?/);
  for (let pageNumber = 2; (await row.count()) === 0; pageNumber += 1) {
    const next = pages.getByRole('link', { name: 'Next page' });
    if ((await next.count()) === 0) throw new Error(`${reference} is not in the queue`);
    await next.click();
    await queueSettled(page, new RegExp(`[?&]Page=${pageNumber}(&|$)`));
  }
  return row;
}

/** Filters the work queue as the officer would: by who handles the application, and by status. */
async function filterQueue(page: Page, officer: string, status: string) {
  const filters = page.getByRole('form', { name: 'Filter the queue' });
  await filters.getByLabel('Officer').selectOption({ label: officer });
  await filters.getByRole('group', { name: 'Status' }).getByLabel(status, { exact: true }).check();
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await queueSettled(page, /[?&]Status=/);
}

test('an officer takes an application from the work queue to recognition, with the company answering in the portal', async ({
  page,
  browser,
  baseURL,
  labReadyToApply,
  saveScreen,
  accessibilityViolations,
}) => {
  test.setTimeout(480_000);
  const { id, reference } = await submittedApplication(page, labReadyToApply);

  // The company carries on in a browser of its own, with its session; this one becomes the officer's.
  const companyContext = await browser.newContext({
    baseURL,
    storageState: await page.context().storageState(),
  });
  const company = await companyContext.newPage();
  await page.context().clearCookies();
  const detailsPath = `/application/${id}`;
  /** The company opens its application's page afresh, in the status expected. */
  const companyOpens = async (status: string) => {
    await company.goto(detailsPath);
    await expect(mainHeading(company)).toHaveText(/^(LRP|IBR|AOR)-\d{4}-\d{6}$/);
    await expect(
      company.getByRole('region', { name: 'Summary' }).getByText(status, { exact: true }),
    ).toBeVisible();
  };

  try {
    // 1. The officer signs in, finds the application in the queue and assigns it to herself.
    await signInOnConsole(page);
    await filterQueue(page, 'Unassigned', 'Application Review');
    const row = await queueRow(page, reference);
    await row.getByRole('button', { name: `Assign ${reference} to me` }).click();
    await expect(page.getByRole('status').filter({ hasText: reference })).toBeVisible();
    await filterQueue(page, 'Assigned to me', 'Application Review');
    await (await queueRow(page, reference)).getByRole('link', { name: reference }).click();
    await expect(mainHeading(page)).toHaveText(`Application ${reference}`);
    await expectPageLoaded(page);

    const summary = page.getByRole('region', { name: 'Summary' });
    await expect(definitionOf(summary, 'Assigned officer')).toContainText('Olivia Tan (you)');
    const actions = page.getByRole('region', { name: 'Actions', exact: true });
    const expectStatus = (status: string) => expect(definitionOf(summary, 'Status')).toHaveText(status);
    const toggle = (title: string) => actions.getByRole('button', { name: title, exact: true });
    /** Opens an action's form; the first time, checks it with axe-core and keeps a screenshot. */
    const checked = new Set<string>();
    /** The whole page, and a close-up of the actions. */
    const keep = async (screen: string) => {
      await saveScreen(`officer-case-actions-${screen}`);
      await actions.screenshot({
        path: screenPath(`officer-case-actions-${screen}-section`),
        animations: 'disabled',
      });
    };
    const openAction = async (title: string, screen: string) => {
      await toggle(title).click();
      await expect(toggle(title)).toHaveAttribute('aria-expanded', 'true');
      const form = actions.getByRole('form', { name: title });
      await expect(form).toBeVisible();
      if (!checked.has(screen)) {
        checked.add(screen);
        expect(await accessibilityViolations(), title).toEqual([]);
        await keep(screen);
      }
      return form;
    };
    /** The open confirmation: checked with axe-core, then confirmed with its named button. */
    const confirm = async (button: string, screen?: string) => {
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      if (screen) {
        expect(await accessibilityViolations(), `${button} dialog`).toEqual([]);
        // The modal sits in the middle of the window: the window is what the officer sees.
        await page.screenshot({ path: screenPath(`officer-case-actions-${screen}`), animations: 'disabled' });
      }
      await dialog.getByRole('button', { name: button, exact: true }).click();
      await expect(dialog).toBeHidden();
    };
    /** The step's message in the success banner, which has focus. */
    const expectDone = async (message: string) => {
      await expect(successBanner(page, message)).toBeVisible();
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
        .toContain(message);
    };

    // Only the moves of Application Review are offered.
    await expect(actions.getByRole('button', { expanded: false })).toHaveText([
      'Request information',
      'Schedule the site verification',
      'Issue an invoice',
      'Add a comment',
      'Void the application',
      'Withdraw the application',
    ]);
    await keep('overview');

    // The endings are offered, and backed out of.
    for (const [title, screen] of [
      ['Void the application', 'void'],
      ['Withdraw the application', 'withdraw'],
    ] as const) {
      const form = await openAction(title, screen);
      await form.getByRole('button', { name: 'Cancel' }).click();
      await expect(toggle(title)).toBeFocused();
      await expect(toggle(title)).toHaveAttribute('aria-expanded', 'false');
    }

    // 2. A comment, then a request for information: its problems first, then sent.
    const comment = await openAction('Add a comment', 'comment');
    await comment.getByLabel('Comment').fill('Assigned to me; I will review the application this week.');
    await comment.getByRole('button', { name: 'Add the comment' }).click();
    await expectDone('Your comment has been added.');
    await expect(
      page.getByRole('region', { name: 'Comments' }).getByText('Assigned to me; I will review'),
    ).toBeVisible();

    const request = await openAction('Request information', 'request-information');
    await request.getByRole('button', { name: 'Send the request' }).click();
    await expect(errorSummary(page).getByRole('link', { name: 'Enter a subject' })).toBeVisible();
    await expect(request.getByLabel('Subject')).toHaveAttribute('aria-invalid', 'true');
    expect(await accessibilityViolations(), 'request for information, with errors').toEqual([]);
    await keep('request-information-errors');
    await request.getByLabel('Subject').fill('Your quality manual');
    await request.getByLabel('Message').fill('Send the current quality manual, with its revision history.');
    await request.getByLabel('Documents requested (optional)').fill('Quality manual');
    await request.getByLabel('Answer due by').fill(isoDateFromToday(14));
    await request.getByRole('button', { name: 'Send the request' }).click();
    await expectDone(`Sent request for information 1 on ${reference}`);
    await expectStatus('Request For Information');
    await expect(toggle('Request information')).toHaveCount(0);

    // The company answers it in the portal.
    await companyOpens('Request For Information');
    const answer = company.getByRole('form', { name: 'Answer the request for information' });
    await expect(answer.getByText('Quality manual', { exact: true })).toBeVisible();
    await answer.getByLabel('Your answer').fill('Our quality manual (revision 7) is attached.');
    await answer
      .getByRole('group', { name: 'Documents (optional)' })
      .getByLabel('Add a file', { exact: true })
      .setInputFiles(pdfUpload('quality-manual.pdf'));
    await expect(company.getByText('quality-manual.pdf is ready')).toBeAttached();
    await answer.getByRole('button', { name: 'Send your answer' }).click();
    await expect(successBanner(company, 'Your answer has been sent.')).toBeVisible();

    // 3. The site verification: scheduled, its report uploaded, one finding raised.
    await page.reload();
    await expectStatus('Application Review');
    await expect(
      page
        .getByRole('region', { name: 'Requests for information' })
        .getByText('Our quality manual (revision 7)'),
    ).toBeVisible();
    const schedule = await openAction('Schedule the site verification', 'schedule-verification');
    await schedule.getByLabel('Date of the visit').fill(isoDateFromToday(7));
    await schedule.getByLabel('Time of the visit').fill('10:00');
    await schedule.getByLabel('Location').fill('1 Science Park Road, Singapore 117528');
    await schedule.getByLabel('Notes for the company (optional)').fill('Have the calibration records ready.');
    await schedule.getByRole('button', { name: 'Schedule the verification' }).click();
    await expectDone(`Scheduled the site verification of ${reference}`);
    await expectStatus('Verification Check');
    await expect(toggle('Record the verification outcome')).toHaveCount(0);

    const report = await openAction('Upload the verification report', 'verification-report');
    await report
      .getByLabel('Report of the site verification')
      .setInputFiles(pdfUpload('verification-report.pdf'));
    await expect(page.getByText('verification-report.pdf is ready')).toBeAttached();
    await report.getByRole('button', { name: 'Upload the report' }).click();
    await expectDone(`Uploaded the site verification report of ${reference}`);
    await expect(toggle('Replace the verification report')).toBeVisible();

    const outcome = await openAction('Record the verification outcome', 'verification-outcome');
    await outcome.getByLabel('Findings to raise').check();
    await outcome.getByRole('button', { name: 'Record the outcome' }).click();
    await expect(errorSummary(page).getByRole('link', { name: 'Enter the clause' })).toBeVisible();
    expect(await accessibilityViolations(), 'verification outcome, with errors').toEqual([]);
    await keep('verification-outcome-errors');
    const first = outcome.getByRole('group', { name: 'Finding 1' });
    await first.getByLabel('Clause').fill('6.4.1');
    await first.getByLabel('Description').fill('The balance has no current calibration certificate.');
    await first.getByLabel('Major').check();
    await first.getByLabel('Corrective action due by').fill(isoDateFromToday(30));
    await outcome.getByRole('button', { name: 'Record the outcome' }).click();
    await confirm('Raise 1 finding', 'raise-findings-confirm');
    await expectDone(`Raised 1 finding on ${reference}`);
    await expectStatus('Pending Findings Acknowledgement');

    // The company acknowledges the finding and submits its corrective action.
    await companyOpens('Pending Findings Acknowledgement');
    const acknowledge = company.getByRole('form', { name: 'Acknowledge the findings' });
    await acknowledge
      .getByLabel('I have read the findings and will answer each with a corrective action by its due date')
      .check();
    await acknowledge.getByRole('button', { name: 'Acknowledge findings' }).click();
    await expect(successBanner(company, 'You have acknowledged the findings.')).toBeVisible();
    const correctiveActions = company.getByRole('form', { name: 'Your corrective actions' });
    await correctiveActions
      .getByLabel('Corrective action for finding 1')
      .fill('The balance was calibrated by an accredited body; the certificate is attached.');
    await correctiveActions
      .getByLabel('Add a file', { exact: true })
      .setInputFiles(pdfUpload('calibration-certificate.pdf'));
    await expect(company.getByText('calibration-certificate.pdf is ready')).toBeAttached();
    await correctiveActions.getByRole('button', { name: 'Submit corrective actions' }).click();
    await expect(successBanner(company, 'Your corrective actions have been submitted.')).toBeVisible();

    // 4. The officer accepts the corrective action.
    await page.reload();
    await expectStatus('Corrective Actions Review');
    const review = await openAction('Review the corrective actions', 'corrective-action-review');
    await expect(review.getByText('The balance was calibrated by an accredited body')).toBeVisible();
    await review.getByRole('group', { name: 'Your decision on finding 1' }).getByLabel('Accept').check();
    await review.getByRole('button', { name: 'Record the decisions' }).click();
    await expectDone(`Accepted the corrective actions on ${reference}`);
    await expectStatus('Preparation Of Approval Documents');

    // 5. The approval documents: one prepared, sent for documentary review, accepted, marked ready.
    await expect(toggle('Send the approval documents for documentary review')).toHaveCount(0);
    const addDocument = await openAction('Add an approval document', 'approval-document');
    await addDocument.getByLabel('Title').fill('Scope of recognition');
    await addDocument.getByLabel('Document', { exact: true }).setInputFiles(pdfUpload('scope-v1.pdf'));
    await expect(page.getByText('scope-v1.pdf is ready')).toBeAttached();
    await addDocument.getByRole('button', { name: 'Add the document' }).click();
    await expectDone(`Added the approval document "Scope of recognition" to ${reference}`);

    const version = await openAction('Add a new version of an approval document', 'approval-version');
    await expect(version.getByLabel('Scope of recognition')).toBeChecked();
    await version.getByLabel('New version').setInputFiles(pdfUpload('scope-v2.pdf'));
    await expect(page.getByText('scope-v2.pdf is ready')).toBeAttached();
    await version.getByLabel('What changed (optional)').fill('The microbiology tests are added.');
    await version.getByRole('button', { name: 'Add the version' }).click();
    await expectDone(`Added version 2 of "Scope of recognition" to ${reference}`);

    const documentary = await openAction(
      'Send the approval documents for documentary review',
      'documentary-review',
    );
    await documentary.getByRole('button', { name: 'Send for documentary review' }).click();
    await expectDone(`Sent the approval documents of ${reference} for documentary review`);
    await expectStatus('Documentary Review');

    // The company owes its answer first: the step is not offered, and the API's reason is beside it.
    await expect(toggle('Mark the approval documents ready')).toHaveCount(0);
    await expect(
      actions.getByText('Not available now: The company has not yet answered 1 approval document.'),
    ).toBeVisible();
    expect(await accessibilityViolations(), 'an action not open').toEqual([]);
    await keep('closed');
    await atPhoneWidth(page, () => keep('closed-narrow'));

    await companyOpens('Documentary Review');
    const respond = company.getByRole('form', { name: 'Respond to Scope of recognition (version 2)' });
    await respond.getByLabel('Accept this document').check();
    await respond.getByRole('button', { name: 'Send response to Scope of recognition' }).click();
    await expect(successBanner(company, 'You have accepted the document.')).toBeVisible();

    await page.reload();
    await expectStatus('Documentary Review');
    const ready = await openAction('Mark the approval documents ready', 'approval-documents-ready');
    await ready.getByRole('button', { name: 'Mark the documents ready' }).click();
    await confirm('Mark the documents ready', 'approval-documents-ready-confirm');
    await expectDone(`Marked the approval documents of ${reference} ready`);
    await expectStatus('Approval Documents Ready');

    // The company signs the declaration of acceptance.
    await companyOpens('Approval Documents Ready');
    const sign = company.getByRole('form', { name: 'Sign the declaration of acceptance' });
    await sign.getByLabel('I confirm that I have read and agree with the declaration').check();
    await sign.getByRole('button', { name: 'Sign the declaration' }).click();
    await expect(successBanner(company, 'You have signed the declaration.')).toBeVisible();

    // 6. The invoice, issued and paid; then approval, signing and recognition.
    await page.reload();
    await expectStatus('Pending Approval');
    const invoice = await openAction('Issue an invoice', 'issue-invoice');
    await invoice.getByLabel('Payment due by').fill(isoDateFromToday(30));
    await invoice.getByRole('button', { name: 'Issue the invoice' }).click();
    await expectDone('Issued invoice INV-');
    const payment = await openAction('Record the payment of the invoice', 'record-payment');
    await payment.getByRole('button', { name: 'Record the payment' }).click();
    await confirm('Record the payment', 'record-payment-confirm');
    await expectDone(`Recorded the payment of invoice INV-`);
    await expect(toggle('Record the payment of the invoice')).toHaveCount(0);

    const approve = await openAction('Approve the application', 'approve');
    await approve.getByRole('button', { name: 'Approve', exact: true }).click();
    await confirm('Approve the application', 'approve-confirm');
    await expectDone(`${reference} is approved.`);
    await expectStatus('Approved');

    const signing = await openAction('Send the application for signing', 'send-for-signing');
    await signing.getByRole('button', { name: 'Send for signing' }).click();
    await confirm('Send for signing');
    await expectDone(`Sent ${reference} for signing.`);
    await expectStatus('Pending Signing');

    const recognise = await openAction('Recognise the application', 'recognise');
    await recognise.getByRole('button', { name: 'Recognise', exact: true }).click();
    await confirm('Recognise the application', 'recognise-confirm');
    await expectDone(`${reference}: Recognised. Recognition `);
    await expectStatus('Recognised');
    const announced = (await successBanner(page).textContent()) ?? '';
    const recognitionNumber = /Recognition (\S+) is valid until/.exec(announced)?.[1] ?? '';
    expect(recognitionNumber, announced).not.toBe('');
    await expect(definitionOf(summary, 'Recognition')).toContainText(recognitionNumber);

    // A recognised application can only be closed; the officer leaves it open.
    await expect(actions.getByRole('button', { expanded: false })).toHaveText(['Close the application']);
    const close = await openAction('Close the application', 'close');
    await close.getByRole('button', { name: 'Cancel' }).click();
    await keep('recognised');

    // 7. The company sees its new recognition on its dashboard.
    await company.goto('/dashboard');
    await expect(mainHeading(company)).toHaveText('Dashboard');
    const lrp = company
      .getByRole('region', { name: 'Your recognition' })
      .getByRole('listitem', { name: 'LRP' });
    await expect(statusTag(lrp)).toHaveText('Recognised');
    await expect(lrp.getByText(recognitionNumber, { exact: true })).toBeVisible();
  } finally {
    await companyContext.close();
  }
});
