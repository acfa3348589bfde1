import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/tx';
import { agentConfigs } from '../../db/schema';

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
