import { expect, passwordServer, TEST_LOGIN_PASSWORD, test } from '../fixtures.js';

test.use({ baseURL: passwordServer });

test('the test login asks for a password when the server requires one', async ({
  page,
  navigate,
  saveScreen,
}) => {
  await navigate('/login');
  const form = page.getByRole('form', { name: 'Test login' });
  const password = form.getByLabel('Password');
  await expect(password).toBeVisible();
  await expect(password).toHaveAttribute('type', 'password');
  await saveScreen('login-with-password');

  await form.getByLabel('Company UEN').fill('201912345A');
  await form.getByLabel('Email address').fill('alice@alpha-labs.example');
  await form.getByLabel('Singpass ID (NRIC/FIN)').fill('S1234567D');
  await form.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(
    page.getByRole('alert').getByRole('link', { name: 'Enter the test login password' }),
  ).toBeVisible();

  await password.fill('not-the-password');
  await form.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeVisible();

  await password.fill(TEST_LOGIN_PASSWORD);
  await form.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
