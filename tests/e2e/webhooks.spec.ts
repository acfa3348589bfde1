import { expect, test } from '@playwright/test';
import { emitWebhookEvent } from '../../src/server/features/webhooks/emit-webhook-event';
import { makePgliteTemplate } from '../support/template';
import { startTestServer, type TestServer } from '../support/test-server';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver';
import { SEEDED_ADMIN_PASSWORD, signInSeeded } from './seeded-server';

// The Webhooks tab as an admin uses it: register a local receiver (it refuses the first three
// deliveries of each event), copy the secret shown once, watch the delivery log record the
// retries and the success, and redeliver.

let server: TestServer;
let receiver: WebhookReceiver;
test.beforeAll(async () => {
  receiver = await startWebhookReceiver({ failFirst: 3 });
  await makePgliteTemplate();
  server = await startTestServer({
    serveClient: true,
    env: {
      ADMIN_PASSWORD: SEEDED_ADMIN_PASSWORD,
      NODE_ENV: 'development',
      FETCH_ALLOW_HOSTS: '127.0.0.1',
      WEBHOOK_RETRY_BASE_MS: '200',
    },
  });
});
test.afterAll(async () => {
  await server?.close();
  await receiver?.close();
});

test('Webhooks: register, copy the secret once, see retries and the success in the log, redeliver', async ({
  page,
}) => {
  await signInSeeded(page, server);
  await page.getByRole('tab', { name: 'Webhooks', exact: true }).click();

  await page.getByLabel('Endpoint URL').fill('http://10.0.0.8/hook');
  await page.getByRole('button', { name: 'Register endpoint' }).click();
  await expect(page.getByRole('alert')).toContainText('points to a private network');

  await page.getByLabel('Endpoint URL').fill(receiver.url);
  await page.getByRole('button', { name: 'Register endpoint' }).click();
  const secret = page.getByTestId('webhook-secret');
  await expect(secret).toContainText('whsec_');
  await page.screenshot({ path: 'test-results/webhooks-secret.png', fullPage: true });
  await page.getByRole('button', { name: 'I have stored it' }).click();
  await expect(secret).toHaveCount(0);

  await emitWebhookEvent(
    server.ctx.db,
    'campaign.completed',
    { campaignId: '00000000-0000-4000-8000-000000000001', leadsCompleted: 12 },
    { key: 'e2e:1' },
  );
  const endpoint = page.getByTestId('webhook-endpoint');
  await expect(endpoint).toContainText(receiver.url);
  await endpoint.getByRole('button', { name: 'Deliveries' }).click();
  const row = page.getByTestId('webhook-delivery');
  await expect(row).toContainText('Delivered', { timeout: 30_000 });
  await expect(row).toContainText('200');
  await row.getByRole('button', { name: '4' }).click();
  await expect(page.getByRole('list', { name: 'Attempts' }).getByRole('listitem')).toHaveCount(4);
  await page.screenshot({ path: 'test-results/webhooks-log.png', fullPage: true });

  await row.getByRole('button', { name: 'Redeliver' }).click();
  await expect(page.getByRole('list', { name: 'Attempts' }).getByRole('listitem')).toHaveCount(5, { timeout: 30_000 });
  await expect(page.getByRole('list', { name: 'Attempts' })).toContainText('(manual)');
  expect(receiver.accepted.size).toBe(1);
});
