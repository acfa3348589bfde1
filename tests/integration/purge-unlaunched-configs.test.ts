import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentConfigs, voiceAgentTrials } from '../../src/server/db/schema';
import { purgeUnlaunchedConfigs } from '../../src/server/features/agents/purge-unlaunched-configs.job';
import { jobDefinitions } from '../../src/server/jobs/registry';
import { startTestServer, type TestServer } from '../support/test-server';

// Wizard configurations nobody launched a trial with are deleted after the retention period (the
// default, 30 days), judged by the app's clock; launched ones, and recent ones, stay.

const DAY_MS = 24 * 60 * 60 * 1000;

const config = (name: string) => ({
  industry: 'plumbing',
  gender: 'female',
  age: '30s',
  energyStyle: 'calm',
  toneBoosters: [],
  hometown: 'Austin',
  name,
});

describe('purge of never-launched wizard configurations', () => {
  let server: TestServer;
  let offsetMs = 0;
  beforeAll(async () => {
    server = await startTestServer({ clock: { now: () => new Date(Date.now() + offsetMs) } });
  });
  afterAll(() => server?.close());

  it('runs as a daily job of the job scheduler', () => {
    const job = jobDefinitions.find((j) => j.name === 'agent-configs.purge');
    expect(job?.background).toBeTypeOf('function');
  });

  it('deletes configurations past the period with no launched trial, and nothing else, once', async () => {
    const db = server.ctx.db;
    const rows = await db
      .insert(agentConfigs)
      .values(['unlaunched', 'verified-only', 'launched'].map(config))
      .returning({ id: agentConfigs.id, name: agentConfigs.name });
    const id = Object.fromEntries(rows.map((r) => [r.name, r.id]));
    const trial = (agentConfigId: string, callStatus: 'verified' | 'completed') => ({
      agentConfigId,
      phoneNumber: '+14155550100',
      agentConfig: {},
      callStatus,
    });
    await db.insert(voiceAgentTrials).values([trial(id['verified-only'], 'verified'), trial(id.launched, 'completed')]);
    const names = async () =>
      (await db.select({ name: agentConfigs.name }).from(agentConfigs)).map((r) => r.name).sort();

    offsetMs = 29 * DAY_MS;
    expect(await purgeUnlaunchedConfigs(server.ctx)).toEqual({ deleted: 0 });

    // A configuration saved "today" by the moved clock's standard is a day old: it stays.
    await db.insert(agentConfigs).values({ ...config('recent'), updatedAt: new Date(Date.now() + 28 * DAY_MS) });
    offsetMs = 31 * DAY_MS;
    expect(await purgeUnlaunchedConfigs(server.ctx)).toEqual({ deleted: 2 });
    expect(await names()).toEqual(['launched', 'recent']);
    // A second run (another process, a retry) finds nothing more to do.
    expect(await purgeUnlaunchedConfigs(server.ctx)).toEqual({ deleted: 0 });
    expect(await names()).toEqual(['launched', 'recent']);
  });
});
