import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AppContext } from '../../src/server/context';
import { defineJob } from '../../src/server/jobs/define-job';
import { JobQueue } from '../../src/server/jobs/queue';
import { createLogger } from '../../src/server/logger';
import { createTestDatabase } from '../support/test-db';
import { startTestServer, type TestServer } from '../support/test-server';

// A public test job that counts to `n`, reporting progress, and records each run so we can see
// idempotency and retries.
const runs: string[] = [];
const countJob = defineJob({
  name: 'test.count',
  admin: false,
  payload: z.object({ n: z.number().int().min(1).max(10), key: z.string() }),
  retryLimit: 0,
  async handler({ n, key }, ctx) {
    runs.push(key);
    for (let i = 1; i <= n; i++) {
      await ctx.progress({ done: i, total: n, message: `step ${i}` });
      await new Promise((r) => setTimeout(r, 20));
    }
    return { counted: n };
  },
});
const adminJob = defineJob({ name: 'test.admin', admin: true, payload: z.object({}), async handler() {} });

async function readEvents(res: Response): Promise<Array<Record<string, unknown>>> {
  const text = await res.text();
  return text
    .split('\n\n')
    .filter((b) => b.includes('data: '))
    .map((b) => JSON.parse(b.slice(b.indexOf('data: ') + 6)));
}

describe('jobs and their progress over SSE', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ jobs: [countJob, adminJob] });
  });
  afterAll(() => server?.close());

  it('streams progress until the job completes', async () => {
    const id = await server.ctx.jobs.send(countJob, { n: 3, key: 'a' });
    // Asked for brotli, like a browser: events must still go out as written, never held in a compressor.
    const res = await server.request(`/api/jobs/${id}/events`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    expect(res.headers.get('content-encoding')).toBeNull();
    const events = await readEvents(res);
    const last = events.at(-1)!;
    expect(last.state).toBe('completed');
    expect(last.done).toBe(3);
    expect(last.result).toEqual({ counted: 3 });
    expect(events.length).toBeGreaterThanOrEqual(2);
  });

  it('refuses a payload that fails the job schema before queuing anything', async () => {
    await expect(server.ctx.jobs.send(countJob, { n: 99, key: 'b' })).rejects.toThrow();
  });

  it('queues work with the same singleton key once', async () => {
    const first = await server.ctx.jobs.send(countJob, { n: 1, key: 'c' }, { singletonKey: 'same' });
    await expect(server.ctx.jobs.send(countJob, { n: 1, key: 'c' }, { singletonKey: 'same' })).rejects.toThrow(
      'already queued',
    );
    await readEvents(await server.request(`/api/jobs/${first}/events`));
    expect(runs.filter((k) => k === 'c')).toHaveLength(1);
  });

  it('hides admin job progress from visitors, and unknown jobs are 404', async () => {
    const id = await server.ctx.jobs.send(adminJob, {});
    expect((await server.request(`/api/jobs/${id}/events`)).status).toBe(401);
    expect((await server.request('/api/jobs/00000000-0000-4000-8000-000000000000/events')).status).toBe(404);
  });
});

describe('a job queued in this process', () => {
  it("starts at once, without waiting for the workers' next poll", async () => {
    // Workers that poll once a minute: the job can only start within the test's time if queueing
    // it wakes them (webhook deliveries and dispatch batches would otherwise wait up to a poll).
    const testDb = await createTestDatabase();
    const queue = new JobQueue({
      database: testDb.database,
      databaseUrl: testDb.url,
      logger: createLogger('silent'),
      pollingIntervalSeconds: 60,
    });
    let ran!: () => void;
    const started = new Promise<void>((resolve) => (ran = resolve));
    const wake = defineJob({
      name: 'test.wake',
      admin: true,
      payload: z.object({}),
      retryLimit: 0,
      handler: async () => ran(),
    });
    try {
      await queue.start([wake], () => ({}) as AppContext, true);
      // Let the workers' first poll (at start) find nothing and go to sleep for the minute.
      await new Promise((r) => setTimeout(r, 300));
      await queue.send(wake, {});
      await started;
    } finally {
      await queue.stop(1_000);
      await testDb.drop();
    }
  }, 20_000);

  it('shows a job the worker took at once as active: its progress row exists before the job does', async () => {
    // The wake-up above lets a worker take a job before send() returns. When send() wrote the
    // progress row after queueing, the worker's "active" found no row and "queued" stayed
    // (seen in tests/integration/shutdown.test.ts on PostgreSQL about every second run).
    const testDb = await createTestDatabase();
    const queue = new JobQueue({ database: testDb.database, databaseUrl: testDb.url, logger: createLogger('silent') });
    let started!: () => void;
    let release!: () => void;
    const hold = defineJob({
      name: 'test.hold',
      admin: true,
      payload: z.object({ n: z.number() }),
      retryLimit: 0,
      handler: async () => {
        started();
        await new Promise<void>((resolve) => (release = resolve));
      },
    });
    try {
      await queue.start([hold], () => ({}) as AppContext, true);
      for (let n = 0; n < 10; n++) {
        // An idle worker, woken by the send itself (as in the test above).
        await new Promise((r) => setTimeout(r, 150));
        const running = new Promise<void>((resolve) => (started = resolve));
        const jobId = await queue.send(hold, { n });
        await running;
        expect((await queue.findProgress(jobId))?.state).toBe('active');
        release();
      }
    } finally {
      await queue.stop(1_000);
      await testDb.drop();
    }
  }, 30_000);
});
