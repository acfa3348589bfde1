import type { DbOrTx } from '../../db/tx';
import { countCallsOfLead } from './lead-calls.repo';

/** The lead's call records (a test run's aside): what deleting the lead keeps, for its confirmation. */
export function countLeadCalls(db: DbOrTx, leadId: string): Promise<number> {
  return countCallsOfLead(db, leadId);
}
