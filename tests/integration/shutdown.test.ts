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
});
