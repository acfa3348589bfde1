import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { openAdminTab, screenshot, useCampaignJourney, zoneWhere } from './support/campaign-journey';

// The agent answers the phone, as a new admin tries it: get a Sandbox number for a campaign on the
// Phone numbers tab, "Call this number" from a lead's number (555-015x books a meeting), then see
// the inbound call in Results and on the lead's page.

useCampaignJourney('inbound-calls');
const stamp = Date.now();
const shot = (page: Page, step: string) => screenshot(page, 'inbound-calls', step);

test('a Sandbox number answers a lead who calls back: Phone numbers, Call this number, Results, lead details', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const name = `Callbacks ${stamp}`;
  const created = await page.request.post('/api/admin/campaigns/create', {
    data: {
      name,
      leads: [
        {
          email: `dana-${stamp}@example.com`,
          firstName: 'Dana',
          lastName: 'Whitfield',
          companyName: 'Whitfield Bakery',
          phoneNumber: '+12125550153',
          website: '',
          timezone: zoneWhere(true),
        },
      ],
    },
  });
  expect(created.status()).toBe(200);

  await openAdminTab(page, 'Phone numbers');
  await page.getByLabel('Answered by campaign').click();
  await page.getByRole('option', { name }).click();
  await page.getByRole('button', { name: 'Get a number' }).click();
  const row = page.getByTestId('phone-number-row');
  await expect(row).toHaveCount(1);
  await expect(row.getByText(/^\+1415555\d{4}$/)).toBeVisible();
  await expect(row.getByLabel(/Campaign answering/)).toContainText(name);
  await shot(page, 'phone-numbers');

  await row.getByRole('button', { name: 'Test a call' }).click();
  await row.getByLabel("Caller's number").fill('+12125550153');
  await row.getByRole('button', { name: 'Call this number' }).click();
  await expect(row.getByText(/meeting booked/)).toBeVisible({ timeout: 60_000 });
  await expect(row.getByText(/Hi Dana, good to hear from you/)).toBeVisible();
  await expect(row.getByText(/You're booked for/)).toBeVisible();
  await shot(page, 'call-this-number');

  await page.getByRole('tab', { name: 'Results', exact: true }).click();
  await page.getByRole('list', { name: 'Recent campaigns' }).getByRole('button', { name }).click();
  const results = page.getByTestId('results-panel');
  await expect(results.getByTestId('row-inbound')).toBeVisible({ timeout: 30_000 });
  await shot(page, 'results');
  await results.getByRole('button', { name: 'Whitfield Bakery' }).click();
  const details = page.getByTestId('lead-details');
  await expect(details.getByTestId('lead-call-direction')).toHaveText('Inbound: they called us');
  await expect(details.getByText(/Caller:/).first()).toBeVisible();
  await shot(page, 'lead-details');
});

test('typing as the caller: a lead is greeted by name, books a meeting by typing, and the call is inbound in Results', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const name = `Typed callbacks ${stamp}`;
  const created = await page.request.post('/api/admin/campaigns/create', {
    data: {
      name,
      leads: [
        {
          email: `lee-${stamp}@example.com`,
          firstName: 'Lee',
          lastName: 'Moreno',
          companyName: 'Moreno Roofing',
          phoneNumber: '+12125550172',
          website: '',
          timezone: zoneWhere(true),
        },
      ],
    },
  });
  expect(created.status()).toBe(200);

  await openAdminTab(page, 'Phone numbers');
  await page.getByLabel('Answered by campaign').click();
  await page.getByRole('option', { name }).click();
  await page.getByRole('button', { name: 'Get a number' }).click();
  const row = page.getByTestId('phone-number-row').filter({ hasText: name });
  await expect(row).toHaveCount(1);

  const ringAsLee = async () => {
    await row.getByLabel('Type as the caller').check();
    await row.getByLabel('Call as a lead').click();
    await page.getByRole('option', { name: /Lee Moreno/ }).click();
    await expect(row.getByLabel("Caller's number")).toHaveValue('+12125550172');
    await row.getByRole('button', { name: 'Call this number' }).click();
  };
  const say = async (text: string) => {
    await row.getByLabel('Your message').fill(text);
    await row.getByRole('button', { name: 'Send' }).click();
  };

  await row.getByRole('button', { name: 'Test a call' }).click();
  // A bad caller number is named beside its field before anything is sent.
  await row.getByLabel("Caller's number").fill('555-1234');
  await row.getByRole('button', { name: 'Call this number' }).click();
  await expect(row.getByText(/must be an international number/)).toBeVisible();

  await ringAsLee();
  const chat = row.getByTestId('agent-chat');
  await expect(chat.getByTestId('chat-agent').first()).toContainText('Hi Lee, good to hear from you');
  await say('Could we book a meeting to go through it?');
  await expect(chat.getByTestId('chat-agent')).toHaveCount(2);
  await say('The first one works for me.');
  await expect(chat.getByTestId('chat-agent').last()).toContainText(/booked/i);
  await expect(chat.getByText(/^booked .* for the business/)).toBeVisible();
  await page.screenshot({ path: '.tmp/inbound-typed-1280.png', fullPage: true });
  // The open call (caller picker, choice, chat, End call) has no WCAG 2.1 A/AA violation.
  const axe = await new AxeBuilder({ page })
    .include('[data-testid="phone-number-row"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth))
    .toBeLessThanOrEqual(0);
  await row.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '.tmp/inbound-typed-390.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  await row.getByRole('button', { name: 'End call' }).click();
  await expect(row.getByTestId('call-record')).toContainText(/Inbound call · completed · meeting booked/, {
    timeout: 30_000,
  });
  await page.screenshot({ path: '.tmp/inbound-typed-ended-1280.png', fullPage: true });

  // Lee calls again: the agent knows the meeting just booked.
  await row.getByRole('button', { name: 'Call this number' }).click();
  await expect(row.getByTestId('chat-agent').first()).toContainText('I can see your meeting on');

  await page.getByRole('tab', { name: 'Results', exact: true }).click();
  await page.getByRole('list', { name: 'Recent campaigns' }).getByRole('button', { name }).click();
  await expect(page.getByTestId('results-panel').getByTestId('row-inbound').first()).toBeVisible({ timeout: 30_000 });
});
