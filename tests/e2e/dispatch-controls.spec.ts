import { expect, test, type Page } from '@playwright/test';
import {
  leadCallStatuses,
  numbersByOutcome,
  openAdminTab,
  screenshot,
  seedEnrichedCampaign,
  useCampaignJourney,
  waitForLeadStatus,
  zoneWhere,
} from './support/campaign-journey';

// Dispatch controls as a new admin tries them: a test-mode dispatch completes and changes nothing real (no
// do-not-call entry, every lead pending, an empty Dev Queue) and its results show as Test; then a
// live dispatch on the Sandbox provider is paused mid-run (no new call starts), a second Dispatch
// with other settings says it changed nothing, Resume goes on, Stop ends the run with leads left
// pending, and a new live dispatch calls every lead and completes the campaign ("Completed").

const journey = useCampaignJourney('dispatch-controls');
const stamp = Date.now();

/** Two callees who will ask not to be called again, then answered calls (no voicemail, no retry). */
const numbers = (count: number) =>
  numbersByOutcome({ prefix: '+1212', start: 5000000, stamp, count }, (i) =>
    i < 2 ? ['do-not-call'] : ['interested', 'not-interested'],
  );

const shot = (page: Page, step: string) => screenshot(page, 'dispatch-controls', step);

test('test mode changes nothing real; Pause, Resume and Stop govern a live run; a second Dispatch says what it did', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const name = `Controls ${stamp}`;
  const phones = numbers(6);
  const zone = zoneWhere(true);
  const leads = phones.map((p, i) => ({
    email: `ctl${i}-${stamp}@example.com`,
    firstName: 'Lee',
    lastName: `Caller${i}`,
    companyName: `Controls Co ${i}`,
    phoneNumber: p,
    website: `${journey.site().url}/`,
    timezone: zone,
  }));
  const campaignId = await seedEnrichedCampaign(page, name, leads);
  const dncBefore = (await (await page.request.get('/api/admin/do-not-call')).json()).total as number;

  await openAdminTab(page, 'Dispatch', name);
  await page.getByRole('button', { name: 'Assign Voices' }).click();
  await expect(page.getByTestId('bucket-now')).toContainText('6');

  const { count } = leadCallStatuses(page);
  const runStatus = page.getByTestId('dispatch-run').getByTestId('run-status');
  const batch = page.getByLabel('Batch Size');
  const delay = page.getByLabel('Delay Between Calls (ms)');

  // 1. Test mode (the default): the run finishes, its results are listed as Test, nothing real changed.
  await expect(page.getByRole('switch', { name: 'Test Mode' })).toBeChecked();
  await batch.fill('3');
  await delay.fill('1000');
  await page.getByRole('button', { name: 'Dispatch Calls' }).click();
  await expect(page.getByText('Dispatch started', { exact: true })).toBeVisible();
  await expect(page.getByTestId('dispatch-run').getByTestId('run-kind')).toHaveText('Test');
  await expect(runStatus).toHaveText('Finished', { timeout: 90_000 });
  await expect(page.getByTestId('test-calls').getByTestId('test-call')).toHaveCount(6, { timeout: 30_000 });
  await expect(page.getByTestId('test-calls')).toContainText('Test');
  expect(await count('pending')).toBe(6);
  const dnc = await (await page.request.get('/api/admin/do-not-call')).json();
  expect(dnc.total).toBe(dncBefore);
  for (const p of phones) await expect(page.getByTestId('dnc-list')).not.toContainText(p);
  await shot(page, '1-test-run');
  await page.getByRole('tab', { name: 'Dev Queue', exact: true }).click();
  await expect(page.getByText('No qualified leads yet.')).toBeVisible({ timeout: 30_000 });
  await shot(page, '2-dev-queue-empty');
  await page.getByRole('tab', { name: 'Dispatch', exact: true }).click();
  await page.getByRole('button', { name: 'Clear Test Results' }).click();
  await expect(page.getByTestId('test-calls')).toHaveCount(0);

  // 2. Live (Sandbox provider), slowly: one call every 4 s. Pause once the first call went out.
  await page.getByRole('switch', { name: 'Test Mode' }).click();
  await batch.fill('1');
  await delay.fill('4000');
  await page.getByRole('button', { name: 'Dispatch Calls' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Start calling' }).click();
  await expect(page.getByText('Dispatch started', { exact: true })).toBeVisible();
  await expect(page.getByTestId('dispatch-run').getByTestId('run-kind')).toHaveText('Live');
  await expect.poll(() => count('pending'), { timeout: 30_000 }).toBeLessThan(6);
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(runStatus).toHaveText('Paused');
  await expect(page.getByText('Dispatch paused', { exact: true })).toBeVisible();
  // Calls ringing finish and none starts after them. That no dial starts once a pause commits,
  // however long one waits, is proven in tests/integration/dispatch-controls.test.ts ("Pause: …").
  await expect.poll(() => count('calling'), { timeout: 30_000 }).toBe(0);
  const calledAtPause = 6 - (await count('pending'));
  await expect(runStatus).toHaveText('Paused');
  await shot(page, '3-paused');

  // 3. A second Dispatch with other settings: refused, naming the open run and its settings.
  await batch.fill('5');
  await page.getByRole('button', { name: 'Dispatch Calls' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Start calling' }).click();
  await expect(page.getByText('Dispatch not changed', { exact: true })).toBeVisible();
  await expect(
    page.getByText(/A live dispatch is already paused for this campaign \(live, batch 1, delay 4000 ms\)/).first(),
  ).toBeVisible();
  await expect(page.getByTestId('run-settings')).toContainText('4000 ms');
  await shot(page, '4-second-dispatch');

  // 4. Resume goes on with the same run; Stop ends it and leaves the rest pending.
  await page.getByRole('button', { name: 'Resume' }).click();
  await expect(runStatus).toHaveText('Running');
  await expect.poll(async () => 6 - (await count('pending')), { timeout: 30_000 }).toBeGreaterThan(calledAtPause);
  await page.getByRole('button', { name: 'Stop' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Stop run' }).click();
  await expect(runStatus).toHaveText('Stopped');
  // The call ringing at Stop finishes; the undialled rest stays pending (integration: "Stop ends …").
  await expect.poll(() => count('calling'), { timeout: 30_000 }).toBe(0);
  const left = await count('pending');
  expect(left).toBeGreaterThan(0);
  await shot(page, '5-stopped');

  // 5. A new live dispatch calls every lead left.
  await batch.fill('6');
  await delay.fill('1000');
  await page.getByRole('button', { name: 'Dispatch Calls' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Start calling' }).click();
  await expect(page.getByText('Dispatch started', { exact: true })).toBeVisible();
  await waitForLeadStatus(page, 'completed', 6, 90_000);
  // Nothing is left to dial: the live run completed the campaign, and nothing is left to pause or stop.
  await expect(runStatus).toHaveText('Completed', { timeout: 60_000 });
  await expect(page.getByTestId('dispatch-run').getByRole('button', { name: 'Pause' })).toHaveCount(0);
  await expect(page.getByTestId('dispatch-run').getByRole('button', { name: 'Stop' })).toHaveCount(0);
  await expect(page.getByTestId('dispatch-progress')).not.toContainText('Done:');
  await shot(page, '6-all-called');
  const card = await (await page.request.get(`/api/admin/campaigns/${campaignId}`)).json();
  expect(card).toMatchObject({ status: 'completed', totalLeads: 6, processedLeads: 6 });
  const calls = await (await page.request.get(`/api/admin/campaigns/${campaignId}/leads?page=1&pageSize=50`)).json();
  expect(calls.items.every((l: { callStatus: string }) => l.callStatus === 'completed')).toBe(true);
});
