import type { AppContext } from '../../context';
import { deleteTestAttempts } from './calls.repo';

/**
 * Clears a campaign's test results: the finished attempts of its test runs. Nothing else was ever
 * written by them (leads, do-not-call, Dev Queue and analytics ignore test attempts), so this is
 * all there is to clear. Attempts still ringing stay until they end.
 */
export async function clearTestAttempts(ctx: AppContext, campaignId: string): Promise<{ cleared: number }> {
  return { cleared: await deleteTestAttempts(ctx.db, campaignId) };
}
