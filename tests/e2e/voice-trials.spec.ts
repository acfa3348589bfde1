import { expect, test, type Page } from '@playwright/test';
import { adminSessionFile, saveAdminSession } from './admin-session';

// The admin Voice Trials tab (spec admin-area §2 "Voice Trials tab", §4, §5, §8, §9) against the
// real server: a visitor's trial made through the public API shows up, is found, filtered,
// opened, and (once its sandbox call completes) gets a follow-up scheduled.

// The admin password the e2e server is started with (playwright.config.ts).
// A number no other spec uses, in each of its display forms.
const PHONE_INPUT = '(212) 555-0147';
const PHONE = '+12125550147';
const CONFIG = {
  industry: 'custom',
  industryCustom: 'Lighthouse Tours',
  websiteUrl: '',
  gender: 'female',
  age: '20s',
  energyStyle: 'friendly',
  toneBooster: ['Warm'],
  hometown: 'Chicago, IL',
  name: 'Marisol',
  backstory: '',
};
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/voice-trials-${name}.png`, fullPage: true });

// Sign in once and share the session (the login throttle is shared by the whole e2e run).
const SESSION_FILE = adminSessionFile('voice-trials');

const search = (page: Page) => page.getByRole('searchbox', { name: 'Search trials' });
const row = (page: Page) => page.getByTestId('trial-row').filter({ hasText: PHONE });

async function chooseStatus(page: Page, label: string) {
  await page.getByRole('combobox', { name: 'Filter by status' }).click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

async function openTrialsTab(page: Page) {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await page.getByRole('tab', { name: 'Voice Trials', exact: true }).click();
  await expect(page.getByRole('tab', { name: 'Voice Trials', exact: true })).toHaveAttribute('aria-selected', 'true');
}

test.describe('admin Voice Trials tab', () => {
  test.use({ storageState: SESSION_FILE });

  test.beforeAll(async ({ browser }) => {
    const context = await browser.newContext({ storageState: undefined });
    const page = await context.newPage();
    // The visitor: save the agent, then launch it with consent.
    const saved = await page.request.post('/api/save-agent-config', { data: { ...CONFIG, phoneNumber: PHONE_INPUT } });
    expect(saved.status()).toBe(200);
    const { id } = (await saved.json()) as { id: string };
    // The visitor proves the number (Sandbox: the code comes back to show on screen).
    const sent = await page.request.post('/api/phone-verifications', { data: { phoneNumber: PHONE_INPUT } });
    expect(sent.status()).toBe(200);
    const { verificationId, sandboxCode } = (await sent.json()) as { verificationId: string; sandboxCode: string };
    const checked = await page.request.post('/api/phone-verifications/check', {
      data: { verificationId, code: sandboxCode },
    });
    expect(checked.status()).toBe(200);
    const launched = await page.request.post('/api/launch-agent', {
      data: { phoneNumber: PHONE_INPUT, agentConfig: { ...CONFIG, id }, consent: true },
    });
    expect(launched.status()).toBe(200);
    expect(await launched.json()).toMatchObject({ success: true, mode: 'sandbox' });

    await context.close();
    await saveAdminSession(browser, SESSION_FILE);
  });

  test("the visitor's trial is found by phone and by industry, counted, and filtered by status", async ({ page }) => {
    await openTrialsTab(page);
    await expect(page.getByTestId('trial-row').first()).toBeVisible();
    const tiles = ['Initiated', 'Phone Verified', 'Agent Launched', 'Call Completed', 'Failed'];
    for (const [i, s] of ['initiated', 'verified', 'launched', 'completed', 'failed'].entries())
      await expect(page.getByTestId(`trial-count-${s}`)).toContainText(tiles[i]);

    await search(page).fill('5550147');
    await expect(page.getByTestId('trial-row')).toHaveCount(1);
    await expect(row(page)).toContainText('Lighthouse Tours');
    await expect(row(page)).toContainText('Marisol');
    await expect(row(page)).toContainText('Sandbox');

    await search(page).fill('LIGHTHOUSE tours');
    await expect(page.getByTestId('trial-row')).toHaveCount(1);
    await expect(row(page)).toBeVisible();

    // Sandbox calls finish within seconds; the list polls every 30 s, so reload rather than wait.
    await expect(async () => {
      await page.reload();
      await page.getByRole('tab', { name: 'Voice Trials', exact: true }).click();
      await search(page).fill(PHONE);
      await expect(row(page)).toContainText('Call Completed', { timeout: 1000 });
    }).toPass({ timeout: 30_000 });

    await chooseStatus(page, 'Call Completed');
    await expect(row(page)).toBeVisible();
    await chooseStatus(page, 'Failed');
    await expect(page.getByTestId('trial-row')).toHaveCount(0);
    await expect(page.getByText('No trials match your filters.')).toBeVisible();
    await chooseStatus(page, 'All Statuses');
    await expect(row(page)).toBeVisible();
    await shot(page, 'list');
  });

  test('details, then Schedule Follow-up for the completed trial (logged, stored, listed in the details)', async ({
    page,
  }) => {
    await expect(async () => {
      await openTrialsTab(page);
      await search(page).fill(PHONE);
      await expect(row(page)).toContainText('Call Completed', { timeout: 1000 });
    }).toPass({ timeout: 30_000 });

    await row(page)
      .getByRole('button', { name: /^Details/ })
      .click();
    const details = page.getByRole('dialog', { name: 'Trial Details' });
    await expect(details).toBeVisible();
    await expect(details).toContainText('Lighthouse Tours');
    await expect(details).toContainText('127.0.0.1');
    await expect(details).toContainText('HeadlessChrome');
    await expect(details.getByTestId('trial-consent')).toContainText('automated call');
    await expect(details.getByTestId('trial-consent-line')).toContainText('from 127.0.0.1');
    await expect(details.getByTestId('trial-consent-line')).toContainText('number proved by a text-message code');
    // The prompt the server dialled, in a block a keyboard can reach and scroll.
    const prompt = details.getByRole('region', { name: 'Prompt dialled' });
    await expect(prompt).toContainText('Marisol');
    await prompt.focus();
    await expect(prompt).toBeFocused();
    await expect(details.getByTestId('trial-transcript')).toContainText('Marisol');
    await expect(details).toContainText('Sandbox');
    await shot(page, 'details');
    await details.getByRole('button', { name: 'Close' }).click();
    await expect(details).toHaveCount(0);

    const logs: string[] = [];
    page.on('console', (m) => m.type() === 'info' && logs.push(m.text()));
    const writes: string[] = [];
    page.on('request', (r) => r.method() !== 'GET' && writes.push(r.url()));
    await row(page)
      .getByRole('button', { name: /^Schedule/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Schedule Follow-up' });
    await dialog.getByLabel('Follow-up date').fill('2030-01-15');
    await dialog.getByLabel('Notes').fill('Call back Tuesday about tour pricing');
    await shot(page, 'schedule');
    await dialog.getByRole('button', { name: 'Schedule Follow-up' }).click();
    await expect(dialog).toHaveCount(0);
    await expect.poll(() => logs).toContain(`Schedule follow-up ${PHONE} Call back Tuesday about tour pricing`);
    // Beyond the spec's console log, the follow-up is stored (one POST) and listed on the trial.
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatch(/\/api\/admin\/voice-agent-trials\/[0-9a-f-]+\/follow-ups$/);
    await row(page)
      .getByRole('button', { name: /^Details/ })
      .click();
    await expect(page.getByRole('dialog', { name: 'Trial Details' }).getByTestId('trial-follow-ups')).toContainText(
      'Call back Tuesday about tour pricing',
    );
    await shot(page, 'follow-up-listed');
  });
});
