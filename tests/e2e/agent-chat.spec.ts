import { expect, test } from '@playwright/test';
import {
  CHAT_MESSAGE_LIMIT_MESSAGE,
  MAX_VISITOR_MESSAGES,
  VOICE_NEEDS_KEY_MESSAGE,
} from '../../src/common/conversations/schemas';
import { fillToPreview, startFixtureSites } from './wizard-helpers';

// Tried as a new visitor would: design an agent for a (fixture) plumbing business, then talk to
// it by chat in the Preview step, before any phone is proved. The chat is the trial call typed:
// the agent is the job candidate its prompt describes, phoning the business by the name its site
// gives; the visitor answers as the business. The Sandbox engine answers.

let sites: Awaited<ReturnType<typeof startFixtureSites>>;
test.beforeAll(async () => (sites = await startFixtureSites()));
test.afterAll(async () => sites?.close());

test('Preview → Talk to Rosa: the trial call opens as the candidate naming the business, answers from the site, the 21st message refused', async ({
  page,
}) => {
  // Twenty turns with the agent: longer than the default minute on a loaded machine.
  test.setTimeout(180_000);
  await page.goto('/');
  await fillToPreview(page, { website: `${sites.origin}/riverside-plumbing/`, name: 'Rosa' });
  await expect(page.getByTestId('prompt-text')).toBeVisible({ timeout: 20_000 });
  // The prompt the Preview shows: the job candidate phoning the business its site names.
  await expect(page.getByTestId('prompt-text')).toContainText(
    'You are Rosa, a job candidate phoning Riverside Plumbing & Drain',
  );

  await page.getByRole('button', { name: 'Talk to Rosa' }).click();
  const chat = page.getByTestId('agent-chat');
  await expect(chat.getByTestId('chat-agent').first()).toHaveText(
    'Hi, this is Rosa, an AI assistant, calling about joining the team at Riverside Plumbing & Drain. Do you have a minute to chat?',
  );
  await expect(chat.getByTestId('chat-sandbox-badge')).toBeVisible();
  // No OpenAI key on this server: the visitor reads that voice is not available, no setting names.
  await expect(chat.getByTestId('voice-unavailable')).toHaveText(VOICE_NEEDS_KEY_MESSAGE);
  await expect(chat.getByTestId('voice-talk')).toHaveCount(0);

  const box = chat.getByLabel('Your message');
  const say = async (text: string) => {
    const before = await chat.getByTestId('chat-agent').count();
    await box.fill(text);
    await box.press('Enter');
    await expect(chat.getByTestId('chat-agent')).toHaveCount(before + 1);
  };
  await say('Hello, Riverside Plumbing, how can I help you?');
  await expect(chat.getByTestId('chat-agent').last()).toContainText('joining the team at Riverside Plumbing & Drain');
  await expect(chat.getByTestId('chat-agent').last()).not.toContainText(/our business|how can I help/i);
  await page.screenshot({ path: '.tmp/agent-chat-wizard-opening.png' });
  await say('What do you know about our drain cleaning services?');
  await expect(chat.getByTestId('chat-agent').last()).toContainText(/drain cleaning/i);
  await expect(chat.getByTestId('tool-call').last()).toContainText('Look up knowledge');
  await expect(chat.getByTestId('tool-call').last()).toContainText('test');

  await say('Could we book a meeting?');
  await expect(chat.getByTestId('chat-agent').last()).toContainText('Which suits you?');
  await page.screenshot({ path: '.tmp/agent-chat-wizard.png' });

  // A message the server refuses leaves no unanswered bubble: it goes back into the box.
  const visitorBefore = await chat.getByTestId('chat-visitor').count();
  await page.route('**/messages/stream', (route) =>
    route.fulfill({ status: 503, json: { error: 'The agent is busy, try again.', code: 'PROVIDER_UNAVAILABLE' } }),
  );
  await box.fill('Are you there?');
  await box.press('Enter');
  await expect(chat.getByTestId('chat-error')).toHaveText('The agent is busy, try again.');
  await expect(chat.getByTestId('chat-visitor')).toHaveCount(visitorBefore);
  await expect(box).toHaveValue('Are you there?');
  await page.unroute('**/messages/stream');

  // 17 more make 20 visitor messages: then the box closes with the limit's message, and no 21st
  // message can be typed, so none is left unanswered.
  for (let i = 4; i <= MAX_VISITOR_MESSAGES; i++) await say(`Just thinking out loud, number ${i}`);
  await expect(chat.getByTestId('chat-limit')).toHaveText(CHAT_MESSAGE_LIMIT_MESSAGE);
  await expect(box).toBeDisabled();
  await expect(chat.getByRole('button', { name: 'Send' })).toBeDisabled();
  await expect(chat.getByTestId('chat-visitor')).toHaveCount(MAX_VISITOR_MESSAGES);
  await page.screenshot({ path: '.tmp/agent-chat-full.png' });
});
