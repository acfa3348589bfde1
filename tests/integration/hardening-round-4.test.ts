import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCreatedApiKey } from '../../src/common/api-keys/schemas';
import type { TEnrolLeadsResponse } from '../../src/common/public-api/schemas';
import { calls, doNotCall } from '../../src/server/db/schema';
import { TOOL_CALL_OVER_MESSAGE } from '../../src/server/features/conversations/run-voice-tool';
import { signToolRequest, TOOL_SIGNATURE_HEADER } from '../../src/server/features/voice-tools/tool-signature';
import { insertCampaignWithLeads } from '../support/campaign-leads';
import { send, signInAdmin, type CookieJar } from '../support/session';
import { startTestServer, type TestServer } from '../support/test-server';

// The fourth probe's notes: a signed tool request replayed after its call, a reader that dialled
// any port, and an API that dropped fields it did not know (a lead stored with no phone).

const PASSWORD = 'round-4-admin-password';

describe('security notes of the fourth probe', () => {
  let server: TestServer;
  let jar: CookieJar;
  let campaignId: string;
  let leadIds: string[];
  beforeAll(async () => {
    server = await startTestServer({ env: { ADMIN_PASSWORD: PASSWORD } });
    jar = (await signInAdmin(server, PASSWORD)).jar;
    ({ campaignId, leadIds } = await insertCampaignWithLeads(server.ctx.db, 'Round 4', [
      { companyName: 'Acme', firstName: 'Dana', phoneNumber: '2125550171' },
      { companyName: 'Beta', firstName: 'Ezra', phoneNumber: '2125550172' },
    ]));
  });
  afterAll(async () => server?.close());

  async function endedCall(leadId: string, phone: string, minutesAgo: number) {
    const [call] = await server.ctx.db
      .insert(calls)
      .values({
        purpose: 'campaign',
        provider: 'bland',
        phoneNumber: phone,
        prompt: 'p',
        status: 'completed',
        leadId,
        campaignId,
        metadata: {},
        completedAt: new Date(Date.now() - minutesAgo * 60_000),
      })
      .returning();
    return call.id;
  }
  const optOut = (callId: string) =>
    server.request(`/api/voice-tools/${callId}/add_to_do_not_call`, {
      method: 'POST',
      headers: { [TOOL_SIGNATURE_HEADER]: signToolRequest(server.ctx.secret, callId, 'add_to_do_not_call') },
      json: {},
    });

  it('refuses a signed tool request replayed after its call ended; one just after the call still runs', async () => {
    const old = await optOut(await endedCall(leadIds[0], '+12125550171', 30));
    expect(old.status).toBe(409);
    expect((await old.json()).error).toBe(TOOL_CALL_OVER_MESSAGE);
    expect(await server.ctx.db.select().from(doNotCall).where(eq(doNotCall.phoneE164, '+12125550171'))).toHaveLength(0);

    const late = await optOut(await endedCall(leadIds[1], '+12125550172', 1));
    expect(late.status, await late.clone().text()).toBe(200);
  });

  it('applies one port policy to the website reader and to webhooks', async () => {
    const read = await server.request(`/api/scrape-website?url=${encodeURIComponent('http://example.com:25/')}&t=1`);
    expect(read.status).toBe(400);
    expect((await read.json()).details).toMatchObject({ reason: 'port' });
    for (const url of ['http://example.com:25/', 'https://example.com:5432/hook']) {
      const hook = await send(server, jar, '/api/admin/webhooks', {
        method: 'POST',
        json: { url, events: ['call.completed'] },
      });
      expect(hook.status, url).toBe(400);
      expect((await hook.json()).details).toMatchObject({ reason: 'port' });
    }
  });

  it('/api/v1 refuses unknown fields with 422 naming them, and says when a created lead cannot be called', async () => {
    const key = (await (
      await send(server, jar, '/api/admin/api-keys', { method: 'POST', json: { name: 'w', scopes: ['leads:write'] } })
    ).json()) as TCreatedApiKey;
    const enrol = (body: unknown) =>
      server.request(`/api/v1/campaigns/${campaignId}/leads`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key.key}` },
        json: body,
      });
    const misspelt = await enrol({ leads: [{ email: 'dana@acme.example', phone: '+12125550199' }] });
    expect(misspelt.status).toBe(422);
    const refused = await misspelt.json();
    expect(refused).toMatchObject({ code: 'UNPROCESSABLE', details: { unknownFields: ['leads.0.phone'] } });
    expect(refused.error).toContain('leads.0.phone');

    const res = await enrol({
      leads: [{ email: 'no-phone@acme.example' }, { email: 'ok@acme.example', phoneNumber: '+12125550198' }],
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as TEnrolLeadsResponse;
    expect(body.results[0]).toMatchObject({ status: 'created', callable: false, reason: 'no-phone' });
    expect(body.results[1]).toMatchObject({ status: 'created', callable: true });
  });
});
