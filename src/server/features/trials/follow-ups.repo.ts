import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/tx';
import { trialFollowUps, voiceAgentTrials } from '../../db/schema';

export type FollowUpRow = typeof trialFollowUps.$inferSelect;

export async function trialExists(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: voiceAgentTrials.id })
    .from(voiceAgentTrials)
    .where(eq(voiceAgentTrials.id, id))
    .limit(1);
  return Boolean(row);
}

export async function insertFollowUp(db: DbOrTx, v: typeof trialFollowUps.$inferInsert): Promise<FollowUpRow> {
  const [row] = await db.insert(trialFollowUps).values(v).returning();
  return row;
}

export async function followUpsOf(db: DbOrTx, trialId: string): Promise<FollowUpRow[]> {
  return db
    .select()
    .from(trialFollowUps)
    .where(eq(trialFollowUps.trialId, trialId))
    .orderBy(asc(trialFollowUps.scheduledFor), asc(trialFollowUps.createdAt))
    .limit(200);
}
