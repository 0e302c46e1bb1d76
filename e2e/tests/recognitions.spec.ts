import type { Page } from '@playwright/test';
import { pdfBytes } from '../application-filler.js';
import {
  atPhoneWidth,
  errorSummary,
  expect,
  mainHeading,
  profileServer,
  successBanner,
  test,
} from '../fixtures.js';

// A recognition over its life, as the company sees it: the suspended company acknowledges its suspension
// and appeals with a document; ready is reminded that its LRP recognition is due for renewal and goes on
// to the renewal from the recognition's page; the revoked company can start nothing under LRP. Every
// screen is checked with axe-core and kept as a screenshot (e2e/.artifacts/screens/recognition-*.png).

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** A PDF chosen in an upload control, as a person picks it from their files. */
const pdfUpload = (name: string) => ({ name, mimeType: 'application/pdf', buffer: pdfBytes(name) });

test.describe('the suspended company', () => {
  // Acknowledging and appealing change the suspended account: this runs on a portal of its own, so the
  // Dashboard tests elsewhere still find the AOR recognition Suspended.
  test.use({ baseURL: profileServer });

  test('acknowledges the suspension of its AOR recognition and appeals with a supporting document', async ({
    page,
    signIn,
    saveScreen,
    accessibilityViolations,
  }) => {
    await signIn('suspended');
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'see the suspension of your AOR recognition' }).click();
    await expect(mainHeading(page)).toHaveText('Suspension of your AOR recognition');
    await expect(page).toHaveTitle('Suspension | FSMIS');
    await expect(page.getByText(/^You may appeal until \d{2} \w{3} \d{4}$/)).toBeVisible();
    await expect(section(page, 'Grounds for the suspension')).toContainText('authorised auditor');
    const timeline = section(page, 'Timeline');
    await expect(timeline.getByText('Suspension proposed', { exact: true })).toBeVisible();
    await expect(timeline.getByText('Recognition suspended', { exact: true })).toBeVisible();
    expect(await accessibilityViolations()).toEqual([]);
    await saveScreen('recognition-suspension');
    await atPhoneWidth(page, async () => {
      expect(await accessibilityViolations(), 'the suspension on a phone').toEqual([]);
      await saveScreen('recognition-suspension-phone');
    });

    // Acknowledge, after a confirmation.
    const acknowledge = section(page, 'Acknowledge the suspension');
    await acknowledge.getByRole('button', { name: 'Acknowledge the suspension' }).click();
    const question = page.getByRole('dialog', { name: 'Acknowledge the suspension?' });
    await expect(question).toBeVisible();
    expect(await accessibilityViolations()).toEqual([]);
    await question.getByRole('button', { name: 'Confirm' }).click();
    await expect(successBanner(page, 'acknowledged')).toBeVisible();
    await expect(
      section(page, 'Summary').getByText('Suspension Acknowledged', { exact: true }),
    ).toBeVisible();
    await expect(section(page, 'Acknowledge the suspension')).toHaveCount(0);
    await expect(timeline.getByText('Suspension acknowledged', { exact: true })).toBeVisible();

    // An appeal without grounds is refused, and says why.
    const appeal = page.getByRole('form', { name: 'Appeal against the suspension' });
    await appeal.getByRole('button', { name: 'Submit appeal' }).click();
    await expect(
      errorSummary(page).getByRole('link', { name: 'Enter your grounds of appeal' }),
    ).toBeVisible();
    expect(await accessibilityViolations()).toEqual([]);
    await saveScreen('recognition-appeal-errors');

    await appeal
      .getByLabel('Grounds of appeal')
      .fill(
        'Both audits were repeated by an authorised auditor on 10 and 12 November; the reports are attached.',
      );
    await appeal
      .getByRole('group', { name: 'Supporting documents (optional)' })
      .getByLabel('Add a file', { exact: true })
      .setInputFiles(pdfUpload('repeat-audit-reports.pdf'));
    await expect(page.getByText('repeat-audit-reports.pdf is ready')).toBeAttached();
    expect(await accessibilityViolations()).toEqual([]);
    await saveScreen('recognition-appeal');
    // An appeal is made once: it is sent only after the company confirms it.
    await appeal.getByRole('button', { name: 'Submit appeal' }).click();
    const confirmAppeal = page.getByRole('dialog', { name: 'Submit your appeal?' });
    await expect(confirmAppeal).toContainText('You can appeal against this suspension only once.');
    expect(await accessibilityViolations()).toEqual([]);
    await saveScreen('recognition-appeal-confirm');
    await atPhoneWidth(page, async () => {
      expect(await accessibilityViolations(), 'the appeal’s confirmation on a phone').toEqual([]);
      await saveScreen('recognition-appeal-confirm-phone');
    });
    await confirmAppeal.getByRole('button', { name: 'Send the appeal' }).click();

    await expect(successBanner(page, 'appeal')).toBeVisible();
    const summary = section(page, 'Summary');
    await expect(summary.getByText('Appeal Submitted', { exact: true })).toBeVisible();
    await expect(summary.getByText('Appeal in progress', { exact: true })).toBeVisible();
    await expect(page.getByText('You have appealed against this suspension.')).toBeVisible();
    await expect(appeal).toHaveCount(0);
    const appealed = timeline.getByRole('listitem').filter({ hasText: 'Appeal submitted' });
    await expect(appealed).toContainText('Both audits were repeated');
    await expect(appealed.getByRole('link', { name: /^repeat-audit-reports\.pdf/ })).toBeVisible();
    expect(await accessibilityViolations()).toEqual([]);
    await saveScreen('recognition-appealed');

    // The Dashboard follows: the recognition is now under appeal, and the dashboard stays open.
    await page.goto('/dashboard');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'AOR' }) });
    await expect(card.getByText('Appeal in progress', { exact: true })).toBeVisible();
  });
});

test('ready is reminded that its LRP recognition is due for renewal and goes on to the renewal from its page', async ({
  page,
  signIn,
  saveScreen,
  accessibilityViolations,
}) => {
  await signIn('ready');
  await page.goto('/dashboard');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'LRP' }) });
  await expect(card.getByText(/Renewal due: expires in \d+ days/)).toBeVisible();
  await card.getByRole('link', { name: 'View LRP recognition' }).click();

  await expect(mainHeading(page)).toHaveText('LRP recognition');
  await expect(page).toHaveTitle('Recognition | FSMIS');
  const reminder = page.getByRole('region', { name: 'Important' });
  await expect(reminder).toContainText(
    /Your LRP recognition expires on \d{2} \w{3} \d{4}\. Apply to renew it before then\./,
  );
  await expect(section(page, 'Summary')).toContainText(/\(\d+ days left\)/);
  const actions = section(page, 'What you can do');
  // ready started its renewal days ago: the page continues that draft rather than start another.
  await expect(actions.getByRole('link', { name: 'Continue your renewal application' })).toBeVisible();
  // ready has open applications under LRP, so withdrawal is closed, and says why.
  await expect(actions).toContainText('Cancel or finish your open applications under this programme first.');
  await expect(
    section(page, 'Applications that granted or changed it').getByRole('link').first(),
  ).toBeVisible();
  expect(await accessibilityViolations()).toEqual([]);
  await saveScreen('recognition-renewal-due');

  await reminder.getByRole('link', { name: 'Continue your renewal application' }).click();
  await expect(page).toHaveURL(/\/application\/lrp\/renewal\?id=[0-9a-f-]{36}$/);
  await expect(mainHeading(page)).toContainText('Renewal');
  await expect(page.getByRole('main').getByRole('list').first()).toBeVisible();
  expect(await accessibilityViolations()).toEqual([]);
  await saveScreen('recognition-renewal-start');
});

test('the revoked company reaches its Dashboard but can start no LRP application', async ({
  page,
  signIn,
  navigate,
  saveScreen,
  accessibilityViolations,
}) => {
  await signIn('revoked');
  await page.goto('/dashboard');
  await expect(mainHeading(page)).toHaveText('Dashboard');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'LRP' }) });
  await expect(card.getByText('Revoked', { exact: true })).toBeVisible();
  // The Dashboard offers nothing to start under LRP, says why and that it is for good, and leads only to
  // how to apply.
  const start = page.getByRole('region', { name: 'Start an application' });
  await expect(start).toContainText('You cannot start an LRP application now.');
  await expect(start).toContainText(
    'Your LRP recognition was revoked, so you cannot apply under LRP again. A revocation does not end: contact the regulator if you have questions about it.',
  );
  await expect(start.getByRole('link', { name: /LRP/ })).toHaveText(['How to apply under LRP']);

  await card.getByRole('link', { name: 'View LRP recognition' }).click();
  await expect(mainHeading(page)).toHaveText('LRP recognition');
  const actions = section(page, 'What you can do');
  await expect(actions.getByText('There is nothing you can do with this recognition now.')).toBeVisible();
  await expect(actions).toContainText(
    'Your LRP recognition was revoked, so you cannot apply under LRP again. A revocation does not end: contact the regulator if you have questions about it.',
  );
  await expect(actions.getByRole('link')).toHaveCount(0);
  await expect(section(page, 'Suspensions')).toContainText('Revoked');
  expect(await accessibilityViolations()).toEqual([]);
  await saveScreen('recognition-revoked');

  // The instructions give the same reason for every LRP form, and none can be started.
  await navigate('/application/lrp/instructions');
  await expect(
    page
      .getByText(
        'Your LRP recognition was revoked, so you cannot apply under LRP again. A revocation does not end: contact the regulator if you have questions about it.',
      )
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Start' })).toHaveCount(0);
  expect(await accessibilityViolations()).toEqual([]);
  await saveScreen('recognition-revoked-instructions');
});
