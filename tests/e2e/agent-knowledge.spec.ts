import { expect, test } from '@playwright/test';
import { openAdminTab, useCampaignJourney } from './support/campaign-journey';

// "What your agent knows", tried as an admin would: the business's own site is read, its passages are listed with their
// page, a question and answer is added, the test chat answers it as written, and a question
// nothing answers shows up as one the agent could not answer, then is answered from there.

const journey = useCampaignJourney('agent-knowledge');
const stamp = Date.now();

test('an admin adds a question and answer, the test chat gives it, and an unanswered question is answered from the view', async ({
  page,
}) => {
  const site = `${journey.site().url}/`;
  // The site's pages are read as the wizard reads them, so the agent has passages to show.
  expect((await page.request.get(`/api/scrape-website?url=${encodeURIComponent(site)}&t=1`)).status()).toBe(200);
  const name = `Knowledge ${stamp}`;
  const created = await page.request.post('/api/admin/campaigns/create', {
    data: {
      name,
      leads: [
        {
          email: `knowledge-${stamp}@example.com`,
          firstName: 'Robin',
          companyName: 'Riverside Plumbing',
          phoneNumber: '+12125550127',
          website: site,
          timezone: 'America/Chicago',
        },
      ],
    },
  });
  expect(created.status()).toBe(200);

  await openAdminTab(page, 'Dispatch', name);
  const knows = page.getByTestId('agent-knowledge');
  await expect(knows.getByText('What your agent knows')).toBeVisible();
  // The calling business's own site, read into what the agent knows (the lead's is the callee's).
  await knows.getByLabel('Your business website').fill(site);
  await knows.getByRole('button', { name: 'Read website' }).click();
  await expect(knows.getByTestId('knowledge-website').getByRole('status')).toContainText(/^Read \d+ page\(s\) of /, {
    timeout: 30_000,
  });
  await expect(knows.getByText('The agent answers from this site.')).toBeVisible();
  await expect(knows.getByTestId('knowledge-passage').first()).toBeVisible();
  await knows.getByLabel('Search what the agent knows').fill('water heater');
  await expect(knows.getByTestId('knowledge-passage').first()).toContainText(/water heater/i);

  await knows.getByText('Add a question').click();
  await knows.getByRole('textbox', { name: 'Question', exact: true }).fill('Do you offer weekend emergency visits?');
  await knows
    .getByRole('textbox', { name: 'Answer', exact: true })
    .fill('Yes, a plumber is on call every weekend, day and night.');
  await knows.getByRole('button', { name: 'Add question' }).click();
  await expect(knows.getByTestId('knowledge-entry')).toContainText('Do you offer weekend emergency visits?');

  const panel = page.getByTestId('campaign-test-chat');
  await panel.getByRole('button', { name: 'Start test chat' }).click();
  const chat = panel.getByTestId('agent-chat');
  await expect(chat.getByTestId('chat-agent').first()).toContainText('Hi, this is');
  const box = chat.getByLabel('Your message');
  const say = async (text: string) => {
    const before = await chat.getByTestId('chat-agent').count();
    await box.fill(text);
    await box.press('Enter');
    await expect(chat.getByTestId('chat-agent')).toHaveCount(before + 1);
  };
  await say('Are emergency visits possible on the weekend?');
  await expect(chat.getByTestId('chat-agent').last()).toHaveText(
    'Yes, a plumber is on call every weekend, day and night.',
  );
  await expect(chat.locator('[data-tool="lookup_knowledge"]').last()).toContainText('Q&A');

  await say('Do you accept payment in bitcoin?');
  await knows.getByRole('button', { name: 'Refresh' }).click();
  const gap = knows.getByTestId('knowledge-gap');
  await expect(gap).toContainText('Do you accept payment in bitcoin?');
  // The test chat and the view side by side.
  await knows.locator('xpath=..').screenshot({ path: '.tmp/agent-knowledge.png' });

  await gap.getByRole('button', { name: 'Answer' }).click();
  await gap.getByRole('textbox', { name: 'Answer', exact: true }).fill('We take cards, cash and bank transfers.');
  await gap.getByRole('button', { name: 'Save answer' }).click();
  await expect(knows.getByTestId('knowledge-gap')).toHaveCount(0);
  await expect(knows.getByTestId('knowledge-entry')).toHaveCount(2);
  await say('Can I pay with bitcoin?');
  await expect(chat.getByTestId('chat-agent').last()).toHaveText('We take cards, cash and bank transfers.');
  await knows.locator('xpath=..').screenshot({ path: '.tmp/agent-knowledge-answered.png' });
});
