import { eq } from 'drizzle-orm';
import { expect, test } from '@playwright/test';
import { calls, leads } from '../../src/server/db/schema';
import { seedCalledCampaign } from '../support/dev-queue-seed';
import type { TestServer } from '../support/test-server';
import { signInSeeded, startSeededServer } from './seeded-server';

// /test-enhanced-voice and /preview-voice as an admin uses them (Sandbox voice; the browser's speech
// synthesis replaced by a recorder so the test can see what would be spoken, and how).

let server: TestServer;
let leadId: string;
test.beforeAll(async () => {
  server = await startSeededServer();
  const q = await seedCalledCampaign(server.ctx, 'Voice tools');
  leadId = q.leadIds.interested;
  await server.ctx.db
    .update(leads)
    .set({
      phoneE164: '+14155550100',
      callStatus: 'pending',
      agentPrompt: 'You are Maya, phoning interested Plumbing (plumbing). Offer an AI receptionist.',
    })
    .where(eq(leads.id, leadId));
});
test.afterAll(async () => server?.close());

test('/test-enhanced-voice: stats, No lead selected, lead details, Preview Prompt with custom instructions, Launch Call', async ({
  page,
}) => {
  await signInSeeded(page, server);
  await page.goto(`${server.url}/test-enhanced-voice`);
  await expect(page.getByRole('heading', { name: 'Enhanced Voice Agent Testing' })).toBeVisible();
  await expect(page.getByTestId('ev-stat-total-leads')).toHaveText('5');
  await expect(page.getByTestId('ev-stat-enriched')).toHaveText('5');
  await expect(page.getByTestId('ev-stat-with-firecrawl')).toHaveText('5');
  await expect(page.getByTestId('ev-stat-ready-to-call')).toHaveText('1');
  await expect(page.getByTestId('ev-selected')).toHaveText('No lead selected');

  await page.getByRole('button', { name: 'Preview Prompt' }).click();
  await expect(page.getByText('Test Failed').first()).toBeVisible();
  await expect(page.getByText('No lead selected').first()).toBeVisible();

  await page
    .getByRole('list', { name: 'Enriched leads' })
    .getByRole('button', { name: /interested Plumbing/ })
    .click();
  const details = page.getByTestId('enhanced-lead-details');
  await expect(details).toContainText('voice-tools-interested@example.com');
  await expect(details.getByRole('list', { name: 'Web key points' }).getByRole('listitem')).toHaveText([
    '24/7 emergency service',
    'Family owned',
    'Licensed',
  ]);
  await expect(page.getByRole('radio', { name: '30s' })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('radio', { name: 'male', exact: true }).click();
  await page.getByRole('radio', { name: '40s' }).click();
  await page.getByLabel('Custom instructions (optional)').fill('Mention the spring offer.');
  await page.getByRole('button', { name: 'Preview Prompt' }).click();
  await expect(page.getByTestId('ev-prompt')).toContainText('You are Maya, phoning interested Plumbing');
  await expect(page.getByTestId('ev-prompt')).toContainText(
    'Additional instructions for this call:\nMention the spring offer.',
  );

  await page.getByRole('button', { name: 'Launch Call' }).click();
  await expect(page.getByText('Call Launched').first()).toBeVisible();
  await expect(page.getByText('Sandbox call +14155550100 with voice mason').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/test-enhanced-voice.png', fullPage: true });
  const placed = await server.ctx.db.select().from(calls).where(eq(calls.leadId, leadId));
  expect(placed.filter((c) => c.purpose === 'test')).toHaveLength(1);
});

const RECORDER = () => {
  const spoken: Array<{ text: string; pitch: number; rate: number }> = [];
  (window as unknown as { __spoken: typeof spoken }).__spoken = spoken;
  class Utterance {
    pitch = 1;
    rate = 1;
    voice = null;
    onstart: (() => void) | null = null;
    onend: (() => void) | null = null;
    onerror: ((e: { error: string }) => void) | null = null;
    constructor(public text: string) {}
  }
  Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: Utterance, configurable: true });
  Object.defineProperty(window, 'speechSynthesis', {
    configurable: true,
    value: {
      getVoices: () => [],
      cancel: () => {},
      speak: (u: Utterance) => {
        spoken.push({ text: u.text, pitch: u.pitch, rate: u.rate });
        setTimeout(() => u.onstart?.(), 10);
        setTimeout(() => u.onend?.(), 50);
      },
    },
  });
};

test('/preview-voice: labels and pitch/rate from the query string, Generate New Sample, Close', async ({
  page,
  context,
}) => {
  await page.addInitScript(RECORDER);
  await page.goto(`${server.url}/preview-voice?gender=male&age=60s`);
  await expect(page.getByTestId('voice-label')).toHaveText('Male · 60s (Senior)');
  await expect(page.getByRole('status')).toHaveText('Sample finished.');
  await page.getByRole('button', { name: 'Generate New Sample' }).click();
  const spoken = await page.evaluate(
    () => (window as unknown as { __spoken: Array<{ text: string; pitch: number; rate: number }> }).__spoken,
  );
  expect(spoken.length).toBeGreaterThanOrEqual(2);
  expect(spoken.at(-1)).toMatchObject({ pitch: 0.72, rate: 0.85 });
  expect(spoken.at(-1)!.text).not.toBe(spoken[0].text);
  await page.screenshot({ path: 'test-results/preview-voice.png' });

  // Not opened by another window: Close goes home.
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(`${server.url}/`);

  // Defaults, and opened by another window: Close closes it.
  await page.goto(`${server.url}/`);
  const [popup] = await Promise.all([
    context.waitForEvent('page'),
    page.evaluate((u) => void window.open(u, '_blank'), `${server.url}/preview-voice`),
  ]);
  await popup.addInitScript(RECORDER);
  await expect(popup.getByTestId('voice-label')).toHaveText('Female · 30s');
  const closed = popup.waitForEvent('close');
  // Chromium 156 closes the window inside the click itself, before Playwright's click returns:
  // the click then fails with "Target page … has been closed", which is the expected outcome.
  await popup
    .getByRole('button', { name: 'Close' })
    .click()
    .catch((err: Error) => {
      if (!popup.isClosed()) throw err;
    });
  await closed;

  // Without speech synthesis the page says so.
  const bare = await context.newPage();
  await bare.addInitScript(() => {
    delete (window as unknown as Record<string, unknown>).speechSynthesis;
    Object.defineProperty(window, 'speechSynthesis', { value: undefined, configurable: true });
  });
  await bare.goto(`${server.url}/preview-voice`);
  await expect(bare.getByRole('alert')).toHaveText('Speech synthesis not supported in this browser');
});
