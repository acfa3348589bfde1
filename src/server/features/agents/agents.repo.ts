import { and, eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/tx';
import { agentConfigs, voiceAgentTrials } from '../../db/schema';

export type AgentConfigRow = typeof agentConfigs.$inferSelect;
export type NewAgentConfig = typeof agentConfigs.$inferInsert;

export async function insertAgentConfig(db: DbOrTx, values: NewAgentConfig): Promise<string> {
  const [row] = await db.insert(agentConfigs).values(values).returning({ id: agentConfigs.id });
  return row.id;
}

export async function findAgentConfig(db: DbOrTx, id: string): Promise<AgentConfigRow | null> {
  const [row] = await db.select().from(agentConfigs).where(eq(agentConfigs.id, id)).limit(1);
  return row ?? null;
}

/**
 * Deletes configurations last saved before `before` that no trial call was launched with (a trial
 * only verified, or none at all); how many went.
 */
export async function deleteUnlaunchedConfigs(db: DbOrTx, before: Date): Promise<number> {
  const rows = await db
    .delete(agentConfigs)
    .where(
      and(
        lt(agentConfigs.updatedAt, before),
        sql`not exists (select 1 from ${voiceAgentTrials} t where t.agent_config_id = ${agentConfigs.id}
          and t.call_status in ('launched', 'completed', 'failed'))`,
      ),
    )
    .returning({ id: agentConfigs.id });
  return rows.length;
}
