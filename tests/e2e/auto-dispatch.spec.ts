import { expect, test } from '@playwright/test';
import {
  numbersByOutcome,
  openAdminTab,
  screenshot,
  seedEnrichedCampaign,
  useCampaignJourney,
  zoneWhere,
} from './support/campaign-journey';

// Speed to lead as an admin tries it: "Call new leads automatically" on the Dispatch tab (test
// mode), a lead enrolled with an API key is called without pressing Dispatch Calls, and turning
// the switch off lets the run finish.

const journey = useCampaignJourney('auto-dispatch');
const stamp = Date.now();

test('the switch calls a lead enrolled by API key; off, the run finishes', async ({ page }) => {
  test.setTimeout(180_000);
  const name = `Auto ${stamp}`;
  const zone = zoneWhere(true);
  const [first, enrolled] = numbersByOutcome({ prefix: '+1212', start: 6000000, stamp, count: 2 }, () => [
    'interested',
    'not-interested',
  ]);
  const lead = (i: number, phoneNumber: string) => ({
    email: `auto${i}-${stamp}@example.com`,
    companyName: `Auto Co ${i}`,
    phoneNumber,
    website: `${journey.site().url}/`,
    timezone: zone,
  });
  const campaignId = await seedEnrichedCampaign(page, name, [lead(0, first)]);
  await openAdminTab(page, 'Dispatch', name);
  await page.getByRole('button', { name: 'Assign Voices' }).click();

  const auto = page.getByRole('switch', { name: 'Call new leads automatically' });
  await expect(auto).not.toBeChecked();
  await expect(page.getByText(/Leads enrolled by the API are called within a minute/)).toBeVisible();
  await auto.click();
  await expect(auto).toBeChecked();
  await expect(page.getByText(/This campaign is calling automatically in test mode/)).toBeVisible();

  const key = await page.request.post('/api/admin/api-keys', {
    data: { name: `Auto ${stamp}`, scopes: ['leads:write'] },
  });
  const { key: secret } = (await key.json()) as { key: string };
  const enrol = await page.request.post(`/api/v1/campaigns/${campaignId}/leads`, {
    headers: { authorization: `Bearer ${secret}` },
    data: { leads: [lead(1, enrolled)] },
  });
  expect(enrol.status()).toBe(200);
  // Both leads get a test call, the enrolled one with nobody pressing Dispatch Calls.
  await expect(page.getByTestId('test-calls').getByTestId('test-call')).toHaveCount(2, { timeout: 90_000 });
  await screenshot(page, 'auto-dispatch', '1-calling-automatically');

  await auto.click();
  await expect(auto).not.toBeChecked();
  await expect(page.getByTestId('dispatch-run').getByTestId('run-status')).toHaveText('Finished', { timeout: 60_000 });
});
