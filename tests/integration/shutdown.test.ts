import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineJob } from '../../src/server/jobs/define-job';
import { shutdown } from '../../src/server/bootstrap';
import { startTestServer } from '../support/test-server';

// Graceful shutdown: stop taking jobs, let the running one finish, then close the database.
describe('graceful shutdown', () => {
  it('lets a running job finish before the database closes', async () => {
    let started!: () => void;
    const running = new Promise<void>((r) => (started = r));
    const finished: string[] = [];
    const slow = defineJob({
      name: 'test.slow',
      admin: false,
      retryLimit: 0,
      payload: z.object({ id: z.string() }),
      async handler({ id }, ctx) {
        started();
        await new Promise((r) => setTimeout(r, 1500));
        await ctx.progress({ done: 1, total: 1, message: 'done' }); // needs the database still open
        finished.push(id);
      },
    });
    const server = await startTestServer({ jobs: [slow] });
    const jobId = await server.ctx.jobs.send(slow, { id: 'a' });
    await running;
    await server.app.close();
    const progressBefore = await server.ctx.jobs.findProgress(jobId);
    expect(progressBefore?.state).toBe('active');
    await shutdown(server.ctx); // waits for the job
    expect(finished).toEqual(['a']);
    if (server.testDb.url) await server.testDb.drop();
  });

  // A past flake: close() began while a response was still being written (a test that reads only
  // the headers, or SIGTERM mid-request). The response then finished on a keep-alive socket that
  // nobody closed, and app.close() waited for Fastify's 72 s keep-alive timeout.
  it('closes a keep-alive connection whose response finishes after close began', async () => {
    const server = await startTestServer();
    let closing: Promise<void> | undefined;
    server.app.server.once('request', () => void (closing = server.app.close()));
    const res = await server.request('/api/booking/config'); // gzip, chunked: written after the handler
    expect(res.status).toBe(200);
    expect(closing).toBeDefined();
    const outcome = await Promise.race([
      closing!.then(() => 'closed'),
      new Promise((r) => setTimeout(() => r('still open after 5 s'), 5000)),
    ]);
    expect(outcome).toBe('closed');
    await server.close();
  });

  it('ends an open progress stream instead of waiting for its job', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let started!: () => void;
    const running = new Promise<void>((r) => (started = r));
    const long = defineJob({
      name: 'test.long',
      admin: false,
      retryLimit: 0,
      payload: z.object({}),
      async handler() {
        started();
        await held;
      },
    });
    const server = await startTestServer({ jobs: [long] });
    const jobId = await server.ctx.jobs.send(long, {});
    await running;
    const res = await server.request(`/api/jobs/${jobId}/events`);
    expect(res.headers.get('content-type')).toBe('text/event-stream');
    const reader = res.body!.getReader();
    await reader.read(); // the first event: the stream is open
    const outcome = await Promise.race([
      server.app.close().then(() => 'closed'),
      new Promise((r) => setTimeout(() => r('still open after 5 s'), 5000)),
    ]);
    expect(outcome).toBe('closed');
    release();
    await server.close();
  });
});
