import { expect, test } from '@playwright/test';
import { makePgliteTemplate } from '../support/template';
import { startTestServer, type TestServer } from '../support/test-server';
import { seedCalledCampaign } from '../support/dev-queue-seed';
import { SEEDED_ADMIN_PASSWORD, signInSeeded } from './seeded-server';

// The API keys tab as an admin uses it: create a key (shown once, with a copy button), see it
// listed by its prefix only, check it works on /api/v1, revoke it and see it refused.

let server: TestServer;
test.beforeAll(async () => {
  // A template database and a server on a machine shared by several runs: more than the 60 s default.
  test.setTimeout(180_000);
  await makePgliteTemplate();
  server = await startTestServer({
    serveClient: true,
    env: { ADMIN_PASSWORD: SEEDED_ADMIN_PASSWORD, NODE_ENV: 'development' },
  });
});
test.afterAll(async () => server?.close());

test('API keys: create (shown once, copy), listed by prefix, revoke', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInSeeded(page, server);
  await page.getByRole('tab', { name: 'API keys', exact: true }).click();
  await expect(page.getByText('No API keys yet.')).toBeVisible();

  await page.getByLabel('Key name').fill('Website form');
  await page.getByRole('checkbox', { name: /campaigns:read/ }).check();
  await page.getByRole('button', { name: 'Create key' }).click();

  const once = page.getByTestId('api-key-once');
  await expect(once).toBeVisible();
  const key = (await once.getByLabel('New API key').textContent())!.trim();
  expect(key).toMatch(/^cc_[A-Za-z0-9]{8}_/);
  await once.getByRole('button', { name: 'Copy' }).click();
  await expect(once.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);

  const row = page.getByTestId('api-key-row').filter({ hasText: 'Website form' });
  const prefix = key.slice(0, 11);
  await expect(row).toContainText(`${prefix}…`);
  await expect(row).toContainText('leads:write, campaigns:read');
  await expect(row).not.toContainText(key.slice(12));
  await page.screenshot({ path: 'test-results/api-keys-created.png', fullPage: true });

  await once.getByRole('button', { name: 'I have stored it' }).click();
  await expect(page.getByTestId('api-key-once')).toHaveCount(0);
  await expect(page.getByText(key)).toHaveCount(0);

  const call = () =>
    page.request.get(`${server.url}/api/v1/campaigns`, { headers: { authorization: `Bearer ${key}` } });
  expect((await call()).status()).toBe(200);

  page.once('dialog', (d) => void d.accept());
  await row.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByTestId('api-key-row')).toHaveCount(0);
  await expect(page.getByText('No API keys yet.')).toBeVisible();
  expect((await call()).status()).toBe(401);
});

test('HubSpot deliveries: without a token each finished call is logged as its would-be note, labelled Sandbox', async ({
  page,
}) => {
  await seedCalledCampaign(server.ctx, 'HubSpot e2e', 'hse2e');
  await signInSeeded(page, server);
  await page.getByRole('tab', { name: 'API keys', exact: true }).click();
  const card = page.getByTestId('hubspot-card');
  await expect(card.getByTestId('hubspot-sandbox')).toHaveText('Sandbox');
  await expect(card).toContainText('No HUBSPOT_ACCESS_TOKEN is set');
  await expect(card.getByTestId('hubspot-delivery')).toHaveCount(5);
  await expect(card.getByTestId('hubspot-delivery').filter({ hasText: 'hse2e-interested@example.com' })).toContainText(
    '0 attempts',
  );
  const interested = card.getByTestId('hubspot-delivery').filter({ hasText: 'hse2e-interested@example.com' });
  await interested.getByText('The note it would write').click();
  await expect(interested).toContainText('Callcraft call: ');
  await expect(interested).not.toContainText('<p>');
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/api-keys-hubspot.png', fullPage: true });
});
