import { expect, test, type Page } from '@playwright/test';
import { choose, continueButton, startFixtureSites, stepTitle, verifyWithSandboxCode } from './wizard-helpers';

// Every wizard step, the success page and the test page at desktop and 390 px widths in both
// themes: nothing may overflow sideways, and each screen is saved (test output dir) for review.

let sites: Awaited<ReturnType<typeof startFixtureSites>>;
test.beforeAll(async () => (sites = await startFixtureSites()));
test.afterAll(async () => sites?.close());

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'mobile', width: 390, height: 844 },
];

async function noSidewaysScroll(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll, 'page is wider than the viewport').toBeLessThanOrEqual(client);
}

for (const theme of ['dark', 'light'] as const) {
  for (const vp of VIEWPORTS) {
    test(`screens fit and render: ${vp.name} ${theme}`, async ({ page }, info) => {
      await page.setViewportSize({ width: vp.width, height: vp.height });
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      const shot = async (name: string, full = false) => {
        await noSidewaysScroll(page);
        const target = full ? page : page.locator('#wizard-form');
        await target.screenshot({
          path: info.outputPath(`${vp.name}-${theme}-${name}.png`),
          ...(full ? { fullPage: true } : {}),
        });
      };

      await page.goto('/');
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
      await shot('0-landing', true);
      await choose(page, 'Industry', 'Other (specify)');
      await page.getByLabel('Your industry').fill('Residential plumbing');
      await page.getByLabel('Business website (optional)').fill(`${sites.origin}/riverside-plumbing/index.html`);
      await shot('1-basics');
      await continueButton(page).click();
      await expect(stepTitle(page)).toHaveText('Voice & Personality');
      await page.getByRole('button', { name: 'Analytical', pressed: true }).click();
      await continueButton(page).click();
      await expect(page.getByRole('alert').first()).toBeVisible();
      await shot('2-personality-errors');
      await page.getByRole('button', { name: 'Warm' }).click();
      await page.getByRole('button', { name: 'Confident' }).click();
      await page.getByLabel('Agent name').fill('Ava');
      await continueButton(page).click();
      await expect(page.getByText('Website Parsed!')).toBeVisible({ timeout: 20_000 });
      await shot('3-details');
      await continueButton(page).click();
      await expect(page.getByTestId('prompt-text')).toBeVisible({ timeout: 20_000 });
      await shot('4-preview');
      await continueButton(page).click();
      // A number per screen: the code Sandbox, like Twilio, texts one number at most 5 codes in 10 minutes.
      await page.getByLabel('Your phone number').fill(`21255501${theme === 'dark' ? 5 : 6}${VIEWPORTS.indexOf(vp)}`);
      await verifyWithSandboxCode(page, () => shot('5-launch-code'));
      await shot('5-launch');
      await page.getByRole('button', { name: /Spin Up Agent/ }).click();
      await expect(page.getByRole('heading', { name: 'Agent Successfully Launched' })).toBeVisible({ timeout: 20_000 });
      await shot('6-success', true);
      await page.goto('/test-bland-api');
      await page.getByRole('button', { name: 'Send Test Call' }).click();
      await expect(page.getByTestId('toast')).toBeVisible();
      await shot('7-test-page', true);
    });
  }
}
