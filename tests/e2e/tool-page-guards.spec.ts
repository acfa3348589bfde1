import { expect, test } from '@playwright/test';
import { submitAdminLogin } from './admin-session';

// Every admin tool page sits behind the admin guard. A signed-out visitor who
// opens one is sent to /admin/login and sees none of the tool (its form would only fail anyway).
const TOOL_PAGES = [
  { path: '/test-firecrawl', heading: /web enrichment test/i },
  { path: '/test-enhanced-voice', heading: /enhanced voice/i },
];

test.describe('tool pages need an admin', () => {
  for (const { path } of TOOL_PAGES) {
    test(`${path} sends a signed-out visitor to /admin/login`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/admin\/login$/);
      await expect(page.getByRole('heading', { name: 'Admin Access' })).toBeVisible();
    });
  }

  test('signed in, both tool pages open', async ({ page }) => {
    await submitAdminLogin(page);
    await expect(page).toHaveURL(/\/admin$/);
    for (const { path, heading } of TOOL_PAGES) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
    }
  });
});
