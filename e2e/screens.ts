import type { Page } from '@playwright/test';
import { expect, mainHeading, UNKNOWN_ID } from './fixtures.js';

// The portal's screens that the accessibility and content security policy specs both go through.

/** A signed-out screen; `submitEmpty` sends Login's test login form empty, to show its errors. */
export type SignedOutScreen = {
  readonly name: string;
  readonly path: string;
  readonly submitEmpty?: boolean;
};

export const SIGNED_OUT_SCREENS: readonly SignedOutScreen[] = [
  { name: 'Login', path: '/login' },
  { name: 'Login with errors', path: '/login', submitEmpty: true },
  { name: 'Page Not Found', path: '/no/such/page' },
  { name: 'Scheduled Maintenance (no maintenance)', path: '/scheduled-maintenance' },
];

/** Opens a signed-out screen and brings it to the state it names. */
export async function openSignedOutScreen(page: Page, screen: SignedOutScreen): Promise<void> {
  await page.goto(screen.path);
  await mainHeading(page).waitFor();
  if (screen.submitEmpty) {
    await page
      .getByRole('form', { name: 'Test login' })
      .getByRole('button', { name: 'Log in', exact: true })
      .click();
    await expect(page.getByText('There is a problem')).toBeVisible();
  }
}

/** The local module's screens that take no particular account, as ready sees them. */
export const LOCAL_SCREENS: ReadonlyArray<readonly [name: string, path: string]> = [
  ['dashboard', '/dashboard'],
  ['terms-and-conditions', '/terms-and-conditions'],
  ['terms-request', '/terms-and-conditions/request/aor'],
  ['application-form', '/application/aor/change-of-company-name-and-address'],
  ['application-instructions', '/application/ibr/instructions'],
  ['application-details', `/application/${UNKNOWN_ID}`],
  ['application-not-found', '/application/not-a-guid'],
  ['profile-complete', '/profile'],
  ['user-manual', '/user-manual'],
];

/** The PT module's screens that take no particular round, as a laboratory with PT access sees them. */
export const PT_SCREENS: ReadonlyArray<readonly [name: string, path: string]> = [
  ['pt-scheme', '/pt-scheme/dashboard'],
  ['pt-scheme-details', `/pt-scheme-details/${UNKNOWN_ID}`],
];
