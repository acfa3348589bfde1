import { zonedLabel } from '@common/booking/both-times';

/** "Tue, Dec 1, 10:00 AM EST": a slot as the callee reads it, in their own time zone. */
export const slotLabel = (at: Date, timeZone: string): string => zonedLabel(at, timeZone);
