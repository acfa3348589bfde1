import { expect, test } from '@playwright/test';
import { sandboxOutcome } from '../../src/server/providers/voice/sandbox-outcome';
import {
  dispatchLive,
  openAdminTab,
  screenshot,
  seedEnrichedCampaign,
  useCampaignJourney,
  waitForLeadStatus,
  zoneWhere,
} from './support/campaign-journey';

// A live Sandbox campaign whose one callee never answers: after the first pass the Dispatch tab
// says "Waiting for retries until <time>" (the retry is an hour away), the lead shows its next
// attempt, and the Results tab shows each figure with its definition.

const journey = useCampaignJourney('campaign-end');
const stamp = Date.now();

test('a run waiting for its retries says until when; the figures say what they count', async ({ page }) => {
  test.setTimeout(240_000);
  const name = `Retries ${stamp}`;
  const noAnswer = `+1646555016${stamp % 10}`;
  expect(sandboxOutcome(noAnswer)).toBe('no-answer');
  const booked = `+1646555015${stamp % 10}`; // a person who books a meeting
  const leads = [noAnswer, booked].map((phoneNumber, i) => ({
    email: `end${i}-${stamp}@example.com`,
    firstName: 'Robin',
    lastName: `Caller${i}`,
    companyName: `End Co ${i}`,
    phoneNumber,
    website: `${journey.site().url}/`,
    timezone: zoneWhere(true),
  }));
  await seedEnrichedCampaign(page, name, leads);
  await openAdminTab(page, 'Dispatch', name);
  await dispatchLive(page);
  await expect(page.getByText('Dispatch started', { exact: true })).toBeVisible();

  const runStatus = page.getByTestId('dispatch-run').getByTestId('run-status');
  await expect(runStatus).toContainText('Waiting for retries until', { timeout: 90_000 });
  // The callee who booked is done (scheduled); the unanswered one waits, pending, with its next attempt.
  await waitForLeadStatus(page, 'pending', 1, 30_000);
  await expect(page.getByTestId('lead-next-attempt').filter({ hasText: 'next attempt' })).toHaveCount(1);
  // Waiting is not the end: the run can still be paused or stopped.
  await expect(page.getByTestId('dispatch-run').getByRole('button', { name: 'Stop' })).toBeVisible();
  await screenshot(page, 'campaign-end', '1-waiting-for-retries');

  await page.getByRole('tab', { name: 'Results', exact: true }).click();
  const figures = page.getByTestId('results-figures');
  await expect(figures.getByTestId('figure-processed')).toHaveText('2', { timeout: 30_000 });
  await expect(figures.getByTestId('figure-successful')).toHaveText('1');
  await expect(figures.getByTestId('figure-successRate')).toHaveText('50%');
  await expect(figures).toContainText('A voicemail is never a success.');
  await screenshot(page, 'campaign-end', '2-results-figures');
});
