import { expect, test } from '@playwright/test';

test.describe('site shell', () => {
  test('unknown paths show the 404 page with the spec texts', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  });

  test('route matching is case-insensitive', async ({ page }) => {
    await page.goto('/PRIVACY');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 }).first()).toContainText(/Privacy/i);
  });

  test('dark by default; the toggle switches to light and is remembered under "theme"', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.getByTestId('theme-toggle').click();
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    await page.reload();
    await expect(page.locator('html')).not.toHaveClass(/dark/);
  });

  test('header links and the contact button', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'How It Works' })).toBeVisible();
    await nav.getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await page.getByTestId('contact-button').click();
    await expect(page.getByTestId('contact-button')).toHaveText('Copied!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('hello@callcraft.test');
    await expect(page.getByTestId('contact-button')).toHaveText('Contact us', { timeout: 4000 });
  });

  test('small screens get a menu toggle', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Pricing' })).toBeVisible();
  });

  test('each route change sends a page view that the server stores (204)', async ({ page }) => {
    const stored = (path: string) =>
      page.waitForResponse(
        (r) =>
          r.url().endsWith('/api/analytics/page-view') &&
          r.request().postDataJSON()?.path === path &&
          r.status() === 204,
      );
    const home = stored('/');
    await page.goto('/');
    await home;
    const pricing = stored('/pricing');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click();
    await pricing;
  });
});
