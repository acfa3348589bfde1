import type { TBookingConfigResponse } from '@common/booking/schemas';
import type { AppContext } from '../../context';
import { getDepositStatus } from '../payments/get-deposit-status';
import { bookingForPayment, takenSlotStarts } from './booking.repo';
import { toBookingSummary } from './to-summary';

/** GET /api/booking/config: the scheduling provider's embed (Calendly's), or the built-in scheduler's free slots. */
export async function getBookingConfig(ctx: AppContext, visitorId: string): Promise<TBookingConfigResponse> {
  const scheduling = ctx.providers.scheduling;
  if (scheduling.embedUrl) return { mode: 'embed', embedUrl: scheduling.embedUrl };

  const slots = scheduling.listSlots(ctx.clock.now());
  const taken = slots.length ? await takenSlotStarts(ctx.db, slots[0].start, slots[slots.length - 1].end) : [];
  const takenMs = new Set(taken.map((d) => d.getTime()));
  const deposit = await getDepositStatus(ctx, visitorId);
  const booking = deposit.paymentRowId ? await bookingForPayment(ctx.db, deposit.paymentRowId) : null;
  return {
    mode: 'builtin',
    timeZone: scheduling.timeZone,
    slots: slots
      .filter((s) => !takenMs.has(s.start.getTime()))
      .map((s) => ({ start: s.start.toISOString(), end: s.end.toISOString() })),
    booking: booking ? toBookingSummary(booking) : null,
  };
}
