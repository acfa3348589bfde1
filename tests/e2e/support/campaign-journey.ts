import { expect, test, type Locator, type Page } from '@playwright/test';
import { sandboxOutcome, type SandboxOutcome } from '../../../src/server/providers/voice/sandbox-outcome';
import { fixtureSiteDir, startStaticSite, type StaticSite } from '../../support/static-site';
import { adminSessionFile, saveAdminSession } from '../admin-session';

// What the campaign journeys (dispatch, dispatch controls, call outcomes, voicemail) set up the
// same way: an admin session and the fixture website, numbers the Sandbox voice provider answers as
// the journey needs, an enriched campaign made through the API, the admin tab with that campaign
// selected, a live Sandbox dispatch, a wait on the Dispatch tab's lead call statuses, and a lead's
// details on the Results tab.

/**
 * Registers the spec's beforeAll / afterAll: one admin sign-in (stored for every test of the spec)
 * and the Riverside Plumbing fixture site the leads' websites point at. Call at the spec's top level.
 */
export function useCampaignJourney(spec: string): { site(): StaticSite } {
  const file = adminSessionFile(spec);
  let site: StaticSite | undefined;
  test.beforeAll(async ({ browser }) => {
    site = await startStaticSite(fixtureSiteDir('riverside-plumbing'));
    await saveAdminSession(browser, file);
  });
  test.afterAll(async () => site?.close());
  test.use({ storageState: file });
  return { site: () => site! };
}

const ZONES = [
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

/**
 * A time zone where it is now inside calling hours (8:00–21:00), or outside them, with an hour of
 * margin so the journey does not straddle the window's edge.
 */
export function zoneWhere(inside: boolean): string {
  return ZONES.find((tz) => (inside ? hourIn(tz) >= 9 && hourIn(tz) < 20 : hourIn(tz) < 7 || hourIn(tz) >= 22))!;
}

/**
 * `count` US numbers (`prefix` + 7 digits, distinct per run through `stamp`) whose Sandbox outcome
 * is one `wanted(i)` lists for the i-th number picked: the Sandbox decides a callee by the number,
 * so this is how a journey chooses who answers, who is interested and who asks not to be called.
 */
export function numbersByOutcome(
  o: { prefix: string; start: number; stamp: number; count: number },
  wanted: (i: number) => SandboxOutcome[],
): string[] {
  const out: string[] = [];
  for (let i = 0; out.length < o.count; i++) {
    const phone = `${o.prefix}${String(o.start + (o.stamp % 100000) * 10 + i).slice(-7)}`;
    if (wanted(out.length).includes(sandboxOutcome(phone))) out.push(phone);
  }
  return out;
}

export interface JourneyLead {
  email: string;
  firstName?: string;
  lastName?: string;
  companyName: string;
  phoneNumber: string;
  website: string;
  timezone: string;
}

/**
 * Creates the campaign through the API and enriches it (`batchSize` leads per enrichment batch, the
 * spec's 5 by default); waits until `enriched` leads are (default: all).
 */
export async function seedEnrichedCampaign(
  page: Page,
  name: string,
  leads: JourneyLead[],
  o: { enriched?: number; batchSize?: number; timeoutMs?: number } = {},
): Promise<string> {
  const created = await page.request.post('/api/admin/campaigns/create', { data: { name, leads } });
  expect(created.status()).toBe(200);
  const { campaignId } = (await created.json()) as { campaignId: string };
  const enrich = await page.request.post(`/api/admin/campaigns/${campaignId}/enrich`, {
    data: { batchSize: o.batchSize ?? 5 },
  });
  expect(enrich.status()).toBe(202);
  await expect
    .poll(
      async () =>
        (await (await page.request.get(`/api/admin/campaigns/${campaignId}/enrichment-stats`)).json()).enriched,
      { timeout: o.timeoutMs ?? 90_000 },
    )
    .toBe(o.enriched ?? leads.length);
  return campaignId;
}

/** Opens the admin dashboard on `tab`; with `campaign`, selects it in the tab's campaign picker. */
export async function openAdminTab(page: Page, tab: string, campaign?: string): Promise<void> {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('tab', { name: tab, exact: true }).click();
  if (campaign)
    await page.getByRole('list', { name: 'Recent campaigns' }).getByRole('button', { name: campaign }).click();
}

/**
 * From the admin dashboard with a campaign selected: assigns voices on the Dispatch tab, turns Test
 * Mode off and dispatches live on the Sandbox voice provider (no key: nobody is dialled).
 */
export async function dispatchLive(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'Dispatch', exact: true }).click();
  await page.getByRole('button', { name: 'Assign Voices' }).click();
  await expect(page.getByTestId('need-voice')).toHaveText('Every enriched lead has a voice.');
  await page.getByRole('switch', { name: 'Test Mode' }).click();
  await expect(page.getByRole('switch', { name: 'Test Mode' })).not.toBeChecked();
  await page.getByRole('button', { name: 'Dispatch Calls' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Start calling' }).click();
}

/**
 * Opens the Results tab of the selected campaign and the lead details of the row named `company`
 * (its company button); returns the open details, where the call outcome is read.
 */
export async function openLeadDetails(page: Page, company: string): Promise<Locator> {
  await page.getByRole('tab', { name: 'Results', exact: true }).click();
  await page.getByTestId('results-panel').getByRole('button', { name: company }).click({ timeout: 30_000 });
  const details = page.getByTestId('lead-details');
  await expect(details).toBeVisible();
  return details;
}

/** The Dispatch tab's lead call statuses: how many leads show `status` now. */
export function leadCallStatuses(page: Page) {
  const statuses = page.getByTestId('lead-call-table').getByTestId('lead-call-status');
  return {
    statuses,
    count: async (status: string) => (await statuses.allTextContents()).filter((s) => s === status).length,
  };
}

/** Waits until `n` leads of the Dispatch tab's table show `status` (the dispatch's calls settled). */
export async function waitForLeadStatus(page: Page, status: string, n: number, timeout = 60_000): Promise<void> {
  const { count } = leadCallStatuses(page);
  await expect.poll(() => count(status), { timeout }).toBe(n);
}

/** A full-page screenshot in test-results/ named after the journey and the step. */
export const screenshot = (page: Page, journey: string, step: string) =>
  page.screenshot({ path: `test-results/${journey}-${step}.png`, fullPage: true });
