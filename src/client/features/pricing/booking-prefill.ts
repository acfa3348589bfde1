// A developer-queue booking link (/pricing?name=…&email=…) carries the lead's name and email, so
// the booking form starts filled in. Read once from the address; anything odd is ignored.

export interface BookingPrefill {
  name: string;
  email: string;
}

const clean = (v: string | null, max: number) =>
  (v ?? '')
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, max);

export function readBookingPrefill(search: string): BookingPrefill | null {
  const params = new URLSearchParams(search);
  const name = clean(params.get('name'), 200);
  const rawEmail = clean(params.get('email'), 320);
  const email = /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(rawEmail) ? rawEmail : '';
  return name || email ? { name, email } : null;
}

export const currentBookingPrefill = (): BookingPrefill | null =>
  typeof window === 'undefined' ? null : readBookingPrefill(window.location.search);

/** The scheduling provider's embed takes the same prefill as query parameters (name, email; Calendly's do). */
export function withEmbedPrefill(embedUrl: string, prefill: BookingPrefill | null): string {
  if (!prefill) return embedUrl;
  const url = new URL(embedUrl);
  if (prefill.name) url.searchParams.set('name', prefill.name);
  if (prefill.email) url.searchParams.set('email', prefill.email);
  return url.toString();
}
