import { expect, test, type Page } from '@playwright/test';
import { totpFromUri } from '../support/session';
import { ADMIN_PASSWORD, submitAdminLogin } from './admin-session';

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/admin-${name}.png`, fullPage: true });

const signIn = submitAdminLogin;

test.describe('admin access', () => {
  test('/admin sends a visitor without a session to /admin/login', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('heading', { name: 'Admin Access' })).toBeVisible();
    await expect(page.getByText('Enter your credentials to access the admin dashboard')).toBeVisible();
    await expect(page.getByText('Login', { exact: true })).toBeVisible();
    await shot(page, 'login');
  });

  test('empty fields show the spec messages; a wrong password shows Login Failed', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Username is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await signIn(page, 'definitely-wrong');
    const toast = page.getByTestId('toast');
    await expect(toast).toContainText('Login Failed');
    await expect(toast).toContainText('Invalid username or password');
    await expect(toast).toHaveAttribute('data-variant', 'destructive');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await shot(page, 'login-failed');
  });

  test('before its scripts run, the prerendered /admin/login cannot be submitted; what was typed then is kept and signs in', async ({
    page,
  }) => {
    // Hold the app's entry script: the page shows its prerendered HTML, and only the browser acts.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const sentPassword: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes(ADMIN_PASSWORD) || (req.postData() ?? '').includes(ADMIN_PASSWORD))
        sentPassword.push(`${req.method()} ${req.url()}`);
    });
    await page.goto('/admin/login', { waitUntil: 'commit' });
    const submit = page.getByRole('button', { name: 'Sign In' });
    await expect(submit).toBeDisabled();
    await page.getByPlaceholder('Enter username').fill('admin');
    await page.getByPlaceholder('Enter password').fill(ADMIN_PASSWORD);
    await page.getByPlaceholder('Enter password').press('Enter');
    await page.waitForTimeout(300); // what a native submit would need to leave the page
    expect(page.url()).toMatch(/\/admin\/login$/);
    expect(sentPassword).toEqual([]);

    release();
    await expect(submit).toBeEnabled();
    await expect(page.getByPlaceholder('Enter username')).toHaveValue('admin');
    await submit.click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    // The one request that carried the password is the sign-in call, in its body.
    expect(sentPassword).toEqual([expect.stringMatching(/^POST .*\/api\/auth\/sign-in\//)]);
  });

  test('the right password lands on the dashboard, which survives a reload; Logout returns to /admin/login', async ({
    page,
  }) => {
    await signIn(page);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByTestId('toast')).toContainText('Login Successful');
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    for (const label of ['Total Campaigns', 'Total Leads', 'Successful Calls', 'Success Rate'])
      await expect(page.getByText(label, { exact: true })).toBeVisible();
    await expect(page.getByTestId('stat-successRate')).toContainText('0%');
    // The spec's 13, Phone numbers, Webhooks, API keys, and the owner's Members and Audit.
    await expect(page.getByRole('tab')).toHaveCount(18);
    await expect(page.getByRole('tab', { name: 'Upload', exact: true })).toHaveAttribute('aria-selected', 'true');
    await shot(page, 'dashboard');

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('admin_authenticated'))).toBeNull();
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('a stranger who signs up on /login sees no admin data', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByText('Inbound AI Voice Assistant')).toBeVisible();
    await expect(page.getByText('Sign in to admin dashboard')).toBeVisible();
    await page.getByRole('button', { name: 'Need an account? Sign up' }).click();
    await expect(page.getByText('Create an admin account')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Already have an account? Sign in' })).toBeVisible();
    await shot(page, 'email-sign-up');
    const email = `stranger-${Date.now()}@outside.test`;
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('stranger-password-1');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByTestId('toast')).toContainText('Account created successfully!');
    // Sign-up opens no session: the next step is the verification mail.
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    expect(await page.evaluate(async () => (await fetch('/api/admin/stats')).status)).toBe(401);

    // Signing in works before verifying (it says to check the mail again), but grants nothing.
    await page.getByRole('button', { name: 'Back to sign in' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('stranger-password-1');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Not authorised' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toHaveCount(0);
    await expect(page.getByText('Total Campaigns')).toHaveCount(0);
    const status = await page.evaluate(async () => (await fetch('/api/admin/stats')).status);
    expect(status).toBe(403);
    await shot(page, 'not-authorised');

    // Signed in but unverified, /login keeps asking them to check their email.
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  });

  test('setting localStorage.admin_authenticated by hand grants nothing', async ({ page }) => {
    await page.goto('/admin/login');
    await page.evaluate(() => {
      localStorage.setItem('admin_authenticated', 'true');
      localStorage.setItem('admin_login_time', String(Date.now()));
    });
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.evaluate(() => localStorage.setItem('admin_authenticated', 'true'));
    const status = await page.evaluate(
      async () => (await fetch('/api/admin/stats', { headers: { 'X-Admin-Auth': 'true' } })).status,
    );
    expect(status).toBe(401);
  });
});

test.describe('command center', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  });

  test('help widget: quick actions open a tab after navigating; the user guide pages through sections', async ({
    page,
  }) => {
    await page.getByRole('button', { name: 'Help' }).click();
    await expect(page.getByRole('dialog', { name: 'Quick Help' })).toBeVisible();
    await page.getByRole('button', { name: 'Lead Scout' }).click();
    await expect(page.getByRole('tab', { name: 'Lead Scout' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Search Topic *')).toBeVisible();

    await page.getByRole('button', { name: 'Help' }).click();
    await page.getByRole('button', { name: 'Upload Leads' }).click();
    await expect(page.getByRole('tab', { name: 'Upload', exact: true })).toHaveAttribute('aria-selected', 'true');

    await page.getByRole('button', { name: 'Help' }).click();
    await page.getByRole('button', { name: 'Complete User Guide' }).click();
    const guide = page.getByRole('dialog', { name: 'User Guide' });
    await expect(guide.getByTestId('guide-title')).toContainText('Signing in');
    await expect(guide.getByRole('button', { name: 'Previous Guide' })).toBeDisabled();
    await guide.getByRole('button', { name: 'Next Guide' }).click();
    await expect(guide.getByTestId('guide-title')).toContainText('The Campaign Command Center');
    await guide.getByRole('button', { name: 'Next Section' }).click();
    await expect(guide.getByRole('heading', { name: 'Importing Leads' })).toBeVisible();
    await shot(page, 'user-guide');
  });

  test('tabs live in the URL: a deep link opens a tab; back and forward move between tabs', async ({ page }) => {
    await page.goto('/admin?tab=trials');
    await expect(page.getByRole('tab', { name: 'Voice Trials' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'Analytics' }).click();
    await expect(page).toHaveURL(/\/admin\?tab=analytics$/);
    await expect(page.getByRole('tab', { name: 'Analytics' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'QA Testing' }).click();
    await expect(page).toHaveURL(/\/admin\?tab=qa-testing$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/admin\?tab=analytics$/);
    await expect(page.getByRole('tab', { name: 'Analytics' })).toHaveAttribute('aria-selected', 'true');
    await page.goBack();
    await expect(page.getByRole('tab', { name: 'Voice Trials' })).toHaveAttribute('aria-selected', 'true');
    await page.goForward();
    await expect(page.getByRole('tab', { name: 'Analytics' })).toHaveAttribute('aria-selected', 'true');
    // An unknown tab falls back to the default one.
    await page.goto('/admin?tab=nonsense');
    await expect(page.getByRole('tab', { name: 'Upload', exact: true })).toHaveAttribute('aria-selected', 'true');
  });

  test('QA checklist: pass/fail with notes, per-category counts, kept across reloads, dated export', async ({
    page,
  }) => {
    await page.getByRole('tab', { name: 'QA Testing' }).click();
    const csv = page.getByTestId('qa-category-CSV Upload');
    await expect(csv).toContainText('0/5 Passed');
    const cases = csv.locator('li');
    await cases.nth(0).getByRole('button', { name: 'Pass' }).click();
    await cases.nth(1).getByRole('button', { name: 'Fail' }).click();
    await cases.nth(1).getByRole('textbox').fill('error list stops at 4');
    await expect(csv).toContainText('1/5 Passed');
    await page.reload();
    await page.getByRole('tab', { name: 'QA Testing' }).click();
    await expect(page.getByTestId('qa-category-CSV Upload')).toContainText('1/5 Passed');
    await expect(page.getByTestId('qa-category-CSV Upload').getByRole('textbox')).toHaveValue('error list stops at 4');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export Report' }).click();
    expect((await download).suggestedFilename()).toMatch(/^qa-report-\d{4}-\d{2}-\d{2}\.json$/);
    await shot(page, 'qa');
  });

  test('analytics tab charts what the server recorded', async ({ page }) => {
    await page.getByRole('tab', { name: 'Analytics' }).click();
    const totals = page.getByTestId('analytics-totals');
    await expect(totals).toBeVisible();
    // This run's own page views (/admin/login, /admin…) were stored by the server, and the tile shows its count.
    const total = await page.evaluate(
      async () => (await (await fetch('/api/admin/analytics')).json()).pageViews.total as number,
    );
    expect(total).toBeGreaterThan(0);
    await expect(page.getByTestId('tile-page-views')).toHaveText(new RegExp(`^Page views\\s*${total}$`));
    await expect(page.getByTestId('chart-views-by-route').locator('svg').first()).toBeVisible();
    await shot(page, 'analytics');
  });
});

test.describe('two-factor authentication', () => {
  test('enrol with the QR code and backup codes; sign-in then asks for the code; turn it off again', async ({
    page,
  }) => {
    await signIn(page);
    await page.getByRole('button', { name: 'Two-factor: off' }).click();
    const dialog = page.getByRole('dialog', { name: 'Two-factor authentication' });
    await dialog.getByLabel('Confirm your password').fill(ADMIN_PASSWORD);
    await dialog.getByRole('button', { name: 'Set up two-factor authentication' }).click();
    await expect(dialog.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    await expect(dialog.getByTestId('backup-codes').locator('li')).toHaveCount(10);
    const secret = (await dialog.getByTestId('totp-secret').textContent())!.trim();
    const code = () => totpFromUri(`otpauth://totp/Callcraft:admin?secret=${secret}`);
    await shot(page, 'two-factor-enrol');
    await dialog.getByLabel('3. Enter the 6-digit code the app shows').fill(code());
    await dialog.getByRole('button', { name: 'Turn on' }).click();
    await expect(page.getByRole('button', { name: 'Two-factor: on' })).toBeVisible();

    await page.getByRole('button', { name: 'Logout' }).click();
    await signIn(page);
    await expect(page.getByLabel('Authentication code')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await page.evaluate(async () => (await fetch('/api/admin/session')).status)).toBe(401);
    await page.getByLabel('Authentication code').fill(code());
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();

    // Leave the shared admin account as it was.
    await page.getByRole('button', { name: 'Two-factor: on' }).click();
    await dialog.getByLabel('Confirm your password').fill(ADMIN_PASSWORD);
    await dialog.getByRole('button', { name: 'Turn off two-factor authentication' }).click();
    await expect(page.getByRole('button', { name: 'Two-factor: off' })).toBeVisible();
  });
});
