import { AppError } from '@common/errors';
import type { TProcessSuccessfulCallsResponse } from '@common/dev-queue/schemas';
import type { AppContext } from '../../context';
import { campaignExists, qualifiedLeads } from './dev-queue.repo';
import { createLeadBooking } from './create-lead-booking';
import { readFinishedCalls } from '../outcomes/read-finished-calls';

const MAX_PER_RUN = 5000;

/**
 * POST /api/admin/campaigns/{id}/process-successful-calls: a booking for every qualified lead of
 * the campaign that has none. Safe to repeat (createLeadBooking is one per lead); a lead whose
 * calendar request fails is skipped and counted on the next run.
 */
export async function processSuccessfulCalls(
  ctx: AppContext,
  campaignId: string,
): Promise<TProcessSuccessfulCallsResponse> {
  if (!(await campaignExists(ctx.db, campaignId))) throw new AppError('NOT_FOUND', 'Campaign not found');
  await readFinishedCalls(ctx, campaignId);
  const { rows } = await qualifiedLeads(ctx.db, { campaignId }, MAX_PER_RUN);
  let bookingsCreated = 0;
  let failures = 0;
  let lastError: unknown = null;
  for (const r of rows.filter((x) => !x.booking)) {
    try {
      if ((await createLeadBooking(ctx, r.lead.id)).created) bookingsCreated++;
    } catch (err) {
      failures++;
      lastError = err;
      ctx.logger.warn({ err, leadId: r.lead.id }, 'booking for a qualified lead failed');
    }
  }
  // Nothing done and every attempt failed: that is a failure the admin must see, not "0 created".
  if (failures > 0 && bookingsCreated === 0) throw lastError;
  return { bookingsCreated, qualified: rows.length };
}
