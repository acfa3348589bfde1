import { expect, test, type Page } from '@playwright/test';
import { sandboxOutcome } from '../../src/server/providers/voice/sandbox-outcome';
import { fixtureSiteDir, startStaticSite, type StaticSite } from '../support/static-site';
import { adminSessionFile, saveAdminSession } from './admin-session';

// Issue 9's journey as an admin goes through it, as a live run on the Sandbox voice provider (no
// Bland key: nobody is dialled; since issue 24 a test-mode run changes no lead, so only a live run
// feeds the Dev Queue): an enriched campaign, Assign Voices, who will be called now / later / never
// and why, Dispatch, the lead call statuses completing live, then the interested callee in the Dev
// Queue with its booking link and meeting prep, and the calls in Analytics.

const SESSION_FILE = adminSessionFile('dispatch');
const stamp = Date.now();
let site: StaticSite;

test.beforeAll(async ({ browser }) => {
  site = await startStaticSite(fixtureSiteDir('riverside-plumbing'));
  await saveAdminSession(browser, SESSION_FILE);
});
test.afterAll(async () => site?.close());
test.use({ storageState: SESSION_FILE });

/** A time zone where it is now inside (or outside) calling hours, 8:00–21:00. */
function zoneWhere(inside: boolean): string {
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
  // Keep an hour of margin so the test does not straddle the window's edge.
  return zones.find((tz) => (inside ? hourIn(tz) >= 9 && hourIn(tz) < 20 : hourIn(tz) < 7 || hourIn(tz) >= 22))!;
}

/**
 * US numbers whose Sandbox outcome is a person answering (so the call completes, with no retry);
 * the first one is a callee who is interested (the Dev Queue qualifies that call).
 */
function answeredNumbers(n: number): string[] {
  const out: string[] = [];
  for (let i = 0; out.length < n; i++) {
    const phone = `+1212${String(3000000 + (stamp % 100000) * 10 + i).slice(-7)}`;
    const wanted = out.length === 0 ? ['interested'] : ['interested', 'not-interested'];
    if (wanted.includes(sandboxOutcome(phone))) out.push(phone);
  }
  return out;
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/dispatch-${name}.png`, fullPage: true });

test('assign voices, see now / later / never, dispatch live on the Sandbox, watch the calls complete, then the Dev Queue and Analytics', async ({
  page,
  context,
}) => {
  test.setTimeout(210_000);
  const name = `Dispatch ${stamp}`;
  const [a, b, c, d] = answeredNumbers(4);
  const inside = zoneWhere(true);
  const leads = [
    {
      email: `a-${stamp}@example.com`,
      firstName: 'Ada',
      lastName: 'Quill',
      companyName: 'Riverside A',
      phoneNumber: a,
      website: `${site.url}/`,
      timezone: inside,
    },
    {
      email: `b-${stamp}@example.com`,
      companyName: 'Riverside B',
      phoneNumber: b,
      website: `${site.url}/`,
      timezone: inside,
    },
    {
      email: `c-${stamp}@example.com`,
      companyName: 'Riverside C',
      phoneNumber: c,
      website: `${site.url}/`,
      timezone: inside,
    },
    {
      email: `later-${stamp}@example.com`,
      companyName: 'Night Owl',
      phoneNumber: d,
      website: `${site.url}/`,
      timezone: zoneWhere(false),
    },
    // A number on the do-not-call list (a US number without a time zone is now placed by its area code: issue 25).
    {
      email: `never-${stamp}@example.com`,
      companyName: 'Blocked',
      phoneNumber: '+12125550199',
      website: `${site.url}/`,
      timezone: inside,
    },
  ];
  expect((await page.request.post('/api/admin/do-not-call', { data: { phoneNumber: '+12125550199' } })).status()).toBe(
    200,
  );
  const created = await page.request.post('/api/admin/campaigns/create', { data: { name, leads } });
  expect(created.status()).toBe(200);
  const { campaignId } = await created.json();
  expect(
    (await page.request.post(`/api/admin/campaigns/${campaignId}/enrich`, { data: { batchSize: 5 } })).status(),
  ).toBe(202);
  await expect
    .poll(
      async () =>
        (await (await page.request.get(`/api/admin/campaigns/${campaignId}/enrichment-stats`)).json()).enriched,
      { timeout: 60_000 },
    )
    .toBe(5);

  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('tab', { name: 'Dispatch', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Select a Campaign' })).toBeVisible();
  await expect(page.getByTestId('call-capacity')).toContainText('/ 2,000');
  await page.getByRole('list', { name: 'Recent campaigns' }).getByRole('button', { name }).click();

  const assign = page.getByRole('button', { name: 'Assign Voices' });
  await expect(page.getByTestId('need-voice')).toHaveText('5 enriched leads need a voice.');
  await expect(page.getByTestId('bucket-now')).toContainText('0');
  await assign.click();
  await expect(page.getByTestId('need-voice')).toHaveText('Every enriched lead has a voice.');
  await expect(assign).toBeDisabled();

  await expect(page.getByTestId('bucket-now')).toContainText('3');
  await expect(page.getByTestId('bucket-later')).toContainText('1 · Outside calling hours');
  await expect(page.getByTestId('bucket-never')).toContainText('1 · On the do-not-call list');
  await expect(page.getByRole('switch', { name: 'Test Mode' })).toBeChecked();
  await page.getByRole('switch', { name: 'Test Mode' }).click();
  await expect(page.getByRole('switch', { name: 'Test Mode' })).not.toBeChecked();
  await shot(page, 'before');

  // Other journeys on this server make live calls too: the card must grow by this run's three.
  const successfulBefore = Number(
    ((await page.getByText('Successful Calls').locator('..').innerText()).match(/\d[\d,]*/)?.[0] ?? '0').replace(
      /,/g,
      '',
    ),
  );
  await page.getByRole('button', { name: 'Dispatch Calls' }).click();
  await expect(page.getByTestId('dispatch-progress')).toBeVisible();
  const statuses = page.getByTestId('lead-call-table').getByTestId('lead-call-status');
  // Calls go out (calling), then complete as the Sandbox reports each one.
  await expect
    .poll(async () => (await statuses.allTextContents()).filter((s) => s === 'calling' || s === 'completed').length, {
      timeout: 30_000,
    })
    .toBeGreaterThan(0);
  await expect
    .poll(async () => (await statuses.allTextContents()).filter((s) => s === 'completed').length, { timeout: 60_000 })
    .toBe(3);
  expect((await statuses.allTextContents()).filter((s) => s === 'pending')).toHaveLength(2);
  await expect(page.getByTestId('dispatch-progress')).toContainText('Done', { timeout: 30_000 });
  // The dashboard's Successful Calls card follows (completed campaign calls).
  await expect(page.getByText('Successful Calls').locator('..')).toContainText(String(successfulBefore + 3));
  await page.getByRole('button', { name: 'Refresh Call Status' }).click();
  await expect(page.getByText('3 completed, 0 in progress').first()).toBeVisible();
  await shot(page, 'after');

  // Dev Queue: the same campaign stays selected; the interested callee is qualified.
  await page.getByRole('tab', { name: 'Dev Queue', exact: true }).click();
  const qualified = page.getByRole('list', { name: 'Qualified leads' }).getByTestId('qualified-lead');
  await expect(qualified.filter({ hasText: 'Ada Quill' })).toHaveCount(1, { timeout: 30_000 });
  await expect(qualified.filter({ hasText: 'Ada Quill' })).toContainText('showed interest');
  const [booking] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: 'Create Booking for Ada Quill' }).click(),
  ]);
  await booking.waitForURL(/\/pricing\?/);
  expect(new URL(booking.url()).searchParams.get('email')).toBe(`a-${stamp}@example.com`);
  await expect(booking.getByTestId('booking-prefill')).toContainText('Booking for Ada Quill', { timeout: 30_000 });
  await booking.close();
  await expect(qualified.filter({ hasText: 'Ada Quill' })).toContainText('scheduled');
  await page.getByRole('button', { name: 'Meeting Prep for Ada Quill' }).click();
  const prep = page.getByTestId('meeting-prep');
  await expect(prep.getByRole('heading', { name: 'Briefing' })).toBeVisible();
  await expect(prep.getByRole('heading', { name: 'Key Points' })).toBeVisible();
  await expect(prep.getByRole('heading', { name: 'Recommended Approach' })).toBeVisible();
  await expect(prep).toContainText("I'd like to hear more");
  await shot(page, 'dev-queue');

  // Analytics counts the campaign's calls among the calls by status.
  await page.getByRole('tab', { name: 'Analytics', exact: true }).click();
  await expect(page.getByTestId('chart-calls').locator('svg').first()).toBeVisible({ timeout: 30_000 });
  const report = await page.evaluate(
    async () =>
      (await (await fetch('/api/admin/analytics')).json()) as {
        callsByStatus: Array<{ status: string; count: number }>;
      },
  );
  expect(report.callsByStatus.find((r) => r.status === 'completed')?.count ?? 0).toBeGreaterThanOrEqual(3);
  await shot(page, 'analytics');
});
