import { expect, test } from '@playwright/test';
import { seedCalledCampaign, type SeededQueue } from '../support/dev-queue-seed';
import type { TestServer } from '../support/test-server';
import { signInSeeded, startSeededServer } from './seeded-server';

// The Dev Queue tab as an admin uses it: a campaign whose calls completed (seeded as the dispatch
// feature leaves them: one interested callee, one not interested, one opt-out, one voicemail, one
// no answer), in Sandbox mode (rule-based qualification and meeting prep, built-in scheduler).

let server: TestServer;
let q: SeededQueue;
let second: SeededQueue;
test.beforeAll(async () => {
  server = await startSeededServer();
  q = await seedCalledCampaign(server.ctx, 'Spring Plumbers');
  second = await seedCalledCampaign(server.ctx, 'Autumn Roofers');
});
test.afterAll(async () => server?.close());

test("Dev Queue: select a campaign, see the qualified lead, Create Booking mails and opens the lead's deposit-free page, the lead books, the meeting shows confirmed, Meeting Prep, Process Successful Calls", async ({
  page,
  context,
}) => {
  await signInSeeded(page, server);
  await page.getByRole('tab', { name: 'Dev Queue', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Select a Campaign' })).toBeVisible();
  await page.getByRole('list', { name: 'Recent campaigns' }).getByRole('button', { name: 'Spring Plumbers' }).click();

  const leads = page.getByRole('list', { name: 'Qualified leads' }).getByTestId('qualified-lead');
  await expect(leads).toHaveCount(1);
  await expect(leads.first()).toContainText('Dana Reyes · interested Plumbing');
  await expect(leads.first()).toContainText(
    `A person answered and showed interest: “Yes, let's book a meeting for next week.”`,
  );
  await expect(page.getByText('not-interested Plumbing')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/dev-queue-list.png', fullPage: true });

  const [popup] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: 'Create Booking for Dana Reyes' }).click(),
  ]);
  // The lead's own page: no deposit, no pricing, only the business's free times.
  await popup.waitForURL(/\/book\/[\w-]{32}$/);
  await expect(popup.getByRole('heading', { name: 'Book your meeting, Dana' })).toBeVisible({ timeout: 30_000 });
  await expect(popup.getByTestId('lead-booking')).toContainText('booking is free');
  await expect(popup.getByText(/deposit|\$100/i)).toHaveCount(0);
  await popup.setViewportSize({ width: 1280, height: 800 });
  await popup.screenshot({ path: 'test-results/lead-booking-desktop.png', fullPage: true });
  await popup.setViewportSize({ width: 390, height: 844 });
  expect(await popup.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await popup.screenshot({ path: 'test-results/lead-booking-390.png', fullPage: true });

  // Before the lead books, the Dev Queue says the link was mailed (the lead has an email).
  await expect(leads.first()).toContainText('scheduled');
  const meetings = page.getByRole('list', { name: 'Scheduled meetings' });
  await expect(meetings).toContainText('Dana Reyes · interested Plumbing');
  await expect(meetings).toContainText('Link sent');
  await expect(meetings).toContainText('Booking link sent to spring-plumbers-interested@example.com');

  await popup.getByRole('tab').nth(1).click();
  await popup
    .getByRole('button', { name: /^Book / })
    .first()
    .click();
  const booked = popup.getByTestId('lead-meeting-booked');
  await expect(booked).toContainText('Your meeting is booked');
  await expect(booked).toContainText('A confirmation was sent to spring-plumbers-interested@example.com.');
  await popup.screenshot({ path: 'test-results/lead-booking-booked-390.png', fullPage: true });
  // The link stays the lead's: opening it again shows the meeting, not the slots.
  await popup.reload();
  await expect(popup.getByTestId('lead-meeting-booked')).toBeVisible();
  // A made-up link says so.
  await popup.goto(`${server.url}/book/not-a-real-link`);
  await expect(popup.getByTestId('lead-booking-error')).toContainText('This booking link is not valid.');
  await popup.close();

  // The Dev Queue shows the meeting confirmed.
  await page.reload();
  await expect(meetings).toContainText('Confirmed', { timeout: 30_000 });
  await expect(meetings).toContainText('confirmation sent');
  await page.screenshot({ path: 'test-results/dev-queue-confirmed.png', fullPage: true });

  await page.getByRole('button', { name: 'Meeting Prep for Dana Reyes' }).click();
  const prep = page.getByTestId('meeting-prep');
  await expect(prep.getByRole('heading', { name: 'Briefing' })).toBeVisible();
  await expect(prep).toContainText('Dana Reyes of interested Plumbing (Plumbing) asked for a follow-up');
  await expect(prep.getByRole('heading', { name: 'Key Points' })).toBeVisible();
  await expect(prep).toContainText(`They said: "Sure, I'd like to hear more about that."`);
  await expect(prep.getByRole('heading', { name: 'Recommended Approach' })).toBeVisible();
  await expect(prep).toContainText('Sandbox');
  await page.screenshot({ path: 'test-results/dev-queue-prep.png', fullPage: true });

  // The other campaign: Process Successful Calls books its interested lead, and says so.
  await page.getByRole('tab', { name: 'Campaigns', exact: true }).click();
  await page
    .getByTestId('campaign-card')
    .filter({ hasText: 'Autumn Roofers' })
    .getByRole('button', { name: 'Queue' })
    .click();
  await expect(page.getByRole('list', { name: 'Qualified leads' }).getByTestId('qualified-lead')).toHaveCount(1);
  await page.getByRole('button', { name: 'Process Successful Calls' }).click();
  await expect(page.getByText('1 booking created').first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Scheduled meetings' })).toContainText(
    'Dana Reyes · interested Plumbing',
  );
  await expect(page.getByRole('list', { name: 'Qualified leads' })).toContainText('scheduled');
  await page.screenshot({ path: 'test-results/dev-queue-processed.png', fullPage: true });
  // A second run finds nothing left to book.
  await page.getByRole('button', { name: 'Process Successful Calls' }).click();
  await expect(page.getByText('0 bookings created').first()).toBeVisible();
  expect(second.campaignId).not.toBe(q.campaignId);
});
