import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AppError } from '../../src/common/errors';
import { calls } from '../../src/server/db/schema';
import { pollCallStatusJob } from '../../src/server/features/calls/poll-call-status.job';
import type { CallDetails, VoiceProvider } from '../../src/server/providers/voice/types';
import { startTestServer, type TestServer } from '../support/test-server';

// The calls.poll-status job run directly against a real database, with a voice provider whose
// answers the test controls (a test double: it never claims to be a working provider).

let answer: () => Promise<CallDetails>;
const details = (over: Partial<CallDetails>): CallDetails => ({
  providerCallId: 'p-1',
  state: 'in-progress',
  completed: false,
  durationSeconds: null,
  transcript: null,
  transcripts: [],
  summary: null,
  recordingUrl: null,
  answeredBy: null,
  price: null,
  errorMessage: null,
  metadata: {},
  ...over,
});
const controlled: VoiceProvider = {
  mode: 'live',
  adapter: 'controlled',
  pollIntervalSeconds: 60,
  sendCall: async () => ({ providerCallId: 'p-1' }),
  getCall: () => answer(),
  verifyWebhook: () => null,
  curatedVoice: () => 'controlled',
  listVoices: async () => [],
};

describe('calls.poll-status', () => {
  let server: TestServer;
  // The job's own workers must not race the direct runs below.
  beforeAll(async () => {
    server = await startTestServer({ env: { RUN_WORKERS: 'false' }, providers: { voice: controlled } });
  });
  afterAll(() => server?.close());

  const newCall = async (over: Partial<typeof calls.$inferInsert> = {}) =>
    (
      await server.ctx.db
        .insert(calls)
        .values({
          purpose: 'test',
          provider: 'controlled',
          providerCallId: `p-${Math.random()}`,
          phoneNumber: '+12125550000',
          prompt: 'x',
          metadata: { maxDurationMinutes: 5 },
          ...over,
        })
        .returning()
    )[0];
  const run = (callId: string, attempt = 1) =>
    pollCallStatusJob.handler(
      { callId, attempt },
      { jobId: 'direct', attempt: 1, app: server.ctx, progress: async () => {} },
    );
  const row = async (id: string) => (await server.ctx.db.select().from(calls).where(eq(calls.id, id)))[0];
  const queued = async (callId: string) =>
    (
      await server.ctx.database.sql.query<{ n: number }>(
        `select count(*)::int as n from pgboss.job where name = 'calls.poll-status' and data->>'callId' = $1`,
        [callId],
      )
    ).rows[0].n;

  it('writes progress and queues the next poll once, even when run twice', async () => {
    answer = async () => details({ state: 'in-progress' });
    const c = await newCall();
    expect(await run(c.id)).toEqual({ state: 'in-progress', done: false });
    await run(c.id);
    expect((await row(c.id)).status).toBe('in-progress');
    expect(await queued(c.id)).toBe(1);
  });

  it('stops at completion and does nothing for a finished call', async () => {
    answer = async () =>
      details({ state: 'completed', completed: true, durationSeconds: 30, transcript: 'assistant: hi' });
    const c = await newCall();
    expect(await run(c.id)).toEqual({ state: 'completed', done: true });
    expect(await row(c.id)).toMatchObject({ status: 'completed', durationSeconds: 30, transcript: 'assistant: hi' });
    answer = async () => {
      throw new Error('must not be asked again');
    };
    expect(await run(c.id, 2)).toEqual({ state: 'completed', done: true });
    expect(await queued(c.id)).toBe(0);
  });

  it('keeps polling, less often, through provider rate limits', async () => {
    answer = async () => {
      throw new AppError('RATE_LIMITED', 'Bland AI answered 429');
    };
    const c = await newCall();
    expect(await run(c.id)).toEqual({ state: 'queued', done: false });
    expect((await row(c.id)).status).toBe('queued');
    expect(await queued(c.id)).toBe(1);
  });

  it('gives up with a clear error once the call is long overdue', async () => {
    answer = async () => details({ state: 'in-progress' });
    const c = await newCall({ createdAt: new Date(Date.now() - 25 * 60_000) });
    expect(await run(c.id)).toEqual({ state: 'failed', done: true });
    expect(await row(c.id)).toMatchObject({
      status: 'failed',
      errorMessage: 'No final result from the voice provider within 20 minutes',
    });
  });

  it('fails a call the provider does not know, or one placed through another provider', async () => {
    answer = async () => {
      throw new AppError('NOT_FOUND', 'The sandbox placed no call x');
    };
    const lost = await newCall();
    await run(lost.id);
    expect(await row(lost.id)).toMatchObject({ status: 'failed', errorMessage: 'The sandbox placed no call x' });
    const other = await newCall({ provider: 'bland' });
    await run(other.id);
    expect((await row(other.id)).errorMessage).toBe(
      'This call was placed through bland, but the app now uses controlled; its result cannot be read',
    );
  });

  it('a late "in progress" answer never reopens a finished call', async () => {
    const c = await newCall({ status: 'completed', durationSeconds: 12 });
    answer = async () => details({ state: 'in-progress' });
    await run(c.id);
    expect(await row(c.id)).toMatchObject({ status: 'completed', durationSeconds: 12 });
  });
});
