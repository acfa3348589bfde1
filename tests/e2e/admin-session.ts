import { expect, type Browser, type Page } from '@playwright/test';

/** The admin password the e2e server is started with (playwright.config.ts reads it from here). */
export const ADMIN_PASSWORD = 'e2e-admin-password';

/** Sign-ups at this domain are admins once their address is verified (ADMIN_EMAIL_DOMAINS of the e2e server). */
export const ADMIN_EMAIL_DOMAIN = 'callcraft-admins.test';

/** Fills and submits the /admin/login form; the caller asserts what should happen next. */
export async function submitAdminLogin(page: Page, password = ADMIN_PASSWORD): Promise<void> {
  await page.goto('/admin/login');
  await page.getByPlaceholder('Enter username').fill('admin');
  await page.getByPlaceholder('Enter password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Where a spec keeps its shared admin session (per port, so parallel runs don't collide). */
export const adminSessionFile = (spec: string) => `.tmp/${spec}-admin-${process.env.E2E_PORT ?? 4310}.json`;

/**
 * Signs in through the form once and stores the session for `test.use({ storageState })`. Every
 * sign-in counts against the per-IP login limit that the whole e2e run shares (30 per 15 min), so
 * specs that need an admin for many tests sign in once with this.
 */
export async function saveAdminSession(browser: Browser, file: string): Promise<void> {
  const context = await browser.newContext({ storageState: undefined });
  const page = await context.newPage();
  await submitAdminLogin(page);
  // The dashboard's first load after a build can take a while on a shared machine.
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible({ timeout: 30_000 });
  await context.storageState({ path: file });
  await context.close();
}
