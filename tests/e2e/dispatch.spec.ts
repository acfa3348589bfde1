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

// Issue 9's journey as an admin goes through it, as a live run on the Sandbox voice provider (no
// Bland key: nobody is dialled; since a test-mode run changes no lead, so only a live run
// feeds the Dev Queue): an enriched campaign, Assign Voices, who will be called now / later / never
// and why, Dispatch, the lead call statuses completing live, then the interested callee in the Dev
// Queue with its booking link and meeting prep, and the calls in Analytics.

const journey = useCampaignJourney('dispatch');
const stamp = Date.now();

/**
 * US numbers whose Sandbox outcome is a person answering (so the call completes, with no retry);
 * the first one is a callee who is interested (the Dev Queue qualifies that call).
 */
const answeredNumbers = (count: number) =>
  numbersByOutcome({ prefix: '+1212', start: 3000000, stamp, count }, (i) =>
    i === 0 ? ['interested'] : ['interested', 'not-interested'],
  );

const shot = (page: Page, step: string) => screenshot(page, 'dispatch', step);

test('assign voices, see now / later / never, dispatch live on the Sandbox, watch the calls complete, then the Dev Queue and Analytics', async ({
  page,
  context,
}) => {
  test.setTimeout(210_000);
  const name = `Dispatch ${stamp}`;
  const [a, b, c, d] = answeredNumbers(4);
  const inside = zoneWhere(true);
  const site = journey.site();
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
    // A number on the do-not-call list (a US number without a time zone is now placed by its area code:).
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
  await seedEnrichedCampaign(page, name, leads, { timeoutMs: 60_000 });

  await openAdminTab(page, 'Dispatch');
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

  // Other journeys on this server make live calls too: the card must grow by this run's successes.
  const successfulCalls = async () =>
    Number(
      ((await page.getByText('Successful Calls').locator('..').innerText()).match(/\d[\d,]*/)?.[0] ?? '0').replace(
        /,/g,
        '',
      ),
    );
  const successfulBefore = await successfulCalls();
  await page.getByRole('button', { name: 'Dispatch Calls' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Start calling' }).click();
  await expect(page.getByTestId('dispatch-progress')).toBeVisible();
  const { statuses } = leadCallStatuses(page);
  // Calls go out (calling), then complete as the Sandbox reports each one.
  await expect
    .poll(async () => (await statuses.allTextContents()).filter((s) => s === 'calling' || s === 'completed').length, {
      timeout: 30_000,
    })
    .toBeGreaterThan(0);
  await waitForLeadStatus(page, 'completed', 3);
  expect((await statuses.allTextContents()).filter((s) => s === 'pending')).toHaveLength(2);
  // The night-owl lead is still to call: the run says it waits for its hours, not that it is done.
  await expect(page.getByTestId('dispatch-progress')).toContainText(
    /Waiting for calling hours until .+: 3 calls finished, 0 in progress/,
    { timeout: 30_000 },
  );
  // The dashboard's Successful Calls card follows: calls answered with a positive outcome. The first
  // callee is interested; the other two may be interested or decline (answeredNumbers).
  await expect.poll(successfulCalls, { timeout: 30_000 }).toBeGreaterThanOrEqual(successfulBefore + 1);
  expect(await successfulCalls()).toBeLessThanOrEqual(successfulBefore + 3);
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
  // The lead's own booking page (no deposit), made for Ada.
  await booking.waitForURL(/\/book\/[\w-]+$/);
  await expect(booking.getByRole('heading', { name: 'Book your meeting, Ada' })).toBeVisible({ timeout: 30_000 });
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
