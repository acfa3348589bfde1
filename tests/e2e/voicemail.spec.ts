import { expect, test, type Page } from '@playwright/test';
import { sandboxOutcome } from '../../src/server/providers/voice/sandbox-outcome';
import { fixtureSiteDir, startStaticSite, type StaticSite } from '../support/static-site';
import { adminSessionFile, saveAdminSession } from './admin-session';

// Issue 26 item 2 as an admin uses it: set "Leave a message" with lead variables on a campaign,
// dispatch live on the Sandbox voice provider to a number an answering machine picks up
// (…555-018x), and see "left voicemail", the disposition and the spoken message in lead details.

const SESSION_FILE = adminSessionFile('voicemail');
const stamp = Date.now();
let site: StaticSite;

test.beforeAll(async ({ browser }) => {
  site = await startStaticSite(fixtureSiteDir('riverside-plumbing'));
  await saveAdminSession(browser, SESSION_FILE);
});
test.afterAll(async () => site?.close());
test.use({ storageState: SESSION_FILE });

/** A time zone where it is now inside calling hours (8:00–21:00), with an hour of margin. */
function zoneInside(): string {
  const zones = ['UTC', 'Asia/Tokyo', 'America/Los_Angeles', 'Europe/Berlin', 'Asia/Kolkata', 'Pacific/Auckland'];
  const hourIn = (tz: string) =>
    Number(new Intl.DateTimeFormat('en-GB', { timeZone: tz, hour: '2-digit', hourCycle: 'h23' }).format(new Date()));
  return zones.find((tz) => hourIn(tz) >= 9 && hourIn(tz) < 20)!;
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/voicemail-${name}.png`, fullPage: true });

test('"Leave a message" on a campaign: a machine-answered live Sandbox call shows "left voicemail" in lead details', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const name = `Voicemail ${stamp}`;
  const phoneNumber = `+1646555018${stamp % 10}`;
  expect(sandboxOutcome(phoneNumber)).toBe('voicemail');
  const lead = {
    email: `vm-${stamp}@example.com`,
    firstName: 'Ada',
    lastName: 'Quill',
    companyName: 'Riverside Ada',
    phoneNumber,
    website: `${site.url}/`,
    timezone: zoneInside(),
  };
  const created = await page.request.post('/api/admin/campaigns/create', { data: { name, leads: [lead] } });
  expect(created.status()).toBe(200);
  const { campaignId } = await created.json();
  expect(
    (await page.request.post(`/api/admin/campaigns/${campaignId}/enrich`, { data: { batchSize: 1 } })).status(),
  ).toBe(202);
  await expect
    .poll(
      async () =>
        (await (await page.request.get(`/api/admin/campaigns/${campaignId}/enrichment-stats`)).json()).enriched,
      { timeout: 90_000 },
    )
    .toBe(1);

  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('tab', { name: 'Results', exact: true }).click();
  await page.getByRole('list', { name: 'Recent campaigns' }).getByRole('button', { name }).click();

  // On voicemail: leave a message with lead variables; voicemail tried once (no retry to wait for).
  const settings = page.getByTestId('outcome-settings');
  await expect(settings).toBeVisible({ timeout: 30_000 });
  await settings.getByLabel('On voicemail').click();
  await page.getByRole('option', { name: 'Leave a message' }).click();
  await settings
    .getByLabel('Voicemail message')
    .fill('Hi {{first_name}}, this is Maya calling {{company_name}} about missed calls. I will try you again soon.');
  await settings.getByLabel('Voicemail: max attempts').fill('1');
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(settings.getByText('Saved')).toBeVisible();
  await shot(page, 'settings');

  // Dispatch live (test mode off) on the Sandbox voice provider.
  await page.getByRole('tab', { name: 'Dispatch', exact: true }).click();
  await page.getByRole('button', { name: 'Assign Voices' }).click();
  await expect(page.getByTestId('need-voice')).toHaveText('Every enriched lead has a voice.');
  await page.getByRole('switch', { name: 'Test Mode' }).click();
  await expect(page.getByRole('switch', { name: 'Test Mode' })).not.toBeChecked();
  await page.getByRole('button', { name: 'Dispatch Calls' }).click();
  await expect(page.getByTestId('lead-call-table').getByTestId('lead-call-status').first()).toHaveText('completed', {
    timeout: 120_000,
  });

  // Lead details: "left voicemail", disposition voicemail, the message as the lead heard it.
  await page.getByRole('tab', { name: 'Results', exact: true }).click();
  const panel = page.getByTestId('results-panel');
  await panel.getByRole('button', { name: 'Riverside Ada' }).click({ timeout: 30_000 });
  const details = page.getByTestId('lead-details');
  await expect(details.getByTestId('lead-call-status')).toHaveText('left voicemail');
  await expect(details.getByTestId('lead-disposition')).toHaveText('voicemail');
  await expect(details.getByTestId('lead-transcript')).toContainText(
    'Agent: Hi Ada, this is Maya calling Riverside Ada about missed calls.',
  );
  await shot(page, 'lead-details');
});
