import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, leads } from '../../src/server/db/schema';
import { readJobEvents } from '../support/campaign-leads';
import { insertReadyCampaign } from '../support/dispatch-leads';
import { send, signInAdmin, type CookieJar } from '../support/session';
import { startTestServer, type TestServer } from '../support/test-server';

// Voicemail end to end on the Sandbox voice provider: a campaign set to leave a
// message, a number a machine answers (555-018x), a busy number (555-017x). The server default
// retries nothing (DISPATCH_RETRIES=0), so every retry seen here comes from the campaign's own
// per-outcome settings, and none goes beyond its max.

const PASSWORD = 'voicemail-test-pw';
const hour = new Date().getUTCHours();
// A zone where it is calling hours now, so the retries (delay 0) are placed at once.
const OPEN_ZONE = hour >= 8 && hour < 21 ? 'UTC' : hour < 8 ? 'Asia/Tokyo' : 'America/Los_Angeles';
const MACHINE = '+12125550181';
const BUSY = '+12125550172';

describe('voicemail and retries per outcome (Sandbox, live run)', () => {
  let server: TestServer;
  let jar: CookieJar;
  const admin = (path: string, init: RequestInit & { json?: unknown } = {}) => send(server, jar, path, init);

  beforeAll(async () => {
    server = await startTestServer({
      env: {
        ADMIN_PASSWORD: PASSWORD,
        SANDBOX_CALL_QUEUED_MS: '50',
        SANDBOX_CALL_TALK_MS: '100',
        DISPATCH_RETRIES: '0',
        DISPATCH_RETRY_DELAY_MINUTES: '0',
      },
    });
    jar = (await signInAdmin(server, PASSWORD)).jar;
  });
  afterAll(async () => server?.close());

  it('refuses "leave a message" without a message or with an unknown variable, keeping the stored settings', async () => {
    const { campaignId } = await insertReadyCampaign(server.ctx.db, 'VM settings', [{ phoneE164: MACHINE }]);
    const def = await (await admin(`/api/admin/campaigns/${campaignId}/outcome-settings`)).json();
    // Never saved: the server's defaults, filled in for the form.
    expect(def.callHandling).toEqual({
      voicemail: { action: 'hangup', message: '' },
      retries: {
        busy: { maxAttempts: 1, delayMinutes: 0 },
        'no-answer': { maxAttempts: 1, delayMinutes: 0 },
        voicemail: { maxAttempts: 1, delayMinutes: 0 },
      },
    });
    for (const message of ['', 'Hi {{nickname}}']) {
      const bad = await admin(`/api/admin/campaigns/${campaignId}/outcome-settings`, {
        method: 'PUT',
        json: { ...def, callHandling: { ...def.callHandling, voicemail: { action: 'leave_message', message } } },
      });
      expect(bad.status).toBe(400);
    }
    const badRetry = await admin(`/api/admin/campaigns/${campaignId}/outcome-settings`, {
      method: 'PUT',
      json: {
        ...def,
        callHandling: {
          ...def.callHandling,
          retries: { ...def.callHandling.retries, busy: { maxAttempts: 0, delayMinutes: 5 } },
        },
      },
    });
    expect(badRetry.status).toBe(400);
    expect((await (await admin(`/api/admin/campaigns/${campaignId}/outcome-settings`)).json()).callHandling).toEqual(
      def.callHandling,
    );
  });

  it('a machine-answered call leaves the lead’s message and ends "left voicemail"; retried per settings, never beyond max', async () => {
    const { campaignId, leadIds } = await insertReadyCampaign(server.ctx.db, 'VM run', [
      { phoneE164: MACHINE, timezone: OPEN_ZONE },
      { phoneE164: BUSY, timezone: OPEN_ZONE },
    ]);
    const def = await (await admin(`/api/admin/campaigns/${campaignId}/outcome-settings`)).json();
    const put = await admin(`/api/admin/campaigns/${campaignId}/outcome-settings`, {
      method: 'PUT',
      json: {
        ...def,
        callHandling: {
          voicemail: {
            action: 'leave_message',
            message:
              'Hi {{first_name}}, this is Ava calling {{company_name}} about answering your calls. I will try again.',
          },
          retries: {
            busy: { maxAttempts: 3, delayMinutes: 0 },
            'no-answer': { maxAttempts: 1, delayMinutes: 0 },
            voicemail: { maxAttempts: 2, delayMinutes: 0 },
          },
        },
      },
    });
    expect(put.status).toBe(200);

    const res = await admin(`/api/admin/campaigns/${campaignId}/dispatch-calls`, {
      method: 'POST',
      json: { delayBetweenCalls: 1000, testMode: false },
    });
    expect(res.status).toBe(202);
    const { jobId } = await res.json();
    const events = await readJobEvents(await admin(`/api/jobs/${jobId}/events`));
    expect(events.at(-1)).toMatchObject({ state: 'completed' });

    const attempts = await server.ctx.db
      .select({
        leadId: calls.leadId,
        attempt: calls.attempt,
        status: calls.status,
        endReason: calls.endReason,
        answeredBy: calls.answeredBy,
        transcript: calls.transcript,
        metadata: calls.metadata,
      })
      .from(calls)
      .where(eq(calls.campaignId, campaignId));
    const machine = attempts.filter((a) => a.leadId === leadIds[0]).sort((a, b) => a.attempt! - b.attempt!);
    // Voicemail: max 2 attempts → exactly 2, both "left voicemail" with the lead's own message.
    expect(machine.map((a) => [a.attempt, a.status, a.endReason, a.answeredBy])).toEqual([
      [1, 'left-voicemail', 'voicemail', 'voicemail'],
      [2, 'left-voicemail', 'voicemail', 'voicemail'],
    ]);
    for (const a of machine) {
      expect(a.transcript).toContain('assistant: Hi Pat, this is Ava calling Company 0 about answering your calls.');
      expect(a.metadata).toMatchObject({ voicemail: { action: 'leave_message' } });
    }
    // Busy: max 3 attempts → exactly 3.
    const busy = attempts.filter((a) => a.leadId === leadIds[1]).sort((a, b) => a.attempt! - b.attempt!);
    expect(busy.map((a) => [a.attempt, a.status, a.endReason])).toEqual([
      [1, 'failed', 'busy'],
      [2, 'failed', 'busy'],
      [3, 'failed', 'busy'],
    ]);
    const [l0] = await server.ctx.db.select().from(leads).where(eq(leads.id, leadIds[0]));
    // The lead keeps its status and attempts; the end reason is its latest call's (no copy on the lead).
    expect(l0).toMatchObject({ callStatus: 'completed', callAttempts: 2, nextCallAt: null });
    expect(l0).not.toHaveProperty('callEndReason');

    // Lead details: the latest attempt's status and end reason, and the disposition "voicemail".
    const details = await (await admin(`/api/admin/leads/${leadIds[0]}/call-details`)).json();
    expect(details.call).toMatchObject({ status: 'left-voicemail', answeredBy: 'voicemail', endReason: 'voicemail' });
    expect(details.outcome).toMatchObject({ disposition: 'voicemail' });
  });

  it('on "hang up" a machine-answered call ends completed with no message, and is not retried by default', async () => {
    const { campaignId, leadIds } = await insertReadyCampaign(server.ctx.db, 'VM hangup', [
      { phoneE164: '+12125550183', timezone: OPEN_ZONE },
    ]);
    const res = await admin(`/api/admin/campaigns/${campaignId}/dispatch-calls`, {
      method: 'POST',
      json: { delayBetweenCalls: 1000, testMode: false },
    });
    const { jobId } = await res.json();
    await readJobEvents(await admin(`/api/jobs/${jobId}/events`));
    const attempts = await server.ctx.db
      .select({ status: calls.status, endReason: calls.endReason, transcript: calls.transcript })
      .from(calls)
      .where(eq(calls.leadId, leadIds[0]));
    expect(attempts).toHaveLength(1);
    expect(attempts[0]).toMatchObject({ status: 'completed', endReason: 'voicemail' });
    expect(attempts[0].transcript).not.toContain('assistant:');
  });
});
