import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN_TABS } from '../../src/client/lib/admin-tabs';
import { adminSessionFile, saveAdminSession } from './admin-session';

// Axe-core finds no WCAG 2.1 A/AA violation on any Command Center tab or admin
// tool page, in the light and the dark theme. A campaign with leads is created first, so the
// campaign-scoped tabs are checked with content (tables, badges, menus), not only empty states.

const SESSION_FILE = adminSessionFile('accessibility');
const TOOL_PAGES = [
  '/prompt-test',
  '/test-firecrawl',
  '/test-enhanced-voice',
  '/lead-scout',
  '/prompt-preview',
  '/admin/outbox',
  '/deployment-test',
];
const THEMES = ['light', 'dark'] as const;
let campaignId = '';

test.beforeAll(async ({ browser }) => {
  await saveAdminSession(browser, SESSION_FILE);
  const context = await browser.newContext({ storageState: SESSION_FILE });
  const stamp = Date.now();
  const leads = [
    {
      email: `axe-a-${stamp}@example.com`,
      firstName: 'Ada',
      companyName: 'Axe Plumbing',
      phoneNumber: '+12125550101',
      website: 'https://axe-plumbing.example',
      timezone: 'America/New_York',
    },
    {
      email: `axe-b-${stamp}@example.com`,
      companyName: 'Axe Dental',
      phoneNumber: '+442071838750',
      timezone: 'Europe/London',
    },
  ];
  const created = await context.request.post('/api/admin/campaigns/create', { data: { name: `Axe ${stamp}`, leads } });
  expect(created.status()).toBe(200);
  campaignId = ((await created.json()) as { campaignId: string }).campaignId;
  await context.close();
});
test.use({ storageState: SESSION_FILE });

async function useTheme(page: Page, theme: (typeof THEMES)[number]) {
  await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
}

/** Runs axe (WCAG 2.0/2.1 A and AA rules) and fails with a readable list of what it found. */
async function expectNoViolations(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const found = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(1).join('; ')}`).join('\n')}`,
  );
  expect.soft(found, `axe on ${where}`).toEqual([]);
}

// One page load per theme: the tabs are opened the way an admin opens them (a click, no reload),
// each checked where it stands; the tool pages are separate routes, loaded one by one. Soft
// expectations, so one run names every tab and page with a violation.
for (const theme of THEMES) {
  test(`every Command Center tab and admin tool page (${theme})`, async ({ page }) => {
    test.setTimeout(300_000);
    await useTheme(page, theme);
    await page.goto(`/admin?tab=${ADMIN_TABS[0].id}&campaign=${campaignId}`);
    for (const tab of ADMIN_TABS) {
      await test.step(`Command Center tab ${tab.label}`, async () => {
        const handle = page.getByRole('tab', { name: tab.label, exact: true });
        await handle.click();
        await expect(handle).toHaveAttribute('aria-selected', 'true', { timeout: 30_000 });
        await page.waitForLoadState('networkidle');
        await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
        await expectNoViolations(page, `/admin?tab=${tab.id} (${theme})`);
      });
    }
    for (const path of TOOL_PAGES) {
      await test.step(`tool page ${path}`, async () => {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
        await expectNoViolations(page, `${path} (${theme})`);
      });
    }
  });
}
