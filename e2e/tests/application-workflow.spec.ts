import type { APIRequestContext, Page } from '@playwright/test';
import { ApplicationFiller, isoDateFromToday, pdfBytes } from '../application-filler.js';
import {
  dataOf,
  errorSummary,
  expect,
  mainHeading,
  PHONE_TAG,
  type ReadyLab,
  screenPath,
  signInOfficer,
  successBanner,
  test,
  uploadThroughApi,
} from '../fixtures.js';

// An application's whole journey after submission, to Recognised. The company's steps are taken on its
// Application Details page, as a person takes them; the officer's steps go through the officer API
// (setup, not the behaviour under test). Each company step is checked with axe-core and kept as a
// screenshot (e2e/.artifacts/screens/workflow-*.png).

type OfficerCase = {
  readonly status: number;
  readonly statusLabel: string;
  readonly workflow: {
    readonly findings: { id: string; number: number }[];
    readonly approvalDocuments: { id: string; title: string }[];
    readonly recognition: { recognitionNumber: string } | null;
  };
};

/** The officer's side, through /api/officer/applications/{id}/…, in a session of its own. */
function officerSteps(officer: APIRequestContext, applicationId: string) {
  const path = (step: string) => `/api/officer/applications/${applicationId}/${step}`;
  return {
    take: (step: string, body: unknown = {}) => dataOf<OfficerCase>(officer.post(path(step), { data: body })),
    pdf: (fileName: string) => officerPdf(officer, fileName),
    view: () => dataOf<OfficerCase>(officer.get(`/api/officer/applications/${applicationId}`)),
  };
}

/** A PDF the officer uploaded, as the officer API's steps name it: its attachment id. */
const officerPdf = (officer: APIRequestContext, fileName: string) =>
  uploadThroughApi(officer, { fileName, bytes: pdfBytes(fileName), purpose: 'officer-document' });

/** A PDF chosen in an upload control, as a person picks it from their files. */
const pdfUpload = (name: string) => ({ name, mimeType: 'application/pdf', buffer: pdfBytes(name) });

type MailboxMessage = {
  readonly id: string;
  readonly to: string;
  readonly subject: string;
  readonly links: readonly string[];
};

async function mailTo(page: Page, address: string): Promise<readonly MailboxMessage[]> {
  const messages = await dataOf<readonly MailboxMessage[]>(page.request.get('/api/dev/mailbox'));
  return messages.filter((message) => message.to === address);
}

/** The application's Summary, with its status. */
const summary = (page: Page) => page.getByRole('region', { name: 'Summary' });

/** Focus has moved to the message (the success banner or the error summary), for screen readers to read. */
async function expectFocusOn(page: Page, text: string) {
  await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toContain(text);
}

/** A new laboratory's LRP New application, filled and submitted through the form: its id. */
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

test('the company answers every step of its application on the details page, to recognition', {
  tag: PHONE_TAG,
}, async ({ page, playwright, baseURL, labReadyToApply, navigate, saveScreen, accessibilityViolations }) => {
  test.setTimeout(360_000);
  const { lab, id } = await submittedApplication(page, labReadyToApply);
  const detailsPath = `/application/${id}`;
  const officerContext = await playwright.request.newContext({ baseURL });
  await signInOfficer(officerContext);
  const officer = officerSteps(officerContext, id);

  /** Opens the details page afresh and checks it in the status expected. */
  const openDetails = async (status: string) => {
    await navigate(detailsPath);
    await expect(mainHeading(page)).toHaveText(/^(LRP|IBR|AOR)-\d{4}-\d{6}$/);
    await expect(summary(page).getByText(status, { exact: true })).toBeVisible();
  };
  /** The whole page, and a close-up of the section at hand. */
  const keep = async (name: string, section: string) => {
    await saveScreen(name);
    await page
      .getByRole('region', { name: section, exact: true })
      .screenshot({ path: screenPath(`${name}-section`), animations: 'disabled' });
  };
  const expectAccessible = async (step: string) => expect(await accessibilityViolations(), step).toEqual([]);

  try {
    // 1. A request for information, e-mailed with a link to the page; answered with a document.
    const mailBefore = new Set((await mailTo(page, lab.email)).map((mail) => mail.id));
    await officer.take('correspondence-emails', {
      subject: 'Your quality manual',
      message: 'Send the current quality manual, with its revision history.',
      documentsRequested: ['Quality manual'],
      dueDate: isoDateFromToday(14),
    });
    let requestMail: MailboxMessage | undefined;
    await expect
      .poll(async () => {
        requestMail = (await mailTo(page, lab.email)).find(
          (mail) => !mailBefore.has(mail.id) && mail.subject.startsWith('Request for information on'),
        );
        return requestMail !== undefined;
      })
      .toBe(true);
    expect(requestMail?.links.some((link) => new URL(link).pathname === detailsPath)).toBe(true);

    await openDetails('Request For Information');
    const answer = page.getByRole('form', { name: 'Answer the request for information' });
    await expect(answer.getByText('Quality manual')).toBeVisible();
    await answer.getByRole('button', { name: 'Send your answer' }).click();
    await expect(
      errorSummary(page).getByRole('link', { name: 'Enter your answer to the request' }),
    ).toBeVisible();
    await expectAccessible('request for information, with an error');
    await keep('workflow-answer-request-errors', 'Requests for information');
    await answer.getByLabel('Your answer').fill('Our quality manual (revision 7) is attached.');
    await answer
      .getByRole('group', { name: 'Documents (optional)' })
      .getByLabel('Add a file', { exact: true })
      .setInputFiles(pdfUpload('quality-manual.pdf'));
    await expect(page.getByText('quality-manual.pdf is ready')).toBeAttached();
    await expectAccessible('request for information');
    await keep('workflow-answer-request', 'Requests for information');
    await answer.getByRole('button', { name: 'Send your answer' }).click();
    await expect(successBanner(page, 'Your answer has been sent.')).toBeVisible();
    await expectFocusOn(page, 'Your answer has been sent.');
    await expect(summary(page).getByText('Application Review', { exact: true })).toBeVisible();

    // 2. The site verification raises two findings; the company acknowledges them.
    await officer.take('verification', {
      scheduledFor: `${isoDateFromToday(7)}T02:00:00.000Z`,
      location: '1 Science Park Road, Singapore',
      notes: 'Bring the calibration records.',
    });
    await officer.take('verification/report', { file: await officer.pdf('verification-report.pdf') });
    const { workflow } = await officer.take('verification/outcome', {
      findings: [
        {
          clause: '6.4.1',
          description: 'The balance has no current calibration.',
          severity: 'major',
          dueDate: isoDateFromToday(30),
        },
        {
          clause: '7.5.1',
          description: 'Raw data of one test was not kept.',
          severity: 'minor',
          dueDate: isoDateFromToday(30),
        },
      ],
    });
    const [first, second] = [...workflow.findings].sort((a, b) => a.number - b.number);
    if (!first || !second) throw new Error('Two findings were raised');

    await openDetails('Pending Findings Acknowledgement');
    const acknowledge = page.getByRole('form', { name: 'Acknowledge the findings' });
    await acknowledge.getByRole('button', { name: 'Acknowledge findings' }).click();
    await expectFocusOn(page, 'There is a problem');
    await expectAccessible('findings, with an error');
    await keep('workflow-acknowledge-findings', 'Findings');
    await acknowledge
      .getByLabel('I have read the findings and will answer each with a corrective action by its due date')
      .check();
    await acknowledge.getByRole('button', { name: 'Acknowledge findings' }).click();
    await expect(successBanner(page, 'You have acknowledged the findings.')).toBeVisible();
    await expectFocusOn(page, 'You have acknowledged the findings.');

    // 3. Corrective actions: one drafted and saved, then both submitted (the unsaved one saved first).
    const actions = page.getByRole('form', { name: 'Your corrective actions' });
    const findingBlock = (number: number) =>
      actions.getByRole('region', { name: new RegExp(`^Finding ${number}:`) });
    await findingBlock(1)
      .getByLabel('Corrective action for finding 1')
      .fill('The balance was calibrated by an accredited body.');
    await findingBlock(1).getByRole('button', { name: 'Save draft of finding 1' }).click();
    await expect(
      findingBlock(1).getByText(/^Draft saved at \d\d [A-Z][a-z]{2} \d{4} \d\d:\d\d:\d\d$/),
    ).toBeVisible();
    await findingBlock(2)
      .getByLabel('Corrective action for finding 2')
      .fill('Raw data are now kept in the LIMS.');
    await findingBlock(2)
      .getByLabel('Add a file', { exact: true })
      .setInputFiles(pdfUpload('lims-procedure.pdf'));
    await expect(page.getByText('lims-procedure.pdf is ready')).toBeAttached();
    await expectAccessible('corrective actions');
    await keep('workflow-corrective-actions', 'Corrective actions');
    await actions.getByRole('button', { name: 'Submit corrective actions' }).click();
    await expect(successBanner(page, 'Your corrective actions have been submitted.')).toBeVisible();
    await expectFocusOn(page, 'Your corrective actions have been submitted.');
    await expect(summary(page).getByText('Corrective Actions Review', { exact: true })).toBeVisible();

    // The officer rejects the second; the company answers it again.
    await officer.take('corrective-action-review', {
      decisions: [
        { findingId: first.id, decision: 'accepted' },
        {
          findingId: second.id,
          decision: 'rejected',
          reason: 'Send the procedure signed by the quality manager.',
        },
      ],
    });
    await openDetails('Pending Corrective Action');
    await expect(findingBlock(1)).toHaveCount(0);
    await expect(
      findingBlock(2).getByText('Send the procedure signed by the quality manager.'),
    ).toBeVisible();
    await expectAccessible('corrective action rejected');
    await keep('workflow-corrective-action-rejected', 'Corrective actions');
    await findingBlock(2)
      .getByLabel('Corrective action for finding 2')
      .fill('The signed procedure is attached.');
    await findingBlock(2)
      .getByLabel('Add a file', { exact: true })
      .setInputFiles(pdfUpload('signed-procedure.pdf'));
    await expect(page.getByText('signed-procedure.pdf is ready')).toBeAttached();
    await actions.getByRole('button', { name: 'Submit corrective actions' }).click();
    await expect(successBanner(page, 'Your corrective actions have been submitted.')).toBeVisible();
    await expectFocusOn(page, 'Your corrective actions have been submitted.');
    await officer.take('corrective-action-review', {
      decisions: [{ findingId: second.id, decision: 'accepted' }],
    });

    // 4. Documentary review: the first version rejected with a comment, the second accepted.
    const prepared = await officer.take('approval-document', {
      title: 'Scope of recognition',
      file: await officer.pdf('scope-v1.pdf'),
    });
    const scope = prepared.workflow.approvalDocuments.find(
      (document) => document.title === 'Scope of recognition',
    );
    if (!scope) throw new Error('The approval document was added');
    await officer.take('documentary-review');

    await openDetails('Documentary Review');
    const review = page.getByRole('form', { name: /^Respond to Scope of recognition/ });
    await review.getByLabel('Reject this document').check();
    await review.getByRole('button', { name: 'Send response to Scope of recognition' }).click();
    await expect(
      errorSummary(page).getByRole('link', { name: 'Explain what must change in the document' }),
    ).toBeVisible();
    await expectAccessible('review document, with an error');
    await keep('workflow-review-response-errors', 'Approval documents');
    await review.getByLabel('Comment').fill('Add the microbiology tests to the scope.');
    await review.getByLabel('Marked-up copy (optional)').setInputFiles(pdfUpload('scope-marked-up.pdf'));
    await expect(page.getByText('scope-marked-up.pdf is ready')).toBeAttached();
    await keep('workflow-review-response', 'Approval documents');
    await review.getByRole('button', { name: 'Send response to Scope of recognition' }).click();
    await expect(successBanner(page, 'You have rejected the document.')).toBeVisible();
    await expectFocusOn(page, 'You have rejected the document.');

    await officer.take(`approval-document/${scope.id}/versions`, {
      file: await officer.pdf('scope-v2.pdf'),
      note: 'Microbiology tests added.',
    });
    await openDetails('Documentary Review');
    const secondReview = page.getByRole('form', { name: 'Respond to Scope of recognition (version 2)' });
    await secondReview.getByLabel('Accept this document').check();
    await expectAccessible('review document, second version');
    await secondReview.getByRole('button', { name: 'Send response to Scope of recognition' }).click();
    await expect(successBanner(page, 'You have accepted the document.')).toBeVisible();
    await expectFocusOn(page, 'You have accepted the document.');

    // 5. The declaration of acceptance, signed with the profile's signature.
    await officer.take('approval-documents-ready');
    await openDetails('Approval Documents Ready');
    const sign = page.getByRole('form', { name: 'Sign the declaration of acceptance' });
    await expect(sign.getByRole('img', { name: 'Your signature' })).toBeVisible();
    await sign.getByRole('button', { name: 'Sign the declaration' }).click();
    await expect(
      errorSummary(page).getByRole('link', { name: 'Confirm the declaration to sign it' }),
    ).toBeVisible();
    await expectAccessible('declaration, with an error');
    await sign.getByLabel('I confirm that I have read and agree with the declaration').check();
    await keep('workflow-sign-acceptance', 'Declaration of acceptance');
    await sign.getByRole('button', { name: 'Sign the declaration' }).click();
    await expect(successBanner(page, 'You have signed the declaration.')).toBeVisible();
    await expectFocusOn(page, 'You have signed the declaration.');

    // 6. The officer approves, sends for signing and recognises: the page shows the recognition.
    await officer.take('approve');
    await officer.take('send-for-signing');
    const recognised = await officer.take('recognise');
    const number = recognised.workflow.recognition?.recognitionNumber;
    expect(number, 'the recognition number').toBeTruthy();
    await openDetails('Recognised');
    await expect(page.getByText(number ?? '', { exact: true })).toBeVisible();
    await expectAccessible('recognised');
    await keep('workflow-recognised', 'Outcome');
  } finally {
    await officerContext.dispose();
  }
});
