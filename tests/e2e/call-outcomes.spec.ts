import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import Papa from 'papaparse';
import { sandboxOutcome } from '../../src/server/providers/voice/sandbox-outcome';
import { fixtureSiteDir, startStaticSite, type StaticSite } from '../support/static-site';
import { adminSessionFile, saveAdminSession } from './admin-session';

// Issue 26's journey as a new admin goes through it: define two extraction fields and a 50/50
// prompt experiment on a campaign, dispatch live on the Sandbox voice provider (no key: nobody is
// dialled), open a lead's details (transcript, disposition, summary, fields), open Results (funnel,
// dispositions, per-version table), export the CSV and read it back.

const SESSION_FILE = adminSessionFile('call-outcomes');
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
  const zones = [
    'UTC',
    'Asia/Tokyo',
    'America/Los_Angeles',
    'Europe/Berlin',
    'Asia/Kolkata',
    'Pacific/Auckland',
    'America/New_York',
  ];
  const hourIn = (tz: string) =>
    Number(new Intl.DateTimeFormat('en-GB', { timeZone: tz, hour: '2-digit', hourCycle: 'h23' }).format(new Date()));
  return zones.find((tz) => hourIn(tz) >= 9 && hourIn(tz) < 20)!;
}

/** Numbers whose Sandbox callee answers (no retry): the first is interested, then a mix. */
function numbers(n: number): string[] {
  const out: string[] = [];
  for (let i = 0; out.length < n; i++) {
    const phone = `+1646${String(3000000 + (stamp % 100000) * 10 + i).slice(-7)}`;
    const o = sandboxOutcome(phone);
    if (out.length === 0 ? o === 'interested' : o === 'interested' || o === 'not-interested' || o === 'do-not-call')
      out.push(phone);
  }
  return out;
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/call-outcomes-${name}.png`, fullPage: true });

test('fields and a 50/50 experiment, a live Sandbox dispatch, lead details, Results and the CSV read back', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const name = `Outcomes ${stamp}`;
  const tz = zoneInside();
  const leads = numbers(8).map((phoneNumber, i) => ({
    email: `o${i}-${stamp}@example.com`,
    firstName: i === 0 ? 'Ada' : `Lead${i}`,
    lastName: 'Quill',
    companyName: i === 0 ? 'Riverside Ada' : `Riverside ${i}`,
    phoneNumber,
    website: `${site.url}/`,
    timezone: tz,
  }));
  const created = await page.request.post('/api/admin/campaigns/create', { data: { name, leads } });
  expect(created.status()).toBe(200);
  const { campaignId } = await created.json();
  expect(
    (await page.request.post(`/api/admin/campaigns/${campaignId}/enrich`, { data: { batchSize: 8 } })).status(),
  ).toBe(202);
  await expect
    .poll(
      async () =>
        (await (await page.request.get(`/api/admin/campaigns/${campaignId}/enrichment-stats`)).json()).enriched,
      { timeout: 90_000 },
    )
    .toBe(8);

  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('tab', { name: 'Results', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Select a Campaign' })).toBeVisible();
  await page.getByRole('list', { name: 'Recent campaigns' }).getByRole('button', { name }).click();

  // Two extraction fields and a 50/50 experiment.
  const settings = page.getByTestId('outcome-settings');
  await expect(settings).toBeVisible({ timeout: 30_000 });
  await settings.getByRole('button', { name: 'Add field' }).click();
  await settings.getByLabel('Field 1 name').fill('Best time to call back');
  await settings.getByLabel('Field 1 description').fill('When the callee prefers a follow-up call');
  await settings.getByRole('button', { name: 'Add field' }).click();
  await settings.getByLabel('Field 2 name').fill('Decision maker');
  await settings.getByLabel('Field 2 type').click();
  await page.getByRole('option', { name: 'Yes / no' }).click();
  await settings.getByLabel('Field 2 description').fill('Whether the callee decides on purchases');
  await settings.getByRole('button', { name: 'Add version' }).click();
  await settings.getByRole('button', { name: 'Add version' }).click();
  await settings
    .getByLabel('Version 2 prompt')
    .fill(
      'You are Maya, calling {{firstName}} at {{companyName}}. Ask briefly whether they miss calls, then offer a demo.',
    );
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
  const statuses = page.getByTestId('lead-call-table').getByTestId('lead-call-status');
  await expect
    .poll(async () => (await statuses.allTextContents()).filter((s) => s === 'completed').length, { timeout: 120_000 })
    .toBe(8);

  // Results: funnel, dispositions, per-version table.
  await page.getByRole('tab', { name: 'Results', exact: true }).click();
  const panel = page.getByTestId('results-panel');
  await expect(panel.getByTestId('funnel-chart')).toHaveAttribute('aria-label', /Dialled: 8/, { timeout: 30_000 });
  await expect(panel.getByTestId('funnel-chart').locator('svg').first()).toBeVisible();
  await expect(panel.getByTestId('disposition-counts')).toContainText('interested');
  const versions = panel.getByTestId('versions-table');
  await expect(versions).toContainText(/A|B/);
  await expect(panel.getByTestId('experiment-verdict')).toContainText('Too few to decide');
  await expect(
    panel.getByTestId('results-table').getByRole('columnheader', { name: 'Best time to call back' }),
  ).toBeVisible();
  await expect(panel.getByTestId('results-table').getByRole('columnheader', { name: 'Decision maker' })).toBeVisible();
  await shot(page, 'results');

  // Lead details of the interested callee.
  await panel.getByRole('button', { name: 'Riverside Ada' }).click();
  const details = page.getByTestId('lead-details');
  await expect(details.getByTestId('lead-disposition')).toHaveText('interested');
  await expect(details.getByTestId('lead-summary')).toContainText('showed interest');
  await expect(details.getByTestId('lead-transcript')).toContainText('Callee:');
  await expect(details.getByTestId('lead-transcript')).toContainText('Agent:');
  await expect(details.getByTestId('lead-fields')).toContainText('Best time to call back');
  await shot(page, 'lead-details');
  await page.getByRole('button', { name: 'Close' }).first().click();

  // Export and read the CSV back.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  const rows = Papa.parse<string[]>(readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, ''), {
    skipEmptyLines: true,
  }).data;
  const header = rows[0];
  expect(header).toEqual(
    expect.arrayContaining(['disposition', 'summary', 'prompt_version', 'Best time to call back', 'Decision maker']),
  );
  expect(rows).toHaveLength(9);
  const ada = rows.find((r) => r[header.indexOf('company')] === 'Riverside Ada')!;
  expect(ada[header.indexOf('disposition')]).toBe('interested');
  expect(['A', 'B']).toContain(ada[header.indexOf('prompt_version')]);
  // A phone number starts with "+": kept from being read as a formula.
  expect(ada[header.indexOf('phone')]).toMatch(/^'\+1646/);
});
