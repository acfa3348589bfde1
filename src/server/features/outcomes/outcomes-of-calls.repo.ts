import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/tx';
import { callOutcomes } from '../../db/schema';
import type { OutcomeRow } from './outcomes.repo';

export async function findOutcomesByCallIds(db: DbOrTx, callIds: string[]): Promise<OutcomeRow[]> {
  if (callIds.length === 0) return [];
  return db.select().from(callOutcomes).where(inArray(callOutcomes.callId, callIds));
}
