import type { APIRequest, Page } from '@playwright/test';
import { atPhoneWidth, expect, serviceNavigation, signInOfficer, test } from '../fixtures.js';

// The header's notifications: the unread count, the list (newest first, unread marked), opening one
// (marked read, its link followed) and "Mark all as read". Reading changes a laboratory's data, so
// those tests use a laboratory of their own; the demo accounts are only looked at.

type Notification = { readonly title: string; readonly isRead: boolean };

const toggle = (page: Page) => serviceNavigation(page).getByRole('button', { name: /^Notifications/ });
/** The list the header's notifications button opens. */
const menu = (page: Page) => serviceNavigation(page).getByRole('region', { name: 'Notifications' });
const listHeading = (page: Page) => menu(page).getByRole('heading', { name: 'Notifications', level: 2 });
const items = (page: Page) => menu(page).getByRole('listitem');

async function notifications(page: Page): Promise<readonly Notification[]> {
  const response = await page.request.get('/api/in-app-notifications?PageSize=100');
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { items: Notification[] } }).data.items;
}

/**
 * Sends a programme's terms and conditions to a company as the seeded officer, through the officer
 * API in a request context of its own (its own session): the company is notified.
 */
async function sendTerms(
  playwright: { readonly request: APIRequest },
  baseURL: string | undefined,
  companyUen: string,
  programmes: readonly number[],
) {
  const officer = await playwright.request.newContext({ baseURL });
  try {
    await signInOfficer(officer);
    for (const applicationType of programmes) {
      const sent = await officer.post('/api/officer/company-terms-and-conditions/send', {
        data: { companyUen, applicationType },
      });
      expect(sent.ok(), await sent.text()).toBe(true);
    }
  } finally {
    await officer.dispose();
  }
}

test('the header counts ready’s unread notifications and lists the latest first, the unread marked', async ({
  page,
  signIn,
  saveScreen,
  accessibilityViolations,
}) => {
  await signIn('ready');
  await page.goto('/dashboard');
  const expected = await notifications(page);
  const unread = expected.filter((item) => !item.isRead);
  expect(unread).toHaveLength(1);
  await expect(toggle(page)).toHaveAccessibleName('Notifications, 1 unread');
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');

  await toggle(page).click();
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(listHeading(page)).toBeVisible();
  // Each item's title line (the Unread tag and the title) has no role of its own to find it by.
  await expect(items(page).locator('.notifications-menu__item-title')).toHaveText(
    expected.map((item) => (item.isRead ? item.title : `Unread ${item.title}`)),
  );
  await expect(items(page).filter({ hasText: /^Unread/ })).toHaveText([new RegExp(unread[0]?.title ?? '')]);
  // The list is newest first.
  const times = await items(page)
    .getByRole('time')
    .evaluateAll((elements) => elements.map((element) => Date.parse(element.getAttribute('datetime') ?? '')));
  expect(times).toEqual([...times].sort((a, b) => b - a));
  await expect(menu(page).getByRole('button', { name: 'Mark all as read' })).toBeVisible();
  expect(await accessibilityViolations()).toEqual([]);
  await saveScreen('notifications-ready');

  // Escape closes the list and returns to the button.
  await page.keyboard.press('Escape');
  await expect(listHeading(page)).toBeHidden();
  await expect(toggle(page)).toBeFocused();

  // Tabbing on past the list's last control closes it: it never covers what focus moves to.
  await page.keyboard.press('Enter');
  await expect(listHeading(page)).toBeVisible();
  // The list the button controls, found by its id: once closed it is no longer in the accessibility tree.
  const listId = await toggle(page).getAttribute('aria-controls');
  const inList = () =>
    page.evaluate(
      (id) => document.getElementById(id ?? '')?.contains(document.activeElement) ?? false,
      listId,
    );
  await page.keyboard.press('Tab');
  expect(await inList()).toBe(true);
  for (let step = 0; step < 40 && (await inList()); step += 1) await page.keyboard.press('Tab');
  await expect(listHeading(page)).toBeHidden();
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
});

test('on a phone the unread count stays in sight beside Menu, and the list opens over the page', async ({
  page,
  signIn,
  saveScreen,
  accessibilityViolations,
}) => {
  await signIn('ready');
  await page.goto('/dashboard');
  await atPhoneWidth(page, async () => {
    await expect(serviceNavigation(page).getByRole('button', { name: 'Menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    // Menu is collapsed, and the count is still shown.
    await expect(toggle(page)).toBeVisible();
    await expect(toggle(page)).toHaveAccessibleName('Notifications, 1 unread');
    await expect(toggle(page)).toContainText('1');
    expect(await accessibilityViolations(), 'the header on a phone').toEqual([]);
    await saveScreen('notifications-phone-closed');
    await toggle(page).click();
    await expect(listHeading(page)).toBeVisible();
    expect(await accessibilityViolations(), 'the list on a phone').toEqual([]);
    await saveScreen('notifications-phone-open');
  });
});

test('a laboratory opens a notification, which is marked read as its link is followed, then marks all read', async ({
  page,
  registerLab,
  playwright,
  baseURL,
  saveScreen,
  accessibilityViolations,
}) => {
  await registerLab();
  const user = await page.request.get('/api/auth/user');
  const { companyUen } = ((await user.json()) as { data: { companyUen: string } }).data;
  // A new laboratory has no notifications until the regulator sends it something.
  await page.goto('/user-manual');
  await expect(toggle(page)).toHaveAccessibleName('Notifications');
  await toggle(page).click();
  await expect(menu(page)).toContainText('You have no notifications.');

  await sendTerms(playwright, baseURL, companyUen, [1, 2]);
  await page.reload();
  await expect(toggle(page)).toHaveAccessibleName('Notifications, 2 unread');
  await toggle(page).click();
  await expect(items(page)).toHaveCount(2);
  await expect(items(page).filter({ hasText: /^Unread/ })).toHaveCount(2);
  expect(await accessibilityViolations()).toEqual([]);
  await saveScreen('notifications-unread');

  // Opening the newest marks it read and follows its link (to Terms and Conditions, which sends a
  // laboratory whose profile is incomplete on to Profile).
  const newest = items(page).first();
  const title = (await newest.getByRole('link').textContent()) ?? '';
  expect(title).toMatch(/^(LRP|IBR) terms and conditions are ready for you to acknowledge$/);
  await newest.getByRole('link').click();
  await expect(page).toHaveURL(/\/(terms-and-conditions|profile)$/);
  await expect(toggle(page)).toHaveAccessibleName('Notifications, 1 unread');
  await toggle(page).click();
  await expect(items(page).first()).not.toContainText('Unread');
  await expect(items(page).nth(1)).toContainText('Unread');

  await menu(page).getByRole('button', { name: 'Mark all as read' }).click();
  await expect(toggle(page)).toHaveAccessibleName('Notifications');
  await expect(items(page).filter({ hasText: /^Unread/ })).toHaveCount(0);
  await expect(menu(page).getByRole('button', { name: 'Mark all as read' })).toHaveCount(0);
  await expect(menu(page).getByRole('status')).toHaveText('All your notifications are marked as read.');
  await expect(listHeading(page)).toBeFocused();
  await saveScreen('notifications-all-read');

  // The server keeps it: after a reload nothing is unread.
  await page.reload();
  await expect(toggle(page)).toHaveAccessibleName('Notifications');
  expect((await notifications(page)).every((item) => item.isRead)).toBe(true);
});
