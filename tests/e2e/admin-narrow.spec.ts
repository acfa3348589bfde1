import { expect, test } from '@playwright/test';
import { adminSessionFile, saveAdminSession } from './admin-session';

// The admin on a 390 px phone: every tab fits the screen (no sideways scrolling), and the Help
// button sits beside the content, not over it.

const SESSION_FILE = adminSessionFile('admin-narrow');
test.beforeAll(async ({ browser }) => saveAdminSession(browser, SESSION_FILE));
test.use({ storageState: SESSION_FILE, viewport: { width: 390, height: 844 } });

test('every admin tab fits a 390 px screen', async ({ page }) => {
  test.setTimeout(180_000);
  const res = await page.request.post('/api/admin/campaigns/create', {
    data: {
      name: `Narrow ${Date.now()}`,
      leads: [{ email: `narrow-${Date.now()}@example.com`, phoneNumber: '+12125550123', companyName: 'Narrow Co' }],
    },
  });
  expect(res.status()).toBe(200);
  const { campaignId } = (await res.json()) as { campaignId: string };

  await page.goto(`/admin?campaign=${campaignId}`);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  const tabs = await page.getByRole('tab').allTextContents();
  expect(tabs.length).toBeGreaterThan(10);
  const wide: string[] = [];
  for (const name of tabs) {
    await page.getByRole('tab', { name, exact: true }).click();
    await page.waitForLoadState('networkidle');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > 390) {
      // Name the widest elements that stick out, so a failure says where to look.
      const culprits = await page.evaluate(() =>
        [...document.querySelectorAll('body *')]
          .filter((e) => e.getBoundingClientRect().right > 391 && e.getBoundingClientRect().width > 0)
          .filter((e) => !(e.parentElement && e.parentElement.getBoundingClientRect().right > 391))
          .slice(0, 3)
          .map(
            (e) =>
              `${e.tagName.toLowerCase()}.${String(e.className).slice(0, 60)} (${Math.round(e.getBoundingClientRect().right)})`,
          ),
      );
      wide.push(`${name}: ${width}px ${culprits.join('; ')}`);
      await page.screenshot({ path: `test-results/admin-narrow-${name.replace(/\W+/g, '-')}.png`, fullPage: true });
    }
  }
  expect(wide).toEqual([]);
  await page.getByRole('tab', { name: 'Dispatch', exact: true }).click();
  await page.screenshot({ path: 'test-results/admin-narrow-dispatch.png', fullPage: true });
  await expect(page.getByRole('button', { name: 'Logout' })).toBeInViewport();
});
