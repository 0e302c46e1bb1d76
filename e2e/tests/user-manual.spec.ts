import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, mainHeading, serviceNavigation, test } from '../fixtures.js';
import { expectPageLoaded } from '../locators.js';

// The User Manual: the guides for the user's module, each a PDF to download under its own name.

type Guide = {
  readonly id: string;
  readonly title: string;
  readonly fileName: string;
  readonly version: string;
};

async function guidesOf(page: Page): Promise<readonly Guide[]> {
  const response = await page.request.get('/api/user-guides');
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: Guide[] }).data;
}

/** Downloads a guide from its item on the page and checks the file is the PDF the API named. */
async function downloadGuide(page: Page, guide: Guide, path: string) {
  const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: guide.title }) });
  await expect(item).toContainText(`Version ${guide.version}, updated`);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    item.getByRole('button', { name: 'Download' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(guide.fileName);
  await download.saveAs(path);
  expect((await readFile(path)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expect(item.getByRole('status')).toHaveText(`Downloaded ${guide.fileName}`);
}

test('a local laboratory lists its module’s guides and downloads one as a PDF', async ({
  page,
  signIn,
  saveScreen,
  accessibilityViolations,
}, testInfo) => {
  await signIn('ready');
  await page.goto('/dashboard');
  await serviceNavigation(page).getByRole('link', { name: 'User Manual' }).click();
  await expect(page).toHaveURL(/\/user-manual$/);
  await expect(mainHeading(page)).toHaveText('User Manual');
  const guides = await guidesOf(page);
  expect(guides.length).toBeGreaterThan(0);
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(
    guides.map((guide) => guide.title),
  );
  // Each Download button says which guide it saves.
  await expect(page.getByRole('button', { name: 'Download' }).first()).toHaveAccessibleDescription(
    guides[0]?.title ?? '',
  );
  const [first] = guides;
  if (first) await downloadGuide(page, first, testInfo.outputPath('guide.pdf'));
  await expectPageLoaded(page);
  expect(await accessibilityViolations()).toEqual([]);
  await saveScreen('user-manual-local');
});

test('a laboratory in the PT module gets the Proficiency Testing guide', async ({
  page,
  overseasSignInLink,
  saveScreen,
  accessibilityViolations,
}, testInfo) => {
  await page.goto(await overseasSignInLink());
  await expect(page).toHaveURL(/\/pt-scheme\/dashboard$/);
  await serviceNavigation(page).getByRole('link', { name: 'User Manual' }).click();
  await expect(mainHeading(page)).toHaveText('User Manual');
  const guides = await guidesOf(page);
  expect(guides.map((guide) => guide.title)).toContain('Proficiency testing: a guide for participants');
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(
    guides.map((guide) => guide.title),
  );
  const pt = guides.find((guide) => guide.title === 'Proficiency testing: a guide for participants');
  if (pt) await downloadGuide(page, pt, testInfo.outputPath('pt-guide.pdf'));
  await expectPageLoaded(page);
  expect(await accessibilityViolations()).toEqual([]);
  await saveScreen('user-manual-pt');
});
