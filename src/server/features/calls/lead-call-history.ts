import type { DbOrTx } from '../../db/tx';
import type { CallRow } from './calls.repo';
import { leadCallsNewestFirst } from './lead-calls.repo';

/** A lead's campaign calls, outbound and inbound, newest first: the agent's memory and the lead's history. */
export const leadCallHistory = (db: DbOrTx, leadId: string, limit = 10): Promise<CallRow[]> =>
  leadCallsNewestFirst(db, leadId, limit);
