import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TWebhookDelivery, TWebhookWithSecret } from '@common/webhooks/schemas';
import { calls, jobProgress } from '../../src/server/db/schema';
import { applyCallDetails } from '../../src/server/features/calls/apply-call-details';
import { emitCampaignCompleted } from '../../src/server/features/dispatch/complete-campaign';
import { handleSeededCalls, seedCalledCampaign, type SeededQueue } from '../support/dev-queue-seed';
import { CookieJar, send, signInAdmin } from '../support/session';
import { startTestServer, type TestServer } from '../support/test-server';
import { startWebhookReceiver, verifySignature, type WebhookReceiver } from '../support/webhook-receiver';

// Webhooks out, end to end: the admin registers a local receiver that fails the
// first three deliveries of every event; events are emitted at their real points (a finished call,
// the Dev Queue judging a lead, a booking link, a finished campaign), each one twice; every event
// must arrive exactly once after its retries, signed, with the three failures and the success in
// the delivery log. Retries use a 100 ms base instead of 30 s (WEBHOOK_RETRY_BASE_MS).

const PASSWORD = 'webhooks-out-password';
const ALL_EVENTS = ['call.completed', 'lead.qualified', 'booking.created', 'campaign.completed'];

async function waitFor<T>(
  what: string,
  probe: () => Promise<T | null | undefined | false>,
  timeoutMs = 30_000,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('webhooks out', () => {
  let server: TestServer;
  let receiver: WebhookReceiver;
  let jar: CookieJar;
  let q: SeededQueue;
  let hook: TWebhookWithSecret;
  const admin = (path: string, init: RequestInit & { json?: unknown } = {}) => send(server, jar, path, init);
  const deliveries = async () =>
    ((await (await admin(`/api/admin/webhooks/${hook.id}/deliveries`)).json()) as { deliveries: TWebhookDelivery[] })
      .deliveries;

  beforeAll(async () => {
    receiver = await startWebhookReceiver({ failFirst: 3 });
    server = await startTestServer({
      env: { ADMIN_PASSWORD: PASSWORD, FETCH_ALLOW_HOSTS: '127.0.0.1', WEBHOOK_RETRY_BASE_MS: '100' },
    });
    jar = (await signInAdmin(server, PASSWORD)).jar;
    q = await seedCalledCampaign(server.ctx.db, 'Webhook plumbers');
  });
  afterAll(async () => {
    await server?.close();
    await receiver?.close();
  });

  it('refuses endpoint URLs on private, loopback or metadata addresses, and bad input, storing nothing', async () => {
    for (const [url, reason] of [
      ['http://10.1.2.3/hook', 'private'],
      ['http://169.254.169.254/latest/meta-data', 'metadata'],
      ['http://[::1]:8080/hook', 'loopback'],
      ['http://192.168.0.10/hook', 'private'],
    ]) {
      const res = await admin('/api/admin/webhooks', { method: 'POST', json: { url, events: ['call.completed'] } });
      expect(res.status, url).toBe(400);
      const body = (await res.json()) as { error: string; details?: { reason?: string } };
      expect(body.error).toMatch(/webhooks go to public addresses only/);
      expect(body.details?.reason).toBe(reason);
    }
    expect(
      (
        await admin('/api/admin/webhooks', {
          method: 'POST',
          json: { url: 'ftp://example.com/x', events: ['call.completed'] },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await admin('/api/admin/webhooks', {
          method: 'POST',
          json: { url: 'https://example.com/x', events: ['call.started'] },
        })
      ).status,
    ).toBe(400);
    expect(
      (await admin('/api/admin/webhooks', { method: 'POST', json: { url: 'https://example.com/x', events: [] } }))
        .status,
    ).toBe(400);
    expect(await (await admin('/api/admin/webhooks')).json()).toEqual({ endpoints: [] });
  });

  it('registers an endpoint and shows its secret once', async () => {
    const res = await admin('/api/admin/webhooks', { method: 'POST', json: { url: receiver.url, events: ALL_EVENTS } });
    expect(res.status).toBe(201);
    hook = (await res.json()) as TWebhookWithSecret;
    expect(hook.secret).toMatch(/^whsec_[\w-]{40,}$/);
    const list = await (await admin('/api/admin/webhooks')).text();
    expect(list).toContain(hook.id);
    expect(list).not.toContain(hook.secret);
    expect(JSON.parse(list).endpoints[0]).toMatchObject({
      url: receiver.url,
      events: ALL_EVENTS,
      enabled: true,
      secretHint: hook.secret.slice(0, 10) + '…',
    });
  });

  it('delivers every event exactly once after three failures each, signed, with every attempt logged', async () => {
    const interested = q.leadIds.interested;
    // The real emit points, each reached twice: the second time must not produce a second event.
    const [call] = await server.ctx.db
      .insert(calls)
      .values({
        purpose: 'campaign',
        provider: 'sandbox',
        providerCallId: 'wh-call-1',
        phoneNumber: '+14155550199',
        prompt: 'p',
        status: 'in-progress',
        leadId: q.leadIds['no-answer'],
      })
      .returning();
    const details = {
      providerCallId: 'wh-call-1',
      state: 'completed' as const,
      completed: true,
      durationSeconds: 42,
      transcript: 'assistant: Hi\nuser: Hello',
      transcripts: [],
      summary: 'Said hello.',
      recordingUrl: null,
      answeredBy: 'human',
      price: null,
      errorMessage: null,
      metadata: {},
    };
    for (let i = 0; i < 2; i++) {
      await server.ctx.db.transaction((tx) => applyCallDetails(server.ctx, tx, call, details, new Date()));
      await handleSeededCalls(server.ctx, q);
      expect((await admin(`/api/admin/campaigns/${q.campaignId}/qualified-leads`)).status).toBe(200);
      expect((await admin(`/api/admin/leads/${interested}/create-booking`, { method: 'POST' })).status).toBe(200);
      await emitCampaignCompleted(server.ctx, q.campaignId, 5);
    }

    // The seeded calls' call.finished handlers (run twice: a redelivery) give them their outcomes,
    // and each sends its own call.completed: the emit points above are the ones reached twice;
    // every event, theirs included, must arrive exactly once.
    const all = await waitFor('every event delivered', async () => {
      const list = await deliveries();
      const types = new Set<string>(list.map((d) => d.eventType));
      return ALL_EVENTS.every((t) => types.has(t)) && list.every((d) => d.status === 'succeeded') && list;
    });
    const counts = all.reduce<Record<string, number>>(
      (m, d) => ({ ...m, [d.eventType]: (m[d.eventType] ?? 0) + 1 }),
      {},
    );
    expect(counts).toMatchObject({ 'lead.qualified': 1, 'booking.created': 1, 'campaign.completed': 1 });
    const ours = (d: TWebhookDelivery) => {
      if (d.eventType !== 'call.completed') return true;
      const r = receiver.requests.find((x) => x.eventId === d.eventId && x.status === 200);
      return (JSON.parse(r!.body) as { data: { callId: string } }).data.callId === call.id;
    };
    const done = all.filter(ours);
    expect(done.map((d) => d.eventType).sort()).toEqual([...ALL_EVENTS].sort());

    // The receiver: four requests per event (3 refused, 1 accepted), each accepted exactly once.
    const ids = done.map((d) => d.eventId).sort();
    expect([...receiver.accepted.keys()].sort()).toEqual(all.map((d) => d.eventId).sort());
    for (const id of ids) {
      const got = receiver.requests.filter((r) => r.eventId === id);
      expect(got.map((r) => r.status)).toEqual([500, 500, 500, 200]);
      for (const r of got) {
        expect(verifySignature(r.signature, r.body, hook.secret), r.signature).toBe(true);
        expect(verifySignature(r.signature, r.body, 'whsec_not-the-secret')).toBe(false);
        const body = JSON.parse(r.body) as { id: string; type: string; data: Record<string, unknown> };
        expect(body.id).toBe(id);
      }
      // Every attempt carries the same body: only the signature's timestamp may differ.
      expect(new Set(got.map((r) => r.body)).size).toBe(1);
    }
    const byType = Object.fromEntries(
      receiver.requests
        .filter((r) => r.status === 200 && ids.includes(r.eventId))
        .map((r) => [JSON.parse(r.body).type, JSON.parse(r.body).data]),
    );
    expect(byType['call.completed']).toMatchObject({
      callId: call.id,
      status: 'completed',
      durationSeconds: 42,
      // A campaign call's event comes from the outcome writer: its summary and disposition.
      summary: expect.any(String),
      disposition: expect.any(String),
    });
    expect(byType['lead.qualified']).toMatchObject({ leadId: interested });
    expect(byType['booking.created']).toMatchObject({ leadId: interested, status: 'link-sent' });
    expect(byType['campaign.completed']).toMatchObject({ campaignId: q.campaignId, leadsCompleted: 5 });

    // The delivery log: three failures with their next retry (growing), then the success.
    for (const d of done) {
      expect(d.attempts).toBe(4);
      expect(d.responseCode).toBe(200);
      expect(d.nextRetryAt).toBeNull();
      expect(d.log.map((a) => [a.attempt, a.ok, a.responseCode])).toEqual([
        [1, false, 500],
        [2, false, 500],
        [3, false, 500],
        [4, true, 200],
      ]);
      const waits = d.log.slice(0, 3).map((a) => new Date(a.nextRetryAt!).getTime() - new Date(a.at).getTime());
      expect(waits).toEqual([100, 200, 400]);
      expect(d.log[3].nextRetryAt).toBeNull();
      for (const a of d.log) expect(a.latencyMs).toBeGreaterThanOrEqual(0);
    }
    // Delivery jobs are not watchable: the delivery log above is their record, no job_progress rows.
    const progressRows = await server.ctx.db
      .select()
      .from(jobProgress)
      .where(eq(jobProgress.queue, 'webhooks.deliver'));
    expect(progressRows).toEqual([]);
    await server.ctx.db.delete(calls).where(eq(calls.id, call.id));
  });

  it('redelivers an event on request: same event id, logged as a manual attempt', async () => {
    const [d] = await deliveries();
    const before = receiver.requests.length;
    const res = await admin(`/api/admin/webhooks/${hook.id}/deliveries/${d.id}/redeliver`, { method: 'POST' });
    expect(res.status).toBe(200);
    const again = await waitFor('the manual attempt', async () =>
      (await deliveries()).find((x) => x.id === d.id && x.attempts === 5 && x.status === 'succeeded'),
    );
    expect(again.log.at(-1)).toMatchObject({ attempt: 5, manual: true, ok: true, responseCode: 200 });
    expect(receiver.requests.slice(before).map((r) => r.eventId)).toEqual([d.eventId]);
    expect(
      (
        await admin(`/api/admin/webhooks/${hook.id}/deliveries/00000000-0000-4000-8000-000000000000/redeliver`, {
          method: 'POST',
        })
      ).status,
    ).toBe(404);
  });

  it('rotates the secret: shown once; the previous one keeps signing beside it for a day', async () => {
    const res = await admin(`/api/admin/webhooks/${hook.id}/rotate-secret`, { method: 'POST' });
    expect(res.status).toBe(200);
    const rotated = (await res.json()) as TWebhookWithSecret;
    expect(rotated.secret).not.toBe(hook.secret);
    const [d] = await deliveries();
    const before = receiver.requests.length;
    await admin(`/api/admin/webhooks/${hook.id}/deliveries/${d.id}/redeliver`, { method: 'POST' });
    await waitFor('the redelivery', async () => receiver.requests.length > before);
    const r = receiver.requests[before];
    expect(r.signature.match(/v1=/g)).toHaveLength(2);
    expect(verifySignature(r.signature, r.body, rotated.secret)).toBe(true);
    expect(verifySignature(r.signature, r.body, hook.secret)).toBe(true);
    hook = { ...hook, secret: rotated.secret };
  });

  it('a disabled endpoint records no new events; enabled again it does', async () => {
    expect((await admin(`/api/admin/webhooks/${hook.id}`, { method: 'PATCH', json: { enabled: false } })).status).toBe(
      200,
    );
    const before = (await deliveries()).length;
    await emitCampaignCompleted(server.ctx, q.campaignId, 6);
    expect(await deliveries()).toHaveLength(before);
    expect((await admin(`/api/admin/webhooks/${hook.id}`, { method: 'PATCH', json: { enabled: true } })).status).toBe(
      200,
    );
    await emitCampaignCompleted(server.ctx, q.campaignId, 7);
    await waitFor('the new event', async () => (await deliveries()).length === before + 1);
  });

  it('deletes an endpoint with its log', async () => {
    expect((await admin(`/api/admin/webhooks/${hook.id}`, { method: 'DELETE' })).status).toBe(200);
    expect(await (await admin('/api/admin/webhooks')).json()).toEqual({ endpoints: [] });
    expect((await admin(`/api/admin/webhooks/${hook.id}/deliveries`)).status).toBe(404);
    expect((await admin(`/api/admin/webhooks/${hook.id}`, { method: 'DELETE' })).status).toBe(404);
  });
});
