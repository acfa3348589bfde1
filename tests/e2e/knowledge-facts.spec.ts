import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { startStaticSite, type SiteRoute, type StaticSite } from '../support/static-site';
import { adminSessionFile, saveAdminSession } from './admin-session';
import { openAdminTab } from './support/campaign-journey';

// The business's fact sheet in "What your agent knows", as an admin uses it: the HVAC firm's site
// is read, its hours show with the sentence and page they came from, the admin corrects them, and
// the campaign's test chat answers with the corrected hours.

const DIR = fileURLToPath(new URL('../fixtures/fact-sheet/sandoval-hvac/', import.meta.url));
const page =
  (file: string): SiteRoute =>
  async (_req, res) =>
    void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(await readFile(`${DIR}${file}`));

const session = adminSessionFile('knowledge-facts');
let site: StaticSite;
test.beforeAll(async ({ browser }) => {
  site = await startStaticSite(null, {
    '/': page('home.html'),
    '/contact': page('contact.html'),
    '/about': page('about.html'),
  });
  await saveAdminSession(browser, session);
});
test.afterAll(async () => site?.close());
test.use({ storageState: session });

test('the fact sheet shows its sources, an edited fact is what the test chat says next', async ({ page }) => {
  const name = `Facts ${Date.now()}`;
  const created = await page.request.post('/api/admin/campaigns/create', {
    data: {
      name,
      leads: [{ email: `facts-${Date.now()}@example.com`, companyName: 'Callee Co', phoneNumber: '+12125550143' }],
    },
  });
  expect(created.status()).toBe(200);
  const { campaignId: id } = (await created.json()) as { campaignId: string };
  // Read through the API: the journey is about the fact sheet, the Read website button has its own.
  const read = await page.request.put(`/api/admin/campaigns/${id}/knowledge/website`, {
    data: { website: `${site.url}/` },
  });
  expect(read.status(), await read.text()).toBe(200);

  await openAdminTab(page, 'Dispatch', name);
  const knows = page.getByTestId('agent-knowledge');
  const hours = knows.locator('[data-testid="knowledge-fact"][data-kind="hours"]');
  await expect(hours).toContainText('Monday to Friday 7am to 6pm, Saturday 8am to 2pm');
  await expect(hours.getByTestId('fact-source')).toContainText('Mon–Fri 7am–6pm · Sat 8am–2pm');
  await expect(hours.getByRole('link', { name: `${site.url}/contact` })).toBeVisible();
  await expect(knows.locator('[data-kind="area"]')).toContainText('Phoenix, Glendale, Peoria');
  await expect(knows.locator('[data-kind="offers"]')).toContainText('Summer Tune-Up Special: $79 (reg. $129)');
  // Stored in E.164, shown as people write it.
  await expect(knows.locator('[data-kind="phones"]')).toContainText('+1 (602) 555-0134');
  await knows.getByTestId('knowledge-facts').screenshot({ path: '.tmp/knowledge-facts.png' });

  await hours.getByRole('button', { name: 'Edit' }).click();
  await hours.getByRole('textbox', { name: 'Opening hours' }).fill('Mon–Sat 6am–8pm, closed Sundays');
  await hours.getByRole('button', { name: 'Save fact' }).click();
  await expect(hours).toContainText('Edited by you');
  await expect(hours).toContainText('Mon–Sat 6am–8pm, closed Sundays');
  await expect(hours).toContainText('Written by you');

  const panel = page.getByTestId('campaign-test-chat');
  await panel.getByRole('button', { name: 'Start test chat' }).click();
  const chat = panel.getByTestId('agent-chat');
  await expect(chat.getByTestId('chat-agent').first()).toContainText('Hi, this is');
  const box = chat.getByLabel('Your message');
  await box.fill('What are your hours?');
  await box.press('Enter');
  await expect(chat.getByTestId('chat-agent')).toHaveCount(2);
  await expect(chat.getByTestId('chat-agent').last()).toHaveText('Our hours are Mon–Sat 6am–8pm, closed Sundays.');
  await expect(chat.locator('[data-tool="lookup_knowledge"]').last()).toContainText("the owner's words");
  await knows.locator('xpath=..').screenshot({ path: '.tmp/knowledge-facts-edited.png' });
});
