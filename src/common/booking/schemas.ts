import { z } from 'zod';
import { text } from '../text/schemas';

// Consultation booking (spec /pricing: a calendar shown only after the deposit is verified).
// The scheduling provider's inline embed when it has one (its URL takes `name` and `email` query
// parameters as prefill); otherwise the built-in scheduler's slots.

export const BOOKING_SLOT_TAKEN_MESSAGE = 'That time was just booked. Please choose another slot.';

export const ZBookingSlot = z.object({ start: z.string(), end: z.string() });
export type TBookingSlot = z.infer<typeof ZBookingSlot>;

export const ZBookingSummary = z.object({
  id: z.string(),
  slotStart: z.string(),
  slotEnd: z.string(),
  name: z.string(),
  email: z.string(),
  /** The address the booking's confirmation was mailed to, or null when none went out. */
  confirmationSentTo: z.string().nullable(),
});
export type TBookingSummary = z.infer<typeof ZBookingSummary>;

export const ZBookingConfigResponse = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('embed'), embedUrl: z.string() }),
  z.object({
    mode: z.literal('builtin'),
    timeZone: z.string(),
    /** Free slots only, ISO instants. */
    slots: z.array(ZBookingSlot),
    /** This visitor's confirmed consultation, if any. */
    booking: ZBookingSummary.nullable(),
  }),
]);
export type TBookingConfigResponse = z.infer<typeof ZBookingConfigResponse>;

export const ZCreateBookingRequest = z.object({
  slotStart: z.iso.datetime({ offset: true }).max(64),
  name: text(200).trim().min(1, 'Please enter your name'),
  email: z.email('Please enter a valid email address').max(320),
  notes: text(2000).optional().default(''),
});
export type TCreateBookingRequest = z.infer<typeof ZCreateBookingRequest>;
export type TCreateBookingInput = z.input<typeof ZCreateBookingRequest>;

export const ZCreateBookingResponse = ZBookingSummary;
export type TCreateBookingResponse = z.infer<typeof ZCreateBookingResponse>;
