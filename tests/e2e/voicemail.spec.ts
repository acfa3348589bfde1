import { expect, test } from '@playwright/test';
import { sandboxOutcome } from '../../src/server/providers/voice/sandbox-outcome';
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

// Voicemail as an admin uses it: set "Leave a message" with lead variables on a campaign,
// dispatch live on the Sandbox voice provider to a number an answering machine picks up
// (…555-018x), and see "left voicemail", the disposition and the spoken message in lead details.

const journey = useCampaignJourney('voicemail');
const stamp = Date.now();

test('"Leave a message" on a campaign: a machine-answered live Sandbox call shows "left voicemail" in lead details', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const name = `Voicemail ${stamp}`;
  const phoneNumber = `+1646555018${stamp % 10}`;
  expect(sandboxOutcome(phoneNumber)).toBe('voicemail');
  const lead = {
    email: `vm-${stamp}@example.com`,
    firstName: 'Ada',
    lastName: 'Quill',
    companyName: 'Riverside Ada',
    phoneNumber,
    website: `${journey.site().url}/`,
    timezone: zoneWhere(true),
  };
  await seedEnrichedCampaign(page, name, [lead], { batchSize: 1 });
  await openAdminTab(page, 'Results', name);

  // On voicemail: leave a message with lead variables; voicemail tried once (no retry to wait for).
  const settings = page.getByTestId('outcome-settings');
  await expect(settings).toBeVisible({ timeout: 30_000 });
  await settings.getByLabel('On voicemail').click();
  await page.getByRole('option', { name: 'Leave a message' }).click();
  await settings
    .getByLabel('Voicemail message')
    .fill('Hi {{first_name}}, this is Maya calling {{company_name}} about missed calls. I will try you again soon.');
  await settings.getByLabel('Voicemail: max attempts').fill('1');
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(settings.getByText('Saved')).toBeVisible();
  await screenshot(page, 'voicemail', 'settings');

  // Dispatch live (test mode off) on the Sandbox voice provider.
  await dispatchLive(page);
  await waitForLeadStatus(page, 'completed', 1, 120_000);

  // Lead details: "left voicemail", disposition voicemail, the message as the lead heard it.
  const details = await openLeadDetails(page, 'Riverside Ada');
  await expect(details.getByTestId('lead-call-status')).toHaveText('left voicemail');
  await expect(details.getByTestId('lead-disposition')).toHaveText('voicemail');
  await expect(details.getByTestId('lead-transcript')).toContainText(
    'Agent: Hi Ada, this is Maya calling Riverside Ada about missed calls.',
  );
  await screenshot(page, 'voicemail', 'lead-details');
});
