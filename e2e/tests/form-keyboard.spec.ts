import { ApplicationCategory } from '@fsmis/domain';
import type { Locator, Page } from '@playwright/test';
import { isoDateFromToday, pdfBytes } from '../application-filler.js';
import { expect, mainHeading, test } from '../fixtures.js';

// A person who uses only the keyboard (and a screen reader) fills a form, checks the answers, changes
// one and submits. After every action that moves to another page of the form the tab is titled after
// that page, focus is on the main content (where a screen reader starts, as after a page load) and
// the page's name is announced.

const FORM = 'LRP Application: Change Of Company Name';

/** Presses Tab until `target` has focus, as a keyboard user moves through the page. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < 80; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

/** The page moved: titled, focused on the main content, and announced. */
async function expectMovedTo(page: Page, name: string): Promise<void> {
  await expect(page).toHaveTitle(`${name} | FSMIS`);
  await expect(page.locator('main')).toBeFocused();
  await expect(page.locator('[data-page-announcement]')).toHaveText(name);
}

test('keyboard only: a form is filled, checked, changed and submitted, and each page is titled, focused and announced', async ({
  page,
  signIn,
  navigate,
  cancelOpenApplications,
  accessibilityViolations,
}) => {
  test.setTimeout(120_000);
  await signIn('veteran');
  await cancelOpenApplications(1, ApplicationCategory.changeOfCompanyDetails);
  await navigate('/application/lrp/change-of-company-name');
  await expect(page).toHaveTitle(`${FORM} | FSMIS`);

  await tabTo(page, page.getByRole('button', { name: 'Start now' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Application incomplete' })).toBeVisible();
  await expectMovedTo(page, FORM);

  const section = page.getByRole('link', { name: 'New laboratory name' });
  await tabTo(page, section);
  await page.keyboard.press('Enter');
  await expect(mainHeading(page)).toHaveText('New laboratory name');
  await expectMovedTo(page, `New laboratory name – ${FORM}`);

  const name = page.getByRole('textbox', { name: 'New laboratory name', exact: true });
  await tabTo(page, name);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Veteran Food Laboratories Pte. Ltd.');
  await page.keyboard.press('Tab');
  const date = page.getByLabel('Date the new name takes effect', { exact: true });
  await expect(date).toBeFocused();
  const [year, month, day] = isoDateFromToday(30).split('-');
  // Chromium's date box takes month, day and year in turn from the keyboard.
  await page.keyboard.type(`${month}${day}${year}`);
  await expect(date).toHaveValue(isoDateFromToday(30));

  const file = page.getByLabel('Business registry extract', { exact: true });
  await tabTo(page, file);
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Space');
  await (await chooser).setFiles({
    name: 'acra-profile.pdf',
    mimeType: 'application/pdf',
    buffer: pdfBytes('ACRA business profile'),
  });
  await expect(page.getByText('acra-profile.pdf is ready')).toBeAttached();

  await tabTo(page, page.getByRole('button', { name: 'Save and continue' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Application complete' })).toBeVisible();
  await expectMovedTo(page, FORM);

  await tabTo(page, page.getByRole('link', { name: 'Check your answers' }));
  await page.keyboard.press('Enter');
  await expect(mainHeading(page)).toHaveText('Check your answers before submitting your application');
  await expectMovedTo(page, `Check your answers – ${FORM}`);
  expect(await accessibilityViolations()).toEqual([]);

  // Change an answer from the check page, and come back to it.
  await tabTo(page, page.getByRole('link', { name: /^Change\s+new laboratory name$/i }).first());
  await page.keyboard.press('Enter');
  await expect(mainHeading(page)).toHaveText('New laboratory name');
  await expectMovedTo(page, `New laboratory name – ${FORM}`);
  await tabTo(page, name);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Veteran Food Testing Pte. Ltd.');
  // Save and continue goes straight back to Check your answers, not on through the form.
  await tabTo(page, page.getByRole('button', { name: 'Save and continue' }));
  await page.keyboard.press('Enter');
  await expect(mainHeading(page)).toHaveText('Check your answers before submitting your application');
  await expectMovedTo(page, `Check your answers – ${FORM}`);
  await expect(page.getByText('Veteran Food Testing Pte. Ltd.')).toBeVisible();

  const declaration = page.getByRole('checkbox', {
    name: 'I confirm that I have read and agree with the declaration',
  });
  await tabTo(page, declaration);
  await page.keyboard.press('Space');
  await expect(declaration).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Submit application' }));
  await page.keyboard.press('Enter');
  await expect(mainHeading(page)).toHaveText('Application submitted');
  await expectMovedTo(page, `Application submitted – ${FORM}`);
  expect(await accessibilityViolations()).toEqual([]);

  // What this test submitted is cancelled again: the other specs find veteran's changes as seeded.
  await cancelOpenApplications(1, ApplicationCategory.changeOfCompanyDetails);
});
