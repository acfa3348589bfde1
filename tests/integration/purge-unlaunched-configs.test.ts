import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentConfigs, voiceAgentTrials } from '../../src/server/db/schema';
import { purgeUnlaunchedConfigs } from '../../src/server/features/agents/purge-unlaunched-configs.job';
import { startTestServer, type TestServer } from '../support/test-server';

// Wizard configurations nobody launched a trial with are deleted after the retention period;
// launched ones, and recent ones, stay.

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
  beforeAll(async () => {
    server = await startTestServer({ env: { AGENT_CONFIG_RETENTION_DAYS: '30' } });
  });
  afterAll(() => server?.close());

  it('deletes configurations older than the period with no launched trial, and nothing else', async () => {
    const db = server.ctx.db;
    const rows = await db
      .insert(agentConfigs)
      .values(['old-unlaunched', 'old-verified-only', 'old-launched', 'recent'].map(config))
      .returning({ id: agentConfigs.id, name: agentConfigs.name });
    const id = Object.fromEntries(rows.map((r) => [r.name, r.id]));
    await db.execute(sql`update agent_configs set updated_at = now() - interval '31 days' where name like 'old-%'`);
    const trial = (agentConfigId: string, callStatus: 'verified' | 'completed') => ({
      agentConfigId,
      phoneNumber: '+14155550100',
      agentConfig: {},
      callStatus,
    });
    await db
      .insert(voiceAgentTrials)
      .values([trial(id['old-verified-only'], 'verified'), trial(id['old-launched'], 'completed')]);

    expect(await purgeUnlaunchedConfigs(server.ctx)).toEqual({ deleted: 2 });
    const left = (await db.select({ name: agentConfigs.name }).from(agentConfigs)).map((r) => r.name).sort();
    expect(left).toEqual(['old-launched', 'recent']);
    // A second run (another process, a retry) finds nothing more to do.
    expect(await purgeUnlaunchedConfigs(server.ctx)).toEqual({ deleted: 0 });
  });
});
