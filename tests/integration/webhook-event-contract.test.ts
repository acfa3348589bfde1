import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { WEBHOOK_EVENT_EXAMPLES } from '@common/webhooks/events';
import { WEBHOOK_EVENT_TYPES, type TWebhookEventType } from '@common/webhooks/schemas';
import { emitCampaignCompleted } from '../../src/server/features/dispatch/complete-campaign';
import { emitWebhookEvent } from '../../src/server/features/webhooks/emit-webhook-event';
import { webhookEventSchemaName } from '../../src/server/http/webhook-event-docs';
import { handleSeededCalls, seedCalledCampaign } from '../support/dev-queue-seed';
import { send, signInAdmin, type CookieJar } from '../support/session';
import { startTestServer, type TestServer } from '../support/test-server';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver';

// One contract per event out: every type has one schema, published with an example in the API
// document (/api/docs/json), and what the real emitters send matches the published schema.

const PASSWORD = 'event-contract-pw';

describe('webhook event contracts', () => {
  let server: TestServer;
  let jar: CookieJar;
  let receiver: WebhookReceiver;
  let published: Record<string, Record<string, unknown>>;
  // The document is OpenAPI 3.0 (nullability is `nullable: true`): read it as such.
  const validatorOf = (type: TWebhookEventType) =>
    z.fromJSONSchema(published[webhookEventSchemaName(type)] as never, { defaultTarget: 'openapi-3.0' });

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    server = await startTestServer({ env: { ADMIN_PASSWORD: PASSWORD, FETCH_ALLOW_HOSTS: '127.0.0.1' } });
    jar = (await signInAdmin(server, PASSWORD)).jar;
    const doc = (await (await server.request('/api/docs/json')).json()) as {
      components: { schemas: Record<string, Record<string, unknown>> };
    };
    published = doc.components.schemas;
  });
  afterAll(async () => {
    await server?.close();
    await receiver?.close();
  });

  it('publishes a schema and a valid example for every event type', () => {
    for (const type of WEBHOOK_EVENT_TYPES) {
      const schema = published[webhookEventSchemaName(type)];
      expect(schema, type).toBeDefined();
      expect(schema.example).toEqual(WEBHOOK_EVENT_EXAMPLES[type]);
      expect(validatorOf(type).safeParse(schema.example).success, type).toBe(true);
      // A body of another type does not pass: the schemas say which event they describe.
      const other = WEBHOOK_EVENT_TYPES.find((t) => t !== type)!;
      expect(validatorOf(type).safeParse(WEBHOOK_EVENT_EXAMPLES[other]).success).toBe(false);
    }
  });

  it('each real emitter sends a body the published schema accepts', async () => {
    const hook = await send(server, jar, '/api/admin/webhooks', {
      method: 'POST',
      json: { url: receiver.url, events: [...WEBHOOK_EVENT_TYPES] },
    });
    expect(hook.status).toBe(201);
    // call.completed and lead.qualified: the call.finished handlers of seeded campaign calls.
    const q = await seedCalledCampaign(server.ctx.db, 'Contract plumbers');
    await handleSeededCalls(server.ctx, q);
    // booking.created: the Dev Queue's booking for the qualified lead.
    const booked = await send(server, jar, `/api/admin/leads/${q.leadIds.interested}/create-booking`, {
      method: 'POST',
    });
    expect(booked.status).toBe(200);
    // campaign.completed: the dispatch's completion.
    await emitCampaignCompleted(server.ctx, q.campaignId, 5);

    const deadline = Date.now() + 15_000;
    const bodies = () =>
      receiver.requests.filter((r) => r.status === 200).map((r) => JSON.parse(r.body) as { type: TWebhookEventType });
    while (Date.now() < deadline && new Set(bodies().map((b) => b.type)).size < WEBHOOK_EVENT_TYPES.length)
      await new Promise((r) => setTimeout(r, 100));
    const got = bodies();
    expect(new Set(got.map((b) => b.type))).toEqual(new Set(WEBHOOK_EVENT_TYPES));
    for (const body of got) {
      const r = validatorOf(body.type).safeParse(body);
      expect(r.success, `${body.type}: ${r.error?.message}`).toBe(true);
    }
  });

  it('the emitter refuses a body outside its schema, storing nothing', async () => {
    await expect(
      emitWebhookEvent(server.ctx.db, 'campaign.completed', { campaignId: 'not-a-uuid', leadsCompleted: 1 }),
    ).rejects.toThrow();
  });
});
