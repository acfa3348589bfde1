import { expect, test, type Page } from '@playwright/test';
import {
  dispatchLive,
  numbersByOutcome,
  openAdminTab,
  screenshot,
  seedEnrichedCampaign,
  useCampaignJourney,
  waitForLeadStatus,
  zoneWhere,
} from './support/campaign-journey';

// The lead list's bulk bar and disposition filter: after a live Sandbox dispatch reads two calls
// (one interested, one not), two leads added by hand are selected, given a voice and enriched in
// bulk; then the list is filtered by the latest call's disposition, and a reload keeps the filter.

const journey = useCampaignJourney('lead-bulk-actions');
const stamp = Date.now();
const shot = (page: Page, step: string) => screenshot(page, 'lead-bulk', step);

test('select two leads, assign a voice and enrich them in bulk; filter by disposition, kept on reload', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const name = `Bulk ${stamp}`;
  const tz = zoneWhere(true);
  const [yes, no] = numbersByOutcome({ prefix: '+1646', start: 4000000, stamp, count: 2 }, (i) =>
    i === 0 ? ['interested'] : ['not-interested'],
  );
  const lead = (i: number, phoneNumber: string) => ({
    email: `b${i}-${stamp}@example.com`,
    firstName: `Lead${i}`,
    lastName: 'Bulk',
    companyName: `Bulk Co ${i}`,
    phoneNumber,
    website: `${journey.site().url}/`,
    timezone: tz,
  });
  const campaignId = await seedEnrichedCampaign(page, name, [lead(0, yes), lead(1, no)]);
  await openAdminTab(page, 'Dispatch', name);
  await dispatchLive(page);
  await waitForLeadStatus(page, 'completed', 2, 120_000);

  // Two leads added by hand after the dispatch: pending enrichment, no voice.
  for (const i of [2, 3]) {
    const { website: _w, ...form } = lead(i, `(415) 555-01${60 + i}`);
    const res = await page.request.post(`/api/admin/campaigns/${campaignId}/leads`, {
      data: { ...form, website: '', industry: '' },
    });
    expect(res.status()).toBe(200);
  }

  await page.getByRole('tab', { name: 'Campaigns', exact: true }).click();
  await page
    .getByTestId('campaign-card')
    .filter({ has: page.getByRole('heading', { name, exact: true }) })
    .getByRole('button', { name: 'View Leads' })
    .click();
  const table = page.getByTestId('lead-table');
  await expect(table.getByTestId('lead-total')).toHaveText('4 leads');

  for (const i of [2, 3]) await table.getByRole('checkbox', { name: `Select b${i}-${stamp}@example.com` }).check();
  const bar = page.getByTestId('lead-bulk-bar');
  await expect(bar).toContainText('2 leads selected');

  // A voice for both, one of the provider's.
  await bar.getByRole('combobox', { name: 'Voice for the selected leads' }).click();
  await page.getByRole('option', { name: 'Maya (sandbox) (female)' }).click();
  await shot(page, 'bar');
  await bar.getByRole('button', { name: 'Assign voice' }).click();
  await expect(bar.getByTestId('lead-bulk-note')).toHaveText('Voice Maya (sandbox) set for 2 leads');
  for (const i of [2, 3])
    await expect(table.getByTestId('lead-row').filter({ hasText: `b${i}-${stamp}@example.com` })).toContainText(
      'sandbox-maya',
    );

  // Enrich both: queued, followed, and the list shows them enriched.
  await bar.getByRole('button', { name: 'Enrich' }).click();
  await expect(bar.getByTestId('lead-bulk-note')).toHaveText('Enrichment finished', { timeout: 60_000 });
  for (const i of [2, 3])
    await expect(table.getByTestId('lead-row').filter({ hasText: `b${i}-${stamp}@example.com` })).toContainText(
      'enriched',
    );
  await shot(page, 'enriched');
  const listed = await (
    await page.request.get(`/api/admin/campaigns/${campaignId}/leads?enrichmentStatus=enriched`)
  ).json();
  const voices = (listed.items as { email: string; voiceClone: string | null }[])
    .filter((l) => /^b[23]-/.test(l.email))
    .map((l) => l.voiceClone);
  expect(voices).toEqual(['sandbox-maya', 'sandbox-maya']);

  // Filter by the latest call's disposition; the filter is in the URL, so a reload keeps it.
  await bar.getByRole('button', { name: 'Clear selection' }).click();
  await page.getByRole('combobox', { name: 'Filter by disposition' }).click();
  await page.getByRole('option', { name: 'not interested' }).click();
  await expect(table.getByTestId('lead-total')).toHaveText('1 lead');
  await expect(table.getByTestId('lead-row')).toHaveCount(1);
  await expect(table.getByTestId('lead-row')).toContainText(`b1-${stamp}@example.com`);
  expect(new URL(page.url()).searchParams.get('disposition')).toBe('not interested');
  await page.reload();
  await expect(page.getByTestId('lead-table').getByTestId('lead-total')).toHaveText('1 lead', { timeout: 30_000 });
  await expect(page.getByRole('combobox', { name: 'Filter by disposition' })).toHaveText('not interested');
  await shot(page, 'disposition-filter');
});
