import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { serverUrl, WORKER_SERVERS } from './servers.js';

export { MAINTENANCE_MESSAGE, TEST_LOGIN_PASSWORD } from './servers.js';
export { expect };

/** baseURL of the portal with maintenance switched on: `test.use({ baseURL: maintenanceServer })`. */
export const maintenanceServer = serverUrl('maintenance');
/** baseURL of the portal whose test logins need a password. */
export const passwordServer = serverUrl('password');
/** baseURL of the portal reserved for the test that completes the newcomer's profile. */
export const profileServer = serverUrl('profile');

const SCREENS_DIR = join(dirname(fileURLToPath(import.meta.url)), '.artifacts', 'screens');

/** Where a screenshot named `name` is kept (e2e/.artifacts/screens/<name>.png). */
export const screenPath = (name: string): string => join(SCREENS_DIR, `${name}.png`);

/** WCAG 2.2 AA, as axe-core tags it. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The demo accounts of DEMO-DATA.md that sign in through the test login. */
export const demoAccounts = {
  ready: { singpassIdentifier: 'S1234567D', companyUen: '201912345A', email: 'alice@alpha-labs.example' },
  newcomer: { singpassIdentifier: 'S7654321F', companyUen: '202087654B', email: 'bob@newco.example' },
  dual: { singpassIdentifier: 'S2345678H', companyUen: '201811111C', email: 'carol@dual-labs.example' },
  suspended: {
    singpassIdentifier: 'S3456789A',
    companyUen: '201722222D',
    email: 'erin@eastern-audit.example',
  },
} as const;

export type DemoAccount = keyof typeof demoAccounts;

/** The overseas laboratory of the demo data: it signs in through an e-mailed link. */
export const OVERSEAS_EMAIL = 'dave@overseas-lab.example';

/** A GUID that names nothing. */
export const UNKNOWN_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

type MailboxMessage = { readonly to: string; readonly subject: string; readonly links: readonly string[] };

type Fixtures = {
  /** Saves a full-page screenshot of the current screen as e2e/.artifacts/screens/<name>.png. */
  saveScreen: (name: string) => Promise<void>;
  /** The axe-core WCAG 2.2 AA violations on the current page. */
  accessibilityViolations: () => Promise<readonly string[]>;
  /** Goes to a path and waits until the page has its main heading. */
  navigate: (path: string) => Promise<void>;
  /** Signs a demo account in through the test login API, in this page's browser context. */
  signIn: (account: DemoAccount) => Promise<void>;
  /** Creates a new local laboratory (incomplete profile) through the test registration, signed in. */
  registerLab: () => Promise<{ readonly name: string; readonly email: string }>;
  /** Asks for an overseas sign-in link and returns it, as found in the portal's dev mailbox. */
  overseasSignInLink: () => Promise<string>;
};

export const test = base.extend<Fixtures>({
  // Each worker has a portal of its own (servers.ts), unless a test names another one.
  // (Playwright reads a fixture's dependencies from its first parameter, which must be an object pattern.)
  baseURL: async ({ browserName: _browserName }, use, testInfo) => {
    await use(serverUrl(WORKER_SERVERS[testInfo.parallelIndex % WORKER_SERVERS.length] ?? 'main'));
  },
  saveScreen: async ({ page }, use) => {
    await mkdir(SCREENS_DIR, { recursive: true });
    await use(async (name) => {
      await page.screenshot({ path: screenPath(name), fullPage: true });
    });
  },
  accessibilityViolations: async ({ page }, use) => {
    await use(async () => {
      const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
      return results.violations.map(
        (violation) =>
          `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
            .map((node) => node.target.join(' '))
            .join(', ')}`,
      );
    });
  },
  navigate: async ({ page }, use) => {
    await use(async (path) => {
      await page.goto(path);
      await mainHeading(page).waitFor();
    });
  },
  signIn: async ({ page }, use) => {
    await use(async (account) => {
      const response = await postWithinRateLimit(page, '/api/auth/test-logins', demoAccounts[account]);
      expect(response.ok(), await response.text()).toBe(true);
    });
  },
  registerLab: async ({ page }, use) => {
    await use(async () => {
      const unique = randomBytes(4).toString('hex').toUpperCase();
      const lab = {
        companyUen: `T${unique}X`,
        companyName: `Test Laboratory ${unique} Pte. Ltd.`,
        singpassIdentifier: `T${unique}Z`,
        name: `Tester ${unique}`,
        email: `tester-${unique.toLowerCase()}@lab.example`,
      };
      const response = await postWithinRateLimit(page, '/api/auth/test-register', lab);
      expect(response.ok(), await response.text()).toBe(true);
      return { name: lab.name, email: lab.email };
    });
  },
  overseasSignInLink: async ({ page }, use) => {
    await use(async () => {
      const linksOf = (messages: readonly MailboxMessage[]) =>
        messages
          .filter((message) => message.to === OVERSEAS_EMAIL)
          .flatMap((message) => message.links)
          .filter((link) => link.includes('/overseas/authenticate?token='));
      const known = new Set(linksOf(await mailbox(page)));
      const response = await postWithinRateLimit(page, '/api/auth/overseas/login', { email: OVERSEAS_EMAIL });
      expect(response.ok(), await response.text()).toBe(true);
      // The e-mail leaves in the background.
      let link: string | undefined;
      await expect
        .poll(async () => {
          link = linksOf(await mailbox(page)).find((candidate) => !known.has(candidate));
          return link !== undefined;
        })
        .toBe(true);
      return link ?? '';
    });
  },
});

async function mailbox(page: Page): Promise<readonly MailboxMessage[]> {
  const response = await page.request.get('/api/dev/mailbox');
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: readonly MailboxMessage[] };
  return body.data;
}

/**
 * Sign-in endpoints allow 20 calls a minute from one address; a busy run waits for the next window
 * rather than failing.
 */
async function postWithinRateLimit(page: Page, path: string, data: unknown) {
  for (let attempt = 0; ; attempt += 1) {
    const response = await page.request.post(path, { data });
    if (response.status() !== 429 || attempt >= 2) return response;
    const wait = Number(response.headers()['retry-after'] ?? '10');
    await page.waitForTimeout(Math.min(60, Math.max(1, wait)) * 1000);
  }
}

/** The page's h1. */
export function mainHeading(page: Page) {
  return page.getByRole('main').getByRole('heading', { level: 1 });
}

/** The service navigation of a signed-in user. */
export function serviceNavigation(page: Page) {
  return page.getByRole('navigation', { name: 'Menu' });
}
