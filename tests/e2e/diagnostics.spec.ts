import { expect, test, type Page } from '@playwright/test';
import { submitAdminLogin } from './admin-session';

// The e2e server (playwright.config.ts) has no vendor keys and no DATABASE_URL, so every keyed
// provider is in the Sandbox.
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/diagnostics-${name}.png`, fullPage: true });

async function signIn(page: Page) {
  await submitAdminLogin(page);
  await expect(page).toHaveURL(/\/admin$/);
}

test.describe('deployment diagnostics', () => {
  test('a visitor without a session is sent to /admin/login', async ({ page }) => {
    await page.goto('/deployment-test');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('an admin sees the configuration, the Sandbox providers and runs the network tests', async ({ page }) => {
    await signIn(page);
    await page.goto('/deployment-test');
    await expect(page.getByRole('heading', { name: 'Deployment Diagnostics' })).toBeVisible();
    await expect(page.getByTestId('env-bland')).toHaveText('Missing');
    await expect(page.getByTestId('env-paypal')).toHaveText('Missing');
    await expect(page.getByTestId('env-database')).toHaveText('Missing');
    await expect(page.getByText('Using the embedded database in DATA_DIR (one process only)')).toBeVisible();
    await expect(page.getByTestId('env-node-env')).toHaveText('development');
    for (const kind of ['voice', 'llm', 'research', 'card', 'wallet', 'mail', 'messaging', 'crm'])
      await expect(page.getByTestId(`provider-${kind}`)).toContainText('Sandbox');
    await expect(page.getByTestId('provider-web')).toContainText('Live');
    await expect(page.getByTestId('env-warnings')).toContainText(
      'Voice calls run in the Sandbox: set BLAND_API_KEY for real calls',
    );
    await expect(page.getByTestId('env-missing')).toContainText('Nothing required is missing.');
    await expect(page.getByTestId('troubleshooting').getByRole('listitem')).toHaveCount(3);

    await page.getByRole('button', { name: 'Run Network Tests' }).click();
    const tests = page.getByTestId('network-test');
    await expect(tests.first()).toBeVisible();
    await expect(page.getByTestId('network-node-version')).toContainText(/Node\.js v\d+\./);
    await expect(page.getByTestId('network-platform')).not.toBeEmpty();
    await expect(tests.filter({ hasText: 'Database round trip (pglite)' })).toContainText('Success');
    await expect(tests.filter({ hasText: 'Job queue' })).toContainText('Success');
    await expect(tests.filter({ hasText: 'Voice (sandbox)' })).toContainText('Skipped');
    await expect(tests.filter({ hasText: 'Database round trip' })).toContainText(/\d+ ms/);
    await expect(tests.filter({ hasText: 'Text messages (sandbox)' })).toContainText('Skipped');
    await expect(tests).toHaveCount(12);
    await expect(page.getByTestId('network-issues')).toHaveCount(0);
    await shot(page, 'page');
  });

  test('a failing check shows the red notice with its error; a refused run shows its message', async ({ page }) => {
    await signIn(page);
    await page.goto('/deployment-test');
    // The real server's checks all pass here; a failing answer is stood in to see how one is shown.
    await page.route('**/api/debug/network-test', (route) =>
      route.fulfill({
        json: {
          platform: 'linux x64',
          nodeVersion: 'v20.0.0',
          tests: [
            {
              name: 'Voice (bland): https://api.bland.ai',
              success: false,
              time: 5001,
              error: 'No answer within 5000 ms',
            },
            { name: 'Card payments (stripe): https://api.stripe.com', success: true, time: 120, status: 404 },
          ],
        },
      }),
    );
    await page.getByRole('button', { name: 'Run Network Tests' }).click();
    await expect(page.getByTestId('network-issues')).toContainText('Network Issues Detected');
    await expect(page.getByText('Error: No answer within 5000 ms')).toBeVisible();
    await expect(page.getByText('HTTP 404')).toBeVisible();
    await shot(page, 'issues');

    await page.unroute('**/api/debug/network-test');
    await page.route('**/api/debug/network-test', (route) =>
      route.fulfill({ status: 500, json: { error: 'Internal error', code: 'INTERNAL', requestId: 'r1' } }),
    );
    await page.getByRole('button', { name: 'Run Network Tests' }).click();
    await expect(page.getByTestId('network-error')).toHaveText('Network test failed: Internal error');
  });

  test('an environment request that fails says so', async ({ page }) => {
    await signIn(page);
    await page.route('**/api/debug/environment', (route) =>
      route.fulfill({ status: 503, json: { error: 'Service unavailable', code: 'UNAVAILABLE', requestId: 'r2' } }),
    );
    await page.goto('/deployment-test');
    await expect(page.getByTestId('environment-error')).toContainText('Failed to load environment status');
  });
});
