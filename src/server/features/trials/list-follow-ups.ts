import { AppError } from '@common/errors';
import type { TFollowUp } from '@common/trials/follow-ups';
import type { AppContext } from '../../context';
import { followUpsOf, trialExists } from './follow-ups.repo';
import { toFollowUp } from './schedule-follow-up';

/** GET /api/admin/voice-agent-trials/{id}/follow-ups: soonest first. */
export async function listFollowUps(ctx: AppContext, trialId: string): Promise<TFollowUp[]> {
  if (!(await trialExists(ctx.db, trialId))) throw new AppError('NOT_FOUND', 'Trial not found');
  return (await followUpsOf(ctx.db, trialId)).map(toFollowUp);
}
