import { expect, mainHeading, test } from '../fixtures.js';

const FOOTER_LINKS = [
  'Contact',
  'Feedback',
  'FAQ',
  'Report Vulnerability',
  'Privacy Statement',
  'Terms of Use',
  'Sitemap',
];

test('the root path goes to Login, whose title names it', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page).toHaveTitle(/Login/);
  await expect(page).toHaveTitle('Login | FSMIS');
  await expect(mainHeading(page)).toHaveText('Log in to FSMIS');
});

test('the masthead explains how to identify .gov.sg websites and HTTPS', async ({
  page,
  navigate,
  saveScreen,
}) => {
  await navigate('/login');
  // One banner landmark: the masthead, then the service's own header, both in it.
  const banner = page.getByRole('banner');
  await expect(banner).toHaveCount(1);
  const masthead = banner.getByRole('region', { name: /A Singapore Government Agency Website/ });
  await expect(masthead).toBeVisible();
  await expect(banner.getByRole('link', { name: /FSMIS/ })).toBeVisible();

  const identify = masthead.getByRole('button', { name: 'How to identify' });
  await expect(identify).toHaveAttribute('aria-expanded', 'false');
  await identify.click();
  await expect(identify).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('Official website links end with .gov.sg')).toBeVisible();
  await expect(page.getByText('Secure websites use HTTPS')).toBeVisible();
  await saveScreen('masthead-expanded');
});

test('the footer links to the regulator, with the year and the last deployment date', async ({
  page,
  navigate,
}) => {
  await navigate('/login');
  const footer = page.getByRole('contentinfo');
  const links = footer.getByRole('navigation', { name: 'Footer' }).getByRole('link');
  await expect(links).toHaveText(FOOTER_LINKS);
  for (const name of FOOTER_LINKS) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', /^https:\/\//);
  }
  await expect(footer.getByRole('link', { name: 'Report Vulnerability' })).toHaveAttribute(
    'href',
    'https://www.tech.gov.sg/report_vulnerability',
  );
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  await expect(footer).toContainText(
    /Last updated (Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), \d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}/,
  );
});

test('the skip link moves focus to the main content', async ({ page, navigate }) => {
  await navigate('/login');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});

test('an unknown path shows Page Not Found with a way home', async ({ page, navigate, saveScreen }) => {
  await navigate('/no/such/page');
  await expect(mainHeading(page)).toHaveText('Page Not Found');
  await expect(page).toHaveTitle('Page Not Found | FSMIS');
  await saveScreen('page-not-found');
  await page.getByRole('link', { name: 'Go to the FSMIS home page' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(mainHeading(page)).toHaveText('Log in to FSMIS');
});

test('Scheduled Maintenance offers Login when there is no maintenance', async ({ page, navigate }) => {
  await navigate('/scheduled-maintenance');
  await expect(mainHeading(page)).toHaveText('Scheduled Maintenance');
  await expect(page.getByText('FSMIS is not under maintenance')).toBeVisible();
  await page.getByRole('link', { name: 'Go to Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
