import { AppError } from '@common/errors';
import type { TFollowUp } from '@common/trials/follow-ups';
import type { AppContext } from '../../context';
import { insertFollowUp, trialExists, type FollowUpRow } from './follow-ups.repo';

export const toFollowUp = (r: FollowUpRow): TFollowUp => ({
  id: r.id,
  trialId: r.trialId,
  scheduledFor: r.scheduledFor.toISOString(),
  notes: r.notes,
  createdAt: r.createdAt.toISOString(),
});

/** A date alone means that day at noon UTC, so it shows as the same day in every American zone. */
const toInstant = (value: string) => new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value);

/** POST /api/admin/voice-agent-trials/{id}/follow-ups: stored, unlike the spec's console log. */
export async function scheduleFollowUp(
  ctx: AppContext,
  trialId: string,
  input: { scheduledFor: string; notes: string },
  createdBy: string | null,
): Promise<TFollowUp> {
  if (!(await trialExists(ctx.db, trialId))) throw new AppError('NOT_FOUND', 'Trial not found');
  const row = await insertFollowUp(ctx.db, {
    trialId,
    scheduledFor: toInstant(input.scheduledFor),
    notes: input.notes,
    createdBy,
  });
  ctx.logger.info({ trialId, followUpId: row.id }, 'trial follow-up scheduled');
  return toFollowUp(row);
}
