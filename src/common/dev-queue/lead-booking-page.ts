import { z } from 'zod';
import { ZBookingSlot } from '../booking/schemas';

// A lead's own booking page (/book/<token>): the link the Dev Queue makes for a qualified lead
// with the built-in scheduler. The lead was called and qualified, so it books without a deposit.

export const LEAD_BOOKING_MSG = {
  unknownLink: 'This booking link is not valid. Please ask the person who sent it to you for a new one.',
  notOffered: 'That time is not available. Please choose another slot.',
  booked: 'Meeting Booked',
} as const;

/** Random ids are 32 base64url characters; anything longer is refused before the database. */
export const ZLeadBookingParams = z.object({ token: z.string().min(1).max(64) });

export const ZLeadMeeting = z.object({
  slotStart: z.string(),
  slotEnd: z.string(),
  /** The address a confirmation went to, or null when none was sent (no email on the lead). */
  confirmationSentTo: z.string().nullable(),
});
export type TLeadMeeting = z.infer<typeof ZLeadMeeting>;

export const ZLeadBookingPage = z.object({
  name: z.string(),
  companyName: z.string(),
  /** The lead's own zone: slots and the meeting are shown on its clock. */
  timeZone: z.string(),
  /** The business's zone, named beside the lead's for a booked meeting. */
  businessTimeZone: z.string(),
  /** Free slots only, ISO instants; empty once the meeting is booked. */
  slots: z.array(ZBookingSlot),
  meeting: ZLeadMeeting.nullable(),
});
export type TLeadBookingPage = z.infer<typeof ZLeadBookingPage>;

export const ZLeadBookSlotRequest = z.object({ slotStart: z.iso.datetime({ offset: true }).max(64) });
export type TLeadBookSlotRequest = z.infer<typeof ZLeadBookSlotRequest>;

export const ZLeadBookSlotResponse = ZLeadMeeting.extend({
  /** False when the lead had already booked: the answer is that earlier meeting. */
  created: z.boolean(),
});
export type TLeadBookSlotResponse = z.infer<typeof ZLeadBookSlotResponse>;
