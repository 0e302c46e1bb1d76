import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { serverUrl } from './servers.js';

export { MAINTENANCE_MESSAGE, TEST_LOGIN_PASSWORD } from './servers.js';
export { expect };

/** baseURL of the portal with maintenance switched on: `test.use({ baseURL: maintenanceServer })`. */
export const maintenanceServer = serverUrl('maintenance');
/** baseURL of the portal whose test logins need a password. */
export const passwordServer = serverUrl('password');

const SCREENS_DIR = join(dirname(fileURLToPath(import.meta.url)), '.artifacts', 'screens');

/** WCAG 2.2 AA, as axe-core tags it. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type Fixtures = {
  /** Saves a full-page screenshot of the current screen as e2e/.artifacts/screens/<name>.png. */
  saveScreen: (name: string) => Promise<void>;
  /** The axe-core WCAG 2.2 AA violations on the current page. */
  accessibilityViolations: () => Promise<readonly string[]>;
  /** Goes to a path and waits until the page has its main heading. */
  navigate: (path: string) => Promise<void>;
};

export const test = base.extend<Fixtures>({
  saveScreen: async ({ page }, use) => {
    await mkdir(SCREENS_DIR, { recursive: true });
    await use(async (name) => {
      await page.screenshot({ path: join(SCREENS_DIR, `${name}.png`), fullPage: true });
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
});

/** The page's h1. */
export function mainHeading(page: Page) {
  return page.getByRole('main').getByRole('heading', { level: 1 });
}
