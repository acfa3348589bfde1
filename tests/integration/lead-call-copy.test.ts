import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, leads } from '../../src/server/db/schema';
import { applyCallDetails } from '../../src/server/features/calls/apply-call-details';
import { handleCallFinished } from '../../src/server/jobs/call-finished.job';
import type { CallDetails } from '../../src/server/providers/voice/types';
import { insertReadyCampaign, leadStatuses, testPhone } from '../support/dispatch-leads';
import { send, signInAdmin, type CookieJar } from '../support/session';
import { startTestServer, type TestServer } from '../support/test-server';

// "Call attempts live in `calls`; the lead keeps only what the lists show." The lead row
// keeps its call status (the lists' column) and the dispatch's bookkeeping, no copy of what its
// last call reported; lead details and meeting prep read the latest live attempt from `calls`.

const PASSWORD = 'lead-copy-pw';
const COPY_COLUMNS = [
  'call_end_reason',
  'call_duration_seconds',
  'call_transcript',
  'call_transcripts',
  'call_recording_url',
  'call_answered_by',
  'call_cost',
];

const report = (o: {
  said: string;
  recording: string;
  endReason: 'voicemail' | 'completed';
  seconds: number;
}): CallDetails => ({
  providerCallId: `p-${randomUUID()}`,
  state: 'completed',
  completed: true,
  durationSeconds: o.seconds,
  transcript: `assistant: Hi, this is Maya.\nuser: ${o.said}`,
  transcripts: [
    { user: 'assistant', text: 'Hi, this is Maya.' },
    { user: 'user', text: o.said },
  ],
  summary: null,
  recordingUrl: o.recording,
  answeredBy: o.endReason === 'voicemail' ? 'voicemail' : 'human',
  price: 0.05,
  errorMessage: null,
  metadata: {},
  endReason: o.endReason,
});

describe('the lead keeps no copy of its last call', () => {
  let server: TestServer;
  let jar: CookieJar;
  beforeAll(async () => {
    server = await startTestServer({ env: { ADMIN_PASSWORD: PASSWORD } });
    jar = (await signInAdmin(server, PASSWORD)).jar;
  });
  afterAll(async () => server?.close());

  it('the leads table has no call_* copy columns; it keeps call status, attempts, next try and last attempt id', async () => {
    const res = await server.ctx.db.execute(
      sql`select column_name from information_schema.columns where table_schema = current_schema() and table_name = 'leads'`,
    );
    const names = ((res as { rows?: Array<{ column_name: string }> }).rows ?? []).map((r) => r.column_name);
    expect(names).toEqual(expect.arrayContaining(['call_status', 'call_attempts', 'next_call_at', 'last_call_id']));
    expect(names.filter((n) => COPY_COLUMNS.includes(n))).toEqual([]);
  });

  it('lead details and meeting prep show the latest live attempt after two calls (the newer wins, a later test attempt does not)', async () => {
    const db = server.ctx.db;
    const phone = testPhone(7100);
    const { campaignId, leadIds } = await insertReadyCampaign(db, 'Copy', [{ phoneE164: phone }]);
    const leadId = leadIds[0];
    // A claim as the dispatch leaves it (lead calling, attempt row), then the provider's report
    // through the one writer of call results (webhook / poll / reconciler all end there).
    const attempt = async (n: number | null, d: CallDetails, at: Date) => {
      const id = randomUUID();
      const purpose = n === null ? 'campaign-test' : 'campaign';
      if (n !== null)
        await db
          .update(leads)
          // The claim clears the retry time: a next_call_at still set when the call settles is a callback.
          .set({ callStatus: 'calling', callAttempts: n, lastCallId: id, nextCallAt: null })
          .where(eq(leads.id, leadId));
      const [call] = await db
        .insert(calls)
        .values({
          id,
          purpose,
          provider: 'sandbox',
          providerCallId: d.providerCallId,
          phoneNumber: phone,
          prompt: 'You are Ava.',
          status: 'in-progress',
          leadId,
          attempt: n,
          campaignId,
        })
        .returning();
      await applyCallDetails(server.ctx, db, call, d, at);
      await handleCallFinished(server.ctx, id);
      return id;
    };
    const t0 = Date.now() - 60_000;
    await attempt(
      1,
      report({
        said: 'Leave a message after the tone.',
        recording: 'https://rec.example/1.mp3',
        endReason: 'voicemail',
        seconds: 12,
      }),
      new Date(t0),
    );
    expect((await leadStatuses(db, [leadId]))[0]).toMatchObject({
      callStatus: 'pending',
      attempts: 1,
      endReason: 'voicemail',
    });
    const second = await attempt(
      2,
      report({
        said: "Yes, let's book a meeting next week.",
        recording: 'https://rec.example/2.mp3',
        endReason: 'completed',
        seconds: 75,
      }),
      new Date(t0 + 20_000),
    );
    // A test run's attempt ends later still: it is no call of the lead's (test mode).
    await attempt(
      null,
      report({
        said: 'Simulated: tell me more.',
        recording: 'https://rec.example/test.mp3',
        endReason: 'completed',
        seconds: 30,
      }),
      new Date(t0 + 40_000),
    );

    expect((await leadStatuses(db, [leadId]))[0]).toMatchObject({
      callStatus: 'completed',
      attempts: 2,
      endReason: 'completed',
      answeredBy: 'human',
    });
    const details = await (await send(server, jar, `/api/admin/leads/${leadId}/call-details`)).json();
    expect(details.lead.callStatus).toBe('completed');
    expect(details.call).toMatchObject({
      id: second,
      endReason: 'completed',
      answeredBy: 'human',
      durationSeconds: 75,
      recordingUrl: 'https://rec.example/2.mp3',
    });
    expect(details.call.transcript).toContainEqual({ speaker: 'callee', text: "Yes, let's book a meeting next week." });

    const prep = await (await send(server, jar, `/api/admin/leads/${leadId}/meeting-prep`, { method: 'POST' })).json();
    expect(prep.keyPoints.join('\n')).toContain("Yes, let's book a meeting next week.");
    expect(JSON.stringify(prep)).not.toMatch(/Leave a message|Simulated/);
  });
});
