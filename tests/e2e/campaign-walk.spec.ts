import { readFileSync } from 'node:fs';
import path from 'node:path';
import Papa from 'papaparse';
import { expect, test, type Page } from '@playwright/test';
import { POSITIVE_DISPOSITIONS } from '../../src/common/outreach/figures';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver';
import { adminSessionFile, saveAdminSession } from './admin-session';
import { numbersByOutcome, zoneWhere } from './support/campaign-journey';

// A campaign from start to finish, as a new user would run it, in one go: an Apollo export
// imported through the mapping step (a mobile-only contact keeps its mobile number); a lead edited
// and one deleted; the campaign's business name, script and voice seen in the preview and the
// disclosure; a schedule that starts a minute later, seen to start; the run to "Completed" and
// the campaign.completed event at a webhook receiver; figures that agree with the results export;
// the admin at 390 px without horizontal scroll. The file gets a time-zone column where it is now
// inside calling hours, so the walk can run at any hour (Apollo's own columns give no zone).

const SESSION_FILE = adminSessionFile('campaign-walk');
const stamp = Date.now().toString(36);
const shot = (page: Page, step: string) =>
  page.screenshot({ path: `test-results/campaign-walk-${step}.png`, fullPage: true });

/**
 * The Apollo file with a time-zone column, and Dana's number (212-555-0147) swapped for one of
 * this run's own: the Voice Trials journey dials hers, and the Sandbox callee at 555-014x asks not
 * to be called again, which would put it on the do-not-call list for every later journey.
 */
function apolloForWalk(zone: string): Buffer {
  const [own] = numbersByOutcome({ prefix: '+1718', start: 2000000, stamp: Date.now(), count: 1 }, () => [
    'interested',
  ]);
  const csv = readFileSync(path.resolve('tests/fixtures/csv/apollo-contacts.csv'), 'utf8')
    .replaceAll('212-555-0147', `${own!.slice(2, 5)}-${own!.slice(5, 8)}-${own!.slice(8)}`)
    .trimEnd()
    .split('\n');
  return Buffer.from(csv.map((line, i) => `${line},${i === 0 ? 'Time Zone' : zone}`).join('\n'));
}

async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

let receiver: WebhookReceiver;
test.beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
test.afterAll(async () => receiver?.close());

test.describe('a campaign from import to completion', () => {
  test.use({ storageState: SESSION_FILE });
  test.beforeAll(async ({ browser }) => saveAdminSession(browser, SESSION_FILE));

  test('import with mapping, edit, settings, schedule, run to Completed, export, 390 px', async ({ page }) => {
    test.setTimeout(360_000);
    const name = `Walk ${stamp}`;

    // A receiver for the campaign's events, registered as an admin would.
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Webhooks', exact: true }).click();
    await page.getByLabel('Endpoint URL').fill(receiver.url);
    await page.getByRole('button', { name: 'Register endpoint' }).click();
    await page.getByRole('button', { name: 'I have stored it' }).click();

    // Import with the mapping step.
    await page.getByRole('tab', { name: 'Upload', exact: true }).click();
    await page.getByLabel('Campaign Name').fill(name);
    await page.getByLabel('CSV File').setInputFiles({
      name: 'apollo-contacts.csv',
      mimeType: 'text/csv',
      buffer: apolloForWalk(zoneWhere(true)),
    });
    const mapping = page.getByTestId('column-mapping');
    await expect(mapping.getByRole('combobox', { name: 'Phone, 4th choice' })).toHaveText('Mobile Phone');
    await shot(page, '1-mapping');
    await page.getByRole('button', { name: 'Create Campaign' }).click();
    const card = page.getByTestId('campaign-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
    await card.getByRole('button', { name: 'View Leads' }).click();
    const table = page.getByTestId('lead-table');
    await expect(table.getByTestId('lead-total')).toHaveText('4 leads');
    const miguel = table.getByTestId('lead-row').filter({ hasText: 'miguel@brightpath.io' });
    await miguel.click();
    await expect(page.getByTestId('lead-details')).toContainText('Mobile Phone');
    await expect(page.getByTestId('lead-details')).toContainText('+16465550181');
    await page.keyboard.press('Escape');

    // Edit one lead, delete another (his number reaches an answering machine: a retry an hour away).
    const lena = table.getByTestId('lead-row').filter({ hasText: 'lena@ortizlogistics.com' });
    await lena.getByRole('button', { name: 'Edit lead' }).click();
    const form = page.getByTestId('lead-form');
    await form.getByLabel('First name').fill('Helena');
    await form.getByRole('button', { name: 'Save lead' }).click();
    await expect(table.getByTestId('lead-row').filter({ hasText: 'Helena' })).toHaveCount(1);
    await miguel.getByRole('button', { name: 'Delete lead' }).click();
    await page.getByRole('button', { name: 'Delete lead' }).click();
    await expect(table.getByTestId('lead-total')).toHaveText('3 leads');
    await shot(page, '2-leads-edited');

    const campaigns = (await (await page.request.get('/api/admin/campaigns')).json()) as Array<{
      id: string;
      name: string;
    }>;
    const id = campaigns.find((c) => c.name === name)!.id;
    // Enrichment reads each website (unreachable here: the CSV's fields stand in).
    expect((await page.request.post(`/api/admin/campaigns/${id}/enrich`, { data: { batchSize: 5 } })).status()).toBe(
      202,
    );
    await expect
      .poll(
        async () => (await (await page.request.get(`/api/admin/campaigns/${id}/enrichment-stats`)).json()).enriched,
        {
          timeout: 90_000,
        },
      )
      .toBe(3);

    // The campaign's own business, script and voice, in the preview and the disclosure.
    await page.goto(`/admin?tab=dispatch&campaign=${id}`);
    await expect(page.getByRole('heading', { name: `Dispatch: ${name}` })).toBeVisible();
    const settings = page.getByTestId('campaign-settings');
    await settings.getByLabel(/^Business name/).fill('Northwind Dev');
    await settings.getByLabel("Agent's name").fill('Max');
    await pick(page, "Agent's gender", 'Male');
    await pick(page, 'Voice', 'Ryan (sandbox)');
    await settings
      .getByLabel(/^Script/)
      .fill('1. Say you are calling from {{businessName}}.\n2. Ask how {{companyName}} ships code.');
    await settings.getByRole('button', { name: 'Save settings' }).click();
    await expect(settings.getByTestId('preview-disclosure')).toHaveText(
      /^You are an AI assistant calling on behalf of Northwind Dev\./,
    );
    await expect(settings.getByTestId('preview-prompt')).toContainText('You are Max');
    await expect(settings.getByTestId('preview-voice')).toHaveText('Ryan (sandbox) (male)');

    await page.getByRole('button', { name: 'Assign Voices' }).click();
    await expect(page.getByTestId('need-voice')).toHaveText('Every enriched lead has a voice.');
    await expect(page.getByTestId('bucket-now')).toContainText('3');

    // A schedule that starts at the next whole minute (+1), every day, inside the law's hours.
    const schedule = page.getByTestId('schedule-card');
    await schedule.getByRole('button', { name: 'Set a schedule' }).click();
    const startLocal = await page.evaluate(() => {
      const d = new Date(Date.now() + 60_000);
      d.setSeconds(0, 0);
      d.setMinutes(d.getMinutes() + 1);
      const p = (n: number) => String(n).padStart(2, '0');
      return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
    });
    await schedule.getByLabel(/^Start/).fill(startLocal);
    await schedule.getByLabel(/^From/).fill('08:00');
    await schedule.getByLabel(/^To/).fill('21:00');
    for (const day of ['Sun', 'Sat']) await schedule.getByLabel(day, { exact: true }).check();
    await schedule.getByRole('button', { name: 'Save schedule' }).click();
    await expect(schedule.getByTestId('schedule-summary')).toContainText('Starts');
    await expect(schedule.getByTestId('schedule-summary')).toContainText(
      "every day, 08:00–21:00 in each lead's local time",
    );
    await expect(page.getByTestId('bucket-later')).toContainText('Waiting for the campaign’s scheduled start');
    await shot(page, '3-scheduled');

    await page.getByRole('switch', { name: 'Test Mode' }).click();
    await page.getByRole('button', { name: 'Dispatch Calls' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Start calling' }).click();
    const runStatus = page.getByTestId('dispatch-run').getByTestId('run-status');
    await expect(runStatus).toContainText('Scheduled to start at', { timeout: 30_000 });
    await shot(page, '4-waiting-for-start');
    // It starts on its own at the minute, and runs to the end.
    await expect(runStatus).toHaveText('Completed', { timeout: 180_000 });
    await shot(page, '5-completed');
    await expect
      .poll(() => receiver.requests.some((r) => r.body.includes('campaign.completed') && r.body.includes(id)), {
        timeout: 60_000,
      })
      .toBe(true);

    // The figures agree with the results export.
    await page.getByRole('tab', { name: 'Results', exact: true }).click();
    const figures = page.getByTestId('results-figures');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    const [header, ...rows] = Papa.parse<string[]>(
      readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, ''),
      { skipEmptyLines: true },
    ).data;
    const col = (n: string) => header!.indexOf(n);
    const processed = rows.filter((r) => r[col('call_status')]).length;
    const positive = new Set<string>(POSITIVE_DISPOSITIONS);
    const successful = rows.filter(
      (r) => r[col('call_status')] === 'completed' && positive.has(r[col('disposition')]!.toLowerCase()),
    ).length;
    expect(processed).toBe(3);
    await expect(figures.getByTestId('figure-processed')).toHaveText(String(processed));
    await expect(figures.getByTestId('figure-successful')).toHaveText(String(successful));
    await shot(page, '6-results');

    // The same admin on a 390 px phone: nothing wider than the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('tab', { name: 'Dispatch', exact: true }).click();
    await expect(page.getByTestId('schedule-card')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, '7-narrow');

    // Leave the shared server as found: the endpoint goes with the receiver.
    const hooks = (await (await page.request.get('/api/admin/webhooks')).json()) as
      { items?: Array<{ id: string; url: string }> } | Array<{ id: string; url: string }>;
    const list = Array.isArray(hooks) ? hooks : (hooks.items ?? []);
    for (const h of list.filter((x) => x.url === receiver.url))
      await page.request.delete(`/api/admin/webhooks/${h.id}`);
  });
});
