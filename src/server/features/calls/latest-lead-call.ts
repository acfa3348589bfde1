import { FINISHED_CALL_STATUSES } from '@common/outreach/states';
import type { DbOrTx } from '../../db/tx';
import type { CallRow } from './calls.repo';
import { latestLeadCallRow } from './lead-calls.repo';

export type LeadCall = CallRow;

/**
 * What a lead's last live call reported (transcript, recording, duration, answered-by, cost, end
 * reason), read from the calls ledger: the lead row keeps only its call status and the dispatch's
 * bookkeeping. `finished`: the latest attempt that ended, however (lead details); `completed`: the
 * latest that connected and finished normally (meeting prep). A test run's attempts never count.
 */
export async function latestLeadCall(
  db: DbOrTx,
  leadId: string,
  which: 'finished' | 'completed' = 'finished',
): Promise<LeadCall | null> {
  return latestLeadCallRow(db, leadId, which === 'finished' ? [...FINISHED_CALL_STATUSES] : ['completed']);
}
