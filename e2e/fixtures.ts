import { randomBytes } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type APIResponse, test as base, expect, type Page } from '@playwright/test';
import { PHONE, PHONE_PROJECT } from './phone.js';
import { withinRateLimit } from './rate-limit.js';
import { serverUrl, WORKER_SERVERS } from './servers.js';

export { PHONE, PHONE_TAG } from './phone.js';
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

/**
 * Rules outside those tags that every page keeps too: `region` (all content inside a landmark, the
 * masthead and the service's header inside the one banner).
 */
export const BEST_PRACTICE_RULES = { region: { enabled: true } } as const;

/** The demo accounts of docs/demo-data.md that sign in through the test login. */
export const demoAccounts = {
  ready: { singpassIdentifier: 'S1234567D', companyUen: '201912345A', email: 'alice@alpha-labs.example' },
  newcomer: { singpassIdentifier: 'S7654321F', companyUen: '202087654B', email: 'bob@newco.example' },
  dual: { singpassIdentifier: 'S2345678H', companyUen: '201811111C', email: 'carol@dual-labs.example' },
  suspended: {
    singpassIdentifier: 'S3456789A',
    companyUen: '201722222D',
    email: 'erin@eastern-audit.example',
  },
  veteran: {
    singpassIdentifier: 'S4567890C',
    companyUen: '201633333E',
    email: 'victor@veritas-assurance.example',
  },
  revoked: {
    singpassIdentifier: 'S5678901D',
    companyUen: '201544444F',
    email: 'grace@granite-labs.example',
  },
} as const;

export type DemoAccount = keyof typeof demoAccounts;

/** The overseas laboratory of the demo data: it signs in through an e-mailed link. */
export const OVERSEAS_EMAIL = 'dave@overseas-lab.example';

/** A GUID that names nothing. */
export const UNKNOWN_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

/** The seeded officer of docs/demo-data.md, who signs in with the test login at the regulator's UEN. */
export const OFFICER = {
  singpassIdentifier: 'S9000001B',
  companyUen: 'T08GB0001A',
  email: 'olivia.tan@regulator.example',
} as const;

/** Programme codes (applicationType): 1 LRP, 2 IBR, 3 AOR. */
export type ProgrammeCode = 1 | 2 | 3;

/** A new laboratory whose profile is complete and whose terms of one programme are acknowledged. */
export type ReadyLab = { readonly name: string; readonly email: string; readonly companyUen: string };

const SIGNATURE = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  'apps',
  'api',
  'src',
  'db',
  'seed',
  'assets',
  'signature.png',
);

type MailboxMessage = { readonly to: string; readonly subject: string; readonly links: readonly string[] };

type Fixtures = {
  /** Saves a full-page screenshot of the current screen as e2e/.artifacts/screens/<name>.png. */
  saveScreen: (name: string) => Promise<void>;
  /** The axe-core WCAG 2.2 AA violations on the current page, and those of `BEST_PRACTICE_RULES`. */
  accessibilityViolations: () => Promise<readonly string[]>;
  /** Goes to a path and waits until the page has its main heading. */
  navigate: (path: string) => Promise<void>;
  /** Signs a demo account in through the test login API, in this page's browser context. */
  signIn: (account: DemoAccount) => Promise<void>;
  /** Creates a new local laboratory (incomplete profile) through the test registration, signed in. */
  registerLab: () => Promise<{ readonly name: string; readonly email: string }>;
  /** Asks for an overseas sign-in link and returns it, as found in the portal's dev mailbox. */
  overseasSignInLink: () => Promise<string>;
  /**
   * A new laboratory, signed in, that may start a programme's New application: its profile completed
   * (contact number and signature), the programme's terms sent by the officer and acknowledged. All
   * through the HTTP API: setup, not the behaviour under test.
   */
  labReadyToApply: (programme: ProgrammeCode) => Promise<ReadyLab>;
  /**
   * Cancels the signed-in company's open applications (Draft or Application Review) of a programme
   * and category through the API, so that a form of that category can be started (one open application
   * per programme and category).
   */
  cancelOpenApplications: (programme: ProgrammeCode, category: number) => Promise<void>;
};

export const test = base.extend<Fixtures>({
  // Each worker has a portal of its own (servers.ts), unless a test names another one.
  // (Playwright reads a fixture's dependencies from its first parameter, which must be an object pattern.)
  baseURL: async ({ browserName: _browserName }, use, testInfo) => {
    await use(serverUrl(WORKER_SERVERS[testInfo.parallelIndex % WORKER_SERVERS.length] ?? 'main'));
  },
  saveScreen: async ({ page }, use, testInfo) => {
    await mkdir(SCREENS_DIR, { recursive: true });
    // A journey run again at a phone's width keeps its screenshots beside the desktop ones.
    const suffix = testInfo.project.name === PHONE_PROJECT ? '-phone' : '';
    await use(async (name) => {
      await page.screenshot({ path: screenPath(`${name}${suffix}`), fullPage: true });
    });
  },
  accessibilityViolations: async ({ page }, use) => {
    await use(async () => {
      const results = await new AxeBuilder({ page })
        .options({ rules: BEST_PRACTICE_RULES })
        .withTags(WCAG_TAGS)
        .analyze();
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
      // From an address of its own each time, through the portal's trusted proxy (playwright.config.ts):
      // the suite's links would otherwise pass the hourly cap of one client.
      const response = await withinRateLimit(() =>
        page.request.post('/api/auth/overseas/login', {
          data: { email: OVERSEAS_EMAIL },
          headers: { 'x-forwarded-for': documentationAddress() },
        }),
      );
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
  labReadyToApply: async ({ page, registerLab, playwright, baseURL }, use) => {
    await use(async (programme) => {
      const lab = await completeProfile(page, await registerLab());
      const officer = await playwright.request.newContext({ baseURL });
      try {
        await signInOfficer(officer);
        await dataOf(
          officer.post('/api/officer/company-terms-and-conditions/send', {
            data: { companyUen: lab.companyUen, applicationType: programme },
          }),
        );
      } finally {
        await officer.dispose();
      }
      const terms = await dataOf<
        { companyTermsAndConditionId: string; applicationType: { value: number } }[]
      >(page.request.get('/api/company-terms-and-conditions/latest'));
      const sent = terms.find((item) => item.applicationType.value === programme);
      expect(sent, 'the terms the officer sent').toBeDefined();
      const id = sent?.companyTermsAndConditionId ?? '';
      await dataOf(
        page.request.post(`/api/company-terms-and-conditions/${id}`, {
          data: { companyTermsAndConditionId: id },
        }),
      );
      return lab;
    });
  },
  cancelOpenApplications: async ({ page }, use) => {
    await use(async (programme, category) => {
      const open = await dataOf<{ items: { id: string }[] }>(
        page.request.get(
          `/api/applications?ApplicationType=${programme}&ApplicationCategory=${category}&Status=1&Status=2`,
        ),
      );
      for (const application of open.items) {
        await dataOf(page.request.post(`/api/applications/${application.id}/mark-as-cancelled`));
      }
    });
  },
});

/** The `data` of a successful envelope. */
export async function dataOf<T>(response: Promise<APIResponse> | APIResponse): Promise<T> {
  const answer = await response;
  expect(answer.ok(), `${answer.url()}: ${await answer.text()}`).toBe(true);
  return ((await answer.json()) as { data: T }).data;
}

/**
 * Uploads a file through the API as a browser does (upload link, bytes, completion) and waits for its
 * virus scan to pass (status 3); answers its attachment id. A company's file is a `signature` or a
 * `document`; an officer's is an `officer-document`, which the officer API's steps then name.
 */
export async function uploadThroughApi(
  request: APIRequestContext,
  file: {
    readonly fileName: string;
    readonly bytes: Buffer;
    readonly purpose: 'signature' | 'document' | 'officer-document';
    readonly fileTypes?: readonly string[];
  },
): Promise<string> {
  const { bytes, ...wanted } = file;
  const target = await dataOf<{ uploadId: string; uploadUrl: string; headers: Record<string, string> }>(
    request.post('/api/attachments/sas', { data: { ...wanted, fileSize: bytes.length } }),
  );
  // Response text is HTML-escaped on the wire (docs/requirements.md §7): the URL's `&` arrives as `&amp;`.
  const sent = await request.put(target.uploadUrl.replaceAll('&amp;', '&'), {
    headers: target.headers,
    data: bytes,
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  const { attachmentId } = await dataOf<{ attachmentId: string }>(
    request.post(`/api/attachments/uploads/${target.uploadId}/complete`),
  );
  await expect
    .poll(async () => {
      const statuses = await dataOf<{ attachmentStatus: number }[]>(
        request.get(`/api/attachments/get-status?AttachmentIds=${attachmentId}`),
      );
      return statuses[0]?.attachmentStatus;
    })
    .toBe(3);
  return attachmentId;
}

/** Completes a new laboratory's profile through the API: contact number and a scanned signature. */
export async function completeProfile(
  page: Page,
  lab: { readonly name: string; readonly email: string },
): Promise<ReadyLab> {
  // The signature must pass its virus scan before the profile takes it.
  const attachmentId = await uploadThroughApi(page.request, {
    fileName: 'signature.png',
    bytes: await readFile(SIGNATURE),
    purpose: 'signature',
  });
  await dataOf(
    page.request.post('/api/auth/profile', {
      data: {
        name: lab.name,
        email: lab.email,
        telephone: { countryCode: '65', areaCode: '', number: '6123 4567' },
        signatureAttachmentId: attachmentId,
      },
    }),
  );
  const user = await dataOf<{ companyUen: string; profileComplete: boolean }>(
    page.request.get('/api/auth/user'),
  );
  expect(user.profileComplete).toBe(true);
  return { ...lab, companyUen: user.companyUen };
}

/**
 * Signs the seeded officer in, in a request context of its own (its own session cookie), for the
 * officer HTTP API. The officer command line cannot run beside the portal: the embedded database
 * accepts one process at a time.
 */
export async function signInOfficer(context: APIRequestContext): Promise<void> {
  const response = await withinRateLimit(() => context.post('/api/auth/test-logins', { data: OFFICER }));
  expect(response.ok(), await response.text()).toBe(true);
}

async function mailbox(page: Page): Promise<readonly MailboxMessage[]> {
  const response = await page.request.get('/api/dev/mailbox');
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: readonly MailboxMessage[] };
  return body.data;
}

/** A POST to a sign-in endpoint, in this page's browser context (its cookies). */
/** A different address of the range kept for documentation (RFC 5737) at each call. */
function documentationAddress(): string {
  const [byte = 0] = randomBytes(1);
  return `198.51.100.${1 + (byte % 254)}`;
}

function postWithinRateLimit(page: Page, path: string, data: unknown) {
  return withinRateLimit(() => page.request.post(path, { data }));
}

/** Runs `check` on the page at a phone's width, then gives the page back its own size. */
export async function atPhoneWidth(page: Page, check: () => Promise<void>): Promise<void> {
  const own = page.viewportSize();
  await page.setViewportSize(PHONE);
  try {
    await check();
  } finally {
    if (own) await page.setViewportSize(own);
  }
}

/** The success banner, carrying `message` when one is given. */
export function successBanner(page: Page, message?: string) {
  const banner = page.getByRole('alert').filter({ hasText: 'Success' });
  return message === undefined ? banner : banner.filter({ hasText: message });
}

/** The error summary at the top of a form. */
export function errorSummary(page: Page) {
  return page.getByRole('alert').filter({ hasText: 'There is a problem' });
}

/** An application's reference number, as its page's heading shows it: "LRP-2026-000130". */
export const APPLICATION_REFERENCE = /^(LRP|IBR|AOR)-\d{4}-\d{6}$/;

/** The page's h1. */
export function mainHeading(page: Page) {
  return page.getByRole('main').getByRole('heading', { level: 1 });
}

/** The service navigation of a signed-in user. */
export function serviceNavigation(page: Page) {
  return page.getByRole('navigation', { name: 'Menu' });
}

/**
 * Holds the Singpass callback's API call until `release` is called, then answers it with a refusal
 * carrying `message`: the "Signing you in" page stays on screen meanwhile.
 */
export async function holdSignInCallback(page: Page, message: string): Promise<{ release: () => void }> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/spcp/callback*', async (route) => {
    await held;
    await route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({ success: false, data: null, message, code: 400 }),
    });
  });
  return { release };
}
