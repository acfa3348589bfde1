import type { AppContext } from '../../context';
import type { CallRow } from '../calls/get-call';
import { finishTrialRow } from './trials.repo';

/** The call.finished handler of trials: a trial's call ended, so the trial did. Safe to repeat. */
export async function finishTrialOfCall(ctx: AppContext, call: Pick<CallRow, 'trialId' | 'status'>): Promise<void> {
  if (!call.trialId) return;
  await finishTrialRow(ctx.db, call.trialId, call.status === 'completed' ? 'completed' : 'failed', ctx.clock.now());
}
