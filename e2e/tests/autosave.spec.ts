import { ApplicationCategory, TEXT_ANSWER_HARD_LIMIT } from '@fsmis/domain';
import type { Browser, Page, Request } from '@playwright/test';
import { ApplicationFiller, isoDateFromToday } from '../application-filler.js';
import {
  atPhoneWidth,
  type DemoAccount,
  dataOf,
  demoAccounts,
  errorSummary,
  expect,
  mainHeading,
  test,
} from '../fixtures.js';

// The answers of an application's section are saved as they are typed. A save the API refuses is shown
// on the field it names and never sent again until the answers change; a save the server cannot take
// is tried again after a growing pause; and what is typed and not saved is kept in the browser, for the
// same user to find again after a failed save, a refused one, or a session that ended.

const SECTION_SAVE = /\/api\/applications\/[^/]+\/sections\/scopeChange$/;
const isSectionSave = (request: Request) => request.method() === 'PUT' && SECTION_SAVE.test(request.url());
const DATE_LABEL = 'When do you want the change to take effect?';
const REASON_LABEL = 'Why are you changing your scope?';

/** Someone signs in as the same person in another browser, which ends this page's session unseen. */
async function signInElsewhere(browser: Browser, baseURL: string | undefined, account: DemoAccount) {
  const elsewhere = await browser.newContext({ baseURL });
  const signedIn = await elsewhere.request.post('/api/auth/test-logins', { data: demoAccounts[account] });
  expect(signedIn.ok()).toBe(true);
  await elsewhere.close();
}

/** veteran's LRP Change Of Scope, started afresh, open at its section "About this change". */
async function openScopeChange(
  page: Page,
  fixtures: {
    signIn: (account: 'veteran') => Promise<void>;
    navigate: (path: string) => Promise<void>;
    cancelOpenApplications: (programme: 1, category: number) => Promise<void>;
  },
) {
  await fixtures.signIn('veteran');
  await fixtures.cancelOpenApplications(1, ApplicationCategory.changeOfScope);
  const filler = new ApplicationFiller(page, 'lrp', 'change-of-scope');
  await fixtures.navigate(filler.startPath);
  await filler.start();
  const url = page.url();
  await filler.open(filler.sectionOf('scopeChange'));
  return { filler, taskListUrl: url, sectionUrl: page.url() };
}

/**
 * From now on, each save of the section carries a reason longer than the API keeps, so that the API
 * refuses it (400, naming the reason) as it would any answer of the wrong shape. A person cannot type
 * one (the box stops at the limit, and a file of the wrong type is refused at upload): the test adds it
 * to the request on its way.
 */
async function refuseSaves(page: Page): Promise<void> {
  await page.route(SECTION_SAVE, async (route) => {
    const request = route.request();
    if (request.method() !== 'PUT') return route.continue();
    const body = request.postDataJSON() as { answers: Record<string, unknown> };
    body.answers.reason = 'x'.repeat(TEXT_ANSWER_HARD_LIMIT + 1);
    await route.continue({ postData: JSON.stringify(body) });
  });
}

/** Counts the section's saves from now on. */
function countSaves(page: Page) {
  const saves: Request[] = [];
  page.on('request', (request) => {
    if (isSectionSave(request)) saves.push(request);
  });
  return saves;
}

test('a save the API refuses is shown on its field, and is not sent again until the answers change', async ({
  page,
  signIn,
  navigate,
  cancelOpenApplications,
  accessibilityViolations,
  saveScreen,
}) => {
  test.setTimeout(90_000);
  await openScopeChange(page, { signIn, navigate, cancelOpenApplications });
  const saves = countSaves(page);
  await refuseSaves(page);
  const refused = page.waitForResponse(
    (response) => isSectionSave(response.request()) && response.status() === 400,
  );
  await page.getByLabel(REASON_LABEL, { exact: true }).fill('We have been accredited for histamine.');
  await refused;

  // Several seconds after the refusal, nothing more was sent: the same answers get the same answer.
  const atRefusal = saves.length;
  await page.waitForTimeout(5_000);
  expect(saves.length - atRefusal).toBeLessThanOrEqual(1);
  await expect(page.getByText('Saving your answers…')).toHaveCount(0);

  // The refusal is on the field, and in the error summary linking to it.
  const summary = errorSummary(page);
  await expect(
    summary.getByRole('link', { name: /reason for changing your scope is too long/i }),
  ).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your latest answers are not saved yet' }),
  ).toBeVisible();
  expect(await accessibilityViolations()).toEqual([]);
  await saveScreen('application-section-refused-save');
  await atPhoneWidth(page, async () => {
    await saveScreen('application-section-refused-save-phone');
    expect(await accessibilityViolations()).toEqual([]);
  });

  // A change is saved once (and refused again), then nothing more.
  const beforeChange = saves.length;
  const again = page.waitForResponse(
    (response) => isSectionSave(response.request()) && response.status() === 400,
  );
  await page.getByLabel(DATE_LABEL, { exact: true }).fill(isoDateFromToday(45));
  await again;
  await page.waitForTimeout(3_000);
  expect(saves.length - beforeChange).toBe(1);
});

test('a date corrected while saves fail is kept: tried again once the server answers, and restored in the browser while refused', async ({
  page,
  signIn,
  navigate,
  cancelOpenApplications,
  accessibilityViolations,
}) => {
  test.setTimeout(120_000);
  const { sectionUrl } = await openScopeChange(page, { signIn, navigate, cancelOpenApplications });
  const date = page.getByLabel(DATE_LABEL, { exact: true });

  // The server fails for a while: the save is tried again after a pause, calmly, and the date stays.
  const saves = countSaves(page);
  await page.route(SECTION_SAVE, (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({
            success: false,
            data: null,
            message: 'Something went wrong on our side. Please try again later.',
            code: 500,
          }),
        })
      : route.continue(),
  );
  const corrected = isoDateFromToday(40);
  await date.fill(corrected);
  await expect(
    page.getByRole('status').filter({ hasText: 'We could not save your answers just now' }),
  ).toBeVisible();
  expect(await accessibilityViolations()).toEqual([]);
  // 0.8 s after the change, then 2 s and 4 s later: three tries in six seconds, not a storm.
  await page.waitForTimeout(6_000);
  expect(saves.length).toBeLessThanOrEqual(3);
  await expect(date).toHaveValue(corrected);

  await page.unroute(SECTION_SAVE);
  await expect(page.getByText(/^Your answers were saved at /)).toBeVisible({ timeout: 20_000 });
  await page.reload();
  await expect(mainHeading(page)).toHaveText('About this change');
  await expect(page.getByLabel(DATE_LABEL, { exact: true })).toHaveValue(corrected);

  // Refused: the date corrected meanwhile cannot reach the server, and is not lost.
  await refuseSaves(page);
  const refused = page.waitForResponse(
    (response) => isSectionSave(response.request()) && response.status() === 400,
  );
  await page.getByLabel(REASON_LABEL, { exact: true }).fill('We have been accredited for histamine.');
  await refused;
  const later = isoDateFromToday(60);
  const refusedAgain = page.waitForResponse(
    (response) => isSectionSave(response.request()) && response.status() === 400,
  );
  await page.getByLabel(DATE_LABEL, { exact: true }).fill(later);
  await refusedAgain;
  await page.unroute(SECTION_SAVE);
  await page.goto(sectionUrl);
  await expect(mainHeading(page)).toHaveText('About this change');
  await expect(page.getByLabel(DATE_LABEL, { exact: true })).toHaveValue(later);
  await expect(page.getByText('Unsaved answers restored')).toBeVisible();
  expect(await accessibilityViolations()).toEqual([]);
});

test('an answer being typed when another sign-in ends the session is there again after signing in again', async ({
  page,
  browser,
  baseURL,
  signIn,
  navigate,
  cancelOpenApplications,
  accessibilityViolations,
  saveScreen,
}) => {
  test.setTimeout(90_000);
  const { sectionUrl } = await openScopeChange(page, { signIn, navigate, cancelOpenApplications });

  // Someone signs in as the same person elsewhere: this session has ended, though the page does not know.
  await signInElsewhere(browser, baseURL, 'veteran');

  const reason = 'Our accreditation now covers histamine in fish.';
  await page.getByLabel(REASON_LABEL, { exact: true }).fill(reason);
  await expect(page).toHaveURL(/\/login\?reason=new-session$/);

  await signIn('veteran');
  await navigate(sectionUrl);
  await expect(page.getByLabel(REASON_LABEL, { exact: true })).toHaveValue(reason);
  await expect(page.getByText('Unsaved answers restored')).toBeVisible();
  expect(await accessibilityViolations()).toEqual([]);
  await saveScreen('application-section-restored');
  await atPhoneWidth(page, async () => {
    await saveScreen('application-section-restored-phone');
    expect(await accessibilityViolations()).toEqual([]);
  });
  // It is saved again: a reload shows it without the notice.
  await expect(page.getByText(/^Your answers were saved at /)).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(REASON_LABEL, { exact: true })).toHaveValue(reason);
  await expect(page.getByText('Unsaved answers restored')).toHaveCount(0);
});

test('a comment being typed when another sign-in ends the session is there again after signing in again', async ({
  page,
  browser,
  baseURL,
  signIn,
  navigate,
  accessibilityViolations,
}) => {
  await signIn('ready');
  // ready's LRP Change Of Company Details, in Application Review: the company may comment on it.
  const inReview = await dataOf<{ items: { id: string }[] }>(
    page.request.get('/api/applications?ApplicationType=1&ApplicationCategory=4&Status=2'),
  );
  const id = inReview.items[0]?.id ?? '';
  await navigate(`/application/${id}`);
  const comment = page.getByRole('region', { name: 'Comments' }).getByLabel('Your comment');
  await expect(comment).toBeVisible();

  await signInElsewhere(browser, baseURL, 'ready');

  const text = `Our quality manager returns on Friday (${Date.now()}).`;
  await comment.fill(text);
  await expect(page).toHaveURL(/\/login\?reason=new-session$/);

  await signIn('ready');
  await navigate(`/application/${id}`);
  await expect(page.getByRole('region', { name: 'Comments' }).getByLabel('Your comment')).toHaveValue(text);
  await expect(page.getByText('Unsaved changes restored')).toBeVisible();
  expect(await accessibilityViolations()).toEqual([]);
  // Discarded, it is gone from the browser too.
  await page.getByRole('button', { name: 'Discard these changes' }).click();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Comments' }).getByLabel('Your comment')).toHaveValue('');
});

test('a profile change being typed when another sign-in ends the session is there again after signing in again', async ({
  page,
  browser,
  baseURL,
  signIn,
  navigate,
  accessibilityViolations,
}) => {
  await signIn('ready');
  await navigate('/profile');
  const fullName = page.getByLabel('Full name', { exact: true });
  await expect(fullName).toBeVisible();
  const saved = await fullName.inputValue();

  await signInElsewhere(browser, baseURL, 'ready');

  const typed = `Alice Tan (${Date.now()})`;
  await fullName.fill(typed);
  await expect(page).toHaveURL(/\/login\?reason=new-session$/);

  await signIn('ready');
  await navigate('/profile');
  await expect(page.getByLabel('Full name', { exact: true })).toHaveValue(typed);
  await expect(page.getByText('Unsaved changes restored')).toBeVisible();
  expect(await accessibilityViolations()).toEqual([]);
  // Discarded, it is gone from the browser too, and the saved profile is as it was.
  await page.getByRole('button', { name: 'Discard these changes' }).click();
  await page.reload();
  await expect(page.getByLabel('Full name', { exact: true })).toHaveValue(saved);
});
