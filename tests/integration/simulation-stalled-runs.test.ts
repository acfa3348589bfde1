import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIMULATION_STALLED_MESSAGE, ZSimulationRunResponse } from '../../src/common/simulations/schemas';
import { simulationRuns } from '../../src/server/db/schema';
import { insertQueued } from '../../src/server/jobs/job-progress.repo';
import { STALLED_RUN_MS } from '../../src/server/features/simulations/run-bounds';
import { sweepStalledRuns } from '../../src/server/features/simulations/sweep-stalled-runs';
import { insertReadyCampaign, testPhone } from '../support/dispatch-leads';
import { CookieJar, send, signInAdmin } from '../support/session';
import { startTestServer, type TestServer } from '../support/test-server';

// A simulation run whose job died (its process was killed) is left `running` with a heartbeat
// that no longer moves. The sweep fails it with a sentence a person can act on, and a start on
// its campaign is no longer refused because of it; a run whose heartbeat is fresh is left alone
// and still holds its campaign.

const PASSWORD = 'stalled-runs-admin-password';

describe('stalled simulation runs', () => {
  let server: TestServer;
  let jar: CookieJar;
  beforeAll(async () => {
    server = await startTestServer({ env: { ADMIN_PASSWORD: PASSWORD } });
    jar = (await signInAdmin(server, PASSWORD)).jar;
  });
  afterAll(() => server?.close());

  const admin = (path: string, init: RequestInit & { json?: unknown } = {}) => send(server, jar, path, init);
  let phones = 0;
  const campaign = async (name: string) =>
    (await insertReadyCampaign(server.ctx.db, name, [{ phoneE164: testPhone(++phones), timezone: 'America/New_York' }]))
      .campaignId;
  /** A run as a job leaves it: `running`, started and last heard of `silentMs` ago. */
  const runningRun = async (campaignId: string, silentMs: number) => {
    const at = new Date(Date.now() - silentMs);
    const [row] = await server.ctx.db
      .insert(simulationRuns)
      .values({
        campaignId,
        status: 'running',
        promptVersionIds: [],
        scenarios: [],
        total: 0,
        mode: 'sandbox',
        judge: 'rules',
        createdAt: at,
        heartbeatAt: at,
      })
      .returning();
    return row.id;
  };
  const read = async (runId: string) =>
    ZSimulationRunResponse.parse(await (await admin(`/api/admin/simulation-runs/${runId}`)).json());
  const start = (campaignId: string) =>
    admin(`/api/admin/campaigns/${campaignId}/simulations`, { method: 'POST', json: {} });

  it('fails a run silent past the bound with the reason; a new run starts; a healthy run is untouched', async () => {
    const deadCampaign = await campaign('Dead job');
    const liveCampaign = await campaign('Live job');
    const dead = await runningRun(deadCampaign, STALLED_RUN_MS + 60_000);
    // Started as long ago, but its job still writes its heartbeat.
    const live = await runningRun(liveCampaign, STALLED_RUN_MS + 60_000);
    await server.ctx.db.update(simulationRuns).set({ heartbeatAt: new Date() }).where(eq(simulationRuns.id, live));

    expect(await sweepStalledRuns(server.ctx)).toBe(1);
    const failed = await read(dead);
    expect(failed.status).toBe('failed');
    expect(failed.message).toBe(SIMULATION_STALLED_MESSAGE);
    expect(await sweepStalledRuns(server.ctx)).toBe(0);

    expect((await read(live)).status).toBe('running');
    const refused = await start(liveCampaign);
    expect(refused.status).toBe(409);
    expect((await refused.json()).details).toEqual({ runningRunId: live });

    const again = await start(deadCampaign);
    expect(again.status, await again.clone().text()).toBe(202);
    expect((await again.json()).runId).not.toBe(dead);
  });

  it('leaves a silent run whose job still waits in the queue (not begun, not dead)', async () => {
    const id = await campaign('Queued behind another');
    const waiting = await runningRun(id, STALLED_RUN_MS + 60_000);
    const jobId = randomUUID();
    await insertQueued(server.ctx.db, jobId, 'run-simulations');
    await server.ctx.db.update(simulationRuns).set({ jobId }).where(eq(simulationRuns.id, waiting));
    expect(await sweepStalledRuns(server.ctx)).toBe(0);
    expect((await read(waiting)).status).toBe('running');
    expect((await start(id)).status).toBe(409);
  });

  it('a start does not wait for the sweep: a stalled run of the campaign is failed and the new run starts', async () => {
    const id = await campaign('Stalled, then started');
    // Younger than any fixed bound from its start, but silent since then.
    const stalled = await runningRun(id, STALLED_RUN_MS + 1000);
    const res = await start(id);
    expect(res.status, await res.clone().text()).toBe(202);
    const run = await read(stalled);
    expect(run.status).toBe('failed');
    expect(run.message).toBe(SIMULATION_STALLED_MESSAGE);
  });
});
