import { expect, test } from '@playwright/test';
import {
  dispatchLive,
  numbersByOutcome,
  openAdminTab,
  seedEnrichedCampaign,
  useCampaignJourney,
  waitForLeadStatus,
  zoneWhere,
} from './support/campaign-journey';

// The admin on a 390 px phone: every tab fits the screen (no sideways scrolling), and the Help
// button sits beside the content, not over it. The campaign has been called, so Dispatch shows
// its capacity and lead calls and Results its prompt versions table.

const journey = useCampaignJourney('admin-narrow');
test.use({ viewport: { width: 390, height: 844 } });

test('every admin tab fits a 390 px screen', async ({ page }) => {
  test.setTimeout(300_000);
  const stamp = Date.now();
  const campaign = `Narrow ${stamp}`;
  const phones = numbersByOutcome({ prefix: '+1646', start: 4000000, stamp, count: 2 }, () => ['interested']);
  const campaignId = await seedEnrichedCampaign(
    page,
    campaign,
    phones.map((phoneNumber, i) => ({
      email: `narrow-${i}-${stamp}@example.com`,
      companyName: `Narrow Co ${i}`,
      phoneNumber,
      website: `${journey.site().url}/`,
      timezone: zoneWhere(true),
    })),
  );
  await openAdminTab(page, 'Dispatch', campaign);
  await dispatchLive(page);
  await waitForLeadStatus(page, 'completed', 2, 120_000);
  await page.getByRole('tab', { name: 'Results', exact: true }).click();
  await expect(page.getByTestId('versions-table')).toBeVisible({ timeout: 90_000 });

  await page.goto(`/admin?campaign=${campaignId}`);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  const tabs = await page.getByRole('tab').allTextContents();
  expect(tabs.length).toBeGreaterThan(10);
  const wide: string[] = [];
  for (const name of tabs) {
    await page.getByRole('tab', { name, exact: true }).click();
    await page.waitForLoadState('networkidle');
    // Measured once the tab has drawn what it loads: a spinner alone always fits.
    await expect(page.getByRole('tabpanel').locator('svg.animate-spin')).toHaveCount(0, { timeout: 30_000 });
    if (name === 'Results') await expect(page.getByTestId('versions-table')).toBeVisible({ timeout: 30_000 });
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
    // The floating Help button (bottom-left) covers nothing a person reads or uses: no control or
    // text starts in its column, so none scrolls under it.
    const covered = await page.evaluate(() => {
      const help = document.querySelector('button[title="Help"]')!.getBoundingClientRect();
      const wanted = 'button, a, input, select, textarea, label, h1, h2, h3, p, th, td, li, [role="tab"]';
      return [...document.querySelectorAll<HTMLElement>(wanted)]
        .filter((e) => !e.closest('.fixed') && e.getClientRects().length > 0)
        .filter((e) => e.getBoundingClientRect().width > 0 && e.getBoundingClientRect().left < help.right)
        .slice(0, 3)
        .map((e) => `${e.tagName.toLowerCase()} "${(e.textContent ?? '').trim().slice(0, 30)}"`);
    });
    if (covered.length) wide.push(`${name}: under the Help button: ${covered.join('; ')}`);
    // One screen from the top of each tab, for a person to look at.
    await page.getByRole('tabpanel').evaluate((e) => e.scrollIntoView({ block: 'start' }));
    await page.screenshot({ path: `.tmp/admin-narrow-${name.replace(/\W+/g, '-')}.png` });
  }
  expect(wide).toEqual([]);
  await page.getByRole('tab', { name: 'Dispatch', exact: true }).click();
  await page.screenshot({ path: 'test-results/admin-narrow-dispatch.png', fullPage: true });
  // At the top of the page the header's Logout is on screen (not pushed off to the side).
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.getByRole('button', { name: 'Logout' })).toBeInViewport();
});
