import { randomUUID } from 'node:crypto';
import { WEBHOOK_EVENT_EXAMPLES } from '../src/common/webhooks/events';
import { loadavg } from 'node:os';
import { emitWebhookEvent } from '../src/server/features/webhooks/emit-webhook-event';
import { signInAdmin, send } from '../tests/support/session';
import { startTestServer } from '../tests/support/test-server';
import { startWebhookReceiver } from '../tests/support/webhook-receiver';
import pg from 'pg';
import { makePostgresTemplate, PG_TEMPLATE_DB } from '../tests/support/template';
import { withTestTemplate } from './lib/test-template';
import { round } from './lib/load';
import type { BenchResult } from './run';

// Webhooks out: 1,000 `call.completed` events emitted into the outbox as fast as the database
// takes them, with the job workers running in the same process (the relay queues a pg-boss job
// per delivery; workers sign and POST to a local receiver). Latency per event: from just before
// emitWebhookEvent to the receiver having the request. Target: p95 ≤ 2 s. The embedded database
// (one connection) serves the emits, the relay, pg-boss and the delivery log at once.

const PASSWORD = 'bench-webhooks-admin';
const EVENTS = Number(process.env.WEBHOOK_BENCH_EVENTS ?? 1000);
const TARGET_P95_MS = 2000;

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** With TEST_DATABASE_URL the run uses PostgreSQL (the test harness's lane): make its template, drop it after. */
async function withPostgresTemplate<T>(run: () => Promise<T>): Promise<T> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return run();
  await makePostgresTemplate(url);
  try {
    return await run();
  } finally {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${PG_TEMPLATE_DB} with (force)`);
    await admin.end();
  }
}

export default function bench(): Promise<BenchResult> {
  return withTestTemplate(() => withPostgresTemplate(measure));
}

async function measure(): Promise<BenchResult> {
  const load0 = loadavg()[0];
  const receiver = await startWebhookReceiver();
  const server = await startTestServer({ env: { ADMIN_PASSWORD: PASSWORD, FETCH_ALLOW_HOSTS: '127.0.0.1' } });
  try {
    const { jar } = await signInAdmin(server, PASSWORD);
    const res = await send(server, jar, '/api/admin/webhooks', {
      method: 'POST',
      json: { url: receiver.url, events: ['call.completed'] },
    });
    if (res.status !== 201) throw new Error(`register answered ${res.status}: ${await res.text()}`);

    const emittedAt = new Map<string, number>();
    const t0 = Date.now();
    for (let i = 0; i < EVENTS; i++) {
      const at = Date.now();
      const id = await emitWebhookEvent(
        server.ctx.db,
        'call.completed',
        { ...WEBHOOK_EVENT_EXAMPLES['call.completed'].data, callId: randomUUID(), summary: 'A benchmark call.' },
        { key: `bench:${i}` },
      );
      if (!id) throw new Error('emit wrote no event');
      emittedAt.set(id, at);
    }
    const emitMs = Date.now() - t0;
    const deadline = Date.now() + 120_000;
    while (receiver.accepted.size < EVENTS && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    const allMs = Date.now() - t0;
    if (receiver.accepted.size < EVENTS)
      throw new Error(`only ${receiver.accepted.size} of ${EVENTS} delivered after 120 s`);
    const latencies = [...receiver.accepted].map(([id, at]) => at - emittedAt.get(id)!).sort((a, b) => a - b);
    const duplicates = receiver.requests.length - receiver.accepted.size;
    const p95 = pct(latencies, 95);
    return {
      name: 'webhooks',
      metrics: {
        events: EVENTS,
        p50Ms: pct(latencies, 50),
        p95Ms: p95,
        p95TargetMs: TARGET_P95_MS,
        p95WithinTarget: p95 <= TARGET_P95_MS,
        maxMs: latencies.at(-1)!,
        emitAllMs: emitMs,
        deliveredPerSecond: round(EVENTS / (allMs / 1000)),
        duplicateRequests: duplicates,
        database: server.testDb.url ? 'postgres' : 'pglite',
        loadAvg1mStart: round(load0),
        loadAvg1mEnd: round(loadavg()[0]),
      },
      notes:
        'Burst: all events emitted back to back while the workers deliver. Latency = receiver arrival − emit start.',
    };
  } finally {
    await server.close();
    await receiver.close();
  }
}
