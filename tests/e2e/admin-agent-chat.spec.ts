import { expect, test } from '@playwright/test';
import { VOICE_NEEDS_KEY_MESSAGE } from '../../src/common/conversations/schemas';
import { openAdminTab, useCampaignJourney } from './support/campaign-journey';

// An admin tries a campaign's agent by chat: it is the campaign's own persona (the name its
// settings give, calling for its business), and it books a meeting and takes an opt-out, both shown
// as tool calls labelled test, and nothing real changes (Dev Queue, do-not-call list). The replies
// come over the stream route; replaying from the opt-out opens a new chat with the earlier turns,
// where the admin says something else.

const journey = useCampaignJourney('admin-agent-chat');
const stamp = Date.now();

test('a campaign test chat books a meeting and opts out as test tool calls; the Dev Queue and do-not-call list are unchanged', async ({
  page,
}) => {
  const name = `Chat ${stamp}`;
  const created = await page.request.post('/api/admin/campaigns/create', {
    data: {
      name,
      leads: [
        {
          email: `chat-${stamp}@example.com`,
          firstName: 'Dana',
          companyName: 'Acme Roofing',
          phoneNumber: '+12125550150',
          website: `${journey.site().url}/`,
          timezone: 'America/Chicago',
        },
      ],
    },
  });
  expect(created.status()).toBe(200);
  const { campaignId } = (await created.json()) as { campaignId: string };
  // The campaign's agent is Marisol of Sandoval Heating & Air: the chat greets as her, not as a default persona.
  const patched = await page.request.patch(`/api/admin/campaigns/${campaignId}`, {
    data: { personaName: 'Marisol', businessName: 'Sandoval Heating & Air' },
  });
  expect(patched.status()).toBe(200);
  const dncBefore = (await (await page.request.get('/api/admin/do-not-call')).json()).total as number;
  const queueBefore = await (await page.request.get('/api/admin/developer-queue')).json();

  await openAdminTab(page, 'Dispatch', name);
  const panel = page.getByTestId('campaign-test-chat');
  await panel.getByRole('button', { name: 'Start test chat' }).click();
  const chat = panel.getByTestId('agent-chat');
  await expect(chat.getByTestId('chat-agent').first()).toHaveText(
    'Hi, this is Marisol, an AI assistant calling from Sandoval Heating & Air. Is now a good moment to talk?',
  );
  await panel.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '.tmp/agent-chat-admin-persona.png' });
  await expect(chat.getByTestId('voice-unavailable')).toHaveText(VOICE_NEEDS_KEY_MESSAGE);

  const box = chat.getByLabel('Your message');
  const say = async (text: string) => {
    const before = await chat.getByTestId('chat-agent').count();
    await box.fill(text);
    await box.press('Enter');
    await expect(chat.getByTestId('chat-agent')).toHaveCount(before + 1);
  };
  const streamed = page.waitForResponse((r) => r.url().endsWith('/messages/stream'));
  await say('Could we book a meeting?');
  expect((await streamed).headers()['content-type']).toBe('text/event-stream');
  // Offered in the callee's own zone (the lead's time-zone column).
  await expect(chat.getByTestId('chat-agent').last()).toContainText('America/Chicago');
  await say('The first one works');
  const booked = chat.locator('[data-tool="book_meeting"]').last();
  await expect(booked).toContainText('booked');
  await expect(booked).toContainText('test');
  await say('Please stop calling me');
  const optOut = chat.locator('[data-tool="add_to_do_not_call"]');
  await expect(optOut).toContainText('would add the number');
  await expect(optOut).toContainText('test');
  await expect(chat.getByText('The agent ended the conversation.')).toBeVisible();
  await panel.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '.tmp/agent-chat-admin.png' });

  // Replay from the opt-out: a new chat holding the two earlier exchanges and the booking.
  await chat.getByTestId('chat-replay').nth(2).click();
  const replayed = panel.getByTestId('agent-chat');
  await expect(replayed.getByTestId('chat-replay-note')).toContainText('Replayed from message 3');
  await expect(replayed.getByTestId('chat-visitor')).toHaveText(['Could we book a meeting?', 'The first one works']);
  await expect(replayed.locator('[data-tool="book_meeting"]').last()).toContainText('booked');
  await expect(replayed.locator('[data-tool="add_to_do_not_call"]')).toHaveCount(0);
  await expect(replayed.getByText('The agent ended the conversation.')).toHaveCount(0);
  const before = await replayed.getByTestId('chat-agent').count();
  await replayed.getByLabel('Your message').fill('Can I speak to a real person?');
  await replayed.getByLabel('Your message').press('Enter');
  await expect(replayed.getByTestId('chat-agent')).toHaveCount(before + 1);
  await expect(replayed.locator('[data-tool="transfer_to_human"]')).toBeVisible();
  await panel.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '.tmp/agent-chat-admin-replay.png' });

  expect((await (await page.request.get('/api/admin/do-not-call')).json()).total).toBe(dncBefore);
  expect(await (await page.request.get('/api/admin/developer-queue')).json()).toEqual(queueBefore);
});
