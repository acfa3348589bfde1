import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { startStaticSite, type SiteRoute, type StaticSite } from '../support/static-site';
import { fillToPreview } from './wizard-helpers';

// The wizard's Preview shows the visitor what their agent knows about their business: the HVAC
// firm's hours with the sentence and page they came from. The visitor corrects the hours, and
// "Talk to Rosa" answers with the corrected hours. Checked at desktop and phone widths.

const DIR = fileURLToPath(new URL('../fixtures/fact-sheet/sandoval-hvac/', import.meta.url));
const page =
  (file: string): SiteRoute =>
  async (_req, res) =>
    void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(await readFile(`${DIR}${file}`));
const EDITED = 'Mon–Sat 6am–8pm, closed Sundays';

let site: StaticSite;
test.beforeAll(async () => {
  site = await startStaticSite(null, {
    '/': page('home.html'),
    '/contact': page('contact.html'),
    '/about': page('about.html'),
  });
});
test.afterAll(async () => site?.close());

/** The card's top just under the fixed header, so a screenshot shows its title. */
const showTop = (p: Page, el: Locator) =>
  el.evaluate((e) => window.scrollTo(0, e.getBoundingClientRect().top + window.scrollY - 80));

/** WCAG 2.x A and AA rules on the fact sheet card, in the default dark theme. */
async function expectAccessible(p: Page) {
  const { violations } = await new AxeBuilder({ page: p })
    .include('[data-testid="agent-facts-card"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const noSidewaysScroll = async (p: Page) =>
  expect(await p.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

test('Preview: the fact sheet shows its sources, the visitor corrects the hours, the chat says them', async ({
  page: p,
}) => {
  test.setTimeout(120_000);
  await p.setViewportSize({ width: 1280, height: 900 });
  await p.goto('/');
  await fillToPreview(p, { website: `${site.url}/`, name: 'Rosa' });

  const card = p.getByTestId('agent-facts-card');
  await expect(card).toContainText('What Rosa knows about your business');
  const hours = card.locator('[data-testid="knowledge-fact"][data-kind="hours"]');
  await expect(hours).toContainText('Monday to Friday 7am to 6pm, Saturday 8am to 2pm', { timeout: 20_000 });
  await expect(hours.getByTestId('fact-source')).toContainText('Mon–Fri 7am–6pm · Sat 8am–2pm');
  await expect(hours.getByRole('link', { name: `${site.url}/contact` })).toBeVisible();
  await expect(card.locator('[data-kind="area"]')).toContainText('Phoenix, Glendale, Peoria');
  await showTop(p, card);
  await p.screenshot({ path: '.tmp/wizard-facts-1280.png' });
  await noSidewaysScroll(p);
  await expectAccessible(p);

  await hours.getByRole('button', { name: 'Edit' }).click();
  await hours.getByRole('textbox', { name: 'Opening hours' }).fill(EDITED);
  await hours.getByRole('button', { name: 'Save fact' }).click();
  await expect(hours).toContainText(EDITED);
  await expect(hours).toContainText('Edited by you');
  await expect(hours).toContainText('Written by you');

  await p.setViewportSize({ width: 390, height: 844 });
  await showTop(p, card);
  await noSidewaysScroll(p);
  await p.screenshot({ path: '.tmp/wizard-facts-390.png' });
  await expectAccessible(p);

  await p.setViewportSize({ width: 1280, height: 900 });
  await expect(p.getByTestId('prompt-text')).toBeVisible({ timeout: 20_000 });
  await p.getByRole('button', { name: 'Talk to Rosa' }).click();
  const chat = p.getByTestId('agent-chat');
  await expect(chat.getByTestId('chat-agent').first()).toBeVisible();
  const box = chat.getByLabel('Your message');
  await box.fill('What are your hours?');
  await box.press('Enter');
  await expect(chat.getByTestId('chat-agent')).toHaveCount(2);
  await expect(chat.getByTestId('chat-agent').last()).toContainText(EDITED);
  await p.screenshot({ path: '.tmp/wizard-facts-chat.png' });
});
