import { bothTimes } from '@common/booking/both-times';
import { AppError } from '@common/errors';
import type { TScheduledMeetingsResponse } from '@common/dev-queue/schemas';
import type { AppContext } from '../../context';
import { readAvailability } from '../campaign-settings/read-availability';
import { campaignBookings, campaignExists } from './dev-queue.repo';
import { calleeZone } from './meeting-zones';
import { toLeadBooking } from './to-dto';

/** GET /api/admin/campaigns/{id}/scheduled-meetings: bookings of the campaign's leads (links sent and meetings confirmed). */
export async function listScheduledMeetings(ctx: AppContext, campaignId: string): Promise<TScheduledMeetingsResponse> {
  if (!(await campaignExists(ctx.db, campaignId))) throw new AppError('NOT_FOUND', 'Campaign not found');
  const rows = await campaignBookings(ctx.db, campaignId);
  const business = (await readAvailability(ctx, campaignId)).timeZone;
  return {
    items: rows.map(({ booking, lead }) => ({
      times: booking.slotStart
        ? bothTimes(booking.slotStart, { callee: calleeZone(lead) ?? business, business })
        : null,
      ...toLeadBooking(booking),
      leadId: lead.id,
      name: `${lead.firstName} ${lead.lastName}`.trim(),
      email: lead.email,
      companyName: lead.companyName,
    })),
  };
}
