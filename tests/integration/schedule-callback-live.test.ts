import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads } from '../../src/server/db/schema';
import { insertConversation } from '../../src/server/features/conversations/conversations.repo';
import { runTool } from '../../src/server/features/conversations/tools/run-tool';
import { recordLeadResult } from '../../src/server/features/outreach-state/outreach-state';
import { insertReadyCampaign, testPhone } from '../support/dispatch-leads';
import { startTestServer, type TestServer } from '../support/test-server';

// "Call me later" in a live conversation sets the lead's next attempt through the outreach core
// (at the lawful time the tool chose), and the call's settle keeps it over the retry plan; a test
// conversation only records it.

describe('schedule_callback moves the lead only in a live conversation', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { DISPATCH_RETRIES: '0' } });
  });
  afterAll(async () => {
    await server?.close();
  });

  async function conversationFor(mode: 'live' | 'test', phone: string) {
    const { campaignId, leadIds } = await insertReadyCampaign(server.ctx.db, `Callback ${mode}`, [
      { phoneE164: phone, timezone: 'America/New_York' },
    ]);
    const conversation = await insertConversation(server.ctx.db, {
      mode,
      engine: 'sandbox',
      agentName: 'Sunny',
      prompt: 'You are Sunny.',
      promptVersion: 'v1',
      campaignId,
      leadId: leadIds[0],
      calleeTimeZone: 'America/New_York',
      calleePhone: phone,
    });
    return { conversation, leadId: leadIds[0] };
  }
  const leadOf = async (id: string) => (await server.ctx.db.select().from(leads).where(eq(leads.id, id)))[0];

  it('live: the lead is pending with its next attempt at the callback time, kept when the call settles', async () => {
    const { conversation, leadId } = await conversationFor('live', testPhone(921));
    // The lead is on a call (as a Sandbox or Bland call's tools find it).
    const callId = '00000000-0000-4000-8000-000000000921';
    await server.ctx.db.update(leads).set({ callStatus: 'calling', lastCallId: callId }).where(eq(leads.id, leadId));
    const record = await runTool({ ctx: server.ctx, conversation, mode: 'live', earlier: [] }, 'schedule_callback', {
      when: 'tomorrow',
    });
    expect(record.test).toBe(false);
    expect(record.result).toMatchObject({ scheduled: true, leadUpdated: true });
    expect(record.result).not.toHaveProperty('test');
    const at = new Date(String(record.result.at));
    expect(await leadOf(leadId)).toMatchObject({ callStatus: 'calling', nextCallAt: at });

    // The call ends answered (no retry planned): the callback stands, the lead waits for it.
    await server.ctx.db.transaction((tx) =>
      recordLeadResult(tx, 'campaign', { leadId, callId, retryAt: null }, { optedOutPhone: null }),
    );
    expect(await leadOf(leadId)).toMatchObject({ callStatus: 'pending', nextCallAt: at });

    // Asked again after the call settled: the lead's next attempt moves to the new time.
    const again = await runTool({ ctx: server.ctx, conversation, mode: 'live', earlier: [] }, 'schedule_callback', {
      when: 'next week',
    });
    expect(await leadOf(leadId)).toMatchObject({
      callStatus: 'pending',
      nextCallAt: new Date(String(again.result.at)),
    });
  });

  it('live, then the callee opts out: the settle drops the callback and completes the lead', async () => {
    const phone = testPhone(922);
    const { conversation, leadId } = await conversationFor('live', phone);
    const callId = '00000000-0000-4000-8000-000000000922';
    await server.ctx.db.update(leads).set({ callStatus: 'calling', lastCallId: callId }).where(eq(leads.id, leadId));
    await runTool({ ctx: server.ctx, conversation, mode: 'live', earlier: [] }, 'schedule_callback', {
      when: 'in two hours',
    });
    await server.ctx.db.transaction((tx) =>
      recordLeadResult(tx, 'campaign', { leadId, callId, retryAt: null }, { optedOutPhone: phone }),
    );
    expect(await leadOf(leadId)).toMatchObject({ callStatus: 'completed', nextCallAt: null });
  });

  it('test: only recorded, the lead is untouched', async () => {
    const { conversation, leadId } = await conversationFor('test', testPhone(923));
    const before = await leadOf(leadId);
    const record = await runTool({ ctx: server.ctx, conversation, mode: 'test', earlier: [] }, 'schedule_callback', {
      when: 'tomorrow',
    });
    expect(record).toMatchObject({ test: true, result: { scheduled: true, test: true } });
    expect(record.result).not.toHaveProperty('leadUpdated');
    expect(await leadOf(leadId)).toEqual(before);
  });
});
