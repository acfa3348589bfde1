import fc from 'fast-check';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canMove, type MachineName } from '@common/outreach/states';
import type { AppContext } from '../../src/server/context';
import { campaigns, dispatchRuns, doNotCall, leads } from '../../src/server/db/schema';
import { loadEnv } from '../../src/server/env';
import { applyCallDetails, failCall } from '../../src/server/features/calls/apply-call-details';
import { handleCallFinished } from '../../src/server/jobs/call-finished.job';
import { cancelReservedCalls } from '../../src/server/features/calls/cancel-reserved-calls';
import type { CallRow } from '../../src/server/features/calls/calls.repo';
import { claimBatch } from '../../src/server/features/dispatch/claim-batch';
import {
  finishRun,
  getOpenRun,
  markBooked,
  openRun,
  pauseRun,
  resumeRun,
  runAllowsDialling,
  stopRun,
} from '../../src/server/features/outreach-state/outreach-state';
import type { CallDetails } from '../../src/server/providers/voice/types';
import { insertReadyCampaign, testPhone } from '../support/dispatch-leads';
import { createTestDatabase, type TestDatabase } from '../support/test-db';

// A property: random sequences of the events that reach the state owner — dispatch
// (live or test), claim + dial (the dispatch job's claimBatch, then its last check before
// sending), provider results as the webhook / poll / reconciler deliver them (completed,
// no-answer for a retry, opt-out, failure), pause, resume, stop, finish, booking — run against a
// real database. After every step: each status moved only along the transition table, no dial
// started for a run that was not running or for a number on the do-not-call list, and a test
// run's attempts changed no lead and no do-not-call entry.

type Ev =
  | { k: 'dispatch'; test: boolean }
  | { k: 'claim'; n: number }
  | { k: 'dial' }
  | { k: 'result'; outcome: 'completed' | 'no-answer' | 'opt-out' | 'failed'; pick: number }
  | { k: 'pause' | 'resume' | 'stop' | 'finish' }
  | { k: 'book'; pick: number };

const evArb: fc.Arbitrary<Ev> = fc.oneof(
  fc.record({ k: fc.constant('dispatch' as const), test: fc.boolean() }),
  fc.record({ k: fc.constant('claim' as const), n: fc.integer({ min: 1, max: 3 }) }),
  fc.constant({ k: 'dial' as const }),
  fc.record({
    k: fc.constant('result' as const),
    outcome: fc.constantFrom('completed' as const, 'no-answer' as const, 'opt-out' as const, 'failed' as const),
    pick: fc.nat(),
  }),
  fc.constantFrom({ k: 'pause' as const }, { k: 'resume' as const }, { k: 'stop' as const }, { k: 'finish' as const }),
  fc.record({ k: fc.constant('book' as const), pick: fc.nat() }),
);

const details = (outcome: 'completed' | 'no-answer' | 'opt-out' | 'failed'): CallDetails => ({
  providerCallId: 'p',
  state: outcome === 'failed' ? 'failed' : 'completed',
  completed: true,
  durationSeconds: outcome === 'no-answer' ? 0 : 30,
  transcript: outcome === 'opt-out' ? 'user: please do not call me again' : 'user: sounds good',
  transcripts: [
    {
      user: 'user',
      text: outcome === 'opt-out' ? 'Please do not call me again.' : 'Sounds good, I would like to hear more.',
    },
  ],
  summary: null,
  recordingUrl: null,
  answeredBy: outcome === 'no-answer' ? null : 'human',
  price: null,
  errorMessage: null,
  metadata: {},
  endReason: outcome === 'no-answer' ? 'no-answer' : outcome === 'failed' ? 'failed' : 'completed',
});

describe('the state owner under random event sequences', () => {
  let testDb: TestDatabase;
  let ctx: AppContext;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    const sandbox = { adapter: 'sandbox', mode: 'sandbox' };
    const env = loadEnv({ NODE_ENV: 'test', DISPATCH_RETRIES: '1', DISPATCH_RETRY_DELAY_MINUTES: '0' });
    ctx = {
      db: testDb.database.db,
      env,
      clock: { now: () => new Date() },
      providers: { voice: sandbox, sandboxVoice: sandbox, llm: sandbox, crm: sandbox },
      // No queue: each call.finished is handled right after the result (below), as its job would.
      jobs: { sendWithin: async () => true },
    } as unknown as AppContext;
  });
  afterAll(async () => testDb?.drop());

  it('never makes an illegal transition and never dials a paused, stopped or do-not-call lead', async () => {
    const hour = new Date().getUTCHours();
    const zone = hour >= 8 && hour < 21 ? 'UTC' : hour < 8 ? 'Asia/Tokyo' : 'America/Los_Angeles';
    let seq = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(evArb, { minLength: 5, maxLength: 30 }), async (events) => {
        const db = ctx.db;
        const base = 5000 + (seq++ % 1000) * 10;
        const phones = [0, 1, 2, 3].map((i) => testPhone(base + i));
        await db.delete(doNotCall).where(inArray(doNotCall.phoneE164, phones));
        await db.insert(doNotCall).values({ phoneE164: phones[3], source: 'manual' }); // lead 3 must never be dialled
        const { campaignId, leadIds } = await insertReadyCampaign(
          db,
          `prop ${seq}`,
          phones.map((p) => ({ phoneE164: p, timezone: zone })),
        );
        await db.update(campaigns).set({ status: 'draft' }).where(eq(campaigns.id, campaignId));
        const reserved: CallRow[] = [];
        const ringing: CallRow[] = [];

        const snapshot = async () => ({
          campaign: (await db.select({ s: campaigns.status }).from(campaigns).where(eq(campaigns.id, campaignId)))[0]
            .s as string,
          leads: new Map(
            (
              await db.select({ id: leads.id, s: leads.callStatus }).from(leads).where(eq(leads.campaignId, campaignId))
            ).map((l) => [l.id, l.s as string]),
          ),
          runs: new Map(
            (
              await db
                .select({ id: dispatchRuns.id, s: dispatchRuns.status })
                .from(dispatchRuns)
                .where(eq(dispatchRuns.campaignId, campaignId))
            ).map((r) => [r.id, r.s as string]),
          ),
          dnc: (await db.select({ p: doNotCall.phoneE164 }).from(doNotCall).where(inArray(doNotCall.phoneE164, phones)))
            .map((r) => r.p)
            .sort(),
        });
        const legal = (m: MachineName, a: string | undefined, b: string) =>
          a === undefined || a === b || canMove(m, a as never, b as never);

        let before = await snapshot();
        for (const ev of events) {
          const run = await getOpenRun(db, campaignId);
          let testStep = false;
          const now = new Date();
          switch (ev.k) {
            case 'dispatch':
              await openRun(
                db,
                campaignId,
                { batchSize: 2, delayMs: 1000, testMode: ev.test, counts: { now: 4, later: 0, never: 0 } },
                now,
              ).catch(() => null);
              break;
            case 'claim':
              if (run) {
                const { calls } = await claimBatch(ctx, run, ev.n);
                testStep = run.testMode;
                reserved.push(...calls);
                if (run.status !== 'running') expect(calls).toHaveLength(0);
              }
              break;
            case 'dial':
              // The dispatch job's last check before sending a claimed batch. Only a step made of
              // test calls alone is a test step: a live call reserved before a stop may be released
              // in the same step, and that rightly puts its lead back to pending.
              const batch = reserved.splice(0);
              testStep = batch.length > 0 && batch.every((c) => c.purpose === 'campaign-test');
              for (const c of batch) {
                if (await runAllowsDialling(db, c.dispatchRunId!)) {
                  const [r] = await db
                    .select({ s: dispatchRuns.status })
                    .from(dispatchRuns)
                    .where(eq(dispatchRuns.id, c.dispatchRunId!));
                  expect(r.s).toBe('running');
                  expect((await db.select().from(doNotCall).where(eq(doNotCall.phoneE164, c.phoneNumber))).length).toBe(
                    0,
                  );
                  expect(c.phoneNumber).not.toBe(phones[3]);
                  ringing.push(c);
                } else await cancelReservedCalls(ctx, [c]);
              }
              break;
            case 'result': {
              const c = ringing.splice(ev.pick % Math.max(1, ringing.length), 1)[0];
              if (c) {
                testStep = c.purpose === 'campaign-test';
                if (ev.outcome === 'failed') await failCall(ctx, db, c, 'lost', now, 'failed');
                else await applyCallDetails(ctx, db, c, details(ev.outcome), now);
                await handleCallFinished(ctx, c.id);
              }
              break;
            }
            case 'pause':
              await pauseRun(db, campaignId, now).catch(() => null);
              break;
            case 'resume':
              await resumeRun(db, campaignId, now).catch(() => null);
              break;
            case 'stop':
              await stopRun(db, campaignId, now).catch(() => null);
              break;
            case 'finish':
              if (run && ringing.length === 0 && reserved.length === 0)
                await finishRun(db, run, now, { campaignDone: false });
              break;
            case 'book':
              await db.transaction((tx) => markBooked(tx, leadIds[ev.pick % leadIds.length]));
              break;
          }
          const after = await snapshot();
          expect(
            legal('campaign', before.campaign, after.campaign),
            `campaign ${before.campaign} → ${after.campaign} on ${ev.k}`,
          ).toBe(true);
          for (const [id, s] of after.leads)
            expect(legal('lead', before.leads.get(id), s), `lead ${before.leads.get(id)} → ${s} on ${ev.k}`).toBe(true);
          for (const [id, s] of after.runs)
            expect(legal('run', before.runs.get(id), s), `run ${before.runs.get(id)} → ${s} on ${ev.k}`).toBe(true);
          if (testStep) {
            // A test run's claim, dial or result changes no lead and no do-not-call entry.
            expect(after.leads).toEqual(before.leads);
            expect(after.dnc).toEqual(before.dnc);
          }
          before = after;
        }
      }),
      { numRuns: 40 },
    );
  }, 180_000);
});
