import { expect, test, type Browser, type Page } from '@playwright/test';
import { ADMIN_EMAIL_DOMAIN, submitAdminLogin } from './admin-session';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/accounts-${name}.png`, fullPage: true });

/** Signs the `admin` account in, in its own browser context, and reads the newest link mailed to `to` at /admin/outbox. */
async function linkFromOutbox(browser: Browser, to: string, subject: string): Promise<string> {
  const context = await browser.newContext({ storageState: undefined });
  const page = await context.newPage();
  await submitAdminLogin(page);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await page.goto('/admin/outbox');
  await expect(page.getByRole('heading', { name: 'Mail outbox' })).toBeVisible();
  await expect(page.getByTestId('sandbox-badge-mail')).toHaveText('Sandbox');
  const mail = page
    .getByTestId('outbox-message')
    .filter({ hasText: `To ${to}` })
    .filter({ hasText: subject })
    .first();
  await expect(mail).toBeVisible();
  await shot(page, 'outbox');
  const href = await mail.getByRole('link').first().getAttribute('href');
  await context.close();
  return href!;
}

test.describe('accounts', () => {
  test('sign up at /login → the outbox → follow the link → the admin dashboard; the used link then says so', async ({
    page,
    browser,
  }) => {
    const email = `owner-${Date.now()}@${ADMIN_EMAIL_DOMAIN}`;
    await page.goto('/login');
    await page.getByRole('button', { name: 'Need an account? Sign up' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('owner-password-1');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expect(page.getByText(`We sent a verification link to ${email}.`)).toBeVisible();
    // The sign-up just sent one: resending waits a minute.
    await expect(page.getByRole('button', { name: /^Resend email \(in \d+ s\)$/ })).toBeDisabled();
    await shot(page, 'check-email');

    const link = await linkFromOutbox(browser, email, 'Verify your email address for Callcraft');
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await expect(page).toHaveURL(/\/admin$/);

    // A second click on the same link opens a page that says it was used and offers a new one.
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'This link has already been used' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send a new link' })).toBeVisible();
    await shot(page, 'link-used');
  });

  test('Forgot password? on /login → the reset link → a new password signs in', async ({ page, browser }) => {
    const email = `forgetful-${Date.now()}@outside.test`;
    const signUp = await page.request.post('/api/auth/sign-up/email', {
      data: { email, password: 'first-password-1', name: 'forgetful' },
    });
    expect(signUp.status()).toBe(200);

    await page.goto('/login');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(
      page.getByText(`If ${email} has an account, a reset link is on its way.`, { exact: false }),
    ).toBeVisible();
    await shot(page, 'forgot');

    const link = await linkFromOutbox(browser, email, 'Reset your Callcraft password');
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill('second-password-2');
    await page.getByLabel('Repeat the new password').fill('second-password-2');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();

    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'This reset link has expired or was already used' })).toBeVisible();
    await shot(page, 'reset-used');

    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('first-password-1');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByTestId('toast')).toContainText('Authentication Error');
    await page.getByLabel('Password', { exact: true }).fill('second-password-2');
    await page.getByRole('button', { name: 'Sign In' }).click();
    // Signed in with the new password (the address itself is still unverified, so: check your email).
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  });
});
