import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, leads } from '../../src/server/db/schema';
import { createSandboxVoice } from '../../src/server/providers/voice/sandbox';
import { insertCampaignWithLeads } from '../support/campaign-leads';
import { seedCalledCampaign } from '../support/dev-queue-seed';
import { CookieJar, send, signInAdmin } from '../support/session';
import { startTestServer, type TestServer } from '../support/test-server';

// /test-enhanced-voice: the stat row, enriched leads with a phone, Preview Prompt and Launch Call
// (through placeCall, Sandbox voice).

const PASSWORD = 'enhanced-voice-password';

describe('enhanced voice testing', () => {
  let server: TestServer;
  let jar: CookieJar;
  let leadId: string;
  let noPhoneId: string;
  let pendingId: string;
  const admin = (path: string, init: RequestInit & { json?: unknown } = {}) => send(server, jar, path, init);

  beforeAll(async () => {
    server = await startTestServer({
      env: { ADMIN_PASSWORD: PASSWORD },
      providers: { voice: createSandboxVoice({ queuedMs: 50, talkMs: 50 }) },
    });
    jar = (await signInAdmin(server, PASSWORD)).jar;
    const q = await seedCalledCampaign(server.ctx, 'Enhanced');
    leadId = q.leadIds.interested;
    await server.ctx.db
      .update(leads)
      .set({
        phoneE164: '+14155550100',
        callStatus: 'pending',
        agentPrompt: 'You are Maya, phoning interested Plumbing (plumbing).',
      })
      .where(eq(leads.id, leadId));
    const other = await insertCampaignWithLeads(server.ctx.db, 'Not enriched', [
      { email: 'no-phone@example.com' },
      { email: 'pending@example.com', phoneNumber: '+14155550199' },
    ]);
    [noPhoneId, pendingId] = other.leadIds;
    await server.ctx.db.update(leads).set({ phoneE164: '+14155550199' }).where(eq(leads.id, pendingId));
  });
  afterAll(async () => server?.close());

  it('lists enriched leads having a phone number, with the stat row', async () => {
    const body = await (await admin('/api/admin/enhanced-voice')).json();
    expect(body.stats).toEqual({ totalLeads: 7, enriched: 5, withFirecrawl: 5, readyToCall: 1 });
    expect(body.leads.map((l: { id: string }) => l.id)).toEqual([leadId]);
    expect(body.leads[0]).toMatchObject({
      companyName: 'interested Plumbing',
      phoneNumber: '+14155550100',
      hasWebData: true,
      keyPoints: ['24/7 emergency service', 'Family owned', 'Licensed'],
      industry: 'Plumbing',
    });
    expect(body.leads.map((l: { id: string }) => l.id)).not.toContain(noPhoneId);
  });

  it("previews the lead's prompt with the custom instructions, dialling nobody", async () => {
    const res = await admin('/api/admin/test-enriched-prompt', {
      method: 'POST',
      json: { leadId, customInstructions: 'Mention the spring offer.' },
    });
    expect(res.status).toBe(200);
    const { prompt } = await res.json();
    expect(prompt).toBe(
      'You are Maya, phoning interested Plumbing (plumbing).\n\nAdditional instructions for this call:\nMention the spring offer.',
    );
    expect((await server.ctx.db.select().from(calls).where(eq(calls.purpose, 'test'))).length).toBe(0);
  });

  it('launches a call through placeCall with the chosen voice, recorded against the lead', async () => {
    const res = await admin('/api/admin/dispatch-enriched-call', {
      method: 'POST',
      json: { leadId, gender: 'male', age: '40s', customInstructions: '' },
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ mode: 'sandbox', voice: 'mason' });
    const [row] = await server.ctx.db.select().from(calls).where(eq(calls.id, body.callId));
    expect(row).toMatchObject({
      purpose: 'test',
      leadId,
      phoneNumber: '+14155550100',
      voice: 'mason',
      prompt: 'You are Maya, phoning interested Plumbing (plumbing).',
    });
  });

  it("refuses 'No lead selected', leads that are not enriched or have no phone, bad voices; nothing dialled", async () => {
    const before = (await server.ctx.db.select().from(calls)).length;
    const missing = await admin('/api/admin/test-enriched-prompt', {
      method: 'POST',
      json: { customInstructions: '' },
    });
    expect(missing.status).toBe(400);
    expect((await missing.json()).error).toContain('No lead selected');
    expect(
      (
        await admin('/api/admin/dispatch-enriched-call', {
          method: 'POST',
          json: { leadId: pendingId, gender: 'female' },
        })
      ).status,
    ).toBe(409);
    expect(
      (await admin('/api/admin/dispatch-enriched-call', { method: 'POST', json: { leadId, gender: 'robot' } })).status,
    ).toBe(400);
    expect(
      (
        await admin('/api/admin/dispatch-enriched-call', {
          method: 'POST',
          json: { leadId, gender: 'female', age: '90s' },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await admin('/api/admin/test-enriched-prompt', {
          method: 'POST',
          json: { leadId, customInstructions: 'x'.repeat(501) },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await admin('/api/admin/dispatch-enriched-call', {
          method: 'POST',
          json: { leadId: '00000000-0000-4000-8000-000000000000', gender: 'female' },
        })
      ).status,
    ).toBe(404);
    expect((await server.ctx.db.select().from(calls)).length).toBe(before);
  });

  it('is admin-only', async () => {
    const anon = new CookieJar();
    expect((await send(server, anon, '/api/admin/enhanced-voice')).status).toBe(401);
    expect(
      (await send(server, anon, '/api/admin/test-enriched-prompt', { method: 'POST', json: { leadId } })).status,
    ).toBe(401);
    expect(
      (
        await send(server, anon, '/api/admin/dispatch-enriched-call', {
          method: 'POST',
          json: { leadId, gender: 'female' },
        })
      ).status,
    ).toBe(401);
  });
});
