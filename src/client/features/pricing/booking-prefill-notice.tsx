import { useState } from 'react';
import { UserCheck } from 'lucide-react';
import { currentBookingPrefill } from './booking-prefill';

/** Tells a visitor who arrived by a booking link that their details are already filled in. */
export function BookingPrefillNotice() {
  const [prefill] = useState(currentBookingPrefill);
  if (!prefill) return null;
  return (
    <div
      className="flex items-start gap-3 rounded-lg border border-primary/40 bg-primary/5 p-4 text-sm"
      data-testid="booking-prefill"
    >
      <UserCheck className="mt-0.5 h-5 w-5 shrink-0 text-primary" aria-hidden />
      <p>
        Booking for <strong>{prefill.name || prefill.email}</strong>
        {prefill.name && prefill.email ? ` (${prefill.email})` : ''}. Your name and email are filled in for you when you
        pick a consultation time.
      </p>
    </div>
  );
}
