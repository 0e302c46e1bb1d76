import { expect, test } from '../fixtures.js';

test.describe('Login', () => {
  test('offers Singpass, overseas sign-in and test login, without a password where none is set', async ({
    page,
    navigate,
    saveScreen,
  }) => {
    await navigate('/login');
    await expect(page.getByRole('button', { name: 'Log in with Singpass' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Overseas laboratories' })).toBeVisible();
    const testLogin = page.getByRole('form', { name: 'Test login' });
    await expect(testLogin.getByLabel('Company UEN')).toBeVisible();
    await expect(testLogin.getByLabel('Email address')).toBeVisible();
    await expect(testLogin.getByLabel('Singpass ID (NRIC/FIN)')).toBeVisible();
    await expect(testLogin.getByLabel('Password')).toHaveCount(0);
    await saveScreen('login');
  });

  test('an empty test login shows an error summary linked to each field', async ({
    page,
    navigate,
    saveScreen,
  }) => {
    await navigate('/login');
    const form = page.getByRole('form', { name: 'Test login' });
    await form.getByRole('button', { name: 'Log in', exact: true }).click();

    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await expect(summary).toBeVisible();
    await expect(summary.getByRole('link')).toHaveText([
      'Enter your company UEN',
      'Enter an email address',
      'Enter your Singpass ID',
    ]);

    const fields = [
      ['Company UEN', 'Enter your company UEN'],
      ['Email address', 'Enter an email address'],
      ['Singpass ID (NRIC/FIN)', 'Enter your Singpass ID'],
    ] as const;
    for (const [label, message] of fields) {
      const input = form.getByLabel(label);
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(input).toHaveAccessibleDescription(new RegExp(message));
    }
    await saveScreen('login-errors');

    await summary.getByRole('link', { name: 'Enter your Singpass ID' }).click();
    await expect(form.getByLabel('Singpass ID (NRIC/FIN)')).toBeFocused();
  });

  test('an error appears on a field only once it has been touched', async ({ page, navigate }) => {
    await navigate('/login');
    const form = page.getByRole('form', { name: 'Test login' });
    const uen = form.getByLabel('Company UEN');
    await uen.focus();
    await expect(form.getByText('Enter your company UEN')).toHaveCount(0);
    await form.getByLabel('Email address').focus();
    await expect(uen).toHaveAccessibleDescription(/Enter your company UEN/);
    await expect(form.getByText('Enter an email address')).toHaveCount(0);
  });

  test('a test login that matches no account says so', async ({ page, navigate }) => {
    await navigate('/login');
    const form = page.getByRole('form', { name: 'Test login' });
    await form.getByLabel('Company UEN').fill('199900000Z');
    await form.getByLabel('Email address').fill('nobody@example.com');
    await form.getByLabel('Singpass ID (NRIC/FIN)').fill('S0000000Z');
    await form.getByRole('button', { name: 'Log in', exact: true }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await expect(summary).toBeVisible();
    await expect(summary).not.toHaveText(/^\s*There is a problem\s*$/);
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a demo account logs in with a test login and goes to the dashboard', async ({ page, navigate }) => {
    await navigate('/login');
    const form = page.getByRole('form', { name: 'Test login' });
    await form.getByLabel('Company UEN').fill('201912345A');
    await form.getByLabel('Email address').fill('alice@alpha-labs.example');
    await form.getByLabel('Singpass ID (NRIC/FIN)').fill('S1234567D');
    await form.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    const autoLogoutAt = await page.evaluate(() => localStorage.getItem('fsmis.autoLogoutAt'));
    expect(Number.isNaN(Date.parse(autoLogoutAt ?? ''))).toBe(false);
  });

  test('an overseas laboratory asks for a sign-in link and gets the same answer for any address', async ({
    page,
    navigate,
    saveScreen,
  }) => {
    await navigate('/login');
    const overseas = page.getByRole('form', { name: 'Overseas laboratories' });
    await overseas.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await expect(overseas.getByLabel('Email address')).toHaveAccessibleDescription(/Enter an email address/);

    await overseas.getByLabel('Email address').fill('dave@overseas-lab.example');
    await overseas.getByRole('button', { name: 'Email me a sign-in link' }).click();
    const confirmation = page.getByRole('alert').filter({ hasText: 'Check your email' });
    await expect(confirmation).toContainText('dave@overseas-lab.example');
    await expect(confirmation).toContainText('15 minutes');
    await saveScreen('login-overseas-link-sent');

    await page.getByRole('button', { name: 'Use a different email address' }).click();
    await page
      .getByRole('form', { name: 'Overseas laboratories' })
      .getByLabel('Email address')
      .fill('x@unknown.example');
    await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Check your email' })).toContainText(
      'x@unknown.example',
    );
  });

  test('Login shows why the user was logged out', async ({ page, navigate }) => {
    await navigate('/login?reason=inactivity');
    await expect(page.getByRole('region', { name: 'Important' })).toContainText(
      'You have been logged out due to inactivity.',
    );
    await navigate('/login?reason=new-session');
    await expect(page.getByRole('region', { name: 'Important' })).toContainText(
      'You have been logged out because another session was detected.',
    );
  });

  test('Log in with Singpass goes to the identity service', async ({ page, navigate, baseURL }) => {
    await navigate('/login');
    const portal = new URL(baseURL ?? '').origin;
    await page.getByRole('button', { name: 'Log in with Singpass' }).click();
    await page.waitForURL((url) => url.origin !== portal);
  });
});
