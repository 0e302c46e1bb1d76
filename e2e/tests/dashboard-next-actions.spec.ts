import type { Page } from '@playwright/test';
import { APPLICATION_REFERENCE, atPhoneWidth, dataOf, expect, mainHeading, test } from '../fixtures.js';
import { expectPageLoaded } from '../locators.js';

// The Dashboard's "What to do next": every action a company must take, with its deadline, soonest first,
// each leading to where it is done. The demo accounts between them hold every kind: ready its
// applications' requests, findings, corrective actions, declaration and invoices; suspended its appeal;
// dual its proficiency testing. Nothing here changes data but dual's choice of module.

type NextAction = { readonly kind: string; readonly text: string; readonly dueDate: string | null };

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A yyyy-mm-dd day as the Dashboard shows it, "04 Dec 2026". */
function shown(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date} ${MONTHS[Number(month) - 1]} ${year}`;
}

const nextActions = (page: Page) => page.getByRole('region', { name: 'What to do next' });

/** What the API lists for the signed-in company, and that the Dashboard shows exactly that, in order. */
async function expectListed(page: Page): Promise<readonly NextAction[]> {
  const { actions } = await dataOf<{ actions: NextAction[] }>(
    page.request.get('/api/dashboard/next-actions'),
  );
  const items = nextActions(page).getByRole('listitem');
  await expect(items).toHaveCount(actions.length);
  await expect(items).toHaveText(
    actions.map(
      (action) => new RegExp(`^${action.dueDate ? `Due by ${shown(action.dueDate)}` : 'No deadline'}`),
    ),
  );
  for (const [index, action] of actions.entries()) {
    await expect(items.nth(index).getByRole(action.kind.startsWith('pt-') ? 'button' : 'link')).toHaveText(
      action.text,
    );
  }
  const dated = actions.flatMap((action) => (action.dueDate ? [action.dueDate] : []));
  expect(dated, 'soonest first').toEqual([...dated].sort());
  return actions;
}

async function expectAccessibleAtBothWidths(
  page: Page,
  accessibilityViolations: () => Promise<readonly string[]>,
  saveScreen: (name: string) => Promise<void>,
  name: string,
) {
  await expectPageLoaded(page);
  expect(await accessibilityViolations()).toEqual([]);
  await saveScreen(name);
  await atPhoneWidth(page, async () => {
    await expect(nextActions(page)).toBeVisible();
    expect(await accessibilityViolations()).toEqual([]);
    await saveScreen(`${name}-390`);
  });
}

test('ready’s Dashboard lists what it must do on its applications, with deadlines, soonest first', async ({
  page,
  signIn,
  saveScreen,
  accessibilityViolations,
}) => {
  await signIn('ready');
  await page.goto('/dashboard');
  await expect(mainHeading(page)).toHaveText('Dashboard');
  const actions = await expectListed(page);
  const kinds = new Set(actions.map((action) => action.kind));
  for (const kind of ['correspondence', 'findings', 'corrective-actions', 'declaration', 'invoice']) {
    expect(kinds, kind).toContain(kind);
  }
  const region = nextActions(page);
  await expect(
    region.getByRole('link', { name: 'Answer the request for information' }).first(),
  ).toBeVisible();
  await expect(region.getByRole('link', { name: /^Pay invoice INV-\d{4}-\d{6}$/ }).first()).toBeVisible();
  await expectAccessibleAtBothWidths(
    page,
    accessibilityViolations,
    saveScreen,
    'dashboard-next-actions-ready',
  );

  // Each leads to the part of the application where it is done.
  await region.getByRole('link', { name: 'Submit corrective actions for 2 findings' }).click();
  await expect(page).toHaveURL(/\/application\/[0-9a-f-]{36}#corrective-actions$/);
  // The application's page is headed by its reference number.
  await expect(mainHeading(page)).toHaveText(APPLICATION_REFERENCE);
});

test('the suspended company’s Dashboard asks for its appeal by the last day it may make one', async ({
  page,
  signIn,
  saveScreen,
  accessibilityViolations,
}) => {
  await signIn('suspended');
  await page.goto('/dashboard');
  const [appeal] = await expectListed(page);
  expect(appeal?.kind).toBe('appeal');
  const item = nextActions(page).getByRole('listitem').first();
  await expect(item).toContainText(`Due by ${shown(appeal?.dueDate ?? '')}`);
  await expectAccessibleAtBothWidths(
    page,
    accessibilityViolations,
    saveScreen,
    'dashboard-next-actions-appeal',
  );

  await item.getByRole('link', { name: /^Appeal against the suspension of your AOR recognition/ }).click();
  await expect(page).toHaveURL(/\/recognition\/[0-9a-f-]{36}\/suspension\/[0-9a-f-]{36}$/);
});

test('dual’s Dashboard lists its proficiency testing, and opens the round in Proficiency Testing', async ({
  page,
  signIn,
  saveScreen,
  accessibilityViolations,
}) => {
  await signIn('dual');
  await dataOf(page.request.post('/api/auth/select-module', { data: { module: 'local' } }));
  await page.goto('/dashboard');
  await expect(mainHeading(page)).toHaveText('Dashboard');
  const actions = await expectListed(page);
  const kinds = actions.map((action) => action.kind);
  expect(kinds).toContain('pt-registration');
  expect(kinds).toContain('pt-results');
  const register = nextActions(page)
    .getByRole('listitem')
    .filter({ hasText: 'Preservatives in fruit juice' })
    .filter({ hasText: 'Register for the proficiency testing round' });
  await expect(register).toContainText(/^Due by \d{2} [A-Z][a-z]{2} \d{4}/);
  await expectAccessibleAtBothWidths(page, accessibilityViolations, saveScreen, 'dashboard-next-actions-pt');

  await register.getByRole('button', { name: 'Register for the proficiency testing round' }).click();
  await expect(mainHeading(page)).toHaveText('PT Scheme Details');
  await expect(page).toHaveURL(/\/pt-scheme-details\/[0-9a-f-]{36}\?tab=registration$/);
  await expect(page.getByRole('form', { name: /^Register for/ })).toBeVisible();
});
