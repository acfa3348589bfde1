import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCreatedApiKey } from '@common/api-keys/schemas';
import type { TV1CallPage } from '@common/public-api/schemas';
import { callOutcomes, calls } from '../../src/server/db/schema';
import { insertCampaignWithLeads } from '../support/campaign-leads';
import { send, signInAdmin } from '../support/session';
import { startTestServer, type TestServer } from '../support/test-server';

// GET /api/v1/calls: campaign calls with lead and reading, filtered by campaign and time, paged by
// a cursor that also serves to poll for calls changed later; trial calls never appear.

const PASSWORD = 'calls-read-password';

describe('calls read-back API', () => {
  let server: TestServer;
  let key: TCreatedApiKey;
  let writerOnly: TCreatedApiKey;
  let campaignA: string;
  let campaignB: string;
  let leadIds: string[];
  const get = (path: string, k = key.key) => server.request(path, { headers: { authorization: `Bearer ${k}` } });
  const page = async (path: string) => {
    const res = await get(path);
    expect(res.status, path).toBe(200);
    return (await res.json()) as TV1CallPage;
  };

  beforeAll(async () => {
    server = await startTestServer({ env: { ADMIN_PASSWORD: PASSWORD, API_KEY_RATE_LIMIT_PER_MINUTE: '1000' } });
    const { jar } = await signInAdmin(server, PASSWORD);
    const make = async (scopes: string[]) =>
      (await (
        await send(server, jar, '/api/admin/api-keys', { method: 'POST', json: { name: 'k', scopes } })
      ).json()) as TCreatedApiKey;
    key = await make(['calls:read']);
    writerOnly = await make(['leads:write']);
    const a = await insertCampaignWithLeads(server.ctx.db, 'A', [
      { email: 'a1@example.com' },
      { email: 'a2@example.com' },
      { email: 'a3@example.com' },
    ]);
    const b = await insertCampaignWithLeads(server.ctx.db, 'B', [{ email: 'b1@example.com' }]);
    campaignA = a.campaignId;
    campaignB = b.campaignId;
    leadIds = [...a.leadIds, ...b.leadIds];
    const base = Date.parse('2026-11-20T10:00:00Z');
    const rows = leadIds.map((leadId, i) => ({
      purpose: 'campaign',
      provider: 'sandbox',
      phoneNumber: `+1415555010${i}`,
      prompt: 'p',
      status: 'completed' as const,
      endReason: 'completed',
      leadId,
      attempt: 1,
      campaignId: i < 3 ? campaignA : campaignB,
      createdAt: new Date(base + i * 60_000),
      updatedAt: new Date(base + i * 60_000),
      completedAt: new Date(base + i * 60_000 + 30_000),
    }));
    const inserted = await server.ctx.db.insert(calls).values(rows).returning({ id: calls.id, leadId: calls.leadId });
    await server.ctx.db
      .insert(calls)
      .values({ purpose: 'trial', provider: 'sandbox', phoneNumber: '+14155559999', prompt: 'p' });
    const first = inserted.find((c) => c.leadId === leadIds[0])!;
    await server.ctx.db.insert(callOutcomes).values({
      callId: first.id,
      leadId: leadIds[0],
      campaignId: campaignA,
      disposition: 'interested',
      summary: 'Wants a demo on Tuesday',
      fields: { budget: 5000 },
      reader: 'sandbox',
      templateVersion: 'v1',
    });
  });
  afterAll(async () => server?.close());

  it('needs the calls:read scope', async () => {
    expect((await server.request('/api/v1/calls')).status).toBe(401);
    expect((await get('/api/v1/calls', writerOnly.key)).status).toBe(403);
  });

  it('answers campaign calls with lead and reading, never trial calls', async () => {
    const all = await page('/api/v1/calls');
    expect(all.items).toHaveLength(4);
    expect(all.hasMore).toBe(false);
    const first = all.items[0];
    expect(first).toMatchObject({
      campaignId: campaignA,
      lead: { id: leadIds[0], email: 'a1@example.com' },
      status: 'completed',
      endReason: 'completed',
      disposition: 'interested',
      summary: 'Wants a demo on Tuesday',
      fields: { budget: 5000 },
      completedAt: '2026-11-20T10:00:30.000Z',
    });
    expect(all.items[1].disposition).toBeNull();
  });

  it('filters by campaign and since', async () => {
    expect((await page(`/api/v1/calls?campaignId=${campaignB}`)).items.map((c) => c.lead?.email)).toEqual([
      'b1@example.com',
    ]);
    const since = await page(`/api/v1/calls?since=${encodeURIComponent('2026-11-20T10:01:00Z')}`);
    expect(since.items.map((c) => c.lead?.email)).toEqual(['a2@example.com', 'a3@example.com', 'b1@example.com']);
  });

  it('pages by cursor without gaps or repeats, and the last cursor polls for later changes', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    for (let i = 0; i < 5; i++) {
      const p: TV1CallPage = await page(`/api/v1/calls?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...p.items.map((c) => c.lead!.email));
      cursor = p.nextCursor;
      if (!p.hasMore) break;
    }
    expect(seen).toEqual(['a1@example.com', 'a2@example.com', 'a3@example.com', 'b1@example.com']);
    expect((await page(`/api/v1/calls?cursor=${cursor}`)).items).toEqual([]);
    await server.ctx.database.sql.query(`update calls set updated_at = now() where lead_id = $1`, [leadIds[1]]);
    expect((await page(`/api/v1/calls?cursor=${cursor}`)).items.map((c) => c.lead!.email)).toEqual(['a2@example.com']);
  });

  it('refuses a cursor it did not make', async () => {
    expect((await get('/api/v1/calls?cursor=bm90LWEtY3Vyc29y')).status).toBe(400);
  });
});
