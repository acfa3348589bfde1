import { expect, test } from '@playwright/test';
import {
  dispatchLive,
  openAdminTab,
  openLeadDetails,
  screenshot,
  seedEnrichedCampaign,
  useCampaignJourney,
  waitForLeadStatus,
  zoneWhere,
} from './support/campaign-journey';

// The agent's tools on live Sandbox calls, as an admin sees them: a dispatch over scripted callees
// at 555-0150 (books a meeting), 555-0140 (asks not to be called again) and 555-0130 (asks for a
// person) leaves a booking in the Dev Queue, the number on the do-not-call list and a transfer in
// the results.

const journey = useCampaignJourney('sandbox-call-tools');
const stamp = Date.now();

test('a live Sandbox dispatch books a meeting (Dev Queue), opts 555-0140 out and transfers 555-0130', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const name = `Call tools ${stamp}`;
  const zone = zoneWhere(true);
  const lead = (first: string, company: string, phoneNumber: string) => ({
    email: `${first.toLowerCase()}-${stamp}@example.com`,
    firstName: first,
    lastName: 'Tools',
    companyName: company,
    phoneNumber,
    website: `${journey.site().url}/`,
    timezone: zone,
  });
  const campaignId = await seedEnrichedCampaign(
    page,
    name,
    [
      lead('Bea', 'Booker Plumbing', '+16465550150'),
      lead('Stan', 'Stopper Drains', '+16465550140'),
      lead('Tess', 'Transfer Heating', '+16465550130'),
    ],
    { batchSize: 3 },
  );
  const patched = await page.request.patch(`/api/admin/campaigns/${campaignId}`, {
    // The callee sits in whichever zone is inside calling hours now; the business takes meetings
    // every day around the clock, so its offer always meets the callee's lawful window (with the
    // default weekday 09:00–17:00, a callee in Tokyo and a New York business share no hour).
    data: {
      transferNumber: '+12125550100',
      transferHours: null,
      availability: { days: [0, 1, 2, 3, 4, 5, 6], start: '00:00', end: '23:59', timeZone: 'UTC' },
    },
  });
  expect(patched.status()).toBe(200);

  await openAdminTab(page, 'Dispatch', name);
  await dispatchLive(page);
  // The booked callee's lead is scheduled; the other two completed.
  await waitForLeadStatus(page, 'completed', 2, 120_000);
  await waitForLeadStatus(page, 'scheduled', 1, 30_000);

  // The Dev Queue: the booked callee, scheduled, read from the call that booked it.
  await page.getByRole('tab', { name: 'Dev Queue', exact: true }).click();
  const booked = page
    .getByRole('list', { name: 'Qualified leads' })
    .getByTestId('qualified-lead')
    .filter({ hasText: 'Booker Plumbing' });
  await expect(booked).toContainText('booked a meeting during the call', { timeout: 30_000 });
  await expect(booked).toContainText('scheduled');
  // The booking the call made (the button opens it rather than creating one).
  await expect(booked.getByRole('button', { name: 'Create Booking for Bea Tools' })).toHaveText('Open Booking');
  await screenshot(page, 'sandbox-call-tools', 'dev-queue');

  // The do-not-call list has the number that asked (a fresh page: the list was read before the call).
  const dnc = (await (await page.request.get('/api/admin/do-not-call')).json()) as { items: { phoneE164: string }[] };
  expect(dnc.items.map((i) => i.phoneE164)).toContain('+16465550140');
  await openAdminTab(page, 'Dispatch', name);
  await expect(page.getByTestId('dnc-list')).toContainText('+16465550140');
  await screenshot(page, 'sandbox-call-tools', 'do-not-call');

  // The results: 555-0130 transferred, with the hand-over in its transcript.
  const details = await openLeadDetails(page, 'Transfer Heating');
  await expect(details.getByTestId('lead-disposition')).toHaveText('transferred');
  await expect(details.getByTestId('lead-transcript')).toContainText('putting you through');
  await screenshot(page, 'sandbox-call-tools', 'results-transferred');
});
