import { loadavg } from 'node:os';
import { count, eq, sql } from 'drizzle-orm';
import { calls } from '../src/server/db/schema';
import { insertReadyCampaign, testPhone } from '../tests/support/dispatch-leads';
import { signInAdmin, send } from '../tests/support/session';
import { startTestServer, type TestServer } from '../tests/support/test-server';
import { withTestTemplate } from './lib/test-template';
import { round } from './lib/load';
import type { BenchResult } from './run';

// Campaign dispatch in test mode (database-backed Sandbox, nobody dialled) on the embedded
// database, end to end: POST …/dispatch-calls, the pg-boss job claims batches atomically under
// the capacity lock and sends each call. Measured:
// 1. calls placed per second at the minimum delay (1,000 ms), batch 50, the default Build caps
//    (50 concurrent) and one lane: the concurrent cap and the simulated call length bound it;
// 2. the time to place 2,000 calls with the caps raised (5,000) and 4 lanes; target ≤ 20 s;
// printed beside the cost of inserting 2,000 call rows in ONE statement (the floor for the work).

const PASSWORD = 'bench-dispatch-admin';
const zoneNow = () => {
  const h = new Date().getUTCHours();
  return h >= 8 && h < 21 ? 'UTC' : h < 8 ? 'Asia/Tokyo' : 'America/Los_Angeles';
};

async function timeToPlace(server: TestServer, leadsN: number, from: number): Promise<number> {
  const db = server.ctx.db;
  const { campaignId } = await insertReadyCampaign(
    db,
    `Bench ${from}`,
    Array.from({ length: leadsN }, (_, i) => ({ phoneE164: testPhone(from + i), timezone: zoneNow() })),
  );
  const { jar } = await signInAdmin(server, PASSWORD);
  const t0 = performance.now();
  const res = await send(server, jar, `/api/admin/campaigns/${campaignId}/dispatch-calls`, {
    method: 'POST',
    json: { batchSize: 50, delayBetweenCalls: 1000, testMode: true },
  });
  if (res.status !== 202) throw new Error(`dispatch answered ${res.status}: ${await res.text()}`);
  for (;;) {
    const [{ n }] = await db
      .select({ n: count() })
      .from(calls)
      .where(sql`${calls.campaignId} = ${campaignId} and ${calls.providerCallId} is not null`);
    if (n >= leadsN) return performance.now() - t0;
    if (performance.now() - t0 > 180_000) throw new Error(`only ${n} of ${leadsN} placed after 180 s`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export default function bench(): Promise<BenchResult> {
  return withTestTemplate(async () => {
    const common = {
      ADMIN_PASSWORD: PASSWORD,
      SANDBOX_CALL_QUEUED_MS: '100',
      SANDBOX_CALL_TALK_MS: '200',
      DISPATCH_RETRIES: '0',
    };
    const load0 = loadavg()[0];

    const capped = await startTestServer({ env: common });
    let ratePerSecond: number;
    try {
      const ms = await timeToPlace(capped, 300, 0);
      ratePerSecond = 300 / (ms / 1000);
    } finally {
      await capped.close();
    }

    const raised = await startTestServer({
      env: {
        ...common,
        CALL_LIMIT_CONCURRENT: '5000',
        CALL_LIMIT_HOURLY: '5000',
        CALL_LIMIT_DAILY: '5000',
        DISPATCH_LANES: '4',
      },
    });
    let placeMs: number;
    let insertMs: number;
    try {
      placeMs = await timeToPlace(raised, 2000, 10_000);
      const rows = Array.from({ length: 2000 }, (_, i) => testPhone(50_000 + i));
      const t0 = performance.now();
      await raised.ctx.db.execute(sql`
        insert into calls (purpose, provider, phone_number, prompt, status)
        select 'campaign', 'sandbox', p, 'bench', 'completed' from unnest(${sql.param(rows)}::text[]) as p`);
      insertMs = performance.now() - t0;
      const [{ n }] = await raised.ctx.db.select({ n: count() }).from(calls).where(eq(calls.prompt, 'bench'));
      if (n !== 2000) throw new Error('baseline insert lost rows');
    } finally {
      await raised.close();
    }

    return {
      name: 'dispatch',
      metrics: {
        callsPerSecondBuildCapsMinDelay: round(ratePerSecond),
        place2000RaisedCaps4LanesMs: Math.round(placeMs),
        place2000TargetMs: 20_000,
        place2000WithinTarget: placeMs <= 20_000,
        insert2000CallRowsOneStatementMs: round(insertMs),
        loadAvgAtStart: round(load0),
        driver: raised.ctx.database.driver,
      },
      notes:
        'Test mode (Sandbox voice in the database, calls of 0.3 s). Rate: 300 leads, batch 50, delay 1,000 ms, Build caps (50 concurrent), 1 lane: bounded by the concurrent cap and how fast calls are seen to end. 2,000: caps 5,000, 4 lanes, batch 50, delay 1,000 ms, timed from the request to the 2,000th call having its provider id. Baseline: one INSERT … SELECT unnest of 2,000 call rows.',
    };
  });
}
