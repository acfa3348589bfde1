import http from 'node:http';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TWebhookWithSecret } from '@common/webhooks/schemas';
import { webhookEndpoints } from '../../src/server/db/schema';
import { emitWebhookEvent } from '../../src/server/features/webhooks/emit-webhook-event';
import { signatureHeader } from '../../src/server/features/webhooks/signature';
import { CookieJar, send, signInAdmin } from '../support/session';
import { startTestServer, type TestServer } from '../support/test-server';

// A receiver that knows nothing of Callcraft verifies deliveries with the `standardwebhooks`
// package (webhook-id / webhook-timestamp / webhook-signature), while Callcraft-Signature stays.

const PASSWORD = 'webhooks-standard-password';

interface Seen {
  headers: http.IncomingHttpHeaders;
  body: string;
  verified: unknown;
  error: string | null;
}

describe('webhooks out: Standard Webhooks headers', () => {
  let server: TestServer;
  let jar: CookieJar;
  let receiver: http.Server;
  let url = '';
  let secretForReceiver = '';
  const seen: Seen[] = [];

  beforeAll(async () => {
    receiver = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        try {
          const verified = new Webhook(secretForReceiver).verify(body, req.headers as Record<string, string>);
          seen.push({ headers: req.headers, body, verified, error: null });
          res.writeHead(204).end();
        } catch (err) {
          seen.push({ headers: req.headers, body, verified: null, error: (err as Error).message });
          res.writeHead(400).end();
        }
      });
    });
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(receiver.address() as { port: number }).port}/hooks`;
    server = await startTestServer({
      env: { ADMIN_PASSWORD: PASSWORD, FETCH_ALLOW_HOSTS: '127.0.0.1', WEBHOOK_RETRY_BASE_MS: '100' },
    });
    jar = (await signInAdmin(server, PASSWORD)).jar;
  });
  afterAll(async () => {
    await server?.close();
    await new Promise<void>((r) => receiver.close(() => r()));
  });

  const waitForDelivery = async (n: number) => {
    const until = Date.now() + 30_000;
    while (seen.length < n && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
    expect(seen.length).toBeGreaterThanOrEqual(n);
    return seen[n - 1];
  };

  it('a delivery verifies with the standardwebhooks package, using the secret exactly as shown', async () => {
    const res = await send(server, jar, '/api/admin/webhooks', {
      method: 'POST',
      json: { url, events: ['campaign.completed'] },
    });
    const hook = (await res.json()) as TWebhookWithSecret;
    secretForReceiver = hook.secret;
    await emitWebhookEvent(
      server.ctx.db,
      'campaign.completed',
      { campaignId: '00000000-0000-4000-8000-0000000000c1', leadsCompleted: 3 },
      { key: 'std:1' },
    );
    const got = await waitForDelivery(1);
    expect(got.error).toBeNull();
    expect(got.verified).toMatchObject({ type: 'campaign.completed' });
    expect(got.headers['webhook-id']).toBe(got.headers['callcraft-event-id']);
    // The existing header stays, over the same timestamp and bytes.
    const t = Number(got.headers['webhook-timestamp']);
    expect(got.headers['callcraft-signature']).toBe(signatureHeader([hook.secret], t, got.body));
  });

  it('an endpoint with an older (URL-safe) secret verifies after the documented one-line conversion', async () => {
    const old = 'whsec_' + Buffer.alloc(32, 7).toString('base64url').replace(/A/g, '-');
    await server.ctx.db.update(webhookEndpoints).set({ secret: old });
    secretForReceiver = 'whsec_' + Buffer.from(old.slice(6), 'base64url').toString('base64');
    await emitWebhookEvent(
      server.ctx.db,
      'campaign.completed',
      { campaignId: '00000000-0000-4000-8000-0000000000c2', leadsCompleted: 1 },
      { key: 'std:2' },
    );
    const got = await waitForDelivery(2);
    expect(got.error).toBeNull();
  });

  it('a receiver with the wrong secret refuses the delivery', async () => {
    secretForReceiver = 'whsec_' + Buffer.alloc(33, 1).toString('base64');
    await emitWebhookEvent(
      server.ctx.db,
      'campaign.completed',
      { campaignId: '00000000-0000-4000-8000-0000000000c3', leadsCompleted: 1 },
      { key: 'std:3' },
    );
    const got = await waitForDelivery(3);
    expect(got.error).toMatch(/No matching signature/);
  });
});
