import { expect, test, type Locator } from '@playwright/test';
import {
  openAdminTab,
  seedEnrichedCampaign,
  useCampaignJourney,
  waitForLeadStatus,
  zoneWhere,
} from './support/campaign-journey';

// One callee who books a meeting (the Sandbox's …555-0150 to …0159), called twice. In test mode
// the call changes nothing, and opened it shows its transcript, the tool it would have run (the
// slot it would have booked, on the callee's and the business's clocks) and what it would be
// recorded as. Live, the meeting is booked: the Dev Queue and the confirmation mail in the outbox
// give its time on both clocks.

const journey = useCampaignJourney('test-call-booking');
/** The part of the page the step is about, large enough to read. */
const shot = (part: Locator, step: string) => part.screenshot({ path: `test-results/test-call-booking-${step}.png` });
const stamp = Date.now();

test('a test call opens with transcript, would-be tools and disposition; the live booking shows both clocks', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const name = `Test call booking ${stamp}`;
  const callee = zoneWhere(true);
  // The business's own zone, never the callee's, so the two clocks differ.
  const business = callee === 'Pacific/Honolulu' ? 'America/New_York' : 'Pacific/Honolulu';
  const email = `bea-${stamp}@example.com`;
  const campaignId = await seedEnrichedCampaign(page, name, [
    {
      email,
      firstName: 'Bea',
      lastName: 'Booker',
      companyName: 'Booker Boilers',
      phoneNumber: '+13125550152',
      website: `${journey.site().url}/`,
      timezone: callee,
    },
  ]);
  // Meetings every day around the clock on the business's clock: the slot offered then lies
  // wherever the callee's lawful hours are.
  const patched = await page.request.patch(`/api/admin/campaigns/${campaignId}`, {
    data: { availability: { days: [0, 1, 2, 3, 4, 5, 6], start: '00:00', end: '23:59', timeZone: business } },
  });
  expect(patched.status()).toBe(200);

  // Test mode (the default): one call, listed as Test; opened, it tells what would have happened.
  await openAdminTab(page, 'Dispatch', name);
  await page.getByRole('button', { name: 'Assign Voices' }).click();
  await expect(page.getByRole('switch', { name: 'Test Mode' })).toBeChecked();
  await page.getByRole('button', { name: 'Dispatch Calls' }).click();
  const testCall = page.getByTestId('test-calls').getByTestId('test-call');
  await expect(testCall).toHaveCount(1, { timeout: 60_000 });
  await expect(testCall).toContainText('Booker Boilers');
  const opened = page.getByTestId('test-call-details');
  await opened.locator('summary').click();
  await expect(opened).toContainText('Callee:');
  await expect(opened).toContainText('Agent:');
  const booking = opened.locator('[data-testid="tool-call"][data-tool="book_meeting"]').last();
  await expect(booking).toContainText(/would book .+ \(.+ for the business\) \(nothing booked\)/);
  await expect(booking).toContainText('test');
  await expect(testCall.locator('td').last()).toHaveText('meeting booked', { timeout: 30_000 });
  await shot(page.getByTestId('test-calls'), '1-test-call-opened');

  // Nothing was booked by the test: the Dev Queue has no meeting yet.
  await page.getByRole('tab', { name: 'Dev Queue', exact: true }).click();
  await expect(page.getByText('No meetings scheduled yet.')).toBeVisible({ timeout: 30_000 });

  // Live (Sandbox voice provider): the same callee books the meeting.
  await page.getByRole('tab', { name: 'Dispatch', exact: true }).click();
  await page.getByRole('switch', { name: 'Test Mode' }).click();
  await expect(page.getByRole('switch', { name: 'Test Mode' })).not.toBeChecked();
  await page.getByRole('button', { name: 'Dispatch Calls' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Start calling' }).click();
  await waitForLeadStatus(page, 'scheduled', 1, 90_000);
  await page.getByRole('tab', { name: 'Dev Queue', exact: true }).click();
  const meeting = page.getByRole('list', { name: 'Scheduled meetings' }).getByRole('listitem').first();
  const city = (tz: string) => tz.split('/').pop()!.replace(/_/g, ' ');
  await expect(meeting).toContainText(`(${city(callee)}) their time`, { timeout: 30_000 });
  await expect(meeting).toContainText(`(${city(business)}) yours`);
  await shot(page.getByRole('list', { name: 'Scheduled meetings' }), '2-dev-queue-both-times');

  // The confirmation mail: the lead's own time first, then the business's.
  await page.goto('/admin/outbox');
  const mail = page
    .getByTestId('outbox-message')
    .filter({ hasText: email })
    .filter({ hasText: 'Your meeting is booked' });
  await expect(mail).toHaveCount(1, { timeout: 30_000 });
  await expect(mail).toContainText(`(${callee.replace(/_/g, ' ')}), your time (`);
  await expect(mail).toContainText(`(${business.replace(/_/g, ' ')}) for us)`);
  await shot(mail, '3-confirmation-mail');
});
