import { asc, eq } from 'drizzle-orm';
import type { TCustomScenario } from '@common/simulations/schemas';
import type { DbOrTx } from '../../db/tx';
import { simulationScenarios } from '../../db/schema';

// The only file touching simulation_scenarios (this feature owns it).

export async function insertScenario(
  db: DbOrTx,
  campaignId: string,
  scenario: TCustomScenario,
): Promise<{ id: string; name: string } | null> {
  const [row] = await db
    .insert(simulationScenarios)
    .values({ campaignId, name: scenario.name, scenario })
    .onConflictDoNothing()
    .returning({ id: simulationScenarios.id, name: simulationScenarios.name });
  return row ?? null;
}

export async function listScenarios(
  db: DbOrTx,
  campaignId: string,
): Promise<Array<{ id: string; scenario: TCustomScenario }>> {
  return db
    .select({ id: simulationScenarios.id, scenario: simulationScenarios.scenario })
    .from(simulationScenarios)
    .where(eq(simulationScenarios.campaignId, campaignId))
    .orderBy(asc(simulationScenarios.createdAt));
}
