import { AppError } from '@common/errors';
import { DEV_QUEUE_MSG, type TMeetingPrep } from '@common/dev-queue/schemas';
import type { AppContext } from '../../context';
import { findMeetingPrep } from './dev-queue.repo';
import { toMeetingPrep } from './to-dto';

/** GET /api/admin/leads/{id}/meeting-prep: the stored prep; a pure read (prepare-meeting.ts makes one). */
export async function getMeetingPrep(ctx: AppContext, leadId: string): Promise<TMeetingPrep> {
  const stored = await findMeetingPrep(ctx.db, leadId);
  if (!stored) throw new AppError('NOT_FOUND', DEV_QUEUE_MSG.prepMissing);
  return toMeetingPrep(stored);
}
