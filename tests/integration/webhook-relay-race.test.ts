import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverWebhooks } from '../../src/server/features/webhooks/deliver-webhook.job';
import { emitWebhookEvent } from '../../src/server/features/webhooks/emit-webhook-event';
import { relayOnce } from '../../src/server/features/webhooks/webhook-relay';
import { startTestServer, type TestServer } from '../support/test-server';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver';

// The relay queues an attempt's job and then records that it did. On a busy machine the job can
// run to its end (send, fail, schedule the next try) before that record is written. The record
// must name the attempt it queued: derived from the row ("attempts + 1") it would mark an attempt
// nobody queued, and the delivery would never be due again.

describe('the webhook relay when a job finishes before the relay marks it queued', () => {
  let server: TestServer;
  let receiver: WebhookReceiver;
  const sql = (q: string) => server.ctx.database.sql.query(q);

  beforeAll(async () => {
    receiver = await startWebhookReceiver({ failFirst: 2 });
    // No workers: this test is the relay and runs each job itself, inside the relay's send.
    server = await startTestServer({
      env: { RUN_WORKERS: 'false', FETCH_ALLOW_HOSTS: '127.0.0.1', WEBHOOK_RETRY_BASE_MS: '10' },
    });
    await sql(
      `insert into webhook_endpoints (url, events, secret) values ('${receiver.url}', '{campaign.completed}', 'whsec_race')`,
    );
  });
  afterAll(async () => {
    await server?.close();
    await receiver?.close();
  });

  it('keeps the delivery due after each failed attempt until it succeeds', async () => {
    const campaignId = '6f9d3f0e-9a51-4c1e-8d0b-2f1f7c3a9e11';
    await emitWebhookEvent(server.ctx.db, 'campaign.completed', { campaignId, leadsCompleted: 1 });
    const runJobAtOnce = async (attempts: Array<{ deliveryId: string; attempt: number }>) => {
      await deliverWebhooks(server.ctx, { attempts: attempts.map((a) => ({ ...a, manual: false })) });
    };
    for (let pass = 0; pass < 10; pass++) {
      await new Promise((r) => setTimeout(r, 50)); // past the 10 ms, 20 ms backoff
      await relayOnce(server.ctx, runJobAtOnce);
      const [row] = (await sql(`select status from webhook_deliveries`)).rows as Array<{ status: string }>;
      if (row.status === 'succeeded') break;
    }
    const [d] = (await sql(`select status, attempts, queued_attempt from webhook_deliveries`)).rows as Array<{
      status: string;
      attempts: number;
      queued_attempt: number;
    }>;
    expect(d).toEqual({ status: 'succeeded', attempts: 3, queued_attempt: 3 });
    expect(receiver.requests.map((r) => r.status)).toEqual([500, 500, 200]);
  });
});
