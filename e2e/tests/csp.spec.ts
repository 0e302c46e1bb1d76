import { ALL_APPLICATION_FORMS, programmeSlug } from '@fsmis/domain';
import type { Locator, Page } from '@playwright/test';
import {
  test as base,
  dataOf,
  expect,
  holdSignInCallback,
  mainHeading,
  maintenanceServer,
  serviceNavigation,
} from '../fixtures.js';
import { expectPageLoaded } from '../locators.js';
import { LOCAL_SCREENS, openSignedOutScreen, PT_SCREENS, SIGNED_OUT_SCREENS } from '../screens.js';

// Every screen of the portal under its content security policy, which allows no inline script or style:
// the built portal must make the browser refuse nothing. What the browser refuses is seen twice: as
// `securitypolicyviolation` events, kept on the page from before its first script runs (the only trace
// of a refusal the page's code catches, like a library probing for eval), and as Chromium's console
// messages, which also catch the pages a screen passes through on its way.

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

/** What Chromium writes in the console when the policy refuses something ("Refused to …", "… violates the following Content Security Policy directive …"). */
const REFUSAL_IN_CONSOLE =
  /Content Security Policy|Refused to (apply|execute|load|evaluate|create|connect|frame)/i;

type CspFixtures = {
  /** What the policy refused since the last call (each `event: …` or `console: …`), then forgets it. */
  cspViolations: () => Promise<readonly string[]>;
  /** Fails, naming the screen, when the policy refused anything since the last check. */
  expectNoCspViolation: (screen: string) => Promise<void>;
};

const test = base.extend<CspFixtures>({
  cspViolations: async ({ page }, use) => {
    await page.addInitScript(() => {
      const found: string[] = [];
      window.cspViolations = found;
      document.addEventListener(
        'securitypolicyviolation',
        (event) =>
          found.push(
            `${event.effectiveDirective} refused ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber} ${event.sample}`,
          ),
        true,
      );
    });
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (REFUSAL_IN_CONSOLE.test(message.text())) refusals.push(message.text());
    });
    await use(async () => {
      // The browser reports a violation in a task of its own, after the refusal: give those a moment.
      await page.waitForTimeout(100);
      const events = await page.evaluate(
        () => window.cspViolations?.splice(0) ?? ['the page has no violation listener'],
      );
      return [
        ...events.map((event) => `event: ${event}`),
        ...refusals.splice(0).map((text) => `console: ${text}`),
      ];
    });
  },
  expectNoCspViolation: async ({ cspViolations }, use) => {
    await use(async (screen) => {
      expect(await cspViolations(), `content security policy violations on ${screen}`).toEqual([]);
    });
  },
});

/** The distinct same-origin paths that `links` lead to, those `wanted` keeps. */
async function hrefsOf(links: Locator, wanted: (href: string) => boolean = () => true): Promise<string[]> {
  const hrefs = await links.evaluateAll((elements) =>
    elements.map((element) => element.getAttribute('href') ?? ''),
  );
  return [...new Set(hrefs.filter((href) => href.startsWith('/') && wanted(href)))];
}

/** Opens the masthead's "How to identify" panel: the design system's component at work. */
async function openMasthead(page: Page) {
  const identify = page.getByRole('banner').getByRole('button', { name: 'How to identify' });
  await identify.click();
  await expect(identify).toHaveAttribute('aria-expanded', 'true');
}

test('the watcher sees a refused inline style, as an event and in the console', async ({
  page,
  navigate,
  cspViolations,
}) => {
  await navigate('/login');
  expect(await cspViolations()).toEqual([]);
  await page.evaluate(() => {
    const style = document.createElement('style');
    style.textContent = 'body { outline: 1px solid red; }';
    document.head.append(style);
    const marked = document.createElement('p');
    marked.setAttribute('style', 'color: red');
    document.body.append(marked);
  });
  const found = await cspViolations();
  expect(found).toContainEqual(expect.stringMatching(/^event: style-src-elem refused inline/));
  expect(found).toContainEqual(expect.stringMatching(/^event: style-src-attr refused inline/));
  // Chromium words it "Refused to apply inline style…" or "Applying inline style violates…".
  expect(found).toContainEqual(
    expect.stringMatching(/^console: .*inline style.*Content Security Policy directive 'style-src 'self''/),
  );
  expect(found).toContainEqual(
    expect.stringMatching(
      /^console: .*inline style.*Content Security Policy directive 'style-src-attr 'none''/,
    ),
  );
});

test('the signed-out screens and the sign-in pages', async ({
  page,
  expectNoCspViolation,
  overseasSignInLink,
}) => {
  test.setTimeout(90_000);
  for (const screen of SIGNED_OUT_SCREENS) {
    await openSignedOutScreen(page, screen);
    await expectNoCspViolation(screen.name);
  }
  await openMasthead(page);
  await expectNoCspViolation('the masthead opened');

  await page.goto('/login?reason=inactivity');
  await expect(page.getByRole('region', { name: 'Important' })).toBeVisible();
  await expectNoCspViolation('Login after inactivity');

  const overseas = page.getByRole('form', { name: 'Overseas laboratories' });
  await overseas.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect(overseas.getByLabel('Email address')).toHaveAccessibleDescription(/Enter an email address/);
  await expectNoCspViolation('Login, overseas sign-in with errors');
  await overseas.getByLabel('Email address').fill('dave@overseas-lab.example');
  await overseas.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Check your email' })).toBeVisible();
  await expectNoCspViolation('Login, overseas sign-in link sent');

  await page.goto('/overseas/authenticate');
  await expect(page.getByText('This sign-in link is incomplete.')).toBeVisible();
  await expectNoCspViolation('overseas link incomplete');
  await page.goto('/overseas/authenticate?token=not-a-real-token');
  await expect(page.getByText('This sign-in link has expired or has already been used.')).toBeVisible();
  await expectNoCspViolation('overseas link refused');

  // Held until checked: the page shows while the API completes the sign-in.
  const { release } = await holdSignInCallback(page, 'The sign-in was cancelled.');
  await page.goto('/spcp/callback?code=abc&state=def');
  await expect(mainHeading(page)).toHaveText('Signing you in…');
  await expectNoCspViolation('signing in');
  release();
  await expect(page.getByRole('region', { name: 'Important' })).toContainText('The sign-in was cancelled.');
  await expectNoCspViolation('Login after a cancelled sign-in');

  await page.goto(await overseasSignInLink());
  await expect(page).toHaveURL(/\/pt-scheme\/dashboard$/);
  await expectPageLoaded(page);
  await expectNoCspViolation('the overseas laboratory signed in, on PT Scheme');

  await page.goto('/dev/mailbox');
  await expect(page.getByRole('heading', { name: 'Dev mailbox', level: 1 })).toBeVisible();
  expect(
    await page
      .getByRole('article')
      .first()
      .evaluate((article) => getComputedStyle(article).borderTopStyle),
    'the mailbox styled from its stylesheet',
  ).toBe('solid');
  await expectNoCspViolation('the dev mailbox');
});

test.describe('under maintenance', () => {
  test.use({ baseURL: maintenanceServer });

  test('Scheduled Maintenance', async ({ page, expectNoCspViolation }) => {
    await page.goto('/login');
    await expect(page).toHaveURL(/\/scheduled-maintenance$/);
    await expectPageLoaded(page);
    await expectNoCspViolation('Scheduled Maintenance');
  });
});

test('the local company’s screens: Dashboard, notifications, recognition and a draft’s every section', async ({
  page,
  signIn,
  expectNoCspViolation,
}) => {
  test.setTimeout(180_000);
  await signIn('ready');
  for (const [name, path] of LOCAL_SCREENS) {
    await page.goto(path);
    await expectPageLoaded(page);
    await expectNoCspViolation(name);
  }

  await page.goto('/dashboard');
  await expect(page.getByRole('status').filter({ hasText: /^Showing \d+ to/ })).toBeVisible();
  await expectNoCspViolation('dashboard with its applications');
  await page.goto('/dashboard?ApplicationType=1&Status=12&SortBy=referenceNumber&SortDirection=desc');
  await expect(page.getByRole('region', { name: /^Your applications, sorted by/ })).toBeVisible();
  await expectNoCspViolation('dashboard filtered and sorted');
  await serviceNavigation(page)
    .getByRole('button', { name: /^Notifications/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Notifications', level: 2 })).toBeVisible();
  await expectNoCspViolation('notifications');

  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'View LRP recognition' }).click();
  await expect(mainHeading(page)).toHaveText('LRP recognition');
  await expectNoCspViolation('recognition');

  await page.getByRole('link', { name: 'Continue your renewal application' }).first().click();
  await expect(page.getByRole('heading', { name: /^Application (in)?complete$/ })).toBeVisible();
  await expectNoCspViolation('a draft’s task list');
  const sections = await hrefsOf(page.getByRole('main').getByRole('link'), (href) =>
    href.includes('section='),
  );
  expect(sections.length).toBeGreaterThan(0);
  for (const section of sections) {
    await page.goto(section);
    await expectPageLoaded(page);
    await expectNoCspViolation(`a draft’s section ${section}`);
  }
  await page.goto(`${sections[0]?.split('&')[0]}&step=check`);
  await expectPageLoaded(page);
  await expectNoCspViolation('check your answers');
});

test('every application of the local company, on its Application Details', async ({
  page,
  signIn,
  expectNoCspViolation,
}) => {
  test.setTimeout(240_000);
  await signIn('ready');
  const { items } = await dataOf<{ items: { id: string; referenceNumber: string }[] }>(
    page.request.get('/api/applications?PageSize=100'),
  );
  expect(items.length).toBeGreaterThan(25);
  for (const application of items) {
    await page.goto(`/application/${application.id}`);
    await expect(mainHeading(page)).toHaveText(/^(LRP|IBR|AOR)-\d{4}-\d{6}$/);
    await expect(page.getByText(application.referenceNumber, { exact: true }).first()).toBeVisible();
    await expectNoCspViolation(`application ${application.referenceNumber}`);
  }
});

test('every application form, and withdrawing a recognition', async ({
  page,
  signIn,
  expectNoCspViolation,
}) => {
  test.setTimeout(120_000);
  await signIn('veteran');
  for (const form of ALL_APPLICATION_FORMS) {
    await page.goto(`/application/${programmeSlug(form.programme)}/${form.slug}`);
    await expectPageLoaded(page);
    await expectNoCspViolation(`the ${form.slug} form of ${programmeSlug(form.programme)}`);
  }
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'View AOR recognition' }).click();
  await expect(mainHeading(page)).toHaveText('AOR recognition');
  await page.goto(`${new URL(page.url()).pathname}/withdraw`);
  await expectPageLoaded(page);
  await expectNoCspViolation('withdrawal');
});

test('a suspension and its acknowledgement', async ({ page, signIn, expectNoCspViolation }) => {
  await signIn('suspended');
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'see the suspension of your AOR recognition' }).click();
  await expect(mainHeading(page)).toHaveText('Suspension of your AOR recognition');
  await expectNoCspViolation('suspension');
  // Only the question: nothing is confirmed, so the suspension stays as the other tests expect it.
  await page.getByRole('button', { name: 'Acknowledge the suspension' }).click();
  await expect(page.getByRole('dialog', { name: 'Acknowledge the suspension?' })).toBeVisible();
  await expectNoCspViolation('acknowledging a suspension');
});

test('the newcomer’s Profile, the mobile header and the timeout warning', async ({
  page,
  signIn,
  expectNoCspViolation,
}) => {
  await signIn('newcomer');
  await page.goto('/profile');
  await expect(page.getByRole('region', { name: 'Complete your profile' })).toBeVisible();
  await expectNoCspViolation('profile to complete');
  await page.setViewportSize({ width: 320, height: 800 });
  await page.getByRole('button', { name: 'Menu' }).click();
  await expectNoCspViolation('mobile header');

  await page.clock.install();
  await page.goto('/user-manual');
  await expectPageLoaded(page);
  await page.clock.fastForward('13:30');
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await expectNoCspViolation('inactivity warning');
});

test('Select Module and every part of every round of the PT module, charts included', async ({
  page,
  signIn,
  expectNoCspViolation,
}) => {
  test.setTimeout(240_000);
  await signIn('dual');
  await page.goto('/select-module');
  await expectPageLoaded(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('There is a problem')).toBeVisible();
  await expectNoCspViolation('select module with errors');
  await page.getByLabel('Proficiency Testing').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/pt-scheme\/dashboard$/);

  for (const [name, path] of PT_SCREENS) {
    await page.goto(path);
    await expectPageLoaded(page);
    await expectNoCspViolation(name);
  }
  await page.goto('/pt-scheme/dashboard');
  await expectPageLoaded(page);
  const rounds = await hrefsOf(page.getByRole('main').getByRole('link'), (href) =>
    href.startsWith('/pt-scheme-details/'),
  );
  expect(rounds.length).toBeGreaterThan(0);
  let chartsSeen = 0;
  for (const round of rounds) {
    await page.goto(round);
    await expectPageLoaded(page);
    const parts = await hrefsOf(
      page.getByRole('navigation', { name: 'Parts of the round' }).getByRole('link'),
    );
    for (const part of parts) {
      await page.goto(part);
      await expectPageLoaded(page);
      if (part.endsWith('tab=report')) {
        const charts = page.getByRole('main').getByRole('img');
        await expect(charts.first()).toBeVisible();
        chartsSeen += await charts.count();
        await page.getByText('Show the data as a table').first().click();
      }
      await expectNoCspViolation(part);
    }
  }
  expect(chartsSeen, 'charts drawn on the reports').toBeGreaterThan(0);
});
